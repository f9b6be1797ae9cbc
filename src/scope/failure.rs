//! A coroutine's uncaught error climbs the scope tree: each scope's
//! handlers may take it; a scope that does not is cancelled and passes it
//! to its parent. What reaches the top untaken is the engine's to report
//! (an uncaught error if nobody holds the coroutine, engine/unobserved.rs).

use super::core::ScopeCore;
use super::lifecycle::{self, Policy};
use crate::engine::callable::{CallResult, Callable};
use crate::engine::coroutine::{CoRef, Record};
use crate::engine::errors::{Kind, Thrown};
use crate::engine::php_ops;
use ext_php_rs::types::Zval;

/// `rec`, a coroutine of `scope`, failed with `ex`. True if a handler
/// took the error.
pub fn offer(scope: &ScopeCore, rec: &Record, ex: &Thrown) -> bool {
    offer_from(scope, rec, ex, false)
}

/// As `offer`; `from_child`: the error comes from a scope below, so this
/// scope's child handler is asked first (C's `ZEND_ASYNC_SCOPE_CATCH`
/// with a `from_scope`).
pub fn offer_from(scope: &ScopeCore, rec: &Record, ex: &Thrown, from_child: bool) -> bool {
    let co = php_ops::object_zval(CoRef::new(rec));
    let mut from_child = from_child;
    let Some(mut s) = scope.rc() else {
        return false;
    };
    let mut up = Some(s.clone());
    while let Some(x) = up {
        if let Some(list) = x.collected.borrow_mut().as_mut() {
            list.push(ex.share_again());
            x.c.notify(None);
            return true;
        }
        up = x.parent.clone();
    }
    loop {
        if s.torn_down.get() {
            return false;
        }
        let obj = super::object_of(&s);
        let mut offered = ex.share_again();
        if from_child {
            match call(&s.child_handler, &obj, &co, &offered) {
                Handled::Yes => return true,
                Handled::Threw(t) => offered = t,
                Handled::No => {}
            }
        }
        match call(&s.handler, &obj, &co, &offered) {
            Handled::Yes => return true,
            Handled::Threw(t) => t.warn("Async\\Scope: an exception handler threw"),
            Handled::No => {}
        }
        if super::is_main(&s) {
            return false;
        }
        // Untaken: the scope ends; its children first, with the scope's
        // message, its own coroutines with the coroutine one.
        for child in s.children() {
            lifecycle::cancel(&child, None, Policy::Scope);
        }
        lifecycle::cancel(
            &s,
            Some(Thrown::new(Kind::Cancellation, "Coroutine cancelled")),
            Policy::Scope,
        );
        match s.parent.clone() {
            Some(p) => {
                s = p;
                from_child = true;
            }
            None => return false,
        }
    }
}

/// Offers a failure that is no coroutine's (a finally handler's) to the
/// scope's own handler: true if taken.
pub fn offer_to_handlers(scope: &ScopeCore, obj: &Zval, co: Option<&Zval>, ex: &Thrown) -> bool {
    // Not a coroutine's failure: the handler gets the coroutine that
    // reports it (a finally runner).
    let co = co.map_or_else(
        || {
            crate::engine::runtime::rt()
                .current
                .get()
                .map(php_ops::object_zval)
                .unwrap_or_default()
        },
        Zval::shallow_clone,
    );
    match call(&scope.handler, obj, &co, ex) {
        Handled::Yes => true,
        Handled::Threw(t) => {
            t.warn("Async\\Scope: an exception handler threw");
            false
        }
        Handled::No => false,
    }
}

enum Handled {
    Yes,
    No,
    /// It threw this instead of returning.
    Threw(Thrown),
}

/// Calls a handler `(Scope $scope, Coroutine $coroutine, Throwable $e)`:
/// it takes the error if it returns.
fn call(
    handler: &std::cell::RefCell<Option<Callable>>,
    obj: &Zval,
    co: &Zval,
    ex: &Thrown,
) -> Handled {
    let h = handler
        .borrow()
        .as_ref()
        .and_then(|h| Callable::resolve(h.zval()));
    let Some(h) = h else {
        return Handled::No;
    };
    let mut args = [obj.shallow_clone(), co.shallow_clone(), ex.to_zval()];
    match h.call(&mut args) {
        CallResult::Returned(_) => Handled::Yes,
        CallResult::Bailout => {
            crate::engine::runtime::rt()
                .pending
                .set(crate::engine::runtime::Pending::Bailout);
            Handled::No
        }
        CallResult::Threw => match Thrown::take_current() {
            Some(t) => Handled::Threw(t),
            None => Handled::No,
        },
    }
}

/// Collects the failures below a scope while its awaitAfterCancellation()
/// waits (reset when dropped).
pub struct Sink<'a>(&'a ScopeCore);

impl<'a> Sink<'a> {
    pub fn install(scope: &'a ScopeCore) -> Self {
        let mut c = scope.collected.borrow_mut();
        if c.is_none() {
            *c = Some(Vec::new());
        }
        Sink(scope)
    }

    pub fn has_any(&self) -> bool {
        self.0
            .collected
            .borrow()
            .as_ref()
            .is_some_and(|v| !v.is_empty())
    }

    /// The oldest failure not handed out yet.
    pub fn take(&self) -> Option<Thrown> {
        let mut c = self.0.collected.borrow_mut();
        let v = c.as_mut()?;
        (!v.is_empty()).then(|| v.remove(0))
    }
}

impl Drop for Sink<'_> {
    fn drop(&mut self) {
        let rest = self.0.collected.borrow_mut().take();
        // Failures nobody was handed are reported, not lost.
        for ex in rest.into_iter().flatten() {
            ex.warn("Async\\Scope::awaitAfterCancellation(): a coroutine failed");
        }
    }
}
