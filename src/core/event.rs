//! The generic event record (docs/design.md): what every awaitable shares, whatever talks
//! to the OS behind it. Coroutines, futures, timeouts, timers, signals and
//! filesystem watches each embed one `Event`; a waiting coroutine subscribes
//! its waker's callback to the events it waits on.
//!
//! The layout is `#[repr(C)]` with a stable prefix (`flags`, `ref_count`,
//! `ops`) so that native code can read it through `src/abi/true_async.h`;
//! the subscriber list behind it is private and reached only through the
//! exported functions.
//!
//! Rules:
//! - A one-shot event is `close`d once: its subscribers are notified and
//!   dropped. With `REPLAY`, whoever subscribes later is notified at once
//!   with the same outcome (an awaited, finished coroutine; a completed
//!   future): that is the S8 fast path.
//! - A repeating event (`notify`) keeps its subscribers.
//! - `start` is called when a waiter arms (S7: at suspension, never before),
//!   and is idempotent; only the owner stops an event, because a registration
//!   is worth keeping across waits (a socket's poll, a signal handler).
//! - Callbacks run wherever the event fired (a libuv callback, a coroutine
//!   finishing): they only record and queue, never switch.

use super::waiters::WaiterList;
use std::cell::Cell;
use std::ffi::c_void;

/// The bits are the C event record's (`ZEND_ASYNC_EVENT_F_*`,
/// include/zend_async_event.h) where the C record has the same meaning, so
/// that these events can become that record without a translation
/// (records/live_event.rs). STARTED and REPLAY have no bit there (a C
/// event is started while `loop_ref_count != 0` and replays when it has a
/// `replay` method): they sit in bits 24-31, which the C kinds leave free.
pub mod flags {
    /// Completed for good: no further notification
    /// (`ZEND_ASYNC_EVENT_F_CLOSED`).
    pub const CLOSED: u32 = 1 << 0;
    /// Somebody asked for its result: await, map, ignore...
    /// (`ZEND_ASYNC_EVENT_F_RESULT_USED`).
    pub const RESULT_USED: u32 = 1 << 1;
    /// Somebody took its error: no "unhandled error" report is due
    /// (`ZEND_ASYNC_EVENT_F_EXCEPTION_HANDLED`).
    pub const ERROR_HANDLED: u32 = 1 << 6;
    /// Its OS side is armed (a timer counts, a watch listens).
    pub const STARTED: u32 = 1 << 24;
    /// A subscriber arriving after `close` is notified at once.
    pub const REPLAY: u32 = 1 << 25;
}

/// What a subscriber is told: the event, its own `data`, and the outcome
/// (opaque pointers owned by the event's owner: for a coroutine the result
/// zval and the exception object). The event is untyped: the same
/// subscriber (a waker's) is told by these events and by the C records
/// (records::LiveEvent), and only compares it.
pub type NotifyFn =
    extern "C" fn(event: *const c_void, data: *mut c_void, result: *mut c_void, error: *mut c_void);

#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct Callback {
    pub notify: NotifyFn,
    pub data: *mut c_void,
}

impl PartialEq for Callback {
    /// The same function with the same data: what unsubscribe matches on.
    fn eq(&self, other: &Self) -> bool {
        self.notify as usize == other.notify as usize && self.data == other.data
    }
}

/// The kind-specific half of an event. Every entry is optional.
#[repr(C)]
pub struct EventOps {
    /// Arms the OS side; returns 0 or a negative error code.
    pub start: Option<extern "C" fn(event: *const Event) -> i32>,
    pub stop: Option<extern "C" fn(event: *const Event)>,
    /// Called when the last reference is released.
    pub dispose: Option<extern "C" fn(event: *const Event)>,
    /// Writes a short description (UTF-8, no NUL needed) into `buf` and
    /// returns its length (at most `cap`).
    pub info: Option<extern "C" fn(event: *const Event, buf: *mut u8, cap: usize) -> usize>,
}

