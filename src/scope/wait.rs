//! Waiting for a scope: `awaitCompletion()` (until nothing active runs in
//! it or below) and `awaitAfterCancellation()` (until nothing at all runs,
//! zombies included).

use super::core::ScopeCore;
use crate::awaitables::awaitable::Awaitable;
use crate::engine::callable::{CallResult, Callable};
use crate::engine::coroutine::WaitingFor;
use crate::engine::errors::{Kind, Thrown};
use crate::engine::php_ops::{self, Outcome};
use crate::engine::runtime::rt;
use ext_php_rs::types::Zval;

const SELF_WAIT: &str =
    "Cannot await completion of scope from a coroutine that belongs to the same scope or its children";

/// Suspends until `done(scope)`; the token ends the wait early.
fn wait_until(
    scope: &ScopeCore,
    token: Option<Awaitable>,
    done: impl Fn(&ScopeCore) -> bool,
) -> Outcome {
    while !done(scope) {
        if let Some(t) = token {
            if t.is_done() {
                return Outcome::Throw(t.cancellation());
            }
        }
        let also = token.map(|t| t.event());
        if let Err(o) = php_ops::wait_once(scope.changed(), also, WaitingFor::Scope(scope.id)) {
            return o;
        }
    }
    Outcome::Value(Zval::new())
}

fn in_coroutine() -> bool {
    rt().launched.get() && rt().current.get().is_some()
}

fn from_inside(scope: &ScopeCore) -> bool {
    rt().current
        .get()
        .is_some_and(|co| scope.contains(co.get()))
}

/// `awaitCompletion(Awaitable $cancellation)`.
pub fn await_completion(scope: &ScopeCore, token: Awaitable) -> Outcome {
    if let Awaitable::Future(f) = token {
        f.observe();
    }
    if !in_coroutine() || scope.torn_down.get() || scope.closed.get() {
        return Outcome::Value(Zval::new());
    }
    if scope.cancelled.get() {
        return Outcome::error(Kind::Cancellation, "The scope has been cancelled");
    }
    if scope.active() == 0 && scope.children().is_empty() {
        return Outcome::Value(Zval::new());
    }
    if from_inside(scope) {
        return Outcome::error(Kind::Async, SELF_WAIT);
    }
    wait_until(scope, Some(token), |s| s.active() == 0 || s.torn_down.get())
}

/// `awaitAfterCancellation(?callable $errorHandler, ?Awaitable $cancellation)`.
pub fn await_after_cancellation(
    scope: &ScopeCore,
    handler: Option<Callable>,
    token: Option<Awaitable>,
) -> Outcome {
    if let Some(Awaitable::Future(f)) = token {
        f.observe();
    }
    if !in_coroutine() || scope.torn_down.get() || scope.closed.get() {
        return Outcome::Value(Zval::new());
    }
    if !scope.cancelled.get() {
        return Outcome::error(
            Kind::Async,
            "Attempt to await a Scope that has not been cancelled",
        );
    }
    if from_inside(scope) {
        return Outcome::error(Kind::Async, SELF_WAIT);
    }
    // Failures of its coroutines during the wait come here instead of
    // climbing the tree.
    let sink = super::failure::Sink::install(scope);
    loop {
        let o = wait_until(scope, token, |s| {
            s.live() == 0 || s.torn_down.get() || sink.has_any()
        });
        if !matches!(o, Outcome::Value(_)) {
            return o;
        }
        let Some(ex) = sink.take() else {
            return o;
        };
        let Some(h) = &handler else {
            return Outcome::Throw(ex);
        };
        let mut args = [ex.to_zval(), super::object_of(scope)];
        match h.call(&mut args) {
            CallResult::Returned(_) => {}
            CallResult::Bailout => return Outcome::Bailout,
            CallResult::Threw => {
                if let Some(t) = Thrown::take_current() {
                    return Outcome::Throw(t);
                }
            }
        }
    }
}
