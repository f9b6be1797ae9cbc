//! `Async\Context`: values keyed by string or by object identity, held by
//! a scope (shared by its coroutines, seen from the scopes below) or by one
//! coroutine. Methods are php/context.rs.

use super::core::ScopeCore;
use crate::engine::c_context::{self, CContext};
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
    /// A string key, or an object one (matched by identity); None for any
    /// other value.
    pub fn of(z: &Zval) -> Option<CtxKey> {
        if let Some(s) = z.str() {
            return Some(CtxKey::Name(s.to_string()));
        }
        z.is_object().then(|| CtxKey::Object(z.shallow_clone()))
    }

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
#[repr(C)]
pub struct Context {
    /// In front of the object (its handlers' offset leads back here): the
    /// `zend_async_context_t` C extensions use (engine/c_context.rs).
    /// First field; the object's `Option<Context>` keeps it at offset 0
    /// (a niche, checked below).
    head: CContext,
    pub(crate) core: Rc<ContextCore>,
}

impl Default for Context {
    fn default() -> Self {
        Self::of(Rc::default())
    }
}

impl Context {
    fn of(core: Rc<ContextCore>) -> Self {
        let std = std::mem::offset_of!(ext_php_rs::types::ZendClassObject<Context>, std);
        Self {
            head: c_context::head(std),
            core,
        }
    }
}

/// A new Context object, owned by `scope` if given.
pub fn new_context(scope: Option<&Rc<ScopeCore>>) -> Zval {
    let core = Rc::new(ContextCore::default());
    if let Some(s) = scope {
        *core.scope.borrow_mut() = Rc::downgrade(s);
    }
    Context::of(core).into_zval(false).unwrap_or_default()
}

/// The scope's context, made on first request and kept; C finds it in the
/// scope's record from then on.
pub fn scope_context(scope: &Rc<ScopeCore>) -> Zval {
    if scope.context.borrow().object().is_none() {
        let z = new_context(Some(scope));
        if let Some(obj) = z.object() {
            scope.c.set_context(c_context::record_of(obj));
        }
        *scope.context.borrow_mut() = z;
    }
    scope.context.borrow().shallow_clone()
}

fn core_of(obj: &ext_php_rs::types::ZendObject) -> Option<Rc<ContextCore>> {
    ext_php_rs::types::ZendClassObject::<Context>::from_zend_obj(obj).map(|c| c.core.clone())
}

/// MINIT: C's context functions reach this store.
pub fn install() {
    fn new() -> Option<*mut ext_php_rs::ffi::zend_object> {
        crate::engine::runtime::try_rt()?;
        let z = new_context(None);
        let obj = z.object()?;
        let p = std::ptr::from_ref(obj).cast_mut();
        // The zval's reference is the caller's now.
        std::mem::forget(z);
        Some(p)
    }
    fn find(obj: &ext_php_rs::types::ZendObject, key: &Zval, include_parent: bool) -> Option<Zval> {
        let core = core_of(obj)?;
        let key = CtxKey::of(key)?;
        if include_parent {
            core.find(&key)
        } else {
            core.get_local(&key)
        }
    }
    fn set(obj: &ext_php_rs::types::ZendObject, key: &Zval, value: Zval) {
        if let (Some(core), Some(key)) = (core_of(obj), CtxKey::of(key)) {
            core.set(key, value, true);
        }
    }
    fn unset(obj: &ext_php_rs::types::ZendObject, key: &Zval) -> bool {
        let (Some(core), Some(key)) = (core_of(obj), CtxKey::of(key)) else {
            return false;
        };
        let had = core.has_local(&key);
        core.unset(&key);
        had
    }
    c_context::install(c_context::Provider {
        new,
        find,
        set,
        unset,
    });
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

#[cfg(test)]
mod tests {
    /// The C record is the first bytes of the object's memory:
    /// `Option<Context>` uses a niche (no tag in front) and the record is
    /// the first field, so the handlers' offset leads back to it.
    #[test]
    fn record_heads_the_object() {
        use ext_php_rs::types::ZendClassObject;
        assert_eq!(
            std::mem::size_of::<Option<super::Context>>(),
            std::mem::size_of::<super::Context>()
        );
        assert_eq!(
            std::mem::offset_of!(ZendClassObject<super::Context>, obj),
            0
        );
        assert_eq!(std::mem::offset_of!(super::Context, head), 0);
    }
}
