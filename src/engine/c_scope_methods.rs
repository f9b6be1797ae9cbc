//! The methods a scope record offers C (`catch_or_cancel`,
//! `can_be_disposed`) and the scope function `scope_await_after_cancellation`:
//! each finds the scope through the record (engine/c_scope.rs) and asks it
//! through [`ScopeOps`], which scope/ implements.

use super::c_scope::{ops_of, CScope};
use super::errors::Thrown;
use crate::sys::zend;
use std::ptr::NonNull;

/// `catch_or_cancel` as a cancellation (`ZEND_ASYNC_SCOPE_CANCEL`/`CLOSE`).
///
/// # Safety
/// `s` is a live record; `exception` null or a live object (borrowed).
pub unsafe fn cancel(s: *mut CScope, exception: *mut zend::zend_object, safely: bool) -> bool {
    // SAFETY: the caller's promise.
    let Some(ops) = (unsafe { ops_of(s) }) else {
        return true;
    };
    let reason = NonNull::new(exception).map(|e| {
        // SAFETY: a live object C passed.
        Thrown::share(unsafe { &*e.as_ptr().cast() })
    });
    ops.cancel(reason, safely);
    true
}

/// `scope_await_after_cancellation_fn`: waits as `awaitAfterCancellation()`
/// does; its failure is left in EG(exception). True when a fatal error
/// happened (the C caller bails out). A scope already gone has nothing
/// left to wait for.
///
/// # Safety
/// `s` is a live record; `handler` null or a live zval; `cancellation`
/// null or a live object.
pub unsafe fn await_after_cancellation(
    s: *mut CScope,
    handler: *mut zend::zval,
    cancellation: *mut zend::zend_object,
) -> bool {
    // SAFETY: the caller's promise.
    let Some(ops) = (unsafe { ops_of(s) }) else {
        return false;
    };
    let handler = NonNull::new(handler).and_then(|h| {
        // SAFETY: a live zval C passed (its error_fci's callable).
        crate::engine::callable::Callable::resolve(unsafe { &*h.as_ptr().cast() })
    });
    let token = NonNull::new(cancellation).map(|o| {
        // SAFETY: a live object C passed, borrowed for the call.
        unsafe { &*o.as_ptr().cast::<ext_php_rs::types::ZendObject>() }
    });
    let outcome = ops.await_after_cancellation(handler, token);
    let mut rv = ext_php_rs::types::Zval::new();
    outcome.apply(&mut rv)
}

/// `catch_or_cancel` as a catch. False when the scope or the coroutine is
/// gone (no handler took it).
///
/// # Safety
/// `s` is a live record; `co` null or a `zend_coroutine_t` true_async
/// handed out; `exception` a live object (borrowed).
pub unsafe fn catch(
    s: *mut CScope,
    co: *mut crate::records::Coroutine,
    from_child: bool,
    exception: *mut zend::zend_object,
) -> bool {
    // SAFETY: the caller's promise.
    let Some(ops) = (unsafe { ops_of(s) }) else {
        return false;
    };
    // SAFETY: as above.
    let Some(co) = (unsafe { super::c_coroutine::record_of(co) }) else {
        return false;
    };
    let Some(ex) = NonNull::new(exception) else {
        return false;
    };
    // SAFETY: a live object C passed.
    let ex = Thrown::share(unsafe { &*ex.as_ptr().cast() });
    ops.catch(co, &ex, from_child)
}

/// `can_be_disposed`.
///
/// # Safety
/// `s` is a live record.
pub unsafe fn completed(s: *mut CScope, with_zombies: bool, check_objects: bool) -> bool {
    // SAFETY: the caller's promise.
    match unsafe { ops_of(s) } {
        Some(ops) => ops.completed(with_zombies, check_objects),
        None => true,
    }
}
