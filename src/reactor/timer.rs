//! Timer events (uv_timer_t). A `delay()` timer is armed when its coroutine
//! suspends (S7) and closes its event when it fires; a `Timeout` starts at
//! creation. Either way the callback only closes the event: subscribers'
//! wakers queue their coroutines, the scheduler resumes them.

use super::handle::{Loop, Source, SourceEvent, TimerHandle, UvError};
use crate::runtime::event::Event;
use std::cell::RefCell;

pub struct Timer {
    ms: u64,
    handle: RefCell<Option<TimerHandle>>,
}

impl Timer {
    pub fn new(lp: &Loop, ms: u64) -> Result<Self, UvError> {
        Ok(Self {
            ms,
            handle: RefCell::new(Some(TimerHandle::new(lp)?)),
        })
    }

    pub fn ms(&self) -> u64 {
        self.ms
    }

    /// Closes the libuv handle now (request end): the timer never fires
    /// again, even if its owner lives on.
    pub fn close(&self) {
        self.handle.borrow_mut().take();
    }
}

impl Source for Timer {
    fn start(&self, ev: &Event) -> Result<(), UvError> {
        match self.handle.borrow().as_ref() {
            Some(h) => h.start(self.ms, ev),
            None => Err(UvError(crate::sys::uv::uv_errno_t_UV_ECANCELED)),
        }
    }

    fn stop(&self) {
        if let Some(h) = self.handle.borrow().as_ref() {
            h.stop();
        }
    }

    fn describe(&self) -> String {
        format!("a timer ({} ms)", self.ms)
    }
}

/// A timer event: the one-shot kind both `delay()` and `Timeout` use.
pub type TimerEvent = SourceEvent<Timer>;

pub fn timer_event(lp: &Loop, ms: u64, flags: u32) -> Result<TimerEvent, UvError> {
    Ok(SourceEvent::new(Timer::new(lp, ms)?, flags))
}
