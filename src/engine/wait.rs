//! One wait of a coroutine (core/waker.rs says the waker's states): the
//! subscriptions of its waker, undone on drop. `on` takes the Rust events
//! (`core::Event`), `on_live` the C records (`records::LiveEvent`), which
//! the coroutine's listener (one C callback record in its running part)
//! joins with the same callback, while both kinds of event exist
//! (docs/zend-async-abi-plan.md section 4, step 3).

use crate::core::event::{Callback, Event, Subscribed};
use crate::core::waker::{Waker, WakerStatus};
use crate::records::c_event::CEvent;
use crate::records::listener::Listener;
use crate::records::live_event::{self, LiveEvent};
use std::ffi::c_void;
use std::mem::ManuallyDrop;
use std::pin::Pin;

/// One wait: the subscriptions of a waker, undone on drop. Lives on the
/// waiting coroutine's stack, so the events it borrows (and the listener)
/// outlive it.
pub struct Wait<'a> {
    waker: &'a Waker,
    cb: Callback,
    /// Most waits are on one or two events (an fd and its timeout, a
    /// coroutine and a token): those are inline, so they allocate nothing.
    first: Option<&'a Event>,
    second: Option<&'a Event>,
    /// Freed by `drop_rest` (it holds something only when `second` is
    /// set), so that the drop of a usual wait stays small enough to be
    /// inlined into every await.
    more: ManuallyDrop<Vec<&'a Event>>,
    /// A subscription failed for lack of memory: `arm` refuses the wait.
    refused: bool,
    /// The C records joined (`on_live`), in order, and the listener that
    /// joined them: null until the first.
    live: Option<Pin<&'a Listener>>,
    live_first: Option<&'a CEvent>,
    /// The second C record inline too (an fd and its deadline, a
    /// coroutine and a Timeout token): no allocation for those.
    live_second: Option<&'a CEvent>,
    /// Freed by `leave_live` (set only after `live`), so that the drop of
    /// a wait on Rust events alone stays what it was (inlined).
    #[allow(clippy::box_collection)]
    live_more: ManuallyDrop<Option<Box<Vec<&'a CEvent>>>>,
}

/// What a wait subscribes to while both event records exist: a Rust
/// event, or a C record (a coroutine's, a `LiveEvent`'s).
#[derive(Clone, Copy)]
pub enum AnyEvent<'a> {
    Rust(&'a Event),
    C(&'a CEvent),
}

/// A subscription that is not a wait (a signal() future's token): what
/// `AnyEvent::hook` listed, to give back to `unhook`.
#[derive(Clone, Copy)]
pub enum Hook {
    /// Not listed (the event had closed: told at once, or never).
    None,
    Rust(Callback),
    C(*mut crate::records::EventCallback),
}

impl<'a> From<&'a Event> for AnyEvent<'a> {
    #[inline(always)]
    fn from(ev: &'a Event) -> Self {
        AnyEvent::Rust(ev)
    }
}

impl<'a> From<&'a LiveEvent> for AnyEvent<'a> {
    /// The record, its inline slot lent first (as `Wait::on_live`).
    #[inline(always)]
    fn from(ev: &'a LiveEvent) -> Self {
        ev.lend_slot();
        AnyEvent::C(ev.record())
    }
}

impl<'a> AnyEvent<'a> {
    /// Lists `cb` until `unhook`; an event that already closed tells it
    /// at once (as a replay) and lists nothing.
    pub fn hook(self, cb: Callback) -> Hook {
        match self {
            AnyEvent::Rust(ev) => match ev.subscribe(cb) {
                Subscribed::Added => Hook::Rust(cb),
                _ => Hook::None,
            },
            AnyEvent::C(ev) => {
                if ev.is_closed() {
                    let null = std::ptr::null_mut();
                    (cb.notify)(ev.as_ptr() as *const c_void, cb.data, null, null);
                    return Hook::None;
                }
                let h = crate::records::listener::boxed(cb.notify, cb.data);
                // SAFETY: a new heap record, owned by the vector once listed.
                if unsafe { ev.push_callback(h) } {
                    Hook::C(h)
                } else {
                    // SAFETY: just made, never listed.
                    unsafe { crate::records::listener::free_boxed(h) };
                    Hook::None
                }
            }
        }
    }

    /// Takes out what `hook` listed here (freed with it, for a C record).
    pub fn unhook(self, h: Hook) {
        match (self, h) {
            (AnyEvent::Rust(ev), Hook::Rust(cb)) => ev.unsubscribe(cb),
            // SAFETY: the record `hook` listed: alive while listed (compared
            // only once the vector let it go).
            (AnyEvent::C(ev), Hook::C(cb)) => unsafe { ev.take_callback(cb) },
            _ => {}
        }
    }
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
            more: ManuallyDrop::new(Vec::new()),
            refused: false,
            live: None,
            live_first: None,
            live_second: None,
            live_more: ManuallyDrop::new(None),
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

