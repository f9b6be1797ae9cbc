//! A future as C extensions hold it: its `zend_future_t`
//! (engine/c_future.rs), made with every future (by PHP, or by
//! `ZEND_ASYNC_NEW_FUTURE`), whose event is the future's own: PHP's
//! awaiters and C's callbacks sit in one vector; and the `Async\Future`
//! objects C asks for (`ZEND_ASYNC_NEW_FUTURE_OBJ`).
//!
//! Why the future stays the state and the record's outcome a copy written
//! once: the PHP side (FutureState, map/catch/finally, await, the
//! unobserved warnings) lives on `FutureCore`, reached through an `Rc`.
//! C completes through `resolve`, which completes the future; every
//! completion, from either side, passes through `FutureCore::finish`,
//! which stores the outcome into the record and closes it. So C and PHP
//! cannot disagree about the outcome, and a second completion from either
//! side has no effect.

use super::future::{Future, FutureCore};
use crate::engine::c_future::{self, Handle, Outcome};
use ext_php_rs::types::ZendObject;
use std::ffi::c_void;
use std::ptr;
use std::rc::{Rc, Weak};

/// The record of a future being made: it keeps `me`, the future's weak
/// reference, until it goes. Without memory for it the process stops, as
/// Zend's allocator does (it never returns null).
pub(super) fn record_for(
    me: &Weak<FutureCore>,
    thread_safe: bool,
    extra: usize,
    made_at: &crate::engine::location::Location,
) -> Handle {
    let owner = Weak::into_raw(me.clone()).cast::<c_void>();
    match Handle::new(owner, thread_safe, extra, made_at) {
        Some(h) => h,
        None => std::process::abort(),
    }
}

/// The weak reference a record keeps, borrowed.
///
/// # Safety
/// `owner` came from `c_record` and the record still keeps it.
unsafe fn borrow_owner(owner: *const c_void) -> std::mem::ManuallyDrop<Weak<FutureCore>> {
    // SAFETY: the caller's promise; ManuallyDrop leaves the record's
    // reference alone.
    std::mem::ManuallyDrop::new(unsafe { Weak::from_raw(owner.cast::<FutureCore>()) })
}

fn resolve(owner: *const c_void, outcome: Outcome) -> Result<(), Outcome> {
    // SAFETY: the record calls with its own weak reference.
    let Some(core) = unsafe { borrow_owner(owner) }.upgrade() else {
        return Err(outcome);
    };
    // A future completed already keeps its outcome: C's is dropped.
    let _ = match outcome {
        Ok(v) => core.complete(v),
        Err(t) => core.fail(t),
    };
    Ok(())
}

fn unhold(held: *const c_void) {
    // SAFETY: `held` is the strong reference `new_future` gave the record.
    drop(unsafe { Rc::from_raw(held.cast::<FutureCore>()) });
}

fn forget(owner: *const c_void) {
    // SAFETY: the record gives back its weak reference, once.
    drop(unsafe { Weak::from_raw(owner.cast::<FutureCore>()) });
}

/// MINIT: the record's calls into the future.
pub fn install() {
    c_future::install(c_future::Owner {
        resolve,
        unhold,
        forget,
    });
}

/// `zend_async_new_future_fn`: a new future and its record, C holding one
/// reference (and through it the future). A future C made gives no
/// unobserved warnings: C, not PHP code, answers for it.
pub fn new_future(thread_safe: bool, extra: usize) -> *mut c_void {
    let core = FutureCore::with_record(thread_safe, extra);
    core.ignore_unused();
    let h = &core.c;
    h.hold_for_c(Rc::into_raw(core.clone()).cast());
    h.ptr().cast()
}

/// The last PHP object on `core` goes (its strong count is 1): if C holds
/// the record, the record keeps the future until C's last release (no
/// unobserved warning now: the future lives on). True when it did.
pub(super) fn keep_for_c(core: &Rc<FutureCore>) -> bool {
    core.c.keep_for_c(|| Rc::into_raw(core.clone()).cast())
}

/// `zend_async_new_future_obj_fn`: a new `Async\Future` on the future of
/// `record` (C keeps its own reference on the record), one reference for
/// the caller; null if its future is gone.
///
/// # Safety
/// `record` is a live record made by engine/c_future.rs.
pub unsafe fn new_object(record: *mut c_void) -> *mut ext_php_rs::ffi::zend_object {
    // SAFETY: the caller's promise.
    let owner = unsafe { c_future::owner_of(record.cast()) };
    // SAFETY: the record keeps its weak reference while alive.
    let Some(core) = unsafe { borrow_owner(owner) }.upgrade() else {
        return ptr::null_mut();
    };
    let z = super::future::future_zval(core);
    let Some(obj) = z.object() else {
        return ptr::null_mut();
    };
    let p = ptr::from_ref(obj).cast_mut();
    // The zval's reference becomes the caller's.
    std::mem::forget(z);
    p
}

/// `true_async_object_event` on an `Async\Future`: its future's record
/// (which the object's reference names from the start). Null for any
/// other object.
pub fn object_event(obj: &ZendObject) -> *mut c_void {
    let Some(f) = ext_php_rs::types::ZendClassObject::<Future>::from_zend_obj(obj) else {
        return ptr::null_mut();
    };
    f.core.c.ptr().cast()
}

#[cfg(test)]
mod tests {
    /// `ZEND_ASYNC_OBJECT_TO_EVENT` reads the front of the object: the
    /// reference is the first field.
    #[test]
    fn event_ref_heads_the_object() {
        use ext_php_rs::types::ZendClassObject;
        assert_eq!(
            std::mem::size_of::<Option<super::Future>>(),
            std::mem::size_of::<super::Future>()
        );
        assert_eq!(std::mem::offset_of!(ZendClassObject<super::Future>, obj), 0);
        assert_eq!(std::mem::offset_of!(super::Future, event_ref), 0);
    }
}
