//! A scope's life after it is made: cancellation (with the zombie policy),
//! disposal, teardown and the finally handlers.
//!
//! States: open -> cancelled (its coroutines asked to end) -> torn down
//! (closed, its last coroutine ended, finally handlers started). A scope
//! that is cancelled while nothing runs in it is torn down at once.

use super::core::ScopeCore;
use crate::core::microtask::Microtask;
use crate::core::state::Phase;
use crate::engine::callable::CallResult;
use crate::engine::coroutine::CoRef;
use crate::engine::errors::{Kind, Thrown};
use crate::engine::runtime::rt;
use ext_php_rs::types::Zval;
use std::rc::Rc;

/// How started coroutines take a cancellation.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Policy {
    /// As the scope says (`safe` flag).
    Scope,
    /// Never interrupted: started coroutines become zombies.
    Zombies,
    /// Always interrupted.
    Interrupt,
}

/// Cancels one coroutine of `scope`: one that has not started never runs;
/// one that has is interrupted unless `zombie`, then it only stops
/// counting as active.
pub(super) fn cancel_coroutine(scope: &ScopeCore, co: CoRef, reason: Option<Thrown>, zombie: bool) {
    let rec = co.get();
    if rec.phase.get() == Phase::Finished || rec.ended.get() {
        return;
    }
    let reason = reason.unwrap_or_else(|| Thrown::new(Kind::Cancellation, "Scope was cancelled"));
    if !rec.started.get() && rec.phase.get() == Phase::Created {
        rt().cancel(co, reason);
        return;
    }
    if zombie {
        scope.make_zombie(co);
        return;
    }
    rt().cancel(co, reason);
}

/// `cancel()`: the scope and every scope below it are cancelled with
/// `reason` (default "Scope was cancelled").
pub fn cancel(scope: &ScopeCore, reason: Option<Thrown>, policy: Policy) {
    if scope.torn_down.get() || scope.closed.get() {
        return;
    }
    notify_listeners(scope);
    if scope.live() == 0 {
        scope.cancelled.set(true);
        scope.c.set_cancelled();
        close(scope, false);
        return;
    }
    if scope.cancelled.get() {
        return;
    }
    scope.cancelled.set(true);
    scope.c.set_cancelled();
    let reason = reason.unwrap_or_else(|| Thrown::new(Kind::Cancellation, "Scope was cancelled"));
    *scope.reason.borrow_mut() = Some(reason.share_again());
    for child in scope.children() {
        cancel(&child, Some(reason.share_again()), policy);
    }
    let zombie = match policy {
        Policy::Scope => scope.safe.get(),
        Policy::Zombies => true,
        Policy::Interrupt => false,
    };
    for (co, was_zombie) in scope.own_members() {
        if !was_zombie {
            cancel_coroutine(scope, co, Some(reason.share_again()), zombie);
        }
    }
    scope.c.notify(Some(&reason));
    // Nothing was running after all (every member ended before it began).
    after_coroutine_ended(scope);
}

/// A disposal: `dispose()`, `disposeSafely()`, the time of
/// `disposeAfterTimeout()`, a TaskGroup's `dispose()`, the destruction of
/// an owning object. The scope's record says DISPOSING from here on (C
/// subscribers told of the cancellation see it), then the scope is
/// cancelled as `policy` says.
pub fn dispose(scope: &ScopeCore, reason: Option<Thrown>, policy: Policy) {
    if scope.torn_down.get() || scope.closed.get() {
        return;
    }
    scope.c.set_disposing();
    cancel(scope, reason, policy);
}

/// Tells what is bound to the scope (channels) that it ends, once; its
/// children are told by their own cancellation.
fn notify_listeners(scope: &ScopeCore) {
    let listeners = std::mem::take(&mut *scope.listeners.borrow_mut());
    for l in listeners.iter().filter_map(std::rc::Weak::upgrade) {
        l.scope_cancelled();
    }
}

/// A coroutine of `scope` (or of a scope below it) ended: a cancelled
/// scope whose last coroutine that was is torn down, and so on upward.
pub(super) fn after_coroutine_ended(scope: &ScopeCore) {
    let mut s = Some(scope);
    while let Some(x) = s {
        if x.cancelled.get() && !x.torn_down.get() && x.live() == 0 {
            x.torn_down.set(true);
            close(x, false);
        }
        s = x.parent.as_deref();
    }
}