impl EventOps {
    pub const NONE: EventOps = EventOps {
        start: None,
        stop: None,
        dispose: None,
        info: None,
    };
}

/// How a subscription went.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Subscribed {
    /// Listed: notified when the event fires.
    Added,
    /// Already closed with `REPLAY`: notified during the call, not listed.
    Replayed,
    /// Already closed, nothing to replay: never notified.
    Closed,
    /// No memory to list it: never notified.
    Refused,
}

/// The error code of a wait that could not subscribe for lack of memory
/// (the negated ENOMEM, as libuv reports it on Unix).
pub const NO_MEMORY: i32 = -libc::ENOMEM;

#[repr(C)]
pub struct Event {
    flags: Cell<u32>,
    ref_count: Cell<u32>,
    ops: &'static EventOps,
    result: Cell<*mut c_void>,
    error: Cell<*mut c_void>,
    callbacks: WaiterList<Callback>,
}

impl Event {
    /// A live event with one reference (its owner's).
    pub fn new(ops: &'static EventOps, flags: u32) -> Self {
        Self {
            flags: Cell::new(flags & !(flags::CLOSED | flags::STARTED)),
            ref_count: Cell::new(1),
            ops,
            result: Cell::new(std::ptr::null_mut()),
            error: Cell::new(std::ptr::null_mut()),
            callbacks: WaiterList::default(),
        }
    }

    pub fn flags(&self) -> u32 {
        self.flags.get()
    }

    /// What subscribers are told it is (see `NotifyFn`).
    #[inline(always)]
    pub fn addr(&self) -> *const c_void {
        (self as *const Self).cast()
    }

    pub fn has(&self, flag: u32) -> bool {
        self.flags.get() & flag != 0
    }

    pub fn set(&self, flag: u32) {
        self.flags.set(self.flags.get() | flag);
    }

    pub fn is_closed(&self) -> bool {
        self.has(flags::CLOSED)
    }

    pub fn ref_count(&self) -> u32 {
        self.ref_count.get()
    }

    pub fn add_ref(&self) {
        self.ref_count.set(self.ref_count.get() + 1);
    }

    /// Drops one reference; the last one disposes of the event (its `dispose`
    /// op runs) and true is returned.
    pub fn release(&self) -> bool {
        let n = self.ref_count.get().saturating_sub(1);
        self.ref_count.set(n);
        if n > 0 {
            return false;
        }
        if let Some(dispose) = self.ops.dispose {
            dispose(self);
        }
        true
    }

    #[inline(always)]
    pub fn subscribe(&self, cb: Callback) -> Subscribed {
        if !self.is_closed() {
            return match self.callbacks.push(cb) {
                Ok(()) => Subscribed::Added,
                Err(_) => Subscribed::Refused,
            };
        }
        if !self.has(flags::REPLAY) {
            return Subscribed::Closed;
        }
        (cb.notify)(self.addr(), cb.data, self.result.get(), self.error.get());
        Subscribed::Replayed
    }

    pub fn unsubscribe(&self, cb: Callback) {
        self.callbacks.remove(cb);
    }

    pub fn subscribers(&self) -> usize {
        self.callbacks.len()
    }

    /// Arms the OS side if it is not armed yet; Err(code) if that failed.
    pub fn start(&self) -> Result<(), i32> {
        if self.has(flags::STARTED) || self.is_closed() {
            return Ok(());
        }
        if let Some(start) = self.ops.start {
            let rc = start(self);
            if rc < 0 {
                return Err(rc);
            }
        }
        self.set(flags::STARTED);
        Ok(())
    }

    pub fn stop(&self) {
        if !self.has(flags::STARTED) {
            return;
        }
        self.flags.set(self.flags.get() & !flags::STARTED);
        if let Some(stop) = self.ops.stop {
            stop(self);
        }
    }

