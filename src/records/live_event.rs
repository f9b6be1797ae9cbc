//! A safe face over the C event record (`zend_async_event_t`, event.rs),
//! true_async's one event type (a reactor `SourceEvent` embeds one): flags,
//! subscribe / unsubscribe, notify / close, start / stop, describe,
//! working on the record C code reads and writes, so that C callbacks and
//! Rust subscribers sit in one vector and are told in one order by one
//! loop (callbacks.rs, which the C API's functions call too).
//!
//! A Rust subscriber is a [`Subscription`]: a C callback record whose
//! callback calls the subscriber's `notify` with its `data`. It is embedded
//! in its owner (nothing is allocated): its `ref_count` starts at 1, the
//! owner's, so the vector's push and removal never dispose it, and it is
//! pinned while listed; dropping it takes it out of the event it was
//! subscribed to, which the borrow (`'e`) keeps alive until then.
//!
//! Rules of true_async's events (made by [`LiveEvent::new`]):
//! - `close` is for one-shot events: the outcome is recorded (for replay),
//!   every subscriber told once, then the vector is let go (each record
//!   loses the vector's reference: a C callback made with
//!   `zend_async_event_callback_new` is disposed, a Subscription is not).
//! - `notify` is for repeating events: subscribers stay.
//! - `start` is idempotent and only the owner stops: "started" is
//!   `loop_ref_count != 0`, and true_async's events do not count starts
//!   (0 or 1).
//! - A late subscriber of a closed event is told at once when the record
//!   has a `replay` method (`Methods::replay`).

use super::c_event::CEvent;
use super::callbacks as vector;
use super::event::{flags, Event as Raw, EventCallback};
use super::listener::{self, RawNotifyFn};
use crate::sys::zend;
use std::cell::{Cell, UnsafeCell};
use std::ffi::c_void;
use std::marker::PhantomPinned;
use std::pin::Pin;
use std::ptr;

/// What stays in C: a zend_string's release (`info` makes one), marking
/// the C API as used (C subscribed), and the API's notify for an event C
/// gave a notify handler. Unit tests run
/// without PHP: neither is reachable there (no test kind has `info`, and
/// nothing sets a handler).
#[cfg(not(test))]
mod host {
    pub use crate::sys::zend::ext_php_rs_zend_string_init as string_new;
    pub use crate::sys::{
        ta_string_release as string_release, ta_zend_async_c_api_mark as c_api_mark,
        ta_zend_async_callbacks_notify as c_notify,
    };
}
#[cfg(test)]
#[allow(clippy::missing_safety_doc)]
mod host {
    use crate::sys::zend::{zend_object, zend_string, zval};
    use std::ffi::c_void;
    const NO_PHP: &str = "needs PHP";
    pub unsafe fn c_notify(_: *mut c_void, _: *mut zval, _: *mut zend_object, _: bool) {
        unreachable!("{NO_PHP}")
    }
    pub unsafe fn string_release(_: *mut zend_string) {
        unreachable!("{NO_PHP}")
    }
    pub unsafe fn string_new(_: *const std::ffi::c_char, _: usize, _: bool) -> *mut zend_string {
        unreachable!("{NO_PHP}")
    }
    pub unsafe fn c_api_mark() {}
}

/// What a Rust subscriber is told: the event, its own `data`, and the
/// outcome (opaque pointers owned by the event's owner; `error` is what C
/// callbacks get as the exception, a zend_object* or null).
pub type NotifyFn =
    fn(event: &LiveEvent, data: *mut c_void, result: *mut c_void, error: *mut c_void);

/// How a subscription went.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Subscribed {
    /// Listed: notified when the event fires.
    Added,
    /// Already closed with a replay: notified during the call, not listed.
    Replayed,
    /// Already closed, nothing to replay: never notified.
    Closed,
    /// The vector could not take it: never notified.
    Refused,
}

/// A kind's methods, copied into each record it makes (the C record has
/// per-event pointers, not a shared table). `start` returns false on
/// failure after [`set_start_error`]; `info` returns a new zend_string or
/// null.
#[derive(Clone, Copy)]
pub struct Methods {
    pub start: Option<unsafe extern "C" fn(*mut Raw) -> bool>,
    pub stop: Option<unsafe extern "C" fn(*mut Raw) -> bool>,
    pub dispose: Option<unsafe extern "C" fn(*mut Raw) -> bool>,
    pub info: Option<unsafe extern "C" fn(*mut Raw) -> *mut zend::zend_string>,
    /// The record keeps its outcome and replays it to late subscribers.
    pub replay: bool,
}

