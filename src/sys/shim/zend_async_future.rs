//! csrc/zend_async_future_shim.c: a future's `zend_future_t` seen from C
//! (allocation, event methods, the store of an outcome). Records are
//! passed untyped (sys sits below records/).

use crate::sys::zend::{zend_object, zend_string, zval};
use std::ffi::c_void;

extern "C" {
    /// A zeroed record of `size` bytes plus `extra` for the caller, with
    /// its event methods and `resolve` set.
    pub fn ta_future_alloc(size: usize, extra: usize) -> *mut c_void;
    /// Stores a copy of the outcome, closes the record, tells its
    /// callbacks; nothing if closed already.
    pub fn ta_future_store(
        future: *mut c_void,
        result: *mut zval,
        exception: *mut zend_object,
        lineno: u32,
    );
    /// Takes the outcome ZEND_FUTURE_COMPLETE / REJECT wrote.
    pub fn ta_future_take(future: *mut c_void, result: *mut zval, exception: *mut *mut zend_object);
    /// Sets `filename` (or `completed_filename`) once.
    pub fn ta_future_set_file(future: *mut c_void, file: *mut zend_string, completed: bool);
    /// Frees the record and what it holds.
    pub fn ta_future_free(future: *mut c_void);
    /// Installs `zend_async_new_future_fn` / `zend_async_new_future_obj_fn` (MINIT).
    pub fn ta_zend_async_future_install();
}
