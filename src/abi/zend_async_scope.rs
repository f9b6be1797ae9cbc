//! The scope functions of the zend_async API, called from
//! csrc/zend_async_scope_shim.c: `zend_async_new_scope_fn` and a scope
//! record's methods. The record itself is engine/c_scope.rs.

use crate::engine::{c_scope, c_scope_methods};
use crate::records::Scope;
use crate::sys::zend::{zend_object, zval};
use std::panic::catch_unwind;
use std::ptr;

/// `zend_async_new_scope_fn`: null on failure (an exception pending, or
/// outside a request).
///
/// # Safety
/// `parent` is null or a scope record C got from the API.
#[no_mangle]
pub unsafe extern "C" fn ta_rust_scope_new(parent: *mut Scope, with_object: bool) -> *mut Scope {
    // SAFETY: the caller's promise.
    catch_unwind(|| unsafe { c_scope::new_scope(parent, with_object) }).unwrap_or(ptr::null_mut())
}

/// `catch_or_cancel` as a cancellation; `exception` borrowed.
///
/// # Safety
/// `scope` is a live record; `exception` null or a live object.
#[no_mangle]
pub unsafe extern "C" fn ta_rust_scope_cancel(
    scope: *mut Scope,
    exception: *mut zend_object,
    is_safely: bool,
) -> bool {
    // SAFETY: the caller's promise.
    catch_unwind(|| unsafe { c_scope_methods::cancel(scope, exception, is_safely) })
        .unwrap_or(false)
}

/// `catch_or_cancel` as a catch; `exception` borrowed.
///
/// # Safety
/// `scope` is a live record; `coroutine` null or a `zend_coroutine_t`
/// true_async handed out; `exception` a live object.
#[no_mangle]
pub unsafe extern "C" fn ta_rust_scope_catch(
    scope: *mut Scope,
    coroutine: *mut crate::records::Coroutine,
    from_child: bool,
    exception: *mut zend_object,
) -> bool {
    // SAFETY: the caller's promise.
    catch_unwind(|| unsafe { c_scope_methods::catch(scope, coroutine, from_child, exception) })
        .unwrap_or(false)
}

/// `can_be_disposed`.
///
/// # Safety
/// `scope` is a live record.
#[no_mangle]
pub unsafe extern "C" fn ta_rust_scope_completed(
    scope: *mut Scope,
    with_zombies: bool,
    check_objects: bool,
) -> bool {
    // SAFETY: the caller's promise.
    catch_unwind(|| unsafe { c_scope_methods::completed(scope, with_zombies, check_objects) })
        .unwrap_or(false)
}

/// `try_to_dispose`.
///
/// # Safety
/// `scope` is a live record.
#[no_mangle]
pub unsafe extern "C" fn ta_rust_scope_try_to_dispose(scope: *mut Scope) -> bool {
    // SAFETY: the caller's promise.
    catch_unwind(|| unsafe { c_scope::try_to_dispose(scope) }).unwrap_or(false)
}

/// The event's `dispose`: C's last reference went.
///
/// # Safety
/// `scope` is a live record.
#[no_mangle]
pub unsafe extern "C" fn ta_rust_scope_c_released(scope: *mut Scope) {
    // SAFETY: the caller's promise.
    let _ = catch_unwind(|| unsafe { c_scope::c_released(scope) });
}

/// `ZEND_ASYNC_SPAWN_WITH_PROVIDER`: the scope record of an `Async\Scope`
/// object, null for any other object.
///
/// # Safety
/// `obj` is null or a live object.
#[no_mangle]
pub unsafe extern "C" fn ta_rust_scope_of_object(obj: *mut zend_object) -> *mut Scope {
    // SAFETY: the caller's promise.
    catch_unwind(|| unsafe { c_scope::of_object(obj) }).unwrap_or(ptr::null_mut())
}

/// `scope_await_after_cancellation_fn` for the current coroutine: true
/// when a fatal error happened during the wait (the C caller bails out).
///
/// # Safety
/// `scope` is a live record; `handler` null or a callable zval;
/// `cancellation` null or a live object; all borrowed for the call.
#[no_mangle]
pub unsafe extern "C" fn ta_rust_scope_await_after_cancellation(
    scope: *mut Scope,
    handler: *mut zval,
    cancellation: *mut zend_object,
) -> bool {
    // SAFETY: the caller's promise.
    catch_unwind(|| unsafe {
        c_scope_methods::await_after_cancellation(scope, handler, cancellation)
    })
    .unwrap_or(false)
}
