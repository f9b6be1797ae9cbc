//! A pool: resources (connections) made by a factory, lent to coroutines
//! and given back, never more than `max` at a time.
//!
//! Counting: `active` is everything not idle, lent or not: a resource out
//! on loan, one a hook is running on, and a place kept for a factory call
//! (so a slow factory never overshoots `max`). `count() = idle + active`.
//!
//! Fairness is by hand-off, as in the channel: a resource given back while
//! coroutines wait goes straight to the oldest (or, if it was destroyed, its
//! place does, for a fresh one). Nobody can take what was handed over; a
//! waiter cancelled before it runs passes it on.
//!
//! Lent objects are remembered (by handle, holding a reference): releasing
//! an object that is not out on loan from this pool (a foreign one, or one
//! released twice) is refused instead of corrupting the counts. A borrower
//! that ends without giving its resource back leaves it lent: still
//! counted as active and alive, and anyone holding it may release it
//! later. Resources that are not objects cannot be told apart and are not
//! checked.

use crate::core::fast_hash::FastMap;
use crate::engine::callable::{CallResult, Callable};
use crate::engine::coroutine::WaitingFor;
use crate::engine::errors::{Kind, Thrown};
use crate::engine::php_ops::{self, Outcome};
use crate::engine::ticker::Ticker;
use crate::records::live_event::{LiveEvent, Methods};
use ext_php_rs::types::Zval;
use std::cell::{Cell, RefCell};
use std::collections::VecDeque;
use std::rc::{Rc, Weak};

/// The circuit breaker's state (`Async\CircuitBreakerState`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Breaker {
    Active,
    Inactive,
    Recovering,
}

/// The user's callbacks.
pub struct Hooks {
    pub factory: Callable,
    pub destructor: Option<Callable>,
    pub healthcheck: Option<Callable>,
    pub before_acquire: Option<Callable>,
    pub before_release: Option<Callable>,
}

/// What a parked acquire() was given.
enum Grant {
    Waiting,
    Resource(Zval),
    /// A place for a fresh resource (already counted as active).
    Capacity,
    Closed,
    Unavailable,
}

struct Waiter {
    grant: RefCell<Grant>,
    event: LiveEvent,
}

impl Waiter {
    fn give(&self, g: Grant) {
        *self.grant.borrow_mut() = g;
        self.event
            .notify(std::ptr::null_mut(), std::ptr::null_mut());
    }

    fn waiting(&self) -> bool {
        matches!(*self.grant.borrow(), Grant::Waiting)
    }
}

pub struct PoolCore {
    hooks: Hooks,
    min: usize,
    max: usize,
    idle: RefCell<VecDeque<Zval>>,
    active: Cell<usize>,
    waiters: RefCell<VecDeque<Rc<Waiter>>>,
    closed: Cell<bool>,
    state: Cell<Breaker>,
    strategy: RefCell<Option<Zval>>,
    ticker: RefCell<Option<Ticker>>,
    /// Objects out on loan, by handle.
    lent: RefCell<FastMap<u32, Zval>>,
}

/// A callback's failure: an exception, or exit()/a fatal error, which no
/// hook may swallow.
enum Failed {
    Threw(Thrown),
    Fatal(Outcome),
}

impl From<Failed> for Outcome {
    fn from(f: Failed) -> Self {
        match f {
            Failed::Threw(ex) => Outcome::Throw(ex),
            Failed::Fatal(o) => o,
        }
    }
}

fn call(c: &Callable, arg: Option<&Zval>) -> Result<Zval, Failed> {
    let mut args: Vec<Zval> = arg.map(|a| vec![a.shallow_clone()]).unwrap_or_default();
    call_with(c, &mut args)
}