/// Closes the scope for good and starts its finally handlers, in a new
/// coroutine, with the Scope object (null when its destruction is why).
/// A scope whose coroutines all ended after a cancellation is also torn
/// down (set by the caller): then nothing may use it any more.
pub fn close(scope: &ScopeCore, by_destruction: bool) {
    if scope.closed.replace(true) {
        return;
    }
    // The cancellation is only needed for coroutines spawned into the
    // scope while it is cancelled, and a closed scope takes none. Kept, it
    // would close a cycle nobody sees (its trace holds the arguments of the
    // call that cancelled, often the scope's own object, which keeps this
    // core): the exception would outlive the request.
    // (RefCell::take: the borrow ends before the exception is released.)
    drop(scope.reason.take());
    if let Some(p) = scope.parent.as_deref() {
        p.children
            .borrow_mut()
            .retain(|c| c.upgrade().is_some_and(|c| !std::ptr::eq(&*c, scope)));
    }
    // Marked closed, out of its parent's list, and every subscriber told
    // (C's callbacks and PHP's waiters: one event).
    scope.c.set_closed();
    let handlers = std::mem::take(&mut *scope.finally.borrow_mut());
    if handlers.is_empty() {
        release_handlers(scope);
        return;
    }
    let arg = if by_destruction {
        Zval::new()
    } else {
        super::object_of(scope)
    };
    let Some(me) = scope.rc() else { return };
    let body = Box::new(move || run_finally(&me, handlers, arg));
    start_finally_runner(body, "Async\\Scope: no memory to run the finally handlers");
}

/// Starts a coroutine that runs stored finally handlers (a scope's, a
/// task group's). Its spawn goes through the microtask queue, the one C's
/// `ZEND_ASYNC_ADD_MICROTASK` also feeds, as a Future's continuations do:
/// it happens before the next switch, in queue order with the others, not
/// in the middle of whatever closed the scope. Once the request is being
/// torn down (exit(), a signal's shutdown, the cancellation of everything
/// left) queued microtasks are released unrun, while cleanup must still
/// run: then the coroutine is spawned at once.
pub(super) fn start_finally_runner(
    body: crate::engine::coroutine::NativeBody,
    no_memory: &'static str,
) {
    let spawn = move || match rt().spawn_native(None, body) {
        Ok(co) => co.get().cleanup.set(true),
        Err(_) => crate::engine::php_ops::php_warning(no_memory),
    };
    let rt = rt();
    if rt.exit_requested.get() || rt.cancelling_all.get() || !rt.launched.get() {
        spawn();
        return;
    }
    rt.microtasks.push(Microtask::new(move || {
        spawn();
        Ok(())
    }));
}

/// A closed scope runs nothing more: what its handlers hold (often the
/// Scope itself) is let go, so no cycle outlives it.
fn release_handlers(scope: &ScopeCore) {
    let h = scope.handler.borrow_mut().take();
    let c = scope.child_handler.borrow_mut().take();
    drop((h, c));
}

/// Runs every handler even if some throw; one failure is thrown as is,
/// several as one CompositeException, offered to the scope's handler.
fn run_finally(
    scope: &Rc<ScopeCore>,
    handlers: Vec<crate::engine::callable::Callable>,
    arg: Zval,
) -> bool {
    let mut failures = Vec::new();
    for h in handlers {
        let mut args = [arg.shallow_clone()];
        match h.call(&mut args) {
            CallResult::Returned(_) => {}
            CallResult::Bailout => return true,
            CallResult::Threw => {
                if let Some(ex) = Thrown::take_current() {
                    failures.push(ex);
                }
            }
        }
    }
    if failures.is_empty() {
        release_handlers(scope);
        return false;
    }
    let ex = match failures.len() {
        1 => match failures.pop() {
            Some(ex) => ex,
            None => return false,
        },
        n => {
            let c = Thrown::new(
                Kind::Composite,
                &format!("{n} finally handlers of the scope threw"),
            );
            for f in &failures {
                c.composite_add(f);
            }
            c
        }
    };
    let taken = super::failure::offer_to_handlers(scope, &arg, None, &ex);
    release_handlers(scope);
    if !taken {
        ex.throw();
    }
    false
}

/// `disposeAfterTimeout()`: a helper coroutine of the main scope cancels
/// the scope when the time is up, and ends early if the scope closes.
pub fn dispose_after(scope: Rc<ScopeCore>, ms: u64) {
    let deadline = std::time::Instant::now() + std::time::Duration::from_millis(ms);
    let body = Box::new(move || {
        loop {
            if scope.closed.get() {
                return false;
            }
            let left = deadline.saturating_duration_since(std::time::Instant::now());
            if left.is_zero() {
                break;
            }
            let wait_ms = (left.as_millis() as u64).max(1);
            match crate::engine::php_ops::delay_or(wait_ms, Some(scope.changed())) {
                crate::engine::php_ops::Outcome::Value(_) => {}
                _ => return false,
            }
        }
        dispose(
            &scope,
            Some(Thrown::new(
                Kind::Cancellation,
                "Scope has been disposed due to timeout",
            )),
            Policy::Scope,
        );
        false
    });
    let _ = rt().spawn_native(None, body);
}
