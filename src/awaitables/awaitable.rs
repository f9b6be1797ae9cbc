//! What `await` and the await family accept: any object with an event. One
//! enum so that waiting, tokens and results are written once for
//! coroutines, futures and timeouts.

use super::future::{Future, FutureCore};
use super::timeout::{Timeout, TimeoutState};
use crate::core::state::Phase;
use crate::engine::coroutine::{Record, WaitingFor};
use crate::engine::errors::{Kind, Thrown};
use crate::engine::php_ops::{woken, Outcome};
use crate::engine::runtime::rt;
use crate::engine::wait::{AnyEvent, Wait};
use ext_php_rs::types::{ZendClassObject, ZendObject, Zval};

#[derive(Clone, Copy)]
pub enum Awaitable<'a> {
    Coroutine(&'a Record),
    Future(&'a FutureCore),
    Timeout(&'a TimeoutState),
}

impl<'a> Awaitable<'a> {
    #[inline(always)]
    pub fn of(obj: &'a ZendObject) -> Option<Self> {
        if let Some(rec) = crate::engine::php_ops::record_of(obj) {
            return Some(Awaitable::Coroutine(rec));
        }
        if let Some(f) = ZendClassObject::<Future>::from_zend_obj(obj) {
            return Some(Awaitable::Future(&f.core));
        }
        if let Some(t) = ZendClassObject::<Timeout>::from_zend_obj(obj) {
            return Some(Awaitable::Timeout(&t.state));
        }
        None
    }

    #[inline(always)]
    pub fn of_zval(z: &'a Zval) -> Option<Self> {
        z.object().and_then(Self::of)
    }

    /// What a wait joins: a coroutine's completion event is its C record
    /// (`coroutine->event`), a future's its `zend_future_t`'s, a timeout's
    /// its timer's record.
    #[inline(always)]
    pub fn event(self) -> AnyEvent<'a> {
        match self {
            Awaitable::Coroutine(r) => AnyEvent(crate::engine::c_coroutine::event(r)),
            Awaitable::Future(f) => AnyEvent(f.event()),
            Awaitable::Timeout(t) => AnyEvent(t.event().record()),
        }
    }

    /// Completed: a finished coroutine, a completed future, a fired timeout
    /// (a cancelled, disarmed Timeout never completes a wait).
    pub fn is_done(self) -> bool {
        match self {
            Awaitable::Coroutine(r) => r.phase.get() == Phase::Finished,
            Awaitable::Future(f) => f.is_completed(),
            Awaitable::Timeout(t) => t.has_fired(),
        }
    }

    pub fn failed(self) -> bool {
        match self {
            Awaitable::Coroutine(r) => r.has_exception(),
            Awaitable::Future(f) => f.exception().is_some(),
            Awaitable::Timeout(_) => false,
        }
    }

    /// Its exception (a new reference), once done with one. Looking counts
    /// as having seen it (no "nobody awaited it" report).
    pub fn exception(self) -> Option<Thrown> {
        match self {
            Awaitable::Coroutine(r) => {
                crate::engine::runtime::rt().observe(r);
                r.exception()
            }
            Awaitable::Future(f) => {
                f.observe();
                f.exception()
            }
            Awaitable::Timeout(_) => None,
        }
    }

    /// The result, or the exception to throw; a Timeout yields null.
    #[inline(always)]
    pub fn outcome(self) -> Outcome {
        match self {
            Awaitable::Coroutine(r) => {
                crate::engine::runtime::rt().observe(r);
                crate::engine::php_ops::result_of(r)
            }
            Awaitable::Future(f) => {
                f.observe();
                match f.exception() {
                    Some(ex) => Outcome::Throw(ex),
                    None => Outcome::Value(f.result()),
                }
            }
            Awaitable::Timeout(_) => Outcome::Value(Zval::new()),
        }
    }

    pub fn value(self) -> Zval {
        match self.outcome() {
            Outcome::Value(v) => v,
            _ => Zval::new(),
        }
    }

    pub fn waiting_for(self) -> WaitingFor {
        match self {
            Awaitable::Coroutine(r) => WaitingFor::Coroutine(r.id),
            Awaitable::Future(_) => WaitingFor::Future,
            Awaitable::Timeout(t) => WaitingFor::Timer(t.ms()),
        }
    }

    pub fn is(self, rec: &Record) -> bool {
        matches!(self, Awaitable::Coroutine(r) if std::ptr::eq(r, rec))
    }

    /// Used as a cancellation token that completed: the
    /// OperationCanceledException ending the wait, with the token's cause
    /// (its exception, or a TimeoutException) as previous.
    pub fn cancellation(self) -> Thrown {
        let ex = Thrown::new(Kind::OperationCanceled, "Operation has been cancelled");
        let cause = match self {
            Awaitable::Timeout(t) => Some(Thrown::new(
                Kind::Timeout,
                &format!("Timeout occurred after {} milliseconds", t.ms()),
            )),
            other => other.exception(),
        };
        if let Some(cause) = cause {
            ex.set_previous(cause);
        }
        ex
    }
}

/// `await($target, $token)`: the result of `target`, unless `token`
/// completes first; then OperationCanceledException, with the token's cause
/// (its exception, or a TimeoutException) as previous. A completed target
/// wins over a completed token (no suspension happens then).
pub fn await_target(target: Awaitable, token: Option<Awaitable>) -> Outcome {
    let rt = rt();
    let cur = rt.ensure_launched();
    let rec = cur.get();
    if target.is(rec) {
        return Outcome::error(
            Kind::Deadlock,
            &format!("Coroutine {} cannot await itself", rec.id),
        );
    }
    if let Awaitable::Future(f) = target {
        f.mark_awaited();
    }
    while !target.is_done() {
        let mut wait = Wait::new(&rec.waker, rec.wake_callback());
        if let Some(token) = token {
            if token.is_done() {
                return Outcome::Throw(token.cancellation());
            }
            wait.on_any(token.event(), rec.listener());
        }
        wait.on_any(target.event(), rec.listener());
        let w = rt.wait_on(&mut wait, target.waiting_for());
        drop(wait);
        if let Err(o) = woken(w) {
            return o;
        }
    }
    target.outcome()
}