fn call_with(c: &Callable, args: &mut [Zval]) -> Result<Zval, Failed> {
    match c.call(args) {
        CallResult::Returned(v) => Ok(v),
        CallResult::Bailout => Err(Failed::Fatal(Outcome::Bailout)),
        CallResult::Threw => match Thrown::take_current() {
            Some(ex) if ex.is_unwind_exit() || ex.is_graceful_exit() => {
                Err(Failed::Fatal(Outcome::Throw(ex)))
            }
            Some(ex) => Err(Failed::Threw(ex)),
            None => Err(Failed::Fatal(Outcome::Value(Zval::new()))),
        },
    }
}

/// A hook's verdict on a resource: false or an exception say no.
fn verdict(c: &Callable, r: &Zval) -> Result<bool, Outcome> {
    match call(c, Some(r)) {
        Ok(v) => Ok(v.bool().unwrap_or(false)),
        Err(Failed::Threw(_)) => Ok(false),
        Err(Failed::Fatal(o)) => Err(o),
    }
}

pub fn pool_error(msg: &str) -> Outcome {
    Outcome::Throw(Thrown::of_class("Async\\PoolException", msg))
}

fn unavailable() -> Outcome {
    Outcome::Throw(Thrown::of_class(
        "Async\\ServiceUnavailableException",
        "Service is unavailable (circuit breaker is open)",
    ))
}

impl PoolCore {
    pub fn new(hooks: Hooks, min: usize, max: usize) -> Rc<Self> {
        Rc::new(PoolCore {
            hooks,
            min,
            max,
            idle: RefCell::new(VecDeque::new()),
            active: Cell::new(0),
            waiters: RefCell::new(VecDeque::new()),
            closed: Cell::new(false),
            state: Cell::new(Breaker::Active),
            strategy: RefCell::new(None),
            ticker: RefCell::new(None),
            lent: RefCell::new(FastMap::default()),
        })
    }

    pub fn idle_count(&self) -> usize {
        self.idle.borrow().len()
    }

    pub fn active_count(&self) -> usize {
        self.active.get()
    }

    pub fn count(&self) -> usize {
        self.idle_count() + self.active.get()
    }

    pub fn is_closed(&self) -> bool {
        self.closed.get()
    }

    pub fn state(&self) -> Breaker {
        self.state.get()
    }

    fn take_place(&self) {
        self.active.set(self.active.get() + 1);
    }

    fn free_place(&self) {
        self.active.set(self.active.get().saturating_sub(1));
    }

    /// Pre-warming: `min` resources made now, idle. The first factory
    /// exception stops it.
    pub fn prewarm(&self) -> Result<(), Outcome> {
        for _ in 0..self.min {
            self.take_place();
            let made = call(&self.hooks.factory, None);
            self.free_place();
            self.idle
                .borrow_mut()
                .push_back(made.map_err(Outcome::from)?);
        }
        Ok(())
    }

    /// Calls the destructor on a resource leaving the pool (its place is
    /// already given up).
    fn destroy(&self, r: Zval) -> Result<(), Failed> {
        match &self.hooks.destructor {
            Some(d) => call(d, Some(&r)).map(drop),
            None => Ok(()),
        }
    }

    /// A resource, or its place, for the oldest waiter still waiting.
    /// Err(r): nobody waits.
    fn hand_over(&self, r: Option<Zval>) -> Result<(), Option<Zval>> {
        loop {
            let next = self.waiters.borrow_mut().pop_front();
            let Some(w) = next else { return Err(r) };
            if !w.waiting() {
                continue;
            }
            self.take_place();
            w.give(match r {
                Some(r) => Grant::Resource(r),
                None => Grant::Capacity,
            });
            return Ok(());
        }
    }

    /// A resource is back: to a waiter, else idle.
    fn put_back(&self, r: Zval) {
        if let Err(Some(r)) = self.hand_over(Some(r)) {
            self.idle.borrow_mut().push_back(r);
        }
    }

    /// A place freed (a resource destroyed): a waiter may make a fresh one.
    fn place_freed(&self) {
        if self.count() < self.max {
            let _ = self.hand_over(None);
        }
    }