    /// A repeating event fired: every current subscriber is told; they stay
    /// subscribed. One that unsubscribes another meanwhile is respected.
    pub fn notify(&self, result: *mut c_void, error: *mut c_void) {
        if self.is_closed() {
            return;
        }
        // The usual lone subscriber (a stream's waiting coroutine): no copy.
        if let Some(cb) = self.callbacks.only() {
            (cb.notify)(self.addr(), cb.data, result, error);
            return;
        }
        for cb in self.callbacks.snapshot() {
            if self.callbacks.contains(cb) {
                (cb.notify)(self.addr(), cb.data, result, error);
            }
        }
    }

    /// A one-shot event completed: recorded (for replay), every subscriber
    /// told once and dropped. Later calls do nothing.
    pub fn close(&self, result: *mut c_void, error: *mut c_void) {
        if self.is_closed() {
            return;
        }
        self.flags
            .set((self.flags.get() | flags::CLOSED) & !flags::STARTED);
        self.result.set(result);
        self.error.set(error);
        self.callbacks
            .drain_each(|cb| (cb.notify)(self.addr(), cb.data, result, error));
    }

    /// The outcome it closed with (null pointers before).
    pub fn outcome(&self) -> (*mut c_void, *mut c_void) {
        (self.result.get(), self.error.get())
    }

