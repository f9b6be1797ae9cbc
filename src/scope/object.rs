//! `Async\Scope`, the PHP face of a scope. Its methods are php/scope.rs.
//!
//! The object the user made (`new Scope`, `Scope::inherit`) owns the
//! scope's fate: when it goes, the scope is torn down, or cancelled if
//! coroutines still run in it. Objects the extension makes to name a scope
//! (a handler's argument for a scope whose object is gone) do not.

use super::core::ScopeCore;
use super::lifecycle::{self, Policy};
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
pub struct ScopeObject {
    pub(crate) core: Rc<ScopeCore>,
    owns: bool,
}

impl ScopeObject {
    /// For `__construct` (ext-php-rs makes the object around it): the
    /// methods bind the object on first use.
    pub fn owning(core: Rc<ScopeCore>) -> Self {
        Self { core, owns: true }
    }

    /// A new object for `core`; `owns`: it is the user's (see the module).
    pub fn wrap(core: Rc<ScopeCore>, owns: bool) -> Zval {
        let c = core.clone();
        match (Self { core, owns }).into_zval(false) {
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
            core.torn_down.set(true);
            lifecycle::close(core, true);
        } else {
            lifecycle::cancel(
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
/// the collector must not free what the scope still needs.
impl ReportsGc for ScopeObject {
    fn report_gc(&self, buf: &mut GcBuffer) {
        let core = &self.core;
        if !self.owns || Rc::strong_count(core) != 1 {
            return;
        }
        if let Ok(h) = core.handler.try_borrow() {
            h.iter().for_each(|c| buf.add_zval(c.zval()));
        }
        if let Ok(h) = core.child_handler.try_borrow() {
            h.iter().for_each(|c| buf.add_zval(c.zval()));
        }
        if let Ok(f) = core.finally.try_borrow() {
            f.iter().for_each(|c| buf.add_zval(c.zval()));
        }
        if let Ok(ctx) = core.context.try_borrow() {
            buf.add_zval(&ctx);
        }
    }
}
