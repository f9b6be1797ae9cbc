//! The context functions of the zend_async API, called from
//! csrc/zend_async_context_shim.c (which checked the key: a string or an
//! object): a context record's find / set / unset, and
//! `zend_async_new_context_fn`. The record is engine/c_context.rs; the
//! store, scope/context.rs.

use crate::engine::c_context;
use crate::sys::zend::{zend_object, zval};
use ext_php_rs::types::{ZendObject, Zval};
use std::panic::catch_unwind;
use std::ptr;

/// `find`: writes the value (a new reference) into `result` when found.
///
/// # Safety
/// `context` is a live context object; `key` a live zval; `result` null
/// or a zval the caller owns (the shim set it to null).
#[no_mangle]
pub unsafe extern "C" fn ta_rust_context_find(
    context: *mut zend_object,
    key: *mut zval,
    result: *mut zval,
    include_parent: bool,
) -> bool {
    catch_unwind(|| {
        let Some(p) = c_context::provider() else {
            return false;
        };
        // SAFETY: the caller's promise.
        let (obj, key) = unsafe { (&*context.cast::<ZendObject>(), &*key.cast::<Zval>()) };
        let Some(value) = (p.find)(obj, key, include_parent) else {
            return false;
        };
        if !result.is_null() {
            // SAFETY: the caller's zval, null now (nothing to release): the
            // value's reference moves into it.
            unsafe { ptr::write(result.cast::<Zval>(), value) };
        }
        true
    })
    .unwrap_or(false)
}

/// `set`: replaces any value under `key`; `value` is copied.
///
/// # Safety
/// `context` is a live context object; `key` and `value` live zvals.
#[no_mangle]
pub unsafe extern "C" fn ta_rust_context_set(
    context: *mut zend_object,
    key: *mut zval,
    value: *mut zval,
) {
    let _ = catch_unwind(|| {
        let Some(p) = c_context::provider() else {
            return;
        };
        // SAFETY: the caller's promise.
        let (obj, key, value) = unsafe {
            (
                &*context.cast::<ZendObject>(),
                &*key.cast::<Zval>(),
                &*value.cast::<Zval>(),
            )
        };
        (p.set)(obj, key, value.shallow_clone());
    });
}

/// `unset`: false when the key was not there.
///
/// # Safety
/// `context` is a live context object; `key` a live zval.
#[no_mangle]
pub unsafe extern "C" fn ta_rust_context_unset(context: *mut zend_object, key: *mut zval) -> bool {
    catch_unwind(|| {
        let Some(p) = c_context::provider() else {
            return false;
        };
        // SAFETY: the caller's promise.
        let (obj, key) = unsafe { (&*context.cast::<ZendObject>(), &*key.cast::<Zval>()) };
        (p.unset)(obj, key)
    })
    .unwrap_or(false)
}

/// `zend_async_new_context_fn`: a new standalone `Async\Context` (one
/// reference, the caller's), null outside a request.
#[no_mangle]
pub extern "C" fn ta_rust_context_new() -> *mut zend_object {
    catch_unwind(|| c_context::provider().and_then(|p| (p.new)()))
        .ok()
        .flatten()
        .unwrap_or(ptr::null_mut())
}
