//! `Async\Context`: values keyed by string or by object identity, held by
//! a scope (shared by its coroutines, seen from the scopes below) or by one
//! coroutine. Methods are php/context.rs.

use super::core::ScopeCore;
use crate::engine::gc::{GcBuffer, ReportsGc};
use ext_php_rs::convert::IntoZval;
use ext_php_rs::prelude::*;
use ext_php_rs::types::Zval;
use std::cell::RefCell;
use std::rc::{Rc, Weak};

pub enum CtxKey {
    Name(String),
    /// The object itself, held while the entry exists; matched by identity.
    Object(Zval),
}

impl CtxKey {
    fn object_addr(z: &Zval) -> usize {
        z.object().map_or(0, |o| std::ptr::from_ref(o) as usize)
    }

    fn same(&self, other: &CtxKey) -> bool {
        match (self, other) {
            (CtxKey::Name(a), CtxKey::Name(b)) => a == b,
            (CtxKey::Object(a), CtxKey::Object(b)) => Self::object_addr(a) == Self::object_addr(b),
            _ => false,
        }
    }

    /// How a miss names it: `Context key "NAME" not found`, or by class.
    pub fn describe_missing(&self) -> String {
        match self {
            CtxKey::Name(n) => format!("Context key \"{n}\" not found"),
            CtxKey::Object(o) => format!(
                "Context key of type {} not found",
                o.object()
                    .and_then(|o| o.get_class_name().ok())
                    .unwrap_or_else(|| "object".into())
            ),
        }
    }
}

#[derive(Default)]
pub struct ContextCore {
    entries: RefCell<Vec<(CtxKey, Zval)>>,
    /// The scope whose context this is; none for a coroutine's own
    /// context and a `new Context()`.
    scope: RefCell<Weak<ScopeCore>>,
}

impl ContextCore {
    pub fn get_local(&self, key: &CtxKey) -> Option<Zval> {
        self.entries
            .borrow()
            .iter()
            .find(|(k, _)| k.same(key))
            .map(|(_, v)| v.shallow_clone())
    }

    pub fn has_local(&self, key: &CtxKey) -> bool {
        self.entries.borrow().iter().any(|(k, _)| k.same(key))
    }

    /// Here, then up the scope chain (scopes that never made a context are
    /// skipped; a torn-down scope's context no longer looks up).
    pub fn find(&self, key: &CtxKey) -> Option<Zval> {
        if let Some(v) = self.get_local(key) {
            return Some(v);
        }
        let scope = self.scope.borrow().upgrade()?;
        if scope.torn_down.get() {
            return None;
        }
        let mut s = scope.parent().cloned();
        while let Some(x) = s {
            if let Some(ctx) = context_if_made(&x) {
                if let Some(v) = ctx.get_local(key) {
                    return Some(v);
                }
            }
            s = x.parent().cloned();
        }
        None
    }

    /// False if the key is already here and `replace` is false.
    pub fn set(&self, key: CtxKey, value: Zval, replace: bool) -> bool {
        let mut entries = self.entries.borrow_mut();
        if let Some(e) = entries.iter_mut().find(|(k, _)| k.same(&key)) {
            if !replace {
                return false;
            }
            let old = std::mem::replace(&mut e.1, value);
            drop(entries);
            drop(old);
            return true;
        }
        entries.push((key, value));
        true
    }

    pub fn unset(&self, key: &CtxKey) {
        let removed = {
            let mut entries = self.entries.borrow_mut();
            entries
                .iter()
                .position(|(k, _)| k.same(key))
                .map(|i| entries.remove(i))
        };
        // Freed after the borrow: a destructor may use this context.
        drop(removed);
    }
}

#[php_class]
#[php(name = "Async\\Context")]
#[php(flags = crate::engine::class_table::STRICT_FINAL)]
#[derive(Default)]
pub struct Context {
    pub(crate) core: Rc<ContextCore>,
}

/// A new Context object, owned by `scope` if given.
pub fn new_context(scope: Option<&Rc<ScopeCore>>) -> Zval {
    let core = Rc::new(ContextCore::default());
    if let Some(s) = scope {
        *core.scope.borrow_mut() = Rc::downgrade(s);
    }
    Context { core }.into_zval(false).unwrap_or_default()
}

/// The scope's context, made on first request and kept.
pub fn scope_context(scope: &Rc<ScopeCore>) -> Zval {
    if scope.context.borrow().object().is_none() {
        let z = new_context(Some(scope));
        *scope.context.borrow_mut() = z;
    }
    scope.context.borrow().shallow_clone()
}

fn context_if_made(scope: &ScopeCore) -> Option<Rc<ContextCore>> {
    let z = scope.context.borrow();
    let obj = z.object()?;
    ext_php_rs::types::ZendClassObject::<Context>::from_zend_obj(obj).map(|c| c.core.clone())
}

impl ReportsGc for Context {
    fn report_gc(&self, buf: &mut GcBuffer) {
        if let Ok(entries) = self.core.entries.try_borrow() {
            for (k, v) in entries.iter() {
                if let CtxKey::Object(o) = k {
                    buf.add_zval(o);
                }
                buf.add_zval(v);
            }
        }
    }
}