    fn check_open(&self) -> Result<(), Outcome> {
        if self.closed.get() {
            return Err(pool_error("Pool is closed"));
        }
        if self.state.get() == Breaker::Inactive {
            return Err(unavailable());
        }
        Ok(())
    }

    /// Lends `r` (its place taken) after beforeAcquire approved it; a
    /// rejected one is destroyed. Ok(None): rejected, try again.
    fn lend(&self, r: Zval) -> Result<Option<Zval>, Outcome> {
        let ok = match &self.hooks.before_acquire {
            Some(h) => verdict(h, &r)?,
            None => true,
        };
        if ok {
            self.note_lent(&r);
            return Ok(Some(r));
        }
        self.free_place();
        let destroyed = self.destroy(r);
        self.place_freed();
        destroyed.map_err(Outcome::from)?;
        Ok(None)
    }

    /// A fresh resource in a place already taken.
    fn make(&self) -> Result<Zval, Outcome> {
        let r = call(&self.hooks.factory, None).map_err(|f| {
            self.free_place();
            self.place_freed();
            Outcome::from(f)
        })?;
        self.note_lent(&r);
        Ok(r)
    }

    fn note_lent(&self, r: &Zval) {
        if let Some(o) = r.object() {
            self.lent.borrow_mut().insert(o.get_id(), r.shallow_clone());
        }
    }

    /// Takes an object off the loan list; false if it was not lent.
    fn returned(&self, r: &Zval) -> bool {
        match r.object() {
            Some(o) => self.lent.borrow_mut().remove(&o.get_id()).is_some(),
            None => true,
        }
    }

    /// What acquire()/tryAcquire() can have now without waiting.
    /// Ok(None): nothing (the caller waits or gives up).
    fn try_take(&self) -> Result<Option<Zval>, Outcome> {
        loop {
            let head = self.idle.borrow_mut().pop_front();
            if let Some(r) = head {
                self.take_place();
                match self.lend(r)? {
                    Some(r) => return Ok(Some(r)),
                    None => continue,
                }
            }
            if self.count() < self.max {
                self.take_place();
                return self.make().map(Some);
            }
            return Ok(None);
        }
    }

    /// `tryAcquire()`: null when closed, unavailable or exhausted.
    pub fn try_acquire(&self) -> Outcome {
        if self.closed.get() || self.state.get() == Breaker::Inactive {
            return Outcome::Value(Zval::new());
        }
        match self.try_take() {
            Ok(Some(r)) => Outcome::Value(r),
            Ok(None) => Outcome::Value(Zval::new()),
            Err(o) => o,
        }
    }

    /// `acquire($timeout)`: waits (FIFO) when the pool is exhausted.
    pub fn acquire(&self, timeout_ms: u64) -> Outcome {
        let timer = if timeout_ms > 0 {
            match crate::awaitables::timeout::Timeout::start(timeout_ms) {
                Ok(t) => Some(t),
                Err(_) => return Outcome::error(Kind::Async, "Cannot start the acquire timeout"),
            }
        } else {
            None
        };
        let r = self.acquire_until(timer.as_ref());
        if let Some(t) = timer {
            t.state.cancel();
        }
        match r {
            Ok(v) => Outcome::Value(v),
            Err(o) => o,
        }
    }