    /// Subscribes to either record: `on` or `on_c`.
    #[inline(always)]
    pub fn on_any(&mut self, ev: AnyEvent<'a>, via: Pin<&'a Listener>) -> Subscribed {
        match ev {
            AnyEvent::Rust(ev) => self.on(ev),
            AnyEvent::C(ev) => self.on_c(ev, via),
        }
    }

    /// Subscribes to one of true_async's C records (its inline slot lent
    /// first), as `on_c`.
    pub fn on_live(&mut self, ev: &'a LiveEvent, via: Pin<&'a Listener>) -> Subscribed {
        ev.lend_slot();
        self.on_c(ev.record(), via)
    }

    /// Subscribes to a C record, as `on` does, through the coroutine's
    /// listener `via` (aimed at this wait's callback now).
    #[inline(always)]
    pub fn on_c(&mut self, ev: &'a CEvent, via: Pin<&'a Listener>) -> Subscribed {
        if self.live.is_none() {
            via.aim(self.cb.notify, self.cb.data);
            self.live = Some(via);
        }
        let l = self.live.unwrap_or(via);
        if self.live_second.is_some() {
            let more = self.live_more.get_or_insert_with(Default::default);
            if more.try_reserve(1).is_err() {
                self.refused = true;
                return Subscribed::Refused;
            }
        }
        let s = match l.join(ev) {
            live_event::Subscribed::Added => Subscribed::Added,
            live_event::Subscribed::Replayed => return Subscribed::Replayed,
            live_event::Subscribed::Closed => return Subscribed::Closed,
            live_event::Subscribed::Refused => {
                self.refused = true;
                return Subscribed::Refused;
            }
        };
        if self.live_first.is_none() {
            self.live_first = Some(ev);
        } else if self.live_second.is_none() {
            self.live_second = Some(ev);
        } else if let Some(more) = &mut *self.live_more {
            more.push(ev);
        }
        s
    }

    /// The listener leaves every C record joined: one that closed may
    /// keep its callbacks (a coroutine's, as C's notify-and-close does);
    /// one that let its vector go has nothing left to search.
    fn leave_live(&mut self) {
        let Some(l) = self.live else { return };
        let _ = self.try_each_live(|ev| {
            l.leave(ev);
            Ok::<(), ()>(())
        });
        // SAFETY: taken once, here, from the wait being dropped (Drop is
        // the only caller); nothing reads it afterwards.
        drop(unsafe { ManuallyDrop::take(&mut self.live_more) });
    }

