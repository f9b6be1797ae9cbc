//! The one per-request runtime: scheduler state, context pool and settings,
//! reached through `rt()`. Created at RINIT, torn down at RSHUTDOWN (after
//! every coroutine has been run or cancelled).
//!
//! All fields use interior mutability (`Cell`/`RefCell`): PHP runs on one
//! thread, the runtime is shared by every coroutine stack, and no borrow of a
//! `RefCell` is ever held across a coroutine switch.

use super::context::Context;
use super::coroutine::CoRef;
use super::errors::Thrown;
use crate::core::microtask::MicrotaskQueue;
use crate::core::pool::{Pool, PoolBounds};
use crate::core::queue::ReadyQueue;
use crate::core::registry::Registry;
use crate::core::stats::SchedulerStats;
use crate::reactor::handle::UvError;
use crate::reactor::Reactor;
use crate::sys::zend;
use std::cell::{Cell, OnceCell, RefCell, UnsafeCell};

#[derive(Clone, Copy, Debug)]
pub struct Config {
    pub stack_size: usize,
    pub pool: PoolBounds,
}

/// Something the main coroutine must act on when it regains control.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pending {
    None,
    /// `exit()` ran in a coroutine: rethrow it in main.
    Exit,
    /// A fatal error ended a coroutine: bail out in main.
    Bailout,
    /// Nothing can run and coroutines wait: main resolves the deadlock.
    Deadlock,
}

/// Live coroutines, by slot, for get_coroutines() and the deadlock report.
#[derive(Default)]
pub struct LiveSet {
    slots: Vec<Option<CoRef>>,
    free: Vec<usize>,
    count: usize,
}

impl LiveSet {
    /// Room for one more coroutine: `insert` then never allocates, nor does
    /// `remove` (the free list can hold every slot).
    pub fn try_reserve_one(&mut self) -> Result<(), std::collections::TryReserveError> {
        if self.free.is_empty() {
            self.slots.try_reserve(1)?;
            self.free.try_reserve(self.slots.len() + 1)?;
        }
        Ok(())
    }

    /// `insert` would reuse a freed slot (no reservation needed).
    #[inline(always)]
    pub fn has_free_slot(&self) -> bool {
        !self.free.is_empty()
    }

    pub fn insert(&mut self, co: CoRef) -> usize {
        self.count += 1;
        match self.free.pop() {
            Some(i) => {
                self.slots[i] = Some(co);
                i
            }
            None => {
                self.slots.push(Some(co));
                self.slots.len() - 1
            }
        }
    }

    pub fn remove(&mut self, slot: usize) {
        if let Some(s) = self.slots.get_mut(slot) {
            if s.take().is_some() {
                self.count -= 1;
                self.free.push(slot);
            }
        }
    }

    pub fn len(&self) -> usize {
        self.count
    }

    /// The live coroutine in `slot`, if it is still the one with `id`.
    pub fn at(&self, slot: usize, id: u64) -> Option<CoRef> {
        self.slots
            .get(slot)
            .copied()
            .flatten()
            .filter(|co| co.get().id == id)
    }

    pub fn is_empty(&self) -> bool {
        self.count == 0
    }

    /// Live coroutines in id order.
    pub fn snapshot(&self) -> Vec<CoRef> {
        let mut v: Vec<CoRef> = self.slots.iter().flatten().copied().collect();
        v.sort_by_key(|c| c.get().id);
        v
    }
}

pub struct Runtime {
    pub config: Config,
    pub launched: Cell<bool>,
    pub main: Cell<Option<CoRef>>,
    pub current: Cell<Option<CoRef>>,
    pub main_finished: Cell<bool>,
    pub ready: RefCell<ReadyQueue<CoRef>>,
    pub microtasks: MicrotaskQueue,
    pub pool: RefCell<Pool<Box<Context>>>,
    pub live: RefCell<LiveSet>,
    pub next_id: Cell<u64>,
    pub stats: SchedulerStats,
    pub pending: Cell<Pending>,
    /// exit() ran (in main or a coroutine): cancel the rest instead of draining.
    pub exit_requested: Cell<bool>,
    /// Everything left is being cancelled (after exit(), a fatal error, at
    /// request end): work queued behind a coroutine must not start now.
    pub cancelling_all: Cell<bool>,
    /// graceful_shutdown() ran: what every coroutine spawned from now on is
    /// cancelled with, before it starts.
    pub shutdown_reason: RefCell<Option<Thrown>>,
    /// The request's start, the pool's clock for idle trimming.
    pub epoch: std::time::Instant,
    /// The fiber context that last left, for observer switch notifications.
    pub last_fiber_ctx: Cell<*mut zend::zend_fiber_context>,
    pub main_fiber_ctx: Cell<*mut zend::zend_fiber_context>,
    /// The libuv loop, made on first use.
    reactor: OnceCell<Reactor>,
    /// What each feature keeps for the request (timeouts, watchers, fd
    /// waits, failure records...), made on first use, closed at the end.
    pub resources: Registry,
    /// Switches since the last non-blocking reactor tick (fairness).
    pub since_poll: Cell<u32>,
    /// Some feature left work for the next suspension point (an unhandled
    /// failure to report): one flag read per suspension instead of a
    /// registry lookup per feature.
    pub attention: Cell<bool>,
    /// Called once when the scheduler launches (io/ registers what must
    /// wait until the script runs).
    pub on_launch: RefCell<Vec<fn()>>,
    /// Emptied coroutine `Running` parts kept for the next coroutines
    /// (engine/running.rs): here rather than in a thread-local, whose
    /// every access from this shared object is a `__tls_get_addr` call.
    #[allow(clippy::vec_box)]
    pub spare_running: RefCell<Vec<Box<super::running::Running>>>,
}

