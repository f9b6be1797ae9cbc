//! A channel: values handed from senders to receivers in FIFO order, with
//! a bounded buffer (capacity > 0) or a hand-off (capacity 0).
//!
//! Reservations are hand-offs: a value that arrives while a receiver waits
//! goes straight into that receiver's slot, and a parked sender's value
//! goes into the buffer the moment a place frees. Nobody can take what was
//! handed over; a waiter cancelled before it runs passes its value on (to
//! the next receiver, or back to the head of the buffer).

use crate::awaitables::future::FutureCore;
use crate::engine::coroutine::{CoRef, WaitingFor};
use crate::engine::deadlock::DeadlockCandidate;
use crate::engine::errors::Thrown;
use crate::engine::php_ops::{woken, Outcome};
use crate::engine::runtime::rt;
use crate::engine::wait::Wait;
use ext_php_rs::convert::IntoZval;
use ext_php_rs::types::Zval;
use std::cell::{Cell, RefCell};
use std::collections::VecDeque;
use std::rc::{Rc, Weak};

/// Why a channel closed (`Async\ChannelCloseReason`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reason {
    Explicit,
    Disposed,
    NoProducers,
    NoConsumers,
    Deadlock,
    ScopeDisposed,
}

impl Reason {
    pub fn message(self) -> &'static str {
        match self {
            Reason::Explicit => "Channel is closed",
            Reason::Disposed => "Channel disposed",
            Reason::NoProducers => "Channel deadlock: no producers",
            Reason::NoConsumers => "Channel deadlock: no consumers",
            Reason::Deadlock => "Channel deadlock",
            Reason::ScopeDisposed => "Channel closed: owner scope disposed",
        }
    }

    /// The ChannelException for this reason, its `$reason` set.
    pub fn exception(self) -> Thrown {
        let ex = Thrown::of_class("Async\\ChannelException", self.message());
        if let Ok(case) = super::channel_object::CloseReason::from(self).into_zval(false) {
            ex.set_public_property("reason", case);
        }
        ex
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum WaitState {
    Waiting,
    /// A receiver got its value in `value`; a rendezvous sender's value
    /// was taken.
    Done,
    /// A buffered sender: a place in the buffer is kept for it until it
    /// runs and stores its value.
    SlotReserved,
    Closed(Reason),
}

/// A parked coroutine: what it waits for and how it is woken. Woken
/// directly through its waker (no event to subscribe to and notify: the
/// channel knows whom it wakes).
pub struct Waiter {
    value: RefCell<Option<Zval>>,
    state: Cell<WaitState>,
    co: Cell<CoRef>,
}

impl Waiter {
    fn finish(&self, state: WaitState) {
        self.state.set(state);
        // Queued only if it still waits: one woken by its token or timer
        // meanwhile sees the new state when it runs.
        let co = self.co.get();
        if co.get().waker.on_event(std::ptr::null()) {
            rt().wake(co);
        }
    }
}

enum Receiver {
    Coroutine(Rc<Waiter>),
    /// recvAsync(): gone when its Future is dropped.
    Future(Weak<FutureCore>),
}

pub struct ChannelCore {
    capacity: usize,
    buf: RefCell<VecDeque<Zval>>,
    receivers: RefCell<VecDeque<Receiver>>,
    senders: RefCell<VecDeque<Rc<Waiter>>>,
    /// Values handed to woken receivers that have not run yet.
    handed: Cell<usize>,
    /// Buffer places kept for woken senders that have not run yet.
    reserved_slots: Cell<usize>,
    closed: Cell<Option<Reason>>,
    /// How long a receiver (sender) may wait with nobody sending
    /// (receiving) before the channel closes; 0: forever.
    no_producer_ms: u64,
    no_consumer_ms: u64,
    /// A waiter nobody holds any more, kept for the next park: a
    /// ping-pong parks once per message, and the allocation was a sixth
    /// of a message's cost.
    spare: RefCell<Option<Rc<Waiter>>>,
    /// Hard timeouts keep the loop alive and always run their course;
    /// soft ones do not, and when nothing else is left the channel closes
    /// with DEADLOCK instead (engine/deadlock.rs's candidates).
    hard: bool,
}

impl ChannelCore {
    pub fn new(capacity: usize, no_producer_ms: u64, no_consumer_ms: u64, hard: bool) -> Rc<Self> {
        let core = Rc::new(ChannelCore {
            no_producer_ms,
            no_consumer_ms,
            hard,
            capacity,
            buf: RefCell::new(VecDeque::new()),
            receivers: RefCell::new(VecDeque::new()),
            senders: RefCell::new(VecDeque::new()),
            handed: Cell::new(0),
            reserved_slots: Cell::new(0),
            closed: Cell::new(None),
            spare: RefCell::new(None),
        });
        if !hard && (no_producer_ms > 0 || no_consumer_ms > 0) {
            let candidate: Rc<dyn DeadlockCandidate> = core.clone();
            crate::engine::deadlock::add_candidate(&candidate);
        }
        core
    }

    pub fn capacity(&self) -> usize {
        self.capacity
    }

    pub fn closed(&self) -> Option<Reason> {
        self.closed.get()
    }

    /// A waiter for the running coroutine (the spare one if there is).
    fn waiter(&self, value: Option<Zval>) -> Rc<Waiter> {
        let co = rt().ensure_launched();
        if let Some(w) = self.spare.borrow_mut().take() {
            *w.value.borrow_mut() = value;
            w.state.set(WaitState::Waiting);
            w.co.set(co);
            return w;
        }
        Rc::new(Waiter {
            value: RefCell::new(value),
            state: Cell::new(WaitState::Waiting),
            co: Cell::new(co),
        })
    }

    /// Keeps `w` for the next park if nobody else holds it.
    fn recycle(&self, w: Rc<Waiter>) {
        if Rc::strong_count(&w) == 1 {
            drop(w.value.borrow_mut().take());
            *self.spare.borrow_mut() = Some(w);
        }
    }

    /// Values held, those handed to woken receivers included (a parked
    /// rendezvous sender's value too: it occupies the slot).
    pub fn count(&self) -> usize {
        let parked = if self.capacity == 0 {
            self.senders.borrow().len()
        } else {
            0
        };
        self.buf.borrow().len() + self.handed.get() + parked
    }

    pub fn is_full(&self) -> bool {
        self.count() >= self.capacity.max(1)
    }

    /// Gives `v` to the oldest receiver still waiting; Err(v) if none.
    fn hand_to_receiver(&self, v: Zval) -> Result<(), Zval> {
        loop {
            let next = self.receivers.borrow_mut().pop_front();
            match next {
                None => return Err(v),
                Some(Receiver::Coroutine(w)) => {
                    *w.value.borrow_mut() = Some(v);
                    self.handed.set(self.handed.get() + 1);
                    w.finish(WaitState::Done);
                    return Ok(());
                }
                Some(Receiver::Future(f)) => {
                    // A dropped Future's place is skipped: the value goes
                    // to the next receiver.
                    if let Some(f) = f.upgrade() {
                        let _ = f.complete(v);
                        return Ok(());
                    }
                }
            }
        }
    }

    /// Free places nobody has claimed.
    fn free_places(&self) -> usize {
        self.capacity
            .saturating_sub(self.buf.borrow().len() + self.reserved_slots.get())
    }

    /// A place freed in the buffer: it is kept for the oldest parked
    /// sender, which stores its value when it runs.
    fn admit_sender(&self) {
        while self.capacity > 0 && self.free_places() > 0 {
            let next = self.senders.borrow_mut().pop_front();
            let Some(w) = next else { return };
            self.reserved_slots.set(self.reserved_slots.get() + 1);
            w.finish(WaitState::SlotReserved);
        }
    }

    /// Stores a sender's value: to a waiting receiver, else the buffer.
    fn store(&self, v: Zval) {
        if let Err(v) = self.hand_to_receiver(v) {
            self.buf.borrow_mut().push_back(v);
        }
    }

    /// `sendAsync()`: stores without waiting; false if it cannot.
    pub fn try_send(&self, v: Zval) -> bool {
        if self.closed.get().is_some() {
            return false;
        }
        let v = match self.hand_to_receiver(v) {
            Ok(()) => return true,
            Err(v) => v,
        };
        let room = if self.capacity == 0 {
            self.buf.borrow().is_empty() && self.senders.borrow().is_empty()
        } else {
            self.free_places() > 0 && self.senders.borrow().is_empty()
        };
        if room {
            self.buf.borrow_mut().push_back(v);
        }
        room
    }

    /// The next value without waiting: the buffer's head (a parked sender
    /// then takes the freed place), or a parked rendezvous sender's.
    fn try_take(&self) -> Option<Zval> {
        let head = self.buf.borrow_mut().pop_front();
        if let Some(v) = head {
            self.admit_sender();
            return Some(v);
        }
        if self.capacity > 0 {
            // A buffered sender stores its value itself when it runs.
            return None;
        }
        let next = self.senders.borrow_mut().pop_front();
        let w = next?;
        let v = w.value.borrow_mut().take();
        w.finish(WaitState::Done);
        v
    }

    /// Suspends the running coroutine on `w` (and the token). `idle`: how
    /// long it may wait with nobody on the other side, and the reason the
    /// channel then closes with.
    fn park(
        &self,
        w: &Waiter,
        token: Option<crate::awaitables::awaitable::Awaitable>,
        idle: (u64, Reason),
    ) -> Result<(), Outcome> {
        let rt = rt();
        let cur = rt.ensure_launched();
        let rec = cur.get();
        let timer = match idle.0 {
            0 => None,
            ms if self.hard => crate::awaitables::timeout::Timeout::start(ms).ok(),
            ms => crate::awaitables::timeout::Timeout::start_background(ms).ok(),
        };
        let result = loop {
            if w.state.get() != WaitState::Waiting {
                break Ok(());
            }
            let mut wait = Wait::new(&rec.waker, rec.wake_callback());
            if let Some(t) = token {
                wait.on_any(t.event(), rec.listener());
            }
            if let Some(t) = &timer {
                wait.on_live(t.state.event(), rec.listener());
            }
            let r = rt.wait_on(&mut wait, WaitingFor::Event);
            drop(wait);
            if let Err(o) = woken(r) {
                break Err(o);
            }
            if w.state.get() == WaitState::Waiting {
                if let Some(t) = token {
                    if t.is_done() {
                        break Err(Outcome::Throw(t.cancellation()));
                    }
                }
                if timer.as_ref().is_some_and(|t| t.state.has_fired()) {
                    self.close(idle.1);
                }
            }
        };
        if let Some(t) = timer {
            t.state.cancel();
        }
        result
    }

    /// `send()`.
    pub fn send(&self, v: Zval, token: Option<crate::awaitables::awaitable::Awaitable>) -> Outcome {
        if let Some(t) = token {
            if t.is_done() {
                return Outcome::Throw(t.cancellation());
            }
        }
        if let Some(r) = self.closed.get() {
            return Outcome::Throw(r.exception());
        }
        let v = match self.hand_to_receiver(v) {
            Ok(()) => return Outcome::Value(Zval::new()),
            Err(v) => v,
        };
        if self.capacity > 0 && self.free_places() > 0 && self.senders.borrow().is_empty() {
            self.buf.borrow_mut().push_back(v);
            return Outcome::Value(Zval::new());
        }
        let w = self.waiter(Some(v));
        self.senders.borrow_mut().push_back(w.clone());
        let parked = self.park(&w, token, (self.no_consumer_ms, Reason::NoConsumers));
        let out = match w.state.get() {
            WaitState::Done => Outcome::Value(Zval::new()),
            WaitState::SlotReserved => {
                self.reserved_slots
                    .set(self.reserved_slots.get().saturating_sub(1));
                let v = w.value.borrow_mut().take().unwrap_or_default();
                match parked {
                    // Cancelled before it ran: its place goes to the next
                    // sender, its value is withdrawn.
                    Err(o) => {
                        drop(v);
                        self.admit_sender();
                        o
                    }
                    Ok(()) => match self.closed.get() {
                        Some(r) => Outcome::Throw(r.exception()),
                        None => {
                            self.store(v);
                            Outcome::Value(Zval::new())
                        }
                    },
                }
            }
            WaitState::Closed(r) => Outcome::Throw(r.exception()),
            WaitState::Waiting => {
                // Cancelled: the value is withdrawn.
                self.senders.borrow_mut().retain(|s| !Rc::ptr_eq(s, &w));
                drop(w.value.borrow_mut().take());
                match parked {
                    Err(o) => o,
                    Ok(()) => Outcome::Value(Zval::new()),
                }
            }
        };
        self.recycle(w);
        out
    }

    /// `recv()`.
    pub fn recv(&self, token: Option<crate::awaitables::awaitable::Awaitable>) -> Outcome {
        if let Some(t) = token {
            if t.is_done() {
                return Outcome::Throw(t.cancellation());
            }
        }
        if let Some(v) = self.try_take() {
            return Outcome::Value(v);
        }
        if let Some(r) = self.closed.get() {
            return Outcome::Throw(r.exception());
        }
        // Parked senders may have places now (a value went straight to a
        // receiver): they store when they run, and this receiver gets one.
        self.admit_sender();
        let w = self.waiter(None);
        self.receivers
            .borrow_mut()
            .push_back(Receiver::Coroutine(w.clone()));
        let parked = self.park(&w, token, (self.no_producer_ms, Reason::NoProducers));
        let out = match w.state.get() {
            WaitState::SlotReserved => Outcome::Value(Zval::new()),
            WaitState::Done => {
                self.handed.set(self.handed.get().saturating_sub(1));
                let v = w.value.borrow_mut().take().unwrap_or_default();
                match parked {
                    // Its value came, but so did a cancellation before it
                    // ran: the value goes on to the next receiver.
                    Err(o) => {
                        self.give_back(v);
                        o
                    }
                    Ok(()) => Outcome::Value(v),
                }
            }
            WaitState::Closed(r) => Outcome::Throw(r.exception()),
            WaitState::Waiting => {
                self.receivers
                    .borrow_mut()
                    .retain(|r| !matches!(r, Receiver::Coroutine(x) if Rc::ptr_eq(x, &w)));
                match parked {
                    Err(o) => o,
                    Ok(()) => Outcome::Value(Zval::new()),
                }
            }
        };
        self.recycle(w);
        out
    }

    /// A value a cancelled receiver did not take: to the next receiver,
    /// else back to the head of the buffer.
    fn give_back(&self, v: Zval) {
        if let Err(v) = self.hand_to_receiver(v) {
            self.buf.borrow_mut().push_front(v);
        }
    }

    /// `recvAsync()`.
    pub fn recv_future(&self) -> Rc<FutureCore> {
        let f = FutureCore::new();
        if let Some(v) = self.try_take() {
            let _ = f.complete(v);
        } else if let Some(r) = self.closed.get() {
            let _ = f.fail(r.exception());
        } else {
            self.admit_sender();
            self.receivers
                .borrow_mut()
                .push_back(Receiver::Future(Rc::downgrade(&f)));
        }
        f
    }

    /// Closes for good (the first reason stays): parked senders and
    /// receivers without a value are told; buffered values stay to drain,
    /// a parked rendezvous sender's value is discarded.
    pub fn close(&self, reason: Reason) {
        if self.closed.get().is_some() {
            return;
        }
        self.closed.set(Some(reason));
        if self.capacity == 0 {
            // What sendAsync() left in the hand-off slot was never taken.
            let slot: Vec<Zval> = self.buf.borrow_mut().drain(..).collect();
            drop(slot);
        }
        let senders: Vec<_> = self.senders.borrow_mut().drain(..).collect();
        for w in senders {
            drop(w.value.borrow_mut().take());
            w.finish(WaitState::Closed(reason));
        }
        let receivers: Vec<_> = self.receivers.borrow_mut().drain(..).collect();
        for r in receivers {
            match r {
                Receiver::Coroutine(w) => w.finish(WaitState::Closed(reason)),
                Receiver::Future(f) => {
                    if let Some(f) = f.upgrade() {
                        let _ = f.fail(reason.exception());
                    }
                }
            }
        }
    }
}

impl ChannelCore {
    /// The buffered values, for the cycle collector.
    pub fn report_gc(&self, buf: &mut crate::engine::gc::GcBuffer) {
        if let Ok(values) = self.buf.try_borrow() {
            values.iter().for_each(|v| buf.add_zval(v));
        }
    }
}

impl crate::scope::core::ScopeListener for ChannelCore {
    fn scope_cancelled(&self) {
        self.close(Reason::ScopeDisposed);
    }
}

/// Nothing but this channel's soft timeouts is left to wait for: its
/// waiters would wait forever, so it closes with DEADLOCK.
impl DeadlockCandidate for ChannelCore {
    fn break_deadlock(&self) -> bool {
        if self.closed.get().is_some()
            || (self.receivers.borrow().is_empty() && self.senders.borrow().is_empty())
        {
            return false;
        }
        self.close(Reason::Deadlock);
        true
    }
}
