//! csrc/zend_async_callbacks_shim.c: adding a callback record to an event's
//! vector and taking it out (notify and free are declared beside the
//! coroutine shim). Records are passed untyped (sys sits below records/).

use std::ffi::c_void;

extern "C" {
    /// Appends `callback` to the event's vector, taking a reference on it.
    pub fn ta_zend_async_callbacks_push(event: *mut c_void, callback: *mut c_void) -> bool;
    /// The same push for true_async's own subscribers: the C API is not
    /// marked as in use.
    pub fn ta_callbacks_add(event: *mut c_void, callback: *mut c_void) -> bool;
    /// Takes `callback` out (order of the others kept) and drops the
    /// vector's reference; false when it was not listed.
    pub fn ta_zend_async_callbacks_remove(event: *mut c_void, callback: *mut c_void) -> bool;
}