impl Methods {
    pub const NONE: Methods = Methods {
        start: None,
        stop: None,
        dispose: None,
        info: None,
        replay: false,
    };
}

pub use super::c_event::set_start_error;

/// A new zend_string of `text`, what an `info` method returns (the
/// caller releases it).
pub fn info_string(text: &str) -> *mut zend::zend_string {
    // SAFETY: `text.len()` bytes from its start; a request string.
    unsafe { host::string_new(text.as_ptr().cast(), text.len(), false) }
}

/// The C record and the outcome a closing event keeps for its replay.
/// The record is the first field: C sees a `LiveEvent` as its
/// `zend_async_event_t`.
#[repr(C)]
pub struct LiveEvent {
    raw: UnsafeCell<Raw>,
    result: Cell<*mut c_void>,
    error: Cell<*mut c_void>,
    /// The vector's storage while it holds at most one callback (lent:
    /// capacity 1, see csrc/zend_async_callbacks_shim.c), so a lone
    /// subscriber allocates nothing.
    slot: UnsafeCell<*mut EventCallback>,
}

impl LiveEvent {
    /// A live event with one reference (its owner's) and no subscribers.
    pub fn new(methods: &Methods, flags: u32) -> Self {
        Self {
            raw: UnsafeCell::new(Raw {
                flags: flags & !flags::CLOSED,
                extra_offset: 0,
                ref_count: 1,
                loop_ref_count: 0,
                callbacks: super::CallbacksVector {
                    length: 0,
                    capacity: 0,
                    data: ptr::null_mut(),
                    current_iterator: ptr::null_mut(),
                },
                add_callback: Some(add_callback),
                del_callback: Some(del_callback),
                start: methods.start,
                stop: methods.stop,
                replay: if methods.replay { Some(replay) } else { None },
                dispose: methods.dispose.or(Some(no_dispose)),
                info: methods.info,
                notify_handler: None,
            }),
            result: Cell::new(ptr::null_mut()),
            error: Cell::new(ptr::null_mut()),
            slot: UnsafeCell::new(ptr::null_mut()),
        }
    }

    /// Before a push: an empty vector gets the inline slot (again: the
    /// event may have moved since it last lent it, which it may do only
    /// while nothing is listed).
    pub(crate) fn lend_slot(&self) {
        let slot = self.slot.get();
        self.write(|r| {
            let v = &mut r.callbacks;
            if v.length == 0 && v.capacity <= 1 {
                v.data = slot;
                v.capacity = 1;
            }
        });
    }

    /// The C record (for C code, and for the shim's functions).
    pub fn as_ptr(&self) -> *mut Raw {
        self.raw.get()
    }

    /// The record as any C record a waiter joins (engine/wait.rs).
    #[inline(always)]
    pub fn record(&self) -> &CEvent {
        // SAFETY: the record field, alive and in place as long as `self`.
        unsafe { CEvent::from_ptr(self.raw.get()) }
    }

    /// The `LiveEvent` whose record `raw` is.
    ///
    /// # Safety
    /// `raw` is the record of a live `LiveEvent` (made by [`Self::new`]),
    /// alive for `'a`.
    pub unsafe fn from_raw<'a>(raw: *mut Raw) -> &'a LiveEvent {
        // SAFETY: the record is the first field of a repr(C) LiveEvent
        // (the caller's contract); UnsafeCell is repr(transparent).
        unsafe { &*(raw as *const LiveEvent) }
    }

    fn raw(&self) -> &Raw {
        // SAFETY: a shared read of plain fields; nobody holds a mutable
        // reference across a call (every write below is a short one on
        // this thread, and C writes only inside calls made from here or
        // from C code that Rust is not borrowing the record across).
        unsafe { &*self.raw.get() }
    }

    fn write(&self, f: impl FnOnce(&mut Raw)) {
        // SAFETY: a short exclusive access on the PHP thread; `f` calls
        // nothing that could reach the record.
        f(unsafe { &mut *self.raw.get() })
    }

    pub fn flags(&self) -> u32 {
        self.raw().flags
    }

    pub fn has(&self, flag: u32) -> bool {
        self.raw().flags & flag != 0
    }

    pub fn set(&self, flag: u32) {
        self.write(|r| r.flags |= flag);
    }

