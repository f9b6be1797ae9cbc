//! The Zend exports ext-php-rs's generated bindings leave out, and direct
//! access to the executor globals.

use crate::sys::zend::{
    zend_executor_globals, zend_fcall_info, zend_fcall_info_cache, zend_object, zval,
};
use std::ffi::c_int;

extern "C" {
    pub fn zend_unregister_ini_entries_ex(module_number: c_int, module_type: c_int);
    /// NTS builds export the executor globals as a plain symbol; reading it
    /// directly avoids ext-php-rs's global lock on the switch path.
    pub static mut executor_globals: zend_executor_globals;
    pub fn zend_call_function(fci: *mut zend_fcall_info, fcc: *mut zend_fcall_info_cache) -> c_int;
    pub fn zend_clear_exception();
    pub fn zend_wrong_parameters_none_error();
    pub fn zend_throw_exception_internal(exception: *mut zend_object);
    pub fn zend_create_graceful_exit() -> *mut zend_object;
    pub fn zend_is_graceful_exit(ex: *const zend_object) -> bool;
    pub fn zend_is_unwind_exit(ex: *const zend_object) -> bool;
    pub fn zend_throw_unwind_exit();
    pub fn zend_exception_set_previous(exception: *mut zend_object, add_previous: *mut zend_object);
    pub fn zend_fetch_debug_backtrace(
        return_value: *mut zval,
        skip_last: c_int,
        options: c_int,
        limit: c_int,
    );
    pub fn zend_exception_error(ex: *mut zend_object, severity: c_int) -> c_int;
}

/// The executor globals, without ext-php-rs's lock.
///
/// # Safety
/// The caller is on the PHP thread and does not keep the reference across a
/// coroutine switch.
#[inline(always)]
pub unsafe fn eg() -> *mut zend_executor_globals {
    // Taking the address of an extern static creates no reference.
    std::ptr::addr_of_mut!(executor_globals)
}

/// `*dst = v` without the release checks of the value overwritten when it
/// holds nothing to release (below IS_STRING: the null the VM hands an
/// internal function as its return value).
#[inline(always)]
pub fn zval_put(dst: &mut ext_php_rs::types::Zval, v: ext_php_rs::types::Zval) {
    // SAFETY: the type byte of a valid zval.
    if unsafe { dst.u1.v.type_ } < crate::sys::zend::IS_STRING as u8 {
        std::mem::forget(std::mem::replace(dst, v));
    } else {
        *dst = v;
    }
}