impl Runtime {
    pub fn new(config: Config) -> Self {
        Self {
            config,
            launched: Cell::new(false),
            main: Cell::new(None),
            current: Cell::new(None),
            main_finished: Cell::new(false),
            ready: RefCell::new(ReadyQueue::with_capacity(256)),
            microtasks: MicrotaskQueue::default(),
            pool: RefCell::new(Pool::new(config.pool)),
            live: RefCell::new(LiveSet::default()),
            next_id: Cell::new(1),
            stats: SchedulerStats::default(),
            pending: Cell::new(Pending::None),
            exit_requested: Cell::new(false),
            cancelling_all: Cell::new(false),
            shutdown_reason: RefCell::new(None),
            epoch: std::time::Instant::now(),
            last_fiber_ctx: Cell::new(std::ptr::null_mut()),
            main_fiber_ctx: Cell::new(std::ptr::null_mut()),
            reactor: OnceCell::new(),
            resources: Registry::default(),
            since_poll: Cell::new(0),
            attention: Cell::new(false),
            on_launch: RefCell::new(Vec::new()),
            spare_running: RefCell::new(Vec::new()),
        }
    }

    /// The request's reactor, started on first use.
    pub fn reactor(&self) -> Result<&Reactor, UvError> {
        if let Some(r) = self.reactor.get() {
            return Ok(r);
        }
        let _ = self.reactor.set(Reactor::new()?);
        self.reactor.get().ok_or(UvError(-1))
    }

    /// The reactor if it was ever started (no loop is made just to look).
    pub fn reactor_if_started(&self) -> Option<&Reactor> {
        self.reactor.get()
    }

    /// Request end: every handle owner is gone; close the loop after its
    /// close callbacks ran.
    pub fn close_reactor(mut self) {
        super::shutdown_signal::uninstall();
        self.resources.close_all();
        if let Some(r) = self.reactor.take() {
            if let Err(e) = r.close() {
                eprintln!("true_async: libuv loop not closed cleanly: {e}");
            }
        }
    }

    pub fn is_main(&self, co: CoRef) -> bool {
        self.main.get() == Some(co)
    }
}

struct Slot(UnsafeCell<Option<Runtime>>);

// SAFETY: PHP (NTS) runs every request on one thread; the runtime is only
// touched from that thread, between RINIT and RSHUTDOWN.
unsafe impl Sync for Slot {}

static RUNTIME: Slot = Slot(UnsafeCell::new(None));

/// The request's runtime. Outside a request (MINIT, MSHUTDOWN) there is none
/// and PHP functions never run, so callers can rely on it.
#[inline(always)]
pub fn rt() -> &'static Runtime {
    // SAFETY: see `Slot`; the Option is only replaced in activate/deactivate,
    // which run when no reference handed out here is alive (no coroutine runs
    // and no PHP function is on the stack).
    match unsafe { (*RUNTIME.0.get()).as_ref() } {
        Some(r) => r,
        None => no_runtime(),
    }
}

pub fn try_rt() -> Option<&'static Runtime> {
    // SAFETY: as in `rt`.
    unsafe { (*RUNTIME.0.get()).as_ref() }
}

#[cold]
fn no_runtime() -> ! {
    // Only reachable by calling into the scheduler outside a request, which
    // the module lifecycle rules out.
    std::process::abort()
}

pub fn activate(rt: Runtime) {
    // SAFETY: RINIT: nothing holds a reference to the previous runtime.
    unsafe { *RUNTIME.0.get() = Some(rt) };
}

pub fn deactivate() -> Option<Runtime> {
    // SAFETY: RSHUTDOWN, after every coroutine ended: no reference is alive.
    unsafe { (*RUNTIME.0.get()).take() }
}
