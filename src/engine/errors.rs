//! Exception objects the engine creates (cancellation, deadlock, stack
//! allocation failure). The class entries are registered by `php/` at MINIT
//! and handed here once.

use crate::sys::{self, zend};
use once_cell::sync::OnceCell;

#[derive(Clone, Copy)]
pub struct ClassEntries {
    pub async_exception: *mut zend::zend_class_entry,
    pub cancellation: *mut zend::zend_class_entry,
    pub deadlock: *mut zend::zend_class_entry,
}

// SAFETY: class entries are created once at MINIT and never freed before
// MSHUTDOWN; they are only read afterwards.
unsafe impl Send for ClassEntries {}
// SAFETY: as above.
unsafe impl Sync for ClassEntries {}

static CLASSES: OnceCell<ClassEntries> = OnceCell::new();

pub fn set_classes(c: ClassEntries) {
    let _ = CLASSES.set(c);
}

pub fn classes() -> Option<&'static ClassEntries> {
    CLASSES.get()
}

/// Kinds of exception the engine raises.
#[derive(Clone, Copy, Debug)]
pub enum Kind {
    Async,
    Cancellation,
    Deadlock,
}

/// A new exception object (one owned reference), or null if the classes are
/// missing (they never are after MINIT).
pub fn new_exception(kind: Kind, message: &str) -> *mut zend::zend_object {
    let Some(c) = classes() else {
        return std::ptr::null_mut();
    };
    let ce = match kind {
        Kind::Async => c.async_exception,
        Kind::Cancellation => c.cancellation,
        Kind::Deadlock => c.deadlock,
    };
    // SAFETY: ce is a registered class; the current frame (if any) is valid,
    // which callers ensure by creating exceptions only in a coroutine's or
    // main's own context.
    unsafe { sys::ta_new_exception(ce, message.as_ptr().cast(), message.len()) }
}

/// Throws an owned exception object in the current frame.
pub fn throw(obj: *mut zend::zend_object) {
    if obj.is_null() {
        return;
    }
    // SAFETY: obj is a live object whose reference we own; the engine takes
    // it over. The internal variant also accepts graceful-exit objects, which
    // are not Throwable.
    unsafe { sys::zend_throw_exception_internal(obj) };
}

pub fn is_instance(obj: *mut zend::zend_object, ce: *mut zend::zend_class_entry) -> bool {
    // SAFETY: obj and ce are live.
    !obj.is_null() && unsafe { sys::ta_instanceof(obj, ce) }
}

/// Drops an owned exception reference without throwing it.
pub fn release(obj: *mut zend::zend_object) {
    if !obj.is_null() {
        // SAFETY: the caller owns this reference.
        unsafe { sys::ta_obj_release(obj) };
    }
}
