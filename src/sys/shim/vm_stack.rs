//! A coroutine's VM stack and the frames on it: csrc/vm_stack_shim.c.

use crate::sys::zend::{self, zend_execute_data, zend_vm_stack, zval};
use std::ffi::{c_int, c_void};

extern "C" {
    pub fn ta_vm_stack_init(
        mem: *mut c_void,
        size: usize,
        bottom: *mut *mut zend_execute_data,
        top: *mut *mut zval,
    ) -> zend_vm_stack;
    pub fn ta_frame_file(ex: *mut zend_execute_data, line: *mut u32) -> *mut zend::zend_string;
    pub fn ta_backtrace_from(
        ex: *mut zend_execute_data,
        out: *mut zval,
        options: c_int,
        limit: c_int,
    );
    pub fn ta_vm_stack_trim(current: zend_vm_stack, keep: zend_vm_stack);
}

/// zend_string_release() for the file name ta_frame_file returns; ext-php-rs
/// exports it, so it needs no shim of its own.
///
/// # Safety
/// The caller owns one reference to the live string `s`.
#[inline]
pub unsafe fn ta_string_release(s: *mut zend::zend_string) {
    // SAFETY: the caller's contract.
    unsafe { zend::ext_php_rs_zend_string_release(s) };
}
