//! The future functions of the zend_async API, called from
//! csrc/zend_async_future_shim.c: `zend_async_new_future_fn`,
//! `zend_async_new_future_obj_fn` and a future record's `resolve` and
//! `dispose`. The record is engine/c_future.rs, the future
//! awaitables/future_c.rs.

use crate::awaitables::future_c;
use crate::engine::c_future;
use crate::records::Future;
use crate::sys::zend::zend_object;
use std::panic::catch_unwind;
use std::ptr;

/// `zend_async_new_future_fn`: null on failure.
#[no_mangle]
pub extern "C" fn ta_rust_future_new(thread_safe: bool, extra_size: usize) -> *mut Future {
    catch_unwind(|| future_c::new_future(thread_safe, extra_size).cast()).unwrap_or(ptr::null_mut())
}

/// `zend_async_new_future_obj_fn`: null if the future is gone.
///
/// # Safety
/// `future` is a live record C got from the API.
#[no_mangle]
pub unsafe extern "C" fn ta_rust_future_obj(future: *mut Future) -> *mut zend_object {
    // SAFETY: the caller's promise.
    catch_unwind(|| unsafe { future_c::new_object(future.cast()) }.cast())
        .unwrap_or(ptr::null_mut())
}

/// The record's `resolve`: false if it was completed already.
///
/// # Safety
/// `future` is a live record C got from the API.
#[no_mangle]
pub unsafe extern "C" fn ta_rust_future_resolve(future: *mut Future) -> bool {
    // SAFETY: the caller's promise.
    catch_unwind(|| unsafe { c_future::resolve(future) }).unwrap_or(false)
}

/// The event's `dispose`: C's last reference went.
///
/// # Safety
/// `future` is a live record.
#[no_mangle]
pub unsafe extern "C" fn ta_rust_future_c_released(future: *mut Future) {
    // SAFETY: the caller's promise.
    let _ = catch_unwind(|| unsafe { c_future::c_released(future) });
}