    pub fn clear(&self, flag: u32) {
        self.write(|r| r.flags &= !flag);
    }

    pub fn is_closed(&self) -> bool {
        self.has(flags::CLOSED)
    }

    /// Started and not stopped since.
    pub fn is_started(&self) -> bool {
        self.raw().loop_ref_count != 0
    }

    /// Late subscribers are told the outcome at once.
    pub fn replays(&self) -> bool {
        self.raw().replay.is_some()
    }

    pub fn ref_count(&self) -> u32 {
        self.raw().ref_count
    }

    pub fn add_ref(&self) {
        self.write(|r| r.ref_count += 1);
    }

    /// Replaces the record's `dispose`, what the last release runs (an
    /// owner handing the record over to the references C holds on it).
    pub fn set_dispose(&self, dispose: unsafe extern "C" fn(*mut Raw) -> bool) {
        self.write(|r| r.dispose = Some(dispose));
    }

    /// Drops one reference; the last one runs the `dispose` method and
    /// true is returned.
    pub fn release(&self) -> bool {
        let n = self.raw().ref_count.saturating_sub(1);
        self.write(|r| r.ref_count = n);
        if n > 0 {
            return false;
        }
        if let Some(dispose) = self.raw().dispose {
            // SAFETY: the record's own method on the record.
            unsafe { dispose(self.as_ptr()) };
        }
        true
    }

