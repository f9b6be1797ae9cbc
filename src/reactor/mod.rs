//! The reactor (docs/design.md: libuv loop, reactor tick): a libuv loop for the request, built from libuv's
//! own source (libuv-sys2). Callbacks only mark and queue coroutines; the
//! scheduler runs the loop without waiting between switches (ready events
//! only) and blocks in it only when no coroutine is ready.
//!
//! Every handle is closed at request end, but the drained loop itself is
//! kept for the next request and closed at MSHUTDOWN: libuv batches
//! epoll_ctl through an io_uring per loop, and tearing a ring down queues
//! kernel task work that interrupts this thread's next blocking syscall
//! with a timeout (EINTR) some milliseconds later, in the next request's
//! stock PHP code (a SO_RCVTIMEO read, usleep).
//!
//! One file per event kind; `handle.rs` owns libuv memory.

pub mod dns;
pub mod exec;
pub mod fs_event;
pub mod handle;
pub mod poll;
pub mod signal;
#[cfg(test)]
pub mod testing;
pub mod timer;
pub mod trigger;
pub mod work;

use handle::{Loop, UvError};
use std::cell::RefCell;

thread_local! {
    /// The drained loop of the last request, for the next one.
    static SPARE_LOOP: RefCell<Option<Loop>> = const { RefCell::new(None) };
}

pub struct Reactor {
    lp: Loop,
    /// `delay()`'s timers, one per due millisecond (timer.rs).
    pub delays: timer::SharedTimers,
    /// Handles made by PHP code since the loop last ran (see
    /// `reap_closed_sometimes`).
    closed: std::cell::Cell<u32>,
}

/// Closed handles that may wait for a loop turn before one is forced.
const CLOSED_MAX: u32 = 256;

impl Reactor {
    pub fn new() -> Result<Self, UvError> {
        let lp = match SPARE_LOOP.with(|s| s.borrow_mut().take()) {
            Some(lp) => lp,
            None => Loop::new()?,
        };
        Ok(Self {
            lp,
            delays: timer::SharedTimers::default(),
            closed: std::cell::Cell::new(0),
        })
    }

    pub fn event_loop(&self) -> &Loop {
        &self.lp
    }

    /// Live work remains (an armed timer...): not a deadlock.
    pub fn has_work(&self) -> bool {
        self.lp.alive()
    }

    /// Runs ready events; with `wait`, blocks until at least one happens.
    pub fn tick(&self, wait: bool) {
        self.closed.set(0);
        self.lp.run(wait);
    }

    /// PHP code makes a handle that it will close (a Timeout, a watcher).
    /// libuv frees a closed handle only in a loop turn, so code that never
    /// waits would pile them up: every `CLOSED_MAX` such handles, one turn
    /// runs without waiting (its callbacks only queue coroutines, as in any
    /// turn). Call only from PHP functions, never from a libuv callback.
    pub fn reap_closed_sometimes(&self) {
        let n = self.closed.get() + 1;
        if n < CLOSED_MAX {
            self.closed.set(n);
            return;
        }
        self.tick(false);
    }

    /// Request end: every handle goes; a loop left with nothing alive is
    /// kept for the next request, any other is closed.
    pub fn close(self) -> Result<(), UvError> {
        self.delays.clear();
        if !self.lp.drain() {
            return self.lp.close_drained();
        }
        let old = SPARE_LOOP.with(|s| s.borrow_mut().replace(self.lp));
        old.map_or(Ok(()), Loop::close_drained)
    }
}

/// In the child of a fork(): the request's loop (`current`, if started) and
/// the kept one get kernel objects of their own (see
/// `Loop::renew_after_fork`).
pub fn renew_after_fork(current: Option<&Reactor>) -> Result<(), UvError> {
    if let Some(r) = current {
        r.lp.renew_after_fork()?;
    }
    SPARE_LOOP.with(|s| s.borrow().as_ref().map_or(Ok(()), Loop::renew_after_fork))
}

/// MSHUTDOWN: the kept (drained) loop closes.
pub fn close_spare_loop() {
    if let Some(lp) = SPARE_LOOP.with(|s| s.borrow_mut().take()) {
        let _ = lp.close_drained();
    }
}