    fn acquire_until(
        &self,
        timer: Option<&crate::awaitables::timeout::Timeout>,
    ) -> Result<Zval, Outcome> {
        loop {
            self.check_open()?;
            if self.waiters.borrow().is_empty() {
                if let Some(r) = self.try_take()? {
                    return Ok(r);
                }
            }
            let w = Rc::new(Waiter {
                grant: RefCell::new(Grant::Waiting),
                event: LiveEvent::new(&Methods::NONE, 0),
            });
            self.waiters.borrow_mut().push_back(w.clone());
            let parked = php_ops::wait_until_or(
                &w.event,
                timer.map(|t| t.state.event().into()),
                WaitingFor::Event,
                || !w.waiting() || timer.is_some_and(|t| t.state.has_fired()),
            );
            let grant = std::mem::replace(&mut *w.grant.borrow_mut(), Grant::Closed);
            match grant {
                Grant::Waiting => {
                    self.waiters.borrow_mut().retain(|x| !Rc::ptr_eq(x, &w));
                    parked?;
                    return Err(Outcome::Throw(Thrown::of_class(
                        "Async\\TimeoutException",
                        "Operation has been cancelled by timeout",
                    )));
                }
                Grant::Closed => return Err(pool_error("Pool is closed")),
                Grant::Unavailable => return Err(unavailable()),
                Grant::Resource(r) => {
                    if let Err(o) = parked {
                        // Cancelled before it ran: the next waiter gets it.
                        self.free_place();
                        self.put_back(r);
                        return Err(o);
                    }
                    if let Some(r) = self.lend(r)? {
                        return Ok(r);
                    }
                }
                Grant::Capacity => {
                    if let Err(o) = parked {
                        self.free_place();
                        self.place_freed();
                        return Err(o);
                    }
                    return self.make();
                }
            }
        }
    }

    /// `release($r)`: back to the pool after beforeRelease approved it,
    /// else destroyed; the strategy hears either way.
    pub fn release(&self, r: Zval, this: &dyn Fn() -> Zval) -> Outcome {
        if !self.returned(&r) {
            return pool_error(
                "Async\\Pool::release(): Argument #1 ($resource) is not out on loan from this pool (a foreign object, or released already)",
            );
        }
        let ok = match &self.hooks.before_release {
            Some(h) => match verdict(h, &r) {
                Ok(ok) => ok,
                Err(o) => return o,
            },
            None => true,
        };
        self.free_place();
        if !ok {
            let failure = Thrown::plain_exception("Resource validation failed");
            if let Err(o) = self.report(this, Some(failure)) {
                return o;
            }
            let destroyed = self.destroy(r);
            self.place_freed();
            return match destroyed {
                Ok(()) => Outcome::Value(Zval::new()),
                Err(f) => f.into(),
            };
        }
        if let Err(o) = self.report(this, None) {
            return o;
        }
        if self.closed.get() {
            if let Err(f) = self.destroy(r) {
                return f.into();
            }
        } else {
            self.put_back(r);
        }
        Outcome::Value(Zval::new())
    }

    /// Tells the strategy (if any) how a release went. Its exceptions are
    /// swallowed; exit() is not.
    fn report(&self, this: &dyn Fn() -> Zval, failure: Option<Thrown>) -> Result<(), Outcome> {
        let strategy = self.strategy.borrow().as_ref().map(Zval::shallow_clone);
        let Some(s) = strategy else { return Ok(()) };
        let (method, mut args) = match failure {
            None => ("reportSuccess", vec![this()]),
            Some(ex) => ("reportFailure", vec![this(), ex.to_zval()]),
        };
        let Some(c) = Callable::method(&s, method) else {
            return Ok(());
        };
        match call_with(&c, &mut args) {
            Ok(_) | Err(Failed::Threw(_)) => Ok(()),
            Err(Failed::Fatal(o)) => Err(o),
        }
    }

    pub fn set_strategy(&self, s: Option<Zval>) {
        *self.strategy.borrow_mut() = s;
    }

    /// activate()/deactivate()/recover(). Waiters leave an inactive pool.
    pub fn set_state(&self, s: Breaker) {
        self.state.set(s);
        if s == Breaker::Inactive {
            self.dismiss_waiters(|| Grant::Unavailable);
        }
    }

    /// Every waiter still waiting leaves with `grant` (closed, unavailable).
    fn dismiss_waiters(&self, grant: fn() -> Grant) {
        let waiters: Vec<_> = self.waiters.borrow_mut().drain(..).collect();
        for w in waiters.into_iter().filter(|w| w.waiting()) {
            w.give(grant());
        }
    }

