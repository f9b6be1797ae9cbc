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

/// A reusable deadline (a stream's read or write timeout): one libuv timer
/// kept for many waits, set before each and cleared after, notifying its
/// event when it passes. Saves a handle's creation and asynchronous close
/// per wait on the hot socket path.
pub struct Deadline {
    handle: TimerHandle,
}

impl Deadline {
    /// Counts `ms` from now; then the event is notified.
    pub fn set(&self, ev: &Event, ms: u64) -> Result<(), UvError> {
        self.handle.start(ms, ev)
    }

    pub fn clear(&self) {
        self.handle.stop();
    }
}

impl Source for Deadline {
    /// Armed by `set`, not by the wait.
    fn start(&self, _: &Event) -> Result<(), UvError> {
        Ok(())
    }

    fn stop(&self) {
        self.handle.stop();
    }

    fn describe(&self) -> String {
        "a stream timeout".into()
    }
}

pub type DeadlineEvent = SourceEvent<Deadline>;

/// A deadline event, boxed so it stays in place.
pub fn deadline(lp: &Loop) -> Result<Box<DeadlineEvent>, UvError> {
    let handle = TimerHandle::new(lp)?;
    handle.set_reusable();
    Ok(Box::new(SourceEvent::new(Deadline { handle }, 0)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::reactor::testing::test_loop;
    use crate::runtime::event::Callback;
    use std::cell::Cell;
    use std::ffi::c_void;

    thread_local! {
        static FIRED: Cell<u32> = const { Cell::new(0) };
    }

    extern "C" fn fired(_: *const Event, _: *mut c_void, _: *mut c_void, _: *mut c_void) {
        FIRED.with(|f| f.set(f.get() + 1));
    }

    #[test]
    fn a_deadline_fires_each_time_it_is_set_and_not_once_cleared() {
        let lp = test_loop();
        let d = deadline(lp).unwrap();
        d.event.subscribe(Callback {
            notify: fired,
            data: std::ptr::null_mut(),
        });
        FIRED.with(|f| f.set(0));
        d.source.set(&d.event, 1).unwrap();
        lp.run(true);
        assert_eq!(FIRED.with(Cell::get), 1);
        assert!(!d.event.is_closed(), "a deadline stays open for reuse");
        d.source.set(&d.event, 1).unwrap();
        lp.run(true);
        assert_eq!(FIRED.with(Cell::get), 2);
        d.source.set(&d.event, 1).unwrap();
        d.source.clear();
        assert!(!lp.alive(), "a cleared deadline holds no loop");
        lp.run(false);
        assert_eq!(FIRED.with(Cell::get), 2);
    }
}
