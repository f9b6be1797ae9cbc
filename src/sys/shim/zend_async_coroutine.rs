//! csrc/zend_async_coroutine_shim.c: a coroutine's `zend_coroutine_t` seen
//! from C (event methods, C-entry bodies), and the API's callback
//! functions it uses. Records are passed untyped (sys sits below records/).

use crate::sys::zend::{zend_object, zval};
use std::ffi::c_void;

extern "C" {
    /// Installs the coroutine event's methods in a `zend_async_event_t`.
    pub fn ta_coroutine_event_methods(event: *mut c_void);
    /// Runs a `zend_coroutine_t`'s body (`internal_entry`, else its
    /// `fcall`); true on a bailout.
    pub fn ta_run_internal_entry(coroutine: *mut c_void) -> bool;
    /// Installs the coroutine functions of the scheduler table
    /// (spawn, new_coroutine, enqueue).
    pub fn ta_zend_async_coroutine_install();
    pub fn ta_zend_async_callbacks_notify(
        event: *mut c_void,
        result: *mut zval,
        exception: *mut zend_object,
        from_handler: bool,
    );
    pub fn ta_zend_async_callbacks_free(event: *mut c_void);
    /// csrc/zend_async_internal_context_shim.c: releases the coroutine's
    /// internal context (its values' destructors may run PHP code), if any.
    pub fn ta_zend_async_coroutine_internal_context_dispose(coroutine: *mut c_void);
    /// csrc/zend_async_coroutine_shim.c: frees a `zend_coroutine_t`'s waker
    /// and an fcall never called.
    pub fn ta_coroutine_c_release(coroutine: *mut c_void);
    /// Its events' `info()` joined, a new string, or null for none.
    pub fn ta_waker_describe(waker: *const c_void) -> *mut crate::sys::zend::zend_string;
    /// csrc/zend_async_scheduler_shim.c: installs suspend / resume /
    /// cancel / ... and the waker functions (MINIT).
    pub fn ta_zend_async_scheduler_install();
    /// csrc/zend_async_scope_shim.c: a scope record's event and scope
    /// methods.
    pub fn ta_scope_methods(scope: *mut c_void);
    /// Installs `zend_async_new_scope_fn` (MINIT).
    pub fn ta_zend_async_scope_install();
    /// csrc/zend_async_context_shim.c: a context record's methods and the
    /// offset of its object.
    pub fn ta_context_methods(context: *mut c_void, offset: u32);
    /// Installs `zend_async_new_context_fn` (MINIT).
    pub fn ta_zend_async_context_install();
}
