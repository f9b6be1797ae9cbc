//! The waker (S7/S8): one per coroutine, the link between the events it
//! waits on and the scheduler.
//!
//! A wait (engine/wait.rs) goes: subscribe to every event, then `arm` at the
//! moment of suspension, which starts the events (timers count from here);
//! the first event to fire marks the waker and asks for the coroutine to be
//! queued; when the coroutine runs again, dropping the `Wait` unsubscribes
//! from everything and resets the waker.
//!
//! ```text
//!   NoStatus --arm--> Waiting --event--> Queued --(reset on resume)--> NoStatus
//!      |                                    |
//!      | event during subscribe (replay)    | ignore (the coroutine must
//!      v                                    v  not run: drop the entry)
//!    Result --arm: no suspension (S8)     Ignored
//! ```

use std::cell::Cell;
use std::ffi::c_void;

#[repr(u8)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WakerStatus {
    /// Not waiting.
    NoStatus = 0,
    /// Suspended on its events.
    Waiting = 1,
    /// An event fired (or the scheduler woke it): in the ready queue.
    Queued = 2,
    /// Queued, but the queue entry must be dropped without resuming.
    Ignored = 3,
    /// An event fired before it suspended: it will not suspend.
    Result = 4,
}

pub struct Waker {
    status: Cell<WakerStatus>,
    /// The event that fired first in the current wait (compared, never
    /// dereferenced: a C event record's address).
    fired: Cell<*const c_void>,
}

impl Default for Waker {
    fn default() -> Self {
        Self {
            status: Cell::new(WakerStatus::NoStatus),
            fired: Cell::new(std::ptr::null()),
        }
    }
}

impl Waker {
    pub fn status(&self) -> WakerStatus {
        self.status.get()
    }

    /// An event fired for this waker. Returns true when the coroutine must
    /// be queued now (it was waiting); later events of the same wait are
    /// ignored.
    pub fn on_event(&self, ev: *const c_void) -> bool {
        match self.status.get() {
            WakerStatus::NoStatus => {
                self.status.set(WakerStatus::Result);
                self.fired.set(ev);
                false
            }
            WakerStatus::Waiting => {
                self.status.set(WakerStatus::Queued);
                self.fired.set(ev);
                true
            }
            WakerStatus::Queued | WakerStatus::Ignored | WakerStatus::Result => false,
        }
    }

    /// The scheduler queues the coroutine for a reason other than an event
    /// (cancellation, its turn after suspend()). True if it was waiting.
    pub fn force_queue(&self) -> bool {
        if self.status.get() == WakerStatus::Waiting {
            self.status.set(WakerStatus::Queued);
            return true;
        }
        false
    }

    /// The queued coroutine must not be resumed through this entry.
    pub fn ignore(&self) {
        if self.status.get() == WakerStatus::Queued {
            self.status.set(WakerStatus::Ignored);
        }
    }

    /// Suspension time: true if the coroutine must really suspend, false when
    /// an event already fired (S8: no switch at all).
    pub(crate) fn suspend(&self) -> bool {
        match self.status.get() {
            WakerStatus::Result => false,
            _ => {
                self.status.set(WakerStatus::Waiting);
                true
            }
        }
    }

    /// A wait on events native code subscribed itself (a C waker,
    /// engine/c_waker.rs): no `Wait`, the coroutine is waiting from now.
    pub fn wait_native(&self) {
        self.status.set(WakerStatus::Waiting);
        self.fired.set(std::ptr::null());
    }

    /// The native wait is over.
    pub fn end_native(&self) {
        self.reset();
    }

    pub(crate) fn reset(&self) {
        self.status.set(WakerStatus::NoStatus);
        self.fired.set(std::ptr::null());
    }

    pub fn fired(&self) -> *const c_void {
        self.fired.get()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn forced_queue_and_ignore() {
        let w = &Waker::default();
        assert!(!w.force_queue(), "not waiting: nothing to queue");
        assert!(w.suspend());
        assert!(w.force_queue());
        assert!(!w.force_queue(), "already queued");
        let ev = std::ptr::dangling::<c_void>();
        assert!(
            !w.on_event(ev),
            "an event after a forced queue changes nothing"
        );
        w.ignore();
        assert_eq!(w.status(), WakerStatus::Ignored);
        w.reset();
        assert_eq!(w.status(), WakerStatus::NoStatus);
    }

    #[test]
    fn an_event_before_the_suspension_means_none() {
        let w = &Waker::default();
        assert!(!w.on_event(std::ptr::null()));
        assert_eq!(w.status(), WakerStatus::Result);
        assert!(!w.suspend());
    }
}
