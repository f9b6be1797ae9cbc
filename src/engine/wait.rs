//! One wait of a coroutine (core/waker.rs says the waker's states): the
//! C records (`zend_async_event_t`: a `records::LiveEvent`'s, a
//! coroutine's, a future's, a scope's) that the coroutine's listener (one
//! C callback record in its running part) joined for it, left on drop.

use crate::core::waker::{Waker, WakerStatus};
use crate::records::c_event::CEvent;
use crate::records::listener::{Callback, Listener};
use crate::records::live_event::{LiveEvent, Subscribed};
use std::ffi::c_void;
use std::mem::ManuallyDrop;
use std::pin::Pin;

/// The error code of a wait that could not subscribe for lack of memory
/// (the negated ENOMEM, as libuv reports it on Unix).
pub const NO_MEMORY: i32 = -libc::ENOMEM;

/// One wait: the records its listener joined, left on drop. Lives on the
/// waiting coroutine's stack, so the events it borrows (and the listener)
/// outlive it.
pub struct Wait<'a> {
    waker: &'a Waker,
    cb: Callback,
    /// A subscription failed for lack of memory: `arm` refuses the wait.
    refused: bool,
    /// The listener that joined the records: None until the first.
    listener: Option<Pin<&'a Listener>>,
    /// Most waits are on one or two events (an fd and its deadline, a
    /// coroutine and a Timeout token): those are inline, so they
    /// allocate nothing.
    first: Option<&'a CEvent>,
    second: Option<&'a CEvent>,
    /// Freed by `drop_rest`, so that the drop of a usual wait stays small
    /// enough to be inlined into every await.
    #[allow(clippy::box_collection)]
    more: ManuallyDrop<Option<Box<Vec<&'a CEvent>>>>,
}

/// What a wait joins: any C record (a coroutine's, a future's, a scope's,
/// a `LiveEvent`'s).
#[derive(Clone, Copy)]
pub struct AnyEvent<'a>(pub &'a CEvent);

/// A subscription that is not a wait (a signal() future's token): what
/// `AnyEvent::hook` listed, to give back to `unhook`.
#[derive(Clone, Copy)]
pub enum Hook {
    /// Not listed (the event had closed: told at once, or never).
    None,
    C(*mut crate::records::EventCallback),
}

impl<'a> From<&'a LiveEvent> for AnyEvent<'a> {
    /// The record, its inline slot lent first (as `Wait::on_live`).
    #[inline(always)]
    fn from(ev: &'a LiveEvent) -> Self {
        ev.lend_slot();
        AnyEvent(ev.record())
    }
}

impl AnyEvent<'_> {
    /// Lists `cb` until `unhook`; an event that already closed tells it
    /// at once (as a replay) and lists nothing.
    pub fn hook(self, cb: Callback) -> Hook {
        let ev = self.0;
        if ev.is_closed() {
            let null = std::ptr::null_mut();
            (cb.notify)(ev.as_ptr() as *const c_void, cb.data, null, null);
            return Hook::None;
        }
        crate::records::listener::hook(ev, cb.notify, cb.data).map_or(Hook::None, Hook::C)
    }

    /// Takes out what `hook` listed here (and frees it).
    pub fn unhook(self, h: Hook) {
        if let Hook::C(cb) = h {
            // SAFETY: the record `hook` listed: alive while listed
            // (compared only once the vector let it go).
            unsafe { self.0.take_callback(cb) }
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
            refused: false,
            listener: None,
            first: None,
            second: None,
            more: ManuallyDrop::new(None),
        }
    }

    /// Joins the record (`on_c`).
    #[inline(always)]
    pub fn on_any(&mut self, ev: AnyEvent<'a>, via: Pin<&'a Listener>) -> Subscribed {
        self.on_c(ev.0, via)
    }

    /// Joins one of true_async's own records (its inline slot lent
    /// first), as `on_c`.
    pub fn on_live(&mut self, ev: &'a LiveEvent, via: Pin<&'a Listener>) -> Subscribed {
        ev.lend_slot();
        self.on_c(ev.record(), via)
    }

    /// Joins a C record through the coroutine's listener `via` (aimed at
    /// this wait's callback now). A record that already closed with a
    /// replay marks the waker at once; without memory to list it, the
    /// wait is refused at `arm`.
    #[inline(always)]
    pub fn on_c(&mut self, ev: &'a CEvent, via: Pin<&'a Listener>) -> Subscribed {
        if self.listener.is_none() {
            via.aim(self.cb.notify, self.cb.data);
            self.listener = Some(via);
        }
        let l = self.listener.unwrap_or(via);
        if self.second.is_some() {
            let more = self.more.get_or_insert_with(Default::default);
            if more.try_reserve(1).is_err() {
                self.refused = true;
                return Subscribed::Refused;
            }
        }
        let s = l.join(ev);
        match s {
            Subscribed::Added => {}
            Subscribed::Refused => {
                self.refused = true;
                return s;
            }
            _ => return s,
        }
        if self.first.is_none() {
            self.first = Some(ev);
        } else if self.second.is_none() {
            self.second = Some(ev);
        } else if let Some(more) = &mut *self.more {
            more.push(ev);
        }
        s
    }

    /// `f` on each record joined, in order, up to its first error.
    #[inline(always)]
    fn try_each<E>(&self, mut f: impl FnMut(&'a CEvent) -> Result<(), E>) -> Result<(), E> {
        let Some(ev) = self.first else {
            return Ok(());
        };
        f(ev)?;
        if let Some(ev) = self.second {
            f(ev)?;
        }
        match &*self.more {
            Some(more) => more.iter().try_for_each(|ev| f(ev)),
            None => Ok(()),
        }
    }

    /// Whether the record at `addr` is the one that fired first.
    pub fn fired_is(&self, addr: *const c_void) -> bool {
        !addr.is_null() && self.waker.fired() == addr
    }

    /// Arms every event and says whether to suspend: false when one has
    /// already fired. A start failure is returned as the libuv error code.
    #[inline(always)]
    pub fn arm(&mut self) -> Result<bool, i32> {
        if self.refused {
            return Err(NO_MEMORY);
        }
        if self.waker.status() == WakerStatus::Result {
            return Ok(false);
        }
        self.try_each(CEvent::start)?;
        Ok(self.waker.suspend())
    }

    pub fn waker(&self) -> &Waker {
        self.waker
    }
}

