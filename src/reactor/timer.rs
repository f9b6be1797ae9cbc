//! Timer events (uv_timer_t). A `delay()` timer is armed when its coroutine
//! suspends (S7) and closes its event when it fires; a `Timeout` starts at
//! creation. Either way the callback only closes the event: subscribers'
//! wakers queue their coroutines, the scheduler resumes them.

use super::handle::{DeadlineHandle, Loop, Source, SourceEvent, TimerHandle, UvError};
use crate::records::LiveEvent;
use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

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

    /// A background timer: it keeps no loop alive.
    pub fn unref(&self) {
        if let Some(h) = self.handle.borrow().as_ref() {
            h.unref();
        }
    }

    /// Closes the libuv handle now (request end): the timer never fires
    /// again, even if its owner lives on.
    pub fn close(&self) {
        self.handle.borrow_mut().take();
    }
}

impl Source for Timer {
    fn start(&self, ev: &LiveEvent) -> Result<(), UvError> {
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

/// `replay`: a late subscriber of the fired timer is told at once.
pub fn timer_event(lp: &Loop, ms: u64, replay: bool) -> Result<TimerEvent, UvError> {
    let t = Timer::new(lp, ms)?;
    Ok(if replay {
        SourceEvent::replaying(t)
    } else {
        SourceEvent::new(t)
    })
}

/// `delay()` timers shared by due time: coroutines that sleep until the
/// same millisecond wait on one libuv timer, whose firing closes one event
/// they all subscribed to. 10k `delay(10)` spawned within a few ms then
/// cost a handful of timers instead of 10k heap entries, starts, stops
/// and closes (13% of that workload's time, measured with perf).
#[derive(Default)]
pub struct SharedTimers(RefCell<HashMap<u64, Rc<TimerEvent>>>);

impl SharedTimers {
    /// The pending timer due `ms` from now (a new one if none is): its due
    /// time, the key to give back to `release`.
    pub fn get(&self, lp: &Loop, ms: u64) -> Result<(u64, Rc<TimerEvent>), UvError> {
        lp.update_time();
        let due = lp.now().saturating_add(ms);
        if let Some(t) = self.0.borrow().get(&due) {
            if !t.event.is_closed() {
                return Ok((due, t.clone()));
            }
        }
        let t = Rc::new(timer_event(lp, ms, false)?);
        self.0.borrow_mut().insert(due, t.clone());
        Ok((due, t))
    }

    /// A waiter is done with `t`: the entry goes once it fired or nobody
    /// waits on it any more (then its handle closes with the last clone).
    pub fn release(&self, due: u64, t: Rc<TimerEvent>) {
        if t.event.is_closed() || t.event.subscribers() == 0 {
            let mut map = self.0.borrow_mut();
            if map.get(&due).is_some_and(|x| Rc::ptr_eq(x, &t)) {
                map.remove(&due);
            }
        }
    }

    /// Request end: every shared timer's handle closes.
    pub fn clear(&self) {
        let all = std::mem::take(&mut *self.0.borrow_mut());
        drop(all);
    }
}

/// A reusable deadline (a stream's read or write timeout): one libuv timer
/// kept for many waits, set before each and cleared after, notifying its
/// event when it passes. Saves a handle's creation and asynchronous close
/// per wait on the hot socket path.
pub struct Deadline {
    handle: DeadlineHandle,
}

impl Deadline {
    /// Counts `ms` from now; then the event is notified.
    pub fn set(&self, ev: &LiveEvent, ms: u64) -> Result<(), UvError> {
        self.handle.set(ms, ev)
    }

    /// As `set`, without keeping the loop alive: a background tick that
    /// only fires while other work keeps the loop running.
    pub fn set_background(&self, ev: &LiveEvent, ms: u64) -> Result<(), UvError> {
        self.handle.set(ms, ev)?;
        self.handle.unref();
        Ok(())
    }

    /// The wait ended: its timeout no longer applies.
    pub fn clear(&self) {
        self.handle.clear();
    }
}

impl Source for Deadline {
    /// Armed by `set`, not by the wait.
    fn start(&self, _: &LiveEvent) -> Result<(), UvError> {
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
    let handle = DeadlineHandle::new(lp)?;
    Ok(Box::new(SourceEvent::new(Deadline { handle })))
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::reactor::testing::{count_on, fired, reset_fired, test_loop};

    #[test]
    fn delays_due_the_same_millisecond_share_a_timer_until_it_fires() {
        let lp = test_loop();
        let shared = SharedTimers::default();
        let (due_a, a) = shared.get(lp, 5).unwrap();
        let (due_b, b) = shared.get(lp, 5).unwrap();
        if due_a == due_b {
            assert!(Rc::ptr_eq(&a, &b), "same due millisecond, same timer");
        }
        count_on(&a.event);
        a.event.start().unwrap();
        // A waiter that leaves while another still waits keeps it.
        shared.release(due_b, b);
        assert_eq!(shared.0.borrow().len(), 1);
        reset_fired();
        while !a.event.is_closed() {
            lp.run(true);
        }
        assert_eq!(fired(), 1);
        shared.release(due_a, a);
        assert!(shared.0.borrow().is_empty(), "a fired timer is not reused");
        let (due_c, c) = shared.get(lp, 50).unwrap();
        shared.release(due_c, c);
        assert!(shared.0.borrow().is_empty(), "nobody waits on it: gone");
        lp.run(false); // the dropped handles' close callbacks
        assert!(!lp.alive(), "no timer left running");
    }

    #[test]
    fn a_deadline_fires_each_time_it_is_set_and_not_once_cleared() {
        let lp = test_loop();
        let d = deadline(lp).unwrap();
        count_on(&d.event);
        reset_fired();
        d.source.set(&d.event, 1).unwrap();
        lp.run(true);
        assert_eq!(fired(), 1);
        assert!(!d.event.is_closed(), "a deadline stays open for reuse");
        d.source.set(&d.event, 1).unwrap();
        lp.run(true);
        assert_eq!(fired(), 2);
        d.source.set(&d.event, 1).unwrap();
        d.source.clear();
        assert!(!lp.alive(), "a cleared deadline holds no loop");
        lp.run(false);
        assert_eq!(fired(), 2);
    }
}
