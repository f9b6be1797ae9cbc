//! The arguments of the extension's internal functions, read as zpp reads them,
//! and PHP's argument errors: csrc/args_shim.c.

use crate::sys::zend::{self, zend_execute_data, zval};
use std::ffi::c_char;

extern "C" {
    pub fn ta_arg_long(arg: *mut zval, num: u32, out: *mut zend::zend_long) -> bool;
    pub fn ta_arg_str(arg: *mut zval, num: u32) -> bool;
    pub fn ta_arg_bool(arg: *mut zval, num: u32, out: *mut bool) -> bool;
    pub fn ta_arg_double(arg: *mut zval, num: u32, out: *mut f64) -> bool;
    pub fn ta_call_args(ex: *mut zend_execute_data, count: *mut u32) -> *mut zval;
    pub fn ta_call_named_args(ex: *mut zend_execute_data) -> *mut zend::HashTable;
    pub fn ta_active_function_name() -> *const c_char;
    pub fn ta_argument_type_error(num: u32, expected: *const c_char, given: *mut zval);
    pub fn ta_argument_value_error(num: u32, msg: *const c_char);
}