    /// What it is, for deadlock reports and getAwaitingInfo().
    pub fn describe(&self) -> Option<String> {
        let info = self.ops.info?;
        let mut buf = [0u8; 160];
        let n = info(self, buf.as_mut_ptr(), buf.len()).min(buf.len());
        Some(String::from_utf8_lossy(&buf[..n]).into_owned())
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use std::cell::RefCell;

    thread_local! {
        /// (subscriber index, event address, result) per notification.
        pub(crate) static LOG: RefCell<Vec<(usize, usize, usize)>> = const { RefCell::new(Vec::new()) };
        static STARTS: Cell<u32> = const { Cell::new(0) };
        static STOPS: Cell<u32> = const { Cell::new(0) };
        static DISPOSED: Cell<u32> = const { Cell::new(0) };
    }

    extern "C" fn record(
        ev: *const c_void,
        data: *mut c_void,
        result: *mut c_void,
        _e: *mut c_void,
    ) {
        LOG.with(|l| {
            l.borrow_mut()
                .push((data as usize, ev as usize, result as usize))
        });
    }

    pub(crate) fn cb(i: usize) -> Callback {
        Callback {
            notify: record,
            data: i as *mut c_void,
        }
    }

    pub(crate) fn log() -> Vec<(usize, usize, usize)> {
        LOG.with(|l| std::mem::take(&mut *l.borrow_mut()))
    }

    extern "C" fn count_start(_: *const Event) -> i32 {
        STARTS.with(|s| s.set(s.get() + 1));
        0
    }
    extern "C" fn count_stop(_: *const Event) {
        STOPS.with(|s| s.set(s.get() + 1));
    }
    extern "C" fn fail_start(_: *const Event) -> i32 {
        -22
    }
    extern "C" fn count_dispose(_: *const Event) {
        DISPOSED.with(|s| s.set(s.get() + 1));
    }
    /// Claims more than the buffer holds: describe() must clamp.
    extern "C" fn info(_: *const Event, _buf: *mut u8, cap: usize) -> usize {
        cap + 100
    }

    static COUNTING: EventOps = EventOps {
        start: Some(count_start),
        stop: Some(count_stop),
        dispose: Some(count_dispose),
        info: Some(info),
    };
    static FAILING: EventOps = EventOps {
        start: Some(fail_start),
        ..EventOps::NONE
    };

    #[test]
    fn close_notifies_each_subscriber_once_in_order() {
        log();
        let ev = Event::new(&EventOps::NONE, 0);
        assert_eq!(ev.subscribe(cb(1)), Subscribed::Added);
        assert_eq!(ev.subscribe(cb(2)), Subscribed::Added);
        ev.close(7 as *mut c_void, std::ptr::null_mut());
        let addr = &ev as *const Event as usize;
        assert_eq!(log(), vec![(1, addr, 7), (2, addr, 7)]);
        assert_eq!(ev.subscribers(), 0);
        ev.close(8 as *mut c_void, std::ptr::null_mut());
        assert!(log().is_empty());
        assert_eq!(ev.outcome().0 as usize, 7);
    }

    #[test]
    fn late_subscriber_gets_replay_only_when_asked() {
        log();
        let replaying = Event::new(&EventOps::NONE, flags::REPLAY);
        replaying.close(5 as *mut c_void, std::ptr::null_mut());
        assert_eq!(replaying.subscribe(cb(3)), Subscribed::Replayed);
        assert_eq!(log().len(), 1);
        assert_eq!(replaying.subscribers(), 0);

        let plain = Event::new(&EventOps::NONE, 0);
        plain.close(std::ptr::null_mut(), std::ptr::null_mut());
        assert_eq!(plain.subscribe(cb(3)), Subscribed::Closed);
        assert!(log().is_empty());
    }

    #[test]
    fn unsubscribed_callbacks_are_not_told() {
        log();
        let ev = Event::new(&EventOps::NONE, 0);
        ev.subscribe(cb(1));
        ev.subscribe(cb(2));
        ev.unsubscribe(cb(1));
        ev.close(std::ptr::null_mut(), std::ptr::null_mut());
        assert_eq!(log().iter().map(|e| e.0).collect::<Vec<_>>(), vec![2]);
    }

    #[test]
    fn repeating_notify_keeps_subscribers() {
        log();
        let ev = Event::new(&EventOps::NONE, 0);
        ev.subscribe(cb(1));
        ev.notify(std::ptr::null_mut(), std::ptr::null_mut());
        ev.notify(std::ptr::null_mut(), std::ptr::null_mut());
        assert_eq!(log().len(), 2);
        assert_eq!(ev.subscribers(), 1);
    }

    #[test]
    fn start_is_idempotent_and_stop_needs_a_start() {
        let ev = Event::new(&COUNTING, 0);
        let before = STARTS.with(|s| s.get());
        ev.start().unwrap();
        ev.start().unwrap();
        assert_eq!(STARTS.with(|s| s.get()), before + 1);
        assert!(ev.has(flags::STARTED));
        let stops = STOPS.with(|s| s.get());
        ev.stop();
        ev.stop();
        assert_eq!(STOPS.with(|s| s.get()), stops + 1);
        ev.close(std::ptr::null_mut(), std::ptr::null_mut());
        ev.start().unwrap();
        assert_eq!(
            STARTS.with(|s| s.get()),
            before + 1,
            "a closed event never starts"
        );
    }

    #[test]
    fn failed_start_leaves_it_unstarted() {
        let ev = Event::new(&FAILING, 0);
        assert_eq!(ev.start(), Err(-22));
        assert!(!ev.has(flags::STARTED));
    }

    #[test]
    fn last_release_disposes() {
        let ev = Event::new(&COUNTING, 0);
        let before = DISPOSED.with(|s| s.get());
        ev.add_ref();
        assert!(!ev.release());
        assert_eq!(DISPOSED.with(|s| s.get()), before);
        assert!(ev.release());
        assert_eq!(DISPOSED.with(|s| s.get()), before + 1);
        assert_eq!(ev.ref_count(), 0);
    }

    #[test]
    fn the_c_prefix_matches_abi_true_async_h() {
        assert_eq!(std::mem::offset_of!(Event, flags), 0);
        assert_eq!(std::mem::offset_of!(Event, ref_count), 4);
        assert_eq!(std::mem::offset_of!(Event, ops), 8);
        assert_eq!(std::mem::offset_of!(EventOps, info), 24);
    }

    #[test]
    fn describes_itself_through_info() {
        assert_eq!(
            Event::new(&COUNTING, 0).describe().map(|s| s.len()),
            Some(160)
        );
        assert_eq!(Event::new(&EventOps::NONE, 0).describe(), None);
    }
}