impl Drop for Wait<'_> {
    // Inlined: it ends every await, whose usual wait is on one record (a
    // coroutine's) or two.
    #[inline(always)]
    fn drop(&mut self) {
        if self.more.is_some() {
            self.drop_rest();
        } else if let (Some(l), Some(ev)) = (self.listener, self.first) {
            // A record that closed and let its vector go has nothing to
            // search; one that kept its callbacks (a coroutine's, as C's
            // notify-and-close does) is searched.
            l.leave(ev);
            if let Some(ev) = self.second {
                l.leave(ev);
            }
        }
        self.waker.reset();
    }
}

impl Wait<'_> {
    /// Every record left, the `more` list freed.
    #[cold]
    #[inline(never)]
    fn drop_rest(&mut self) {
        if let Some(l) = self.listener {
            let _ = self.try_each(|ev| {
                l.leave(ev);
                Ok::<(), ()>(())
            });
        }
        // SAFETY: taken once, here, from the wait being dropped (Drop is
        // the only caller); nothing reads it afterwards.
        drop(unsafe { ManuallyDrop::take(&mut self.more) });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::records::live_event::Methods;
    use crate::records::Event as Raw;
    use std::cell::Cell;
    use std::pin::pin;
    use std::ptr::null_mut;

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
            data: null_mut(),
        }
    }

    fn queued() -> u32 {
        QUEUED.with(|q| q.replace(0))
    }

    fn plain() -> LiveEvent {
        LiveEvent::new(&Methods::NONE, 0)
    }

    fn addr(ev: &LiveEvent) -> *const c_void {
        ev.as_ptr() as *const c_void
    }

    #[test]
    fn first_event_queues_once_then_others_are_ignored() {
        queued();
        let (a, b) = (plain(), plain());
        let l = pin!(Listener::new());
        WAKER.with(|w| {
            let mut wait = Wait::new(w, cb());
            wait.on_live(&a, l.as_ref());
            wait.on_live(&b, l.as_ref());
            assert_eq!(wait.arm(), Ok(true));
            assert_eq!(w.status(), WakerStatus::Waiting);
            b.close(null_mut(), null_mut());
            assert_eq!(w.status(), WakerStatus::Queued);
            assert!(wait.fired_is(addr(&b)));
            assert!(!wait.fired_is(addr(&a)));
            a.close(null_mut(), null_mut());
            assert!(wait.fired_is(addr(&b)), "the first one stays the one");
            assert_eq!(queued(), 1, "only the first event queues the coroutine");
        });
        WAKER.with(|w| assert_eq!(w.status(), WakerStatus::NoStatus));
    }

    #[test]
    fn dropping_the_wait_takes_it_out_of_the_c_records() {
        let (a, b) = (plain(), plain());
        let l = pin!(Listener::new());
        WAKER.with(|w| {
            let mut wait = Wait::new(w, cb());
            wait.on_live(&a, l.as_ref());
            wait.on_live(&b, l.as_ref());
            assert_eq!((a.subscribers(), b.subscribers()), (1, 1));
        });
        assert_eq!((a.subscribers(), b.subscribers()), (0, 0));
        queued();
        a.notify(null_mut(), null_mut());
        assert_eq!(queued(), 0);
    }

    #[test]
    fn a_third_c_record_past_the_inline_two_is_joined_and_left() {
        queued();
        let evs = [0, 1, 2].map(|_| plain());
        let l = pin!(Listener::new());
        WAKER.with(|w| {
            let mut wait = Wait::new(w, cb());
            for ev in &evs {
                assert_eq!(wait.on_live(ev, l.as_ref()), Subscribed::Added);
            }
            assert_eq!(wait.arm(), Ok(true));
            assert!(evs.iter().all(|e| e.is_started()), "arm starts all three");
            evs[2].notify(null_mut(), null_mut());
            assert!(wait.fired_is(addr(&evs[2])));
            assert_eq!(queued(), 1);
        });
        for ev in &evs {
            assert_eq!(ev.subscribers(), 0, "dropping the wait left each");
        }
    }

    #[test]
    fn a_replaying_c_record_means_no_suspension() {
        queued();
        let done = LiveEvent::new(
            &Methods {
                replay: true,
                ..Methods::NONE
            },
            0,
        );
        done.close(null_mut(), null_mut());
        let other = plain();
        let l = pin!(Listener::new());
        WAKER.with(|w| {
            let mut wait = Wait::new(w, cb());
            wait.on_live(&other, l.as_ref());
            assert_eq!(wait.on_live(&done, l.as_ref()), Subscribed::Replayed);
            assert_eq!(w.status(), WakerStatus::Result);
            assert_eq!(wait.arm(), Ok(false));
            assert_eq!(queued(), 0);
        });
        assert_eq!(other.subscribers(), 0, "dropping the wait left it");
    }

    #[test]
    fn a_closed_record_without_replay_is_not_joined() {
        let done = plain();
        done.close(null_mut(), null_mut());
        let l = pin!(Listener::new());
        WAKER.with(|w| {
            let mut wait = Wait::new(w, cb());
            assert_eq!(wait.on_live(&done, l.as_ref()), Subscribed::Closed);
            assert_eq!(w.status(), WakerStatus::NoStatus);
        });
    }

    #[test]
    fn forced_queue_and_ignore() {
        let w = &Waker::default();
        assert!(!w.force_queue(), "not waiting: nothing to queue");
        let ev = plain();
        let l = pin!(Listener::new());
        let mut wait = Wait::new(w, cb());
        wait.on_live(&ev, l.as_ref());
        assert_eq!(wait.arm(), Ok(true));
        assert!(w.force_queue());
        assert!(!w.force_queue(), "already queued");
        assert!(
            !w.on_event(addr(&ev)),
            "an event after a forced queue changes nothing"
        );
        w.ignore();
        assert_eq!(w.status(), WakerStatus::Ignored);
        drop(wait);
        assert_eq!(w.status(), WakerStatus::NoStatus);
    }

    unsafe extern "C" fn refuse(_: *mut Raw) -> bool {
        crate::records::live_event::set_start_error(-9);
        false
    }

    #[test]
    fn arm_reports_a_start_failure() {
        let ev = LiveEvent::new(
            &Methods {
                start: Some(refuse),
                ..Methods::NONE
            },
            0,
        );
        let l = pin!(Listener::new());
        WAKER.with(|w| {
            let mut wait = Wait::new(w, cb());
            wait.on_live(&ev, l.as_ref());
            assert_eq!(wait.arm(), Err(-9));
            assert_eq!(w.status(), WakerStatus::NoStatus);
        });
        assert!(!ev.is_started());
    }

    extern "C" fn told(_: *const c_void, d: *mut c_void, _: *mut c_void, _: *mut c_void) {
        QUEUED.with(|q| q.set(q.get() + d as u32));
    }

    #[test]
    fn a_hook_is_told_until_unhooked_and_at_once_after_a_close() {
        queued();
        let ev = plain();
        let any = AnyEvent::from(&ev);
        let cb = Callback {
            notify: told,
            data: 3 as *mut c_void,
        };
        let h = any.hook(cb);
        assert!(matches!(h, Hook::C(_)));
        ev.notify(null_mut(), null_mut());
        assert_eq!(queued(), 3);
        any.unhook(h);
        assert_eq!(ev.subscribers(), 0);
        ev.notify(null_mut(), null_mut());
        assert_eq!(queued(), 0);
        ev.close(null_mut(), null_mut());
        assert!(matches!(any.hook(cb), Hook::None), "closed: not listed");
        assert_eq!(queued(), 3, "told at once");
    }
}
