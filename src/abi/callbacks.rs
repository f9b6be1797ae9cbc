//! The callback vector's operations (records/callbacks.rs) for the C API's
//! functions in csrc/zend_async_callbacks_shim.c, which add what is C's
//! own (the event's ADD_REF / RELEASE, its notify handler, marking the C
//! API as used): one vector, one loop, whichever side calls.

use crate::records::callbacks;
use crate::records::{CallbacksVector, Event, EventCallback};
use crate::sys::zend::zend_object;
use std::ffi::c_void;

/// # Safety
/// `v` null or a live vector; `cb` null or a live callback record.
#[no_mangle]
pub unsafe extern "C" fn ta_vector_push(v: *mut CallbacksVector, cb: *mut EventCallback) -> bool {
    // SAFETY: the caller's contract.
    unsafe { callbacks::push(v, cb) }
}

/// # Safety
/// `v` a live vector; `cb` any pointer (compared only).
#[no_mangle]
pub unsafe extern "C" fn ta_vector_take(v: *mut CallbacksVector, cb: *mut EventCallback) -> bool {
    // SAFETY: the caller's contract.
    unsafe { callbacks::take(v, cb) }
}

/// # Safety
/// `cb` a live callback record holding a reference.
#[no_mangle]
pub unsafe extern "C" fn ta_callback_release(cb: *mut EventCallback, event: *mut Event) {
    // SAFETY: the caller's contract.
    unsafe { callbacks::release(cb, event) }
}

/// # Safety
/// `v` the live vector of `event`, a live event (or null: the vector
/// functions of the API are given a vector alone).
#[no_mangle]
pub unsafe extern "C" fn ta_vector_notify(
    v: *mut CallbacksVector,
    event: *mut Event,
    result: *mut c_void,
    exception: *mut zend_object,
) {
    // SAFETY: the caller's contract.
    unsafe { callbacks::notify(v, event, result, exception) }
}

/// # Safety
/// As `ta_vector_notify`.
#[no_mangle]
pub unsafe extern "C" fn ta_vector_free(v: *mut CallbacksVector, event: *mut Event) {
    // SAFETY: the caller's contract.
    unsafe { callbacks::free(v, event) }
}
