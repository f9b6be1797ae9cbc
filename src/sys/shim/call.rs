//! Calling into PHP inside zend_try, resolving callables, swapping internal
//! function handlers: csrc/call_shim.c.

use crate::sys::zend::{zend_fcall_info, zend_fcall_info_cache, zval};
use crate::sys::InternalHandler;
use std::ffi::{c_char, c_int, c_void};

extern "C" {
    pub fn ta_call_in_try(fci: *mut zend_fcall_info, fcc: *mut zend_fcall_info_cache) -> c_int;
    pub fn ta_call_closure_in_try(
        closure: *mut zval,
        retval: *mut zval,
        args: *mut zval,
        argc: u32,
    ) -> c_int;
    pub fn ta_run_in_try(f: unsafe extern "C" fn(*mut c_void), arg: *mut c_void) -> c_int;
    pub fn ta_bailout() -> !;
    pub fn ta_resolve_callable(callable: *mut zval, fcc: *mut zend_fcall_info_cache) -> c_int;
    pub fn ta_swap_handler(
        name: *const c_char,
        handler: InternalHandler,
        old: *mut Option<InternalHandler>,
    ) -> bool;
    pub fn ta_set_arg_type(
        class_lc: *const c_char,
        method_lc: *const c_char,
        idx: u32,
        mask: u32,
        default_value: *const c_char,
    ) -> bool;
    pub fn ta_swap_method_handler(
        class_lc: *const c_char,
        method_lc: *const c_char,
        handler: InternalHandler,
        old: *mut Option<InternalHandler>,
    ) -> bool;
}
