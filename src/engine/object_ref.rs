//! A weak pointer to a PHP object that its owner clears when the object
//! is freed: how a Rust-side structure (a scope) names the PHP object that
//! holds it, without the strong reference that would make a cycle.

use crate::sys::zend;
use ext_php_rs::types::{ZendObject, Zval};
use std::cell::Cell;

#[derive(Default)]
pub struct ObjectRef(Cell<Option<std::ptr::NonNull<zend::zend_object>>>);

impl ObjectRef {
    /// Points at `obj`, whose free handler must call `clear` first.
    pub fn set(&self, obj: &ZendObject) {
        self.0.set(Some(
            std::ptr::NonNull::from(obj).cast::<zend::zend_object>(),
        ));
    }

    pub fn clear(&self) {
        self.0.set(None);
    }

    pub fn is_set(&self) -> bool {
        self.0.get().is_some()
    }

    /// A new reference to the object, if it is still alive.
    pub fn to_zval(&self) -> Option<Zval> {
        let p = self.0.get()?;
        let mut z = Zval::new();
        // SAFETY: set() names a live object and its free handler clears
        // the pointer before the memory goes: a set pointer is live.
        // set_object takes a new reference.
        z.set_object(unsafe { &mut *p.as_ptr().cast::<ZendObject>() });
        Some(z)
    }
}
