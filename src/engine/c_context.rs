//! A context's `zend_async_context_t` (include/zend_async_coroutine.h):
//! what every `Async\Context` object begins with, so that C extensions
//! read and write the same values PHP does. The record's `offset` leads to
//! the object; its methods (csrc/zend_async_context_shim.c) check the key
//! and call the store through the [`Provider`] scope/ installs at module
//! start (src/abi/zend_async_context.rs is the way in from C).
//!
//! Where C finds contexts, as in TrueAsync: a scope record's `context` is
//! the scope's context once something made it (`current_context()`, or C
//! through the scope), NULL before; a coroutine record's `context` is the
//! coroutine's own context (`coroutine_context()`), made on first use by
//! either side and holding one reference on its object, which goes with
//! the coroutine's C record.

pub use crate::records::Context as CContext;
use crate::sys::{self, zend};
use ext_php_rs::types::{ZendObject, Zval};
use std::ptr;

/// What C's context methods need from the store.
pub struct Provider {
    /// A new standalone `Async\Context` object (one reference, the
    /// caller's); None outside a request.
    pub new: fn() -> Option<*mut zend::zend_object>,
    /// The value under `key` (a string or an object zval) in the context
    /// `obj`, and with `include_parent` up its scope chain.
    pub find: fn(obj: &ZendObject, key: &Zval, include_parent: bool) -> Option<Zval>,
    /// Sets (replaces) the value under `key`.
    pub set: fn(obj: &ZendObject, key: &Zval, value: Zval),
    /// Removes the key; false when it was not there.
    pub unset: fn(obj: &ZendObject, key: &Zval) -> bool,
}

static PROVIDER: std::sync::OnceLock<Provider> = std::sync::OnceLock::new();

/// MINIT (scope/ through module/).
pub fn install(p: Provider) {
    let _ = PROVIDER.set(p);
}

pub fn provider() -> Option<&'static Provider> {
    PROVIDER.get()
}

/// The head of a context object whose `zend_object` is `std_offset` bytes
/// after it.
pub fn head(std_offset: usize) -> CContext {
    let mut c = CContext {
        flags: 0,
        offset: 0,
        find: None,
        set: None,
        unset: None,
        dispose: None,
    };
    // SAFETY: C fills the method pointers of the record it is given.
    unsafe { sys::ta_context_methods(&mut c as *mut CContext as *mut _, std_offset as u32) };
    c
}

/// The record heading a context object (the head is the object's first
/// bytes: `head` put it there).
pub fn record_of(obj: &ZendObject) -> *mut CContext {
    let p = obj as *const ZendObject as *mut u8;
    // SAFETY: the handlers of an extension object carry the offset of its
    // zend_object from the start of the allocation, where the head is.
    unsafe { p.sub((*obj.handlers).offset as usize).cast() }
}

/// The object a record heads.
///
/// # Safety
/// `c` is a live record made by `head`.
pub unsafe fn object_of(c: *mut CContext) -> *mut zend::zend_object {
    // SAFETY: the caller's promise; `offset` leads to the object.
    unsafe { c.cast::<u8>().add((*c).offset as usize).cast() }
}

/// One more reference on the context object `c` heads.
///
/// # Safety
/// `c` is a live record.
pub unsafe fn add_ref(c: *mut CContext) {
    // SAFETY: the caller's promise.
    unsafe { (*object_of(c)).gc.refcount += 1 };
}

/// A coroutine record's context given back (its `dispose`: the object's
/// reference goes); the field is cleared first, so a destructor that runs
/// meanwhile finds none.
///
/// # Safety
/// `slot` is a coroutine record's `context` field.
pub unsafe fn release_slot(slot: *mut *mut CContext) {
    // SAFETY: the caller's promise.
    let c = unsafe { ptr::replace(slot, ptr::null_mut()) };
    if c.is_null() {
        return;
    }
    // SAFETY: a record set by the API or by `coroutine_context`; its
    // dispose method gives back the reference the field held.
    unsafe {
        if let Some(dispose) = (*c).dispose {
            dispose(c);
        }
    }
}

/// The coroutine's own context (`coroutine_context()`), made on first use:
/// its C record's `context`, which holds one reference (C may have made it
/// first, through ZEND_ASYNC_GET_COROUTINE_CONTEXT). A new reference for
/// the caller; None outside a request.
pub fn own_context(rec: &super::coroutine::Record) -> Option<Zval> {
    let co = super::c_coroutine::of(rec);
    // SAFETY: the record's own C part, PHP thread.
    let slot = unsafe { &mut (*co).context };
    if slot.is_null() {
        rec.unmark_acyclic();
        let obj = (provider()?.new)()?;
        // SAFETY: a live object just made; its one reference is now the
        // field's.
        *slot = record_of(unsafe { &*obj.cast::<ZendObject>() });
    }
    let mut z = Zval::new();
    // SAFETY: the field's record is live (it holds a reference).
    z.set_object(unsafe { &mut *object_of(*slot).cast::<ZendObject>() });
    Some(z)
}

/// The coroutine's own context object, if made (for the collector).
pub fn own_context_if_made(co: &crate::records::Coroutine) -> *mut zend::zend_object {
    if co.context.is_null() {
        return ptr::null_mut();
    }
    // SAFETY: the field's record is live (it holds a reference).
    unsafe { object_of(co.context) }
}