    /// `close()`: waiters fail, idle resources are destroyed oldest first.
    /// Destructor exceptions do not stop it: the last one comes back, the
    /// earlier ones chained as its previous.
    pub fn close(&self) -> Result<(), Outcome> {
        if self.closed.replace(true) {
            return Ok(());
        }
        self.ticker.borrow_mut().take();
        self.dismiss_waiters(|| Grant::Closed);
        let mut last: Option<Thrown> = None;
        loop {
            let head = self.idle.borrow_mut().pop_front();
            let Some(r) = head else { break };
            match self.destroy(r) {
                Ok(()) => {}
                Err(Failed::Threw(ex)) => {
                    if let Some(prev) = last.take() {
                        ex.set_previous(prev);
                    }
                    last = Some(ex);
                }
                Err(Failed::Fatal(o)) => return Err(o),
            }
        }
        match last {
            Some(ex) => Err(Outcome::Throw(ex)),
            None => Ok(()),
        }
    }

    /// The zvals the pool holds, for the cycle collector.
    pub fn report_gc(&self, buf: &mut crate::engine::gc::GcBuffer) {
        let h = &self.hooks;
        buf.add_zval(h.factory.zval());
        for c in [
            &h.destructor,
            &h.healthcheck,
            &h.before_acquire,
            &h.before_release,
        ]
        .into_iter()
        .flatten()
        {
            buf.add_zval(c.zval());
        }
        if let Ok(idle) = self.idle.try_borrow() {
            idle.iter().for_each(|v| buf.add_zval(v));
        }
        if let Ok(s) = self.strategy.try_borrow() {
            s.iter().for_each(|v| buf.add_zval(v));
        }
        if let Ok(lent) = self.lent.try_borrow() {
            lent.values().for_each(|v| buf.add_zval(v));
        }
    }
}

/// Health checks: every `ms`, a coroutine checks each idle resource.
impl PoolCore {
    pub fn start_healthcheck(self: &Rc<Self>, ms: u64) {
        if ms == 0 || self.hooks.healthcheck.is_none() {
            return;
        }
        let weak: Weak<PoolCore> = Rc::downgrade(self);
        let on_tick = Box::new(move || {
            let Some(pool) = weak.upgrade() else { return };
            let body = Box::new(move || pool.check_idle());
            let _ = crate::engine::runtime::rt().spawn_native(None, body);
        });
        if let Ok(t) = Ticker::start(ms, on_tick) {
            *self.ticker.borrow_mut() = Some(t);
        }
    }

    /// One pass over the resources idle now, oldest first: each counts as
    /// active while checked; a failed one is destroyed (and replaced while
    /// the pool is below `min`). Returns true on a bailout (NativeBody).
    fn check_idle(&self) -> bool {
        let Some(check) = &self.hooks.healthcheck else {
            return false;
        };
        let n = self.idle.borrow().len();
        for _ in 0..n {
            if self.closed.get() {
                break;
            }
            let head = self.idle.borrow_mut().pop_front();
            let Some(r) = head else { break };
            self.take_place();
            let ok = match verdict(check, &r) {
                Ok(ok) => ok,
                Err(o) => {
                    self.free_place();
                    self.idle.borrow_mut().push_back(r);
                    return fatal(o);
                }
            };
            self.free_place();
            if ok && !self.closed.get() {
                self.put_back(r);
                continue;
            }
            if let Err(Failed::Fatal(o)) = self.destroy(r) {
                return fatal(o);
            }
            if !self.closed.get() && self.count() < self.min {
                self.take_place();
                match call(&self.hooks.factory, None) {
                    Ok(fresh) => {
                        self.free_place();
                        self.put_back(fresh);
                    }
                    Err(Failed::Threw(_)) => {
                        self.free_place();
                        self.place_freed();
                    }
                    Err(Failed::Fatal(o)) => {
                        self.free_place();
                        return fatal(o);
                    }
                }
            } else {
                self.place_freed();
            }
        }
        false
    }
}

/// exit() or a fatal error inside a health check: the checking coroutine
/// ends with it.
fn fatal(o: Outcome) -> bool {
    let mut rv = Zval::new();
    o.apply(&mut rv)
}
