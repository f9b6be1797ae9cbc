//! Exception objects the engine makes and reports: csrc/exception_shim.c.

use crate::sys::zend::{self, zend_object};
use std::ffi::c_char;

extern "C" {
    pub fn ta_warning(msg: *const c_char);
    pub fn ta_exception_message(ex: *mut zend_object, len: *mut usize) -> *const c_char;
    pub fn ta_warn_exception(ex: *mut zend_object, context: *const c_char);
    pub fn ta_report_uncaught(ex: *mut zend_object, where_: *const c_char);
    pub fn ta_composite_add(composite: *mut zend_object, ex: *mut zend_object);
    pub fn ta_composite_list(composite: *mut zend_object, out: *mut zend::zval);
    pub fn ta_obj_addref(obj: *mut zend_object);
    pub fn ta_new_exception(
        ce: *mut zend::zend_class_entry,
        msg: *const c_char,
        len: usize,
    ) -> *mut zend_object;
}

// Release and the class check as the Zend macros do them; ext-php-rs
// exports the same inline functions, so these need no shim of their own.
// (GC_ADDREF stays a shim, ta_obj_addref: its callers hold the object as
// ext-php-rs's `&ZendObject`, a shared reference, which Rust code must not
// write through.)

/// OBJ_RELEASE: drops one reference to `obj`, freeing it with the last one.
///
/// # Safety
/// The caller owns one reference to the live object `obj`.
#[inline]
pub unsafe fn ta_obj_release(obj: *mut zend_object) {
    // SAFETY: the caller's contract; this is zend_object_release, which
    // OBJ_RELEASE expands to.
    unsafe { zend::ext_php_rs_zend_object_release(obj) };
}

/// Sets or clears GC_NOT_COLLECTABLE on `obj` (GC_ADD_FLAGS /
/// GC_DEL_FLAGS): an object so marked never becomes a possible root of a
/// cycle when a reference to it is dropped (GC_MAY_LEAK), though the
/// collector still follows it from other objects.
///
/// # Safety
/// `obj` is a live object; set it only on one that can be in no cycle.
#[inline]
pub unsafe fn ta_obj_set_acyclic(obj: *mut zend_object, on: bool) {
    // zend_types.h: GC_NOT_COLLECTABLE (1<<4), GC_FLAGS_SHIFT 0.
    const GC_NOT_COLLECTABLE: u32 = 1 << 4;
    // SAFETY: the caller's contract: a live object, PHP's thread.
    let info = unsafe { &mut (*obj).gc.u.type_info };
    if on {
        *info |= GC_NOT_COLLECTABLE;
    } else {
        *info &= !GC_NOT_COLLECTABLE;
    }
}

/// instanceof_function(): whether `obj`'s class is `ce` or extends or
/// implements it.
///
/// # Safety
/// `obj` is a live object and `ce` a registered class entry.
#[inline]
pub unsafe fn ta_instanceof(obj: *mut zend_object, ce: *mut zend::zend_class_entry) -> bool {
    // SAFETY: the caller's contract: the object, hence its class, is alive.
    let own = unsafe { (*obj).ce };
    // SAFETY: both class entries are registered; the engine only reads them.
    own == ce || unsafe { zend::instanceof_function_slow(own, ce) }
}