    /// `f` on each C record joined, in order, up to its first error.
    #[inline(always)]
    fn try_each_live<E>(&self, mut f: impl FnMut(&'a CEvent) -> Result<(), E>) -> Result<(), E> {
        let Some(ev) = self.live_first else {
            return Ok(());
        };
        f(ev)?;
        if let Some(ev) = self.live_second {
            f(ev)?;
        }
        match &*self.live_more {
            Some(more) => more.iter().try_for_each(|ev| f(ev)),
            None => Ok(()),
        }
    }

    /// Whether the event at `addr` (`Event::addr`, or a C record's
    /// address) is the one that fired first.
    pub fn fired_is(&self, addr: *const c_void) -> bool {
        !addr.is_null() && self.waker.fired() == addr
    }

    /// Arms every event and says whether to suspend: false when one has
    /// already fired. A start failure is returned as the libuv error code.
    #[inline(always)]
    pub fn arm(&mut self) -> Result<bool, i32> {
        if self.refused {
            return Err(crate::core::event::NO_MEMORY);
        }
        if self.waker.status() == WakerStatus::Result {
            return Ok(false);
        }
        self.try_each(Event::start)?;
        self.try_each_live(CEvent::start)?;
        Ok(self.waker.suspend())
    }

    /// Which of the events passed to `on` fired first, if any: its position
    /// in subscription order among the ones that were added.
    pub fn fired_index(&self) -> Option<usize> {
        let f = self.waker.fired();
        self.events().position(|e| e.addr() == f)
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
    // Inlined: it ends every await, whose usual wait is on one event (a
    // Rust event, or a coroutine's C record).
    #[inline(always)]
    fn drop(&mut self) {
        // A closed event has no subscriber left (closing takes them all,
        // and subscribing to a closed one never adds): nothing to search
        // for there, which is the common end of an await.
        if let Some(ev) = self.first {
            if !ev.is_closed() {
                ev.unsubscribe(self.cb);
            }
        }
        if self.second.is_some() || self.live_more.is_some() {
            self.drop_rest();
        } else if let (Some(l), Some(ev)) = (self.live, self.live_first) {
            l.leave(ev);
            if let Some(ev) = self.live_second {
                l.leave(ev);
            }
        }
        self.waker.reset();
    }
}

impl Wait<'_> {
    /// The second and later Rust events left, the `more` list freed, the
    /// C records left.
    #[cold]
    #[inline(never)]
    fn drop_rest(&mut self) {
        let cb = self.cb;
        let rest = self.second.into_iter().chain(self.more.iter().copied());
        for ev in rest {
            if !ev.is_closed() {
                ev.unsubscribe(cb);
            }
        }
        // SAFETY: taken once, here, from the wait being dropped (Drop is
        // the only caller); nothing reads it afterwards.
        drop(unsafe { ManuallyDrop::take(&mut self.more) });
        if self.live.is_some() {
            self.leave_live();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::event::{flags, EventOps};
    use std::cell::Cell;
    use std::ffi::c_void;
    use std::pin::pin;

    thread_local! {
        static WAKER: Waker = Waker::default();
        static QUEUED: Cell<u32> = const { Cell::new(0) };
    }

    /// What the engine's notify does: mark the waker, queue if asked.
    extern "C" fn notify(ev: *const c_void, _d: *mut c_void, _r: *mut c_void, _e: *mut c_void) {
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
            !w.on_event(ev.addr()),
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

    use crate::records::live_event::Methods;

    #[test]
    fn a_c_record_and_a_rust_event_in_one_wait() {
        queued();
        let rust = Event::new(&EventOps::NONE, 0);
        let c = LiveEvent::new(&Methods::NONE, 0);
        let l = pin!(Listener::new());
        WAKER.with(|w| {
            let mut wait = Wait::new(w, cb());
            assert_eq!(wait.on(&rust), Subscribed::Added);
            assert_eq!(wait.on_live(&c, l.as_ref()), Subscribed::Added);
            assert_eq!(c.subscribers(), 1);
            assert_eq!(wait.arm(), Ok(true));
            assert!(c.is_started(), "arm starts the C records too");
            c.close(std::ptr::null_mut(), std::ptr::null_mut());
            assert_eq!(w.status(), WakerStatus::Queued);
            assert!(wait.fired_is(c.as_ptr() as *const c_void));
            assert_eq!(wait.fired_index(), None, "not one of the Rust events");
            rust.close(std::ptr::null_mut(), std::ptr::null_mut());
            assert_eq!(queued(), 1);
        });
        assert_eq!(rust.subscribers(), 0);
    }

    #[test]
    fn dropping_the_wait_takes_it_out_of_the_c_records() {
        let a = LiveEvent::new(&Methods::NONE, 0);
        let b = LiveEvent::new(&Methods::NONE, 0);
        let l = pin!(Listener::new());
        WAKER.with(|w| {
            let mut wait = Wait::new(w, cb());
            wait.on_live(&a, l.as_ref());
            wait.on_live(&b, l.as_ref());
            assert_eq!((a.subscribers(), b.subscribers()), (1, 1));
        });
        assert_eq!((a.subscribers(), b.subscribers()), (0, 0));
        queued();
        a.notify(std::ptr::null_mut(), std::ptr::null_mut());
        assert_eq!(queued(), 0);
    }

    #[test]
    fn a_third_c_record_past_the_inline_two_is_joined_and_left() {
        queued();
        let evs = [0, 1, 2].map(|_| LiveEvent::new(&Methods::NONE, 0));
        let l = pin!(Listener::new());
        WAKER.with(|w| {
            let mut wait = Wait::new(w, cb());
            for ev in &evs {
                assert_eq!(wait.on_live(ev, l.as_ref()), Subscribed::Added);
            }
            assert_eq!(wait.arm(), Ok(true));
            assert!(evs.iter().all(|e| e.is_started()), "arm starts all three");
            evs[2].notify(std::ptr::null_mut(), std::ptr::null_mut());
            assert!(wait.fired_is(evs[2].as_ptr() as *const c_void));
            assert_eq!(queued(), 1);
        });
        for ev in &evs {
            assert_eq!(ev.subscribers(), 0, "dropping the wait left each");
        }
    }

    #[test]
    fn a_replaying_c_record_means_no_suspension() {
        let done = LiveEvent::new(
            &Methods {
                replay: true,
                ..Methods::NONE
            },
            0,
        );
        done.close(std::ptr::null_mut(), std::ptr::null_mut());
        let l = pin!(Listener::new());
        WAKER.with(|w| {
            let mut wait = Wait::new(w, cb());
            assert_eq!(wait.on_live(&done, l.as_ref()), Subscribed::Replayed);
            assert_eq!(w.status(), WakerStatus::Result);
            assert_eq!(wait.arm(), Ok(false));
        });
    }
}
