//! The reactor (R1, R4): one libuv loop per request, built from libuv's own
//! source (libuv-sys2). Callbacks only mark and queue coroutines; the
//! scheduler runs the loop without waiting between switches (ready events
//! only) and blocks in it only when no coroutine is ready.
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

pub struct Reactor {
    lp: Loop,
    /// `delay()`'s timers, one per due millisecond (timer.rs).
    pub delays: timer::SharedTimers,
}

impl Reactor {
    pub fn new() -> Result<Self, UvError> {
        Ok(Self {
            lp: Loop::new()?,
            delays: timer::SharedTimers::default(),
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
        self.lp.run(wait);
    }

    pub fn close(self) -> Result<(), UvError> {
        self.delays.clear();
        self.lp.close()
    }
}
