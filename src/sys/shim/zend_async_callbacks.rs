//! csrc/zend_async_callbacks_shim.c: adding a callback record to an event's
//! vector and taking it out (notify and free are declared beside the
//! coroutine shim). Records are passed untyped (sys sits below records/).

use std::ffi::c_void;

extern "C" {
    /// Appends `callback` to the event's vector, taking a reference on it.
    pub fn ta_zend_async_callbacks_push(event: *mut c_void, callback: *mut c_void) -> bool;
    /// Takes `callback` out (order of the others kept) and drops the
    /// vector's reference; false when it was not listed.
    pub fn ta_zend_async_callbacks_remove(event: *mut c_void, callback: *mut c_void) -> bool;
}

extern "C" {
    /// A heap array of `capacity` callback pointers for a vector: `data`
    /// grown (its contents kept), or a new one when `data` is null
    /// (records/callbacks.rs).
    pub fn ta_callbacks_array(data: *mut c_void, capacity: u32) -> *mut c_void;
    /// Frees an array `ta_callbacks_array` made.
    pub fn ta_callbacks_array_free(data: *mut c_void);
    /// The API's dispose of a coroutine callback record (what a callback
    /// that names no dispose gets at its last reference).
    pub fn ta_coroutine_event_callback_dispose(callback: *mut c_void, event: *mut c_void);
}
