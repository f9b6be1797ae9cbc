//! INI settings: this extension's own and PHP's that coroutines read:
//! csrc/ini_shim.c.

use crate::sys::zend;
use std::ffi::{c_char, c_int, c_void};

extern "C" {
    pub fn ta_error_reporting_ini() -> zend::zend_long;
    pub fn ta_on_modify_hook_switch(
        entry: *mut zend::zend_ini_entry,
        new_value: *mut zend::zend_string,
        mh_arg1: *mut c_void,
        mh_arg2: *mut c_void,
        mh_arg3: *mut c_void,
        stage: c_int,
    ) -> c_int;
    pub fn ta_hook_switch_on(family: c_int) -> bool;
    pub fn ta_on_modify_stack_size(
        entry: *mut zend::zend_ini_entry,
        new_value: *mut zend::zend_string,
        mh_arg1: *mut c_void,
        mh_arg2: *mut c_void,
        mh_arg3: *mut c_void,
        stage: c_int,
    ) -> c_int;
    pub fn ta_stack_size() -> zend::zend_long;
    pub fn ta_execute_ex_replaced() -> bool;
    pub fn ta_ini_long(name: *const c_char, len: usize) -> zend::zend_long;
    pub fn ta_display_ini();
}