    /// Lists `sub` (replays to it at once when closed with a replay).
    pub fn subscribe<'e>(&'e self, sub: Pin<&Subscription<'e>>) -> Subscribed {
        if self.is_closed() {
            let Some(replay) = self.raw().replay else {
                return Subscribed::Closed;
            };
            // SAFETY: the record's own method; `base` is a live callback
            // record (pinned, so it stays where C is told it is).
            unsafe {
                replay(
                    self.as_ptr(),
                    sub.base.get(),
                    ptr::null_mut(),
                    ptr::null_mut(),
                )
            };
            return Subscribed::Replayed;
        }
        if let Some(other) = sub.event.get() {
            if !ptr::eq(other, self) {
                // One event at a time: leave the other first.
                other.unsubscribe(sub.get_ref());
            }
        }
        self.lend_slot();
        // SAFETY: both records are live; `sub` is pinned and takes itself
        // out (Drop) before it goes, while `'e` keeps this event alive.
        if unsafe { vector::push(self.callbacks(), sub.base.get()) } {
            sub.event.set(Some(self));
            Subscribed::Added
        } else {
            Subscribed::Refused
        }
    }

    /// Lists a subscriber that is not pinned anywhere (a long-lived
    /// owner's): a heap callback record calling `notify` with `data`
    /// (records/listener.rs `hook`), until `unhook`. A closed event tells
    /// it at once when it replays.
    pub fn hook(&self, notify: RawNotifyFn, data: *mut c_void) -> Subscribed {
        if self.is_closed() {
            if !self.replays() {
                return Subscribed::Closed;
            }
            let (res, err) = self.outcome();
            notify(self.as_ptr() as *const c_void, data, res, err);
            return Subscribed::Replayed;
        }
        self.lend_slot();
        if listener::hook(self.record(), notify, data).is_some() {
            Subscribed::Added
        } else {
            Subscribed::Refused
        }
    }

    /// Takes out what `hook` listed with this `notify` and `data`.
    pub fn unhook(&self, notify: RawNotifyFn, data: *mut c_void) {
        listener::unhook(self.record(), notify, data);
    }

    /// Takes `sub` out (the first listing of it); nothing when not listed.
    pub fn unsubscribe(&self, sub: &Subscription<'_>) {
        // SAFETY: live records; removal only compares the pointer, and the
        // vector's reference dropped here is never the last (the owner's).
        unsafe {
            if vector::take(self.callbacks(), sub.base.get()) {
                vector::release(sub.base.get(), self.as_ptr());
            }
        }
        if sub.event.get().is_some_and(|e| ptr::eq(e, self)) {
            sub.event.set(None);
        }
    }

    pub fn subscribers(&self) -> usize {
        self.raw().callbacks.length as usize
    }

    /// Arms the OS side if it is not armed yet; Err(code) if that failed.
    pub fn start(&self) -> Result<(), i32> {
        self.record().start()
    }

    pub fn stop(&self) {
        if !self.is_started() {
            return;
        }
        self.write(|r| r.loop_ref_count = 1);
        if let Some(stop) = self.raw().stop {
            // SAFETY: the record's own method on the record.
            unsafe { stop(self.as_ptr()) };
        }
        self.write(|r| r.loop_ref_count = 0);
    }

    /// A repeating event fired: every current subscriber is told, in
    /// order; they stay subscribed.
    pub fn notify(&self, result: *mut c_void, error: *mut c_void) {
        if self.is_closed() || self.subscribers() == 0 {
            return;
        }
        self.tell(result, error, false);
    }

    /// Every subscriber told, as the API's notify does: the event held for
    /// the pass (a callback may drop its owner's last outside reference),
    /// EXCEPTION_HANDLED cleared first, a notify handler C installed
    /// called instead. Inline for true_async's events (no call into C).
    /// `close`: the vector is let go after the pass, still under the
    /// pass's reference (a callback may release the last one C held on a
    /// record its owner handed over, `set_dispose`: the record then goes
    /// at the release that ends this).
    #[inline(always)]
    fn tell(&self, result: *mut c_void, error: *mut c_void, close: bool) {
        if self.raw().notify_handler.is_some() || self.has(flags::ZEND_OBJ) {
            // C's notify holds the record for its pass; the free after it
            // needs a reference of ours (the count is the object's, held
            // by its owner, when ZEND_OBJ: `ref_count` is then an offset).
            let held = !self.has(flags::ZEND_OBJ);
            if held {
                self.add_ref();
            }
            // SAFETY: a live record; C's notify handles both.
            unsafe { host::c_notify(self.as_ptr().cast(), result.cast(), error.cast(), false) };
            if close {
                // SAFETY: as below.
                unsafe { vector::free(self.callbacks(), self.as_ptr()) };
            }
            if held {
                self.release();
            }
            return;
        }
        self.write(|r| {
            r.ref_count += 1;
            r.flags &= !flags::EXCEPTION_HANDLED;
        });
        // SAFETY: a live record and its own vector; the loop holds a
        // reference on each callback for its call.
        unsafe { vector::notify(self.callbacks(), self.as_ptr(), result, error.cast()) };
        if close {
            // SAFETY: a live record (our reference); the free empties the
            // vector before it drops each reference.
            unsafe { vector::free(self.callbacks(), self.as_ptr()) };
        }
        self.release();
    }

    /// The vector, for the loop (a raw pointer: callbacks change it).
    fn callbacks(&self) -> *mut super::CallbacksVector {
        // SAFETY: a field of the record, no reference made.
        unsafe { ptr::addr_of_mut!((*self.raw.get()).callbacks) }
    }

    /// A one-shot event completed: recorded, every subscriber told once,
    /// then the vector let go. Later calls do nothing.
    pub fn close(&self, result: *mut c_void, error: *mut c_void) {
        if self.is_closed() {
            return;
        }
        self.write(|r| {
            r.flags |= flags::CLOSED;
            r.loop_ref_count = 0;
        });
        self.result.set(result);
        self.error.set(error);
        if self.subscribers() == 0 {
            return;
        }
        self.tell(result, error, true);
    }

    /// The outcome it closed with (null pointers before).
    pub fn outcome(&self) -> (*mut c_void, *mut c_void) {
        (self.result.get(), self.error.get())
    }

    /// What it is, for deadlock reports and getAwaitingInfo().
    pub fn describe(&self) -> Option<String> {
        let info = self.raw().info?;
        // SAFETY: the record's own method; it returns a new string or null.
        let s = unsafe { info(self.as_ptr()) };
        if s.is_null() {
            return None;
        }
        // SAFETY: a live zend_string: `len` bytes from `val`.
        let text = unsafe {
            let bytes = std::slice::from_raw_parts((*s).val.as_ptr() as *const u8, (*s).len);
            String::from_utf8_lossy(bytes).into_owned()
        };
        // SAFETY: ours to release (the method made it).
        unsafe { host::string_release(s) };
        Some(text)
    }
}

impl std::ops::Deref for LiveEvent {
    type Target = CEvent;
    fn deref(&self) -> &CEvent {
        self.record()
    }
}

impl Drop for LiveEvent {
    fn drop(&mut self) {
        // C callbacks still listed lose the vector's reference; a
        // Subscription cannot be listed here (it borrows the event).
        let v = &self.raw().callbacks;
        if v.length > 0 || (!v.data.is_null() && v.capacity != 1) {
            // SAFETY: a live record, going now.
            unsafe { vector::free(self.callbacks(), self.as_ptr()) };
        }
    }
}

