//! Structured concurrency: scopes (a tree that owns coroutines, cancels
//! them together and reports their failures upward) and the contexts that
//! hang off them. The engine sees a scope only as a coroutine's owner
//! (engine/owner.rs); everything else about scopes is here.
//!
//! The main scope is the root of everything a plain `spawn()` makes from
//! the main script. Its coroutines carry no owner at all (no per-coroutine
//! bookkeeping for plain code); its node exists, made on first need, as
//! the parent of `Scope::inherit()` scopes and the holder of the root
//! context.

#![forbid(unsafe_code)]

pub mod context;
pub mod core;
pub mod failure;
pub mod group;
pub mod group_object;
pub mod group_waiters;
pub mod iterate;
pub mod lifecycle;
pub mod object;
pub mod wait;

use self::core::ScopeCore;
use crate::core::registry::{Key, Resource};
use crate::engine::owner::OwnerRef;
use crate::engine::runtime::rt;
use ext_php_rs::types::Zval;
use std::cell::{Cell, RefCell};
use std::rc::Rc;

/// The request's scope bookkeeping: the main scope and the id counter.
#[derive(Default)]
pub struct Scopes {
    main: RefCell<Option<Rc<ScopeCore>>>,
    next_id: Cell<u64>,
}

static SCOPES: Key<Scopes> = Key::new(Scopes::default);

impl Resource for Scopes {
    /// Request end: the main scope's context and the tree go.
    fn close(&self) {
        let main = self.main.borrow_mut().take();
        crate::engine::c_scope::unpublish_main();
        if let Some(m) = main {
            m.c.set_context(std::ptr::null_mut());
            m.context.replace(Zval::new());
        }
    }
}

fn scopes() -> &'static Scopes {
    rt().resources.get(&SCOPES)
}

pub fn next_id() -> u64 {
    let s = scopes();
    let id = s.next_id.get() + 1;
    s.next_id.set(id);
    id
}

/// The main scope's node (made on first need; safe: cancellation makes
/// zombies of started coroutines).
pub fn main_scope() -> Rc<ScopeCore> {
    let s = scopes();
    if let Some(m) = s.main.borrow().as_ref() {
        return m.clone();
    }
    let m = ScopeCore::new(next_id(), None, true);
    crate::engine::c_scope::publish_main(&m.c);
    *s.main.borrow_mut() = Some(m.clone());
    m
}

/// MINIT: how C's scope functions (engine/c_scope.rs) make and find
/// scopes.
pub fn install_c_provider() {
    use crate::engine::c_scope::{self, CScope, Provider, ScopeOps};
    fn core_of(s: &dyn ScopeOps) -> Option<Rc<ScopeCore>> {
        s.as_any()
            .downcast_ref::<ScopeCore>()
            .and_then(ScopeCore::rc)
    }
    fn new_scope(parent: Option<Rc<dyn ScopeOps>>, with_object: bool) -> Option<Rc<dyn ScopeOps>> {
        // No parent: a root scope, as `new Async\Scope()` makes.
        let core = match parent {
            Some(p) => {
                let parent = core_of(&*p)?;
                let safe = parent.safe.get();
                ScopeCore::new(next_id(), Some(parent), safe)
            }
            None => ScopeCore::new(next_id(), None, false),
        };
        if with_object {
            // The object's one reference is C's (`scope_object`).
            let z = object::ScopeObject::wrap(core.clone(), true);
            z.object()?;
            std::mem::forget(z);
        }
        Some(core)
    }
    fn record_of(s: &dyn ScopeOps) -> *mut CScope {
        core_of(s).map_or(std::ptr::null_mut(), |c| c.c.ptr())
    }
    fn main() -> *mut CScope {
        main_scope().c.ptr()
    }
    fn of_object(obj: &ext_php_rs::types::ZendObject) -> *mut CScope {
        ext_php_rs::types::ZendClassObject::<object::ScopeObject>::from_zend_obj(obj)
            .map_or(std::ptr::null_mut(), |o| o.core.c.ptr())
    }
    c_scope::install(Provider {
        new_scope,
        record_of,
        main,
        of_object,
    });
    context::install();
}

pub fn is_main(scope: &ScopeCore) -> bool {
    rt().resources
        .get_if_made(&SCOPES)
        .and_then(|s| s.main.borrow().as_ref().map(|m| std::ptr::eq(&**m, scope)))
        .unwrap_or(false)
}

/// The scope of the running coroutine (the main scope for main, before
/// the scheduler launched, and for coroutines of the main scope). Only
/// from PHP code: in a loop callback `current` may name a freed coroutine.
pub fn current() -> Rc<ScopeCore> {
    let rt = rt();
    let owner = rt
        .current
        .get()
        .and_then(|co| co.get().owner.borrow().clone());
    owner
        .as_deref()
        .and_then(|o| o.as_any().downcast_ref::<ScopeCore>())
        .and_then(ScopeCore::rc)
        .unwrap_or_else(main_scope)
}

/// What a coroutine spawned into `scope` carries as its owner (none for
/// the main scope).
pub fn owner_of(scope: &Rc<ScopeCore>) -> Option<OwnerRef> {
    if is_main(scope) {
        None
    } else {
        Some(scope.clone() as OwnerRef)
    }
}

/// The `Async\Scope` object for `scope`: the user's, if alive, else a new
/// one that does not dispose the scope when it goes.
pub fn object_of(scope: &ScopeCore) -> Zval {
    if let Some(z) = scope.object.to_zval() {
        return z;
    }
    match scope.rc() {
        Some(rc) => object::ScopeObject::wrap(rc, false),
        None => Zval::new(),
    }
}
