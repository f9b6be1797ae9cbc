//! The waker (S7/S8): one per coroutine, the link between the events it
//! waits on and the scheduler.
//!
//! A wait goes: subscribe to every event (`Wait::on`), then `arm` at the
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

use super::event::{Callback, Event, Subscribed};
use std::cell::Cell;

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
    /// dereferenced).
    fired: Cell<*const Event>,
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
    pub fn on_event(&self, ev: *const Event) -> bool {
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
    fn suspend(&self) -> bool {
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

    fn reset(&self) {
        self.status.set(WakerStatus::NoStatus);
        self.fired.set(std::ptr::null());
    }

    pub fn fired(&self) -> *const Event {
        self.fired.get()
    }
}

/// One wait: the subscriptions of a waker, undone on drop. Lives on the
/// waiting coroutine's stack, so the events it borrows outlive it.
pub struct Wait<'a> {
    waker: &'a Waker,
    cb: Callback,
    /// Most waits are on one or two events (an fd and its timeout, a
    /// coroutine and a token): those are inline, so they allocate nothing.
    first: Option<&'a Event>,
    second: Option<&'a Event>,
    more: Vec<&'a Event>,
    /// A subscription failed for lack of memory: `arm` refuses the wait.
    refused: bool,
}

impl<'a> Wait<'a> {
    /// `cb` is what events call: the waker's owner's notify function.
    pub fn new(waker: &'a Waker, cb: Callback) -> Self {
        waker.reset();
        Self {
            waker,
            cb,
            first: None,
            second: None,
            more: Vec::new(),
            refused: false,
        }
    }

    /// Subscribes to `ev`. An event that already closed with a replay marks
    /// the waker at once.
    /// Without memory to list it, the wait is refused at `arm`.
    #[inline(always)]
    pub fn on(&mut self, ev: &'a Event) -> Subscribed {
        let s = ev.subscribe(self.cb);
        if s == Subscribed::Added {
            if self.first.is_none() {
                self.first = Some(ev);
            } else if self.second.is_none() {
                self.second = Some(ev);
            } else if self.more.try_reserve(1).is_ok() {
                self.more.push(ev);
            } else {
                ev.unsubscribe(self.cb);
                self.refused = true;
                return Subscribed::Refused;
            }
        } else if s == Subscribed::Refused {
            self.refused = true;
        }
        s
    }

    /// Arms every event and says whether to suspend: false when one has
    /// already fired. A start failure is returned as the libuv error code.
    #[inline(always)]
    pub fn arm(&mut self) -> Result<bool, i32> {
        if self.refused {
            return Err(super::event::NO_MEMORY);
        }
        if self.waker.status() == WakerStatus::Result {
            return Ok(false);
        }
        self.try_each(Event::start)?;
        Ok(self.waker.suspend())
    }

    /// Which of the events passed to `on` fired first, if any: its position
    /// in subscription order among the ones that were added.
    pub fn fired_index(&self) -> Option<usize> {
        let f = self.waker.fired();
        self.events().position(|e| std::ptr::eq(e, f))
    }