/// A Rust subscriber, embedded in its owner: the C callback record first,
/// then what it calls.
#[repr(C)]
pub struct Subscription<'e> {
    base: UnsafeCell<EventCallback>,
    notify: NotifyFn,
    data: *mut c_void,
    /// The event it is listed in, if any.
    event: Cell<Option<&'e LiveEvent>>,
    _pinned: PhantomPinned,
}

impl<'e> Subscription<'e> {
    pub fn new(notify: NotifyFn, data: *mut c_void) -> Self {
        Self {
            base: UnsafeCell::new(EventCallback {
                ref_count: 1,
                callback: Some(call_subscriber),
                dispose: Some(embedded_dispose),
            }),
            notify,
            data,
            event: Cell::new(None),
            _pinned: PhantomPinned,
        }
    }

    pub fn data(&self) -> *mut c_void {
        self.data
    }

    /// The callback record C sees (to compare with what a C event holds).
    pub fn as_callback(&self) -> *mut EventCallback {
        self.base.get()
    }
}

impl Drop for Subscription<'_> {
    fn drop(&mut self) {
        if let Some(ev) = self.event.get() {
            ev.unsubscribe(self);
        }
    }
}

/// A Subscription's C callback: calls its `notify`.
unsafe extern "C" fn call_subscriber(
    event: *mut Raw,
    callback: *mut EventCallback,
    result: *mut c_void,
    error: *mut zend::zend_object,
) {
    // SAFETY: this callback is installed only by Subscription::new, in the
    // record that is the first field of a repr(C) Subscription, which is
    // listed (so alive, pinned) while the shim calls it; `event` is a
    // LiveEvent (subscribe is a LiveEvent method).
    let (sub, ev) = unsafe {
        (
            &*(callback as *const Subscription<'_>),
            LiveEvent::from_raw(event),
        )
    };
    (sub.notify)(ev, sub.data, result, error.cast());
}

/// A Subscription's owner holds a reference of its own, so the vector
/// never drops the last one; nothing to free (it is part of its owner).
unsafe extern "C" fn embedded_dispose(_: *mut EventCallback, _: *mut Raw) {}

unsafe extern "C" fn add_callback(event: *mut Raw, callback: *mut EventCallback) -> bool {
    // SAFETY: installed only by LiveEvent::new in its own record; C calls
    // it on the live record, as the API's push.
    unsafe {
        let ev = LiveEvent::from_raw(event);
        ev.lend_slot();
        host::c_api_mark();
        vector::push(ev.callbacks(), callback)
    }
}

unsafe extern "C" fn del_callback(event: *mut Raw, callback: *mut EventCallback) -> bool {
    // SAFETY: C's call on a live record, as the API's remove.
    unsafe {
        let ev = LiveEvent::from_raw(event);
        if !vector::take(ev.callbacks(), callback) {
            return false;
        }
        vector::release(callback, event);
    }
    true
}

/// The owner disposes of its events (they live inside it).
unsafe extern "C" fn no_dispose(_: *mut Raw) -> bool {
    true
}

/// Tells `callback` the recorded outcome, or hands out the exception
/// (C's `ZEND_ASYNC_EVENT_EXTRACT_RESULT_OR_ERROR`); a result is the
/// owner's opaque pointer, so none is copied into `result`.
unsafe extern "C" fn replay(
    event: *mut Raw,
    callback: *mut EventCallback,
    _result: *mut zend::zval,
    exception: *mut *mut zend::zend_object,
) -> bool {
    // SAFETY: installed only by LiveEvent::new (replay: true) in its own
    // record, which C calls only while the event is alive.
    let ev = unsafe { LiveEvent::from_raw(event) };
    let (res, err) = ev.outcome();
    if !callback.is_null() {
        // SAFETY: a live callback record handed in by the caller.
        if let Some(f) = unsafe { (*callback).callback } {
            // SAFETY: the callback's own function with its record.
            unsafe { f(event, callback, res, err.cast()) };
        }
        return true;
    }
    if !exception.is_null() {
        // SAFETY: the caller's out-pointer.
        unsafe { *exception = err.cast() };
    }
    true
}

#[cfg(test)]
#[path = "live_event_tests.rs"]
mod tests;
