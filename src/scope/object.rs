//! `Async\Scope`, the PHP face of a scope. Its methods are php/scope.rs.
//!
//! The object the user made (`new Scope`, `Scope::inherit`) owns the
//! scope's fate: when it goes, the scope is torn down, or cancelled if
//! coroutines still run in it. Objects the extension makes to name a scope
//! (a handler's argument for a scope whose object is gone) do not.

use super::core::ScopeCore;
use super::lifecycle::{self, Policy};
use crate::engine::c_scope::ObjectEventRef;
use crate::engine::errors::{Kind, Thrown};
use crate::engine::gc::{GcBuffer, ReportsGc};
use ext_php_rs::convert::IntoZval;
use ext_php_rs::prelude::*;
use ext_php_rs::types::Zval;
use std::rc::Rc;

#[php_class]
#[php(name = "Async\\Scope")]
#[php(flags = crate::engine::class_table::STRICT_FINAL)]
#[php(implements(ce = crate::engine::class_table::scope_provider, stub = "Async\\ScopeProvider"))]
#[repr(C)]
pub struct ScopeObject {
    /// In front of the object (its handlers' offset leads here), so that
    /// `ZEND_ASYNC_OBJECT_TO_EVENT` finds the scope's record. First field;
    /// the object's `Option<ScopeObject>` keeps it at offset 0 (a niche,
    /// checked below).
    event_ref: ObjectEventRef,
    pub(crate) core: Rc<ScopeCore>,
    owns: bool,
}

impl ScopeObject {
    fn new(core: Rc<ScopeCore>, owns: bool) -> Self {
        let std = std::mem::offset_of!(ext_php_rs::types::ZendClassObject<ScopeObject>, std);
        Self {
            event_ref: ObjectEventRef::new(std, &core.c),
            core,
            owns,
        }
    }

    /// For `__construct` (ext-php-rs makes the object around it): the
    /// methods bind the object on first use.
    pub fn owning(core: Rc<ScopeCore>) -> Self {
        Self::new(core, true)
    }

    /// A new object for `core`; `owns`: it is the user's (see the module).
    pub fn wrap(core: Rc<ScopeCore>, owns: bool) -> Zval {
        let c = core.clone();
        match Self::new(core, owns).into_zval(false) {
            Ok(z) => {
                if owns {
                    if let Some(obj) = z.object() {
                        c.bind_object(obj);
                    }
                }
                z
            }
            Err(_) => Zval::new(),
        }
    }

    /// Remembers `obj` as the user's object of this scope.
    pub fn bind(&self, obj: &ext_php_rs::types::ZendObject) {
        if self.owns && !self.core.object.is_set() {
            self.core.bind_object(obj);
        }
    }
}

impl Drop for ScopeObject {
    fn drop(&mut self) {
        if !self.owns {
            return;
        }
        self.core.clear_object();
        if crate::engine::runtime::try_rt().is_none() {
            return;
        }
        let core = &self.core;
        if core.torn_down.get() {
            return;
        }
        if core.live() == 0 && core.children().is_empty() {
            core.c.set_disposing();
            core.torn_down.set(true);
            lifecycle::close(core, true);
        } else {
            lifecycle::dispose(
                core,
                Some(Thrown::new(
                    Kind::Cancellation,
                    "Scope is being disposed due to object destruction",
                )),
                Policy::Scope,
            );
        }
    }
}

/// Only while this object is the scope's one holder: then freeing it frees
/// everything reported. While coroutines or child scopes hold the scope,
/// the collector must not free what the scope still needs. Nor while it
/// has finally handlers: freeing the object runs them (disposal), after
/// the collector destroyed what they would use (the handlers themselves,
/// the context they read).
impl ReportsGc for ScopeObject {
    fn report_gc(&self, buf: &mut GcBuffer) {
        let core = &self.core;
        if !self.owns || Rc::strong_count(core) != 1 {
            return;
        }
        match core.finally.try_borrow() {
            Ok(f) if f.is_empty() => {}
            _ => return,
        }
        if let Ok(h) = core.handler.try_borrow() {
            h.iter().for_each(|c| buf.add_zval(c.zval()));
        }
        if let Ok(h) = core.child_handler.try_borrow() {
            h.iter().for_each(|c| buf.add_zval(c.zval()));
        }
        if let Ok(ctx) = core.context.try_borrow() {
            buf.add_zval(&ctx);
        }
    }
}

#[cfg(test)]
mod tests {
    /// The event reference is the first bytes of the object's memory:
    /// `Option<ScopeObject>` uses a niche (no tag in front) and the
    /// reference is the first field.
    #[test]
    fn event_ref_heads_the_object() {
        use ext_php_rs::types::ZendClassObject;
        assert_eq!(
            std::mem::size_of::<Option<super::ScopeObject>>(),
            std::mem::size_of::<super::ScopeObject>()
        );
        assert_eq!(
            std::mem::offset_of!(ZendClassObject<super::ScopeObject>, obj),
            0
        );
        assert_eq!(std::mem::offset_of!(super::ScopeObject, event_ref), 0);
    }
}