    /// `f` on each event in subscription order, stopping at its first
    /// error. Field by field, not through `events()`: a chained iterator
    /// costs more than the one or two events of a usual wait (arm and drop
    /// are on every await).
    #[inline(always)]
    fn try_each<E>(&self, mut f: impl FnMut(&'a Event) -> Result<(), E>) -> Result<(), E> {
        if let Some(ev) = self.first {
            f(ev)?;
        }
        if let Some(ev) = self.second {
            f(ev)?;
        }
        self.more.iter().try_for_each(|ev| f(ev))
    }

    fn events(&self) -> impl Iterator<Item = &'a Event> + '_ {
        self.first
            .into_iter()
            .chain(self.second)
            .chain(self.more.iter().copied())
    }

    pub fn waker(&self) -> &Waker {
        self.waker
    }
}

impl Drop for Wait<'_> {
    fn drop(&mut self) {
        // A closed event has no subscriber left (closing takes them all,
        // and subscribing to a closed one never adds): nothing to search
        // for there, which is the common end of an await.
        let cb = self.cb;
        let _ = self.try_each(|ev| {
            if !ev.is_closed() {
                ev.unsubscribe(cb);
            }
            Ok::<(), ()>(())
        });
        self.waker.reset();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::event::{flags, EventOps};
    use std::ffi::c_void;

    thread_local! {
        static WAKER: Waker = Waker::default();
        static QUEUED: Cell<u32> = const { Cell::new(0) };
    }

    /// What the engine's notify does: mark the waker, queue if asked.
    extern "C" fn notify(ev: *const Event, _d: *mut c_void, _r: *mut c_void, _e: *mut c_void) {
        if WAKER.with(|w| w.on_event(ev)) {
            QUEUED.with(|q| q.set(q.get() + 1));
        }
    }

    fn cb() -> Callback {
        Callback {
            notify,
            data: std::ptr::null_mut(),
        }
    }

    fn queued() -> u32 {
        QUEUED.with(|q| q.replace(0))
    }

    #[test]
    fn first_event_queues_once_then_others_are_ignored() {
        queued();
        let a = Event::new(&EventOps::NONE, 0);
        let b = Event::new(&EventOps::NONE, 0);
        WAKER.with(|w| {
            let mut wait = Wait::new(w, cb());
            wait.on(&a);
            wait.on(&b);
            assert_eq!(wait.arm(), Ok(true));
            assert_eq!(w.status(), WakerStatus::Waiting);
            b.close(std::ptr::null_mut(), std::ptr::null_mut());
            assert_eq!(w.status(), WakerStatus::Queued);
            assert_eq!(wait.fired_index(), Some(1));
            a.close(std::ptr::null_mut(), std::ptr::null_mut());
            assert_eq!(queued(), 1, "only the first event queues the coroutine");
        });
        WAKER.with(|w| assert_eq!(w.status(), WakerStatus::NoStatus));
    }

    #[test]
    fn already_completed_event_means_no_suspension() {
        queued();
        let done = Event::new(&EventOps::NONE, flags::REPLAY);
        done.close(std::ptr::null_mut(), std::ptr::null_mut());
        let other = Event::new(&EventOps::NONE, 0);
        WAKER.with(|w| {
            let mut wait = Wait::new(w, cb());
            wait.on(&other);
            assert_eq!(wait.on(&done), Subscribed::Replayed);
            assert_eq!(w.status(), WakerStatus::Result);
            assert_eq!(wait.arm(), Ok(false));
            assert_eq!(queued(), 0);
        });
        assert_eq!(other.subscribers(), 0, "dropping the wait unsubscribes");
    }

    #[test]
    fn a_third_event_past_the_inline_two_keeps_its_place() {
        queued();
        let evs = [0, 1, 2, 3].map(|_| Event::new(&EventOps::NONE, 0));
        WAKER.with(|w| {
            let mut wait = Wait::new(w, cb());
            for ev in &evs {
                wait.on(ev);
            }
            assert_eq!(wait.arm(), Ok(true));
            evs[2].close(std::ptr::null_mut(), std::ptr::null_mut());
            assert_eq!(wait.fired_index(), Some(2));
            assert_eq!(queued(), 1);
        });
        for ev in &evs {
            assert_eq!(ev.subscribers(), 0, "dropping the wait unsubscribes");
        }
    }

    #[test]
    fn dropping_the_wait_unsubscribes_everything() {
        let a = Event::new(&EventOps::NONE, 0);
        WAKER.with(|w| {
            let mut wait = Wait::new(w, cb());
            wait.on(&a);
            assert_eq!(a.subscribers(), 1);
        });
        assert_eq!(a.subscribers(), 0);
        queued();
        a.close(std::ptr::null_mut(), std::ptr::null_mut());
        assert_eq!(queued(), 0);
    }

    #[test]
    fn forced_queue_and_ignore() {
        let w = &Waker::default();
        assert!(!w.force_queue(), "not waiting: nothing to queue");
        let ev = Event::new(&EventOps::NONE, 0);
        let mut wait = Wait::new(w, cb());
        wait.on(&ev);
        assert_eq!(wait.arm(), Ok(true));
        assert!(w.force_queue());
        assert!(!w.force_queue(), "already queued");
        assert!(
            !w.on_event(&ev),
            "an event after a forced queue changes nothing"
        );
        w.ignore();
        assert_eq!(w.status(), WakerStatus::Ignored);
        drop(wait);
        assert_eq!(w.status(), WakerStatus::NoStatus);
    }

    extern "C" fn refuse(_: *const Event) -> i32 {
        -9
    }
    static REFUSING: EventOps = EventOps {
        start: Some(refuse),
        ..EventOps::NONE
    };

    #[test]
    fn arm_reports_a_start_failure() {
        let ev = Event::new(&REFUSING, 0);
        WAKER.with(|w| {
            let mut wait = Wait::new(w, cb());
            wait.on(&ev);
            assert_eq!(wait.arm(), Err(-9));
            assert_eq!(w.status(), WakerStatus::NoStatus);
        });
    }
}
