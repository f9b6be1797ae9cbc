//! One Rust subscriber listed in several C-record events at once: a
//! coroutine's waker (one per coroutine, in its running part, reused by
//! every wait: an fd and its timeout, a coroutine and a token). It is one
//! C callback record, listed in each event's vector (the vector holds a
//! reference per listing; the owner's reference, 1 from the start, is
//! never dropped by the vectors, so nothing is disposed). Its owner keeps
//! the events it joined and leaves each one that did not close (closing
//! lets the vector go) before the event or the listener goes; a listener
//! dropped while listed aborts the process. Pinned while listed.
//!
//! What it calls is an untyped notify ([`RawNotifyFn`]), told the
//! event's address (only compared: the waker's "which event fired"), so
//! one waker callback serves every record: a `LiveEvent`, a coroutine's,
//! a future's, a scope's. [`Callback`] is that (function, data) pair.

use super::c_event::CEvent;
use super::event::{Event as Raw, EventCallback};
use super::live_event::Subscribed;
use crate::sys::zend;
use std::cell::{Cell, UnsafeCell};
use std::ffi::c_void;
use std::marker::PhantomPinned;
use std::pin::Pin;

/// (event address, data, result, error): what a Rust subscriber listed
/// through a callback record of this file is told (the outcome pointers
/// are the event owner's; `error` a zend_object* or null).
pub type RawNotifyFn =
    extern "C" fn(event: *const c_void, data: *mut c_void, result: *mut c_void, error: *mut c_void);

/// A Rust subscriber as a plain pair: the function and its data (a
/// waker's, a watcher's), which a listener is aimed at or a heap record
/// (`hook`) calls.
#[derive(Clone, Copy, Debug)]
pub struct Callback {
    pub notify: RawNotifyFn,
    pub data: *mut c_void,
}

#[repr(C)]
pub struct Listener {
    base: UnsafeCell<EventCallback>,
    notify: Cell<Option<RawNotifyFn>>,
    data: Cell<*mut c_void>,
    _pinned: PhantomPinned,
}

impl Default for Listener {
    fn default() -> Self {
        Self::new()
    }
}

impl Listener {
    /// Not listed anywhere; tells nobody until `aim`.
    pub fn new() -> Self {
        Self {
            base: UnsafeCell::new(EventCallback {
                ref_count: 1,
                callback: Some(call_listener),
                dispose: Some(embedded_dispose),
            }),
            notify: Cell::new(None),
            data: Cell::new(std::ptr::null_mut()),
            _pinned: PhantomPinned,
        }
    }

    /// Whom it tells from now on (its owner sets it before a wait).
    #[inline(always)]
    pub fn aim(&self, notify: RawNotifyFn, data: *mut c_void) {
        self.notify.set(Some(notify));
        self.data.set(data);
    }

    /// Lists it in `ev`, or tells it at once when `ev` closed with a
    /// replay. The owner keeps `ev` and calls `leave` before either goes
    /// (and lends `ev` its slot first, if it has one).
    pub fn join(self: Pin<&Self>, ev: &CEvent) -> Subscribed {
        let cb = self.base.get();
        if ev.is_closed() {
            // SAFETY: our own record, pinned.
            return if unsafe { ev.replay_to(cb) } {
                Subscribed::Replayed
            } else {
                Subscribed::Closed
            };
        }
        // The vector's growth aborts rather than fail (Zend's allocator).
        // SAFETY: our own record, pinned; the owner leaves before it goes.
        unsafe { ev.push_callback(cb) };
        Subscribed::Added
    }

    /// Takes it out of `ev` (nothing when it is not listed there).
    pub fn leave(&self, ev: &CEvent) {
        // SAFETY: our own record (the owner's reference keeps it alive).
        unsafe { ev.take_callback(self.base.get()) };
    }
}

impl Drop for Listener {
    fn drop(&mut self) {
        // Still listed: a vector would call freed memory. Its owner's
        // contract is broken; stopping here is all that is left.
        if self.base.get_mut().ref_count != 1 {
            std::process::abort();
        }
    }
}

/// The callback record's function: the owner's notify with the event's
/// address.
unsafe extern "C" fn call_listener(
    event: *mut Raw,
    callback: *mut EventCallback,
    result: *mut c_void,
    error: *mut zend::zend_object,
) {
    // SAFETY: installed only by Listener::new, in the record that heads a
    // repr(C) Listener, listed (so alive and pinned) while it is called.
    let l = unsafe { &*(callback as *const Listener) };
    if let Some(notify) = l.notify.get() {
        notify(event as *const c_void, l.data.get(), result, error.cast());
    }
}

/// The owner's reference is never given to a vector: nothing to free.
unsafe extern "C" fn embedded_dispose(_: *mut EventCallback, _: *mut Raw) {}

/// A one-off subscriber on the heap: a C callback record calling `notify`
/// with `data`, freed at the vector's last reference (its dispose). For a
/// Rust subscriber that does not wait (a future's continuation told by
/// its coroutine's end).
#[repr(C)]
struct Boxed {
    base: EventCallback,
    notify: RawNotifyFn,
    data: *mut c_void,
}

/// A new heap subscriber with no reference yet: the vector that lists it
/// owns it (a push that fails leaves it to the caller: `free_boxed`).
fn boxed(notify: RawNotifyFn, data: *mut c_void) -> *mut EventCallback {
    Box::into_raw(Box::new(Boxed {
        base: EventCallback {
            ref_count: 0,
            callback: Some(call_boxed),
            dispose: Some(boxed_dispose),
        },
        notify,
        data,
    }))
    .cast()
}

/// # Safety
/// `cb` came from `boxed` and was never listed.
unsafe fn free_boxed(cb: *mut EventCallback) {
    // SAFETY: the caller's promise: ours, unshared.
    drop(unsafe { Box::from_raw(cb.cast::<Boxed>()) });
}

/// Lists a heap subscriber calling `notify` with `data` in `ev` (a
/// long-lived owner's subscription that is not pinned anywhere: a signal
/// watcher's listeners, a file watch's directory, a continuation told by
/// a coroutine's end), until `unhook` or `take_callback`; the vector owns
/// it (freed at its removal, or when the event lets its vector go). The
/// record listed, or None when the vector refused it.
pub fn hook(ev: &CEvent, notify: RawNotifyFn, data: *mut c_void) -> Option<*mut EventCallback> {
    let h = boxed(notify, data);
    // SAFETY: a new heap record, owned by the vector once listed.
    if unsafe { ev.push_callback(h) } {
        return Some(h);
    }
    // SAFETY: just made, never listed.
    unsafe { free_boxed(h) };
    None
}

/// Takes out (and frees) the first subscriber `hook` listed in `ev` with
/// this `notify` and `data`; nothing when there is none.
pub fn unhook(ev: &CEvent, notify: RawNotifyFn, data: *mut c_void) {
    let v = ev.callbacks();
    // SAFETY: a live vector: `length` initialised slots, each a live
    // callback record (only compared and, for ours, read).
    let found = unsafe {
        (0..(*v).length as usize)
            .map(|i| *(*v).data.add(i))
            .find(|&cb| is_hook(cb, notify, data as usize))
    };
    if let Some(cb) = found {
        // SAFETY: listed, so alive; the vector's reference is its last.
        unsafe { ev.take_callback(cb) };
    }
}

/// Whether `cb` is a record `boxed` made for `notify` and `data`.
///
/// # Safety
/// `cb` is a live callback record.
unsafe fn is_hook(cb: *mut EventCallback, notify: RawNotifyFn, data: usize) -> bool {
    let ours = call_boxed as super::event::CallbackFn as usize;
    // SAFETY: the caller's live record; a Boxed only when its function is
    // `call_boxed`, which only `boxed` installs.
    unsafe {
        (*cb).callback.map(|f| f as usize) == Some(ours) && {
            let b = &*(cb as *const Boxed);
            b.notify as usize == notify as usize && b.data as usize == data
        }
    }
}

unsafe extern "C" fn call_boxed(
    event: *mut Raw,
    callback: *mut EventCallback,
    result: *mut c_void,
    error: *mut zend::zend_object,
) {
    // SAFETY: installed only by `boxed`, in the record heading a Boxed,
    // alive while listed (the pass holds a reference for the call).
    let b = unsafe { &*(callback as *const Boxed) };
    (b.notify)(event as *const c_void, b.data, result, error.cast());
}

unsafe extern "C" fn boxed_dispose(cb: *mut EventCallback, _: *mut Raw) {
    // SAFETY: the last reference of a record `boxed` made.
    unsafe { free_boxed(cb) };
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::records::live_event::{LiveEvent, Methods};
    use std::pin::pin;
    use std::ptr;

    thread_local! {
        static TOLD: Cell<usize> = const { Cell::new(0) };
        static LAST: Cell<usize> = const { Cell::new(0) };
    }

    extern "C" fn told(ev: *const c_void, _: *mut c_void, _: *mut c_void, _: *mut c_void) {
        TOLD.with(|t| t.set(t.get() + 1));
        LAST.with(|l| l.set(ev as usize));
    }

    #[test]
    fn listed_in_three_told_by_each_until_it_leaves() {
        let evs = [0, 1, 2].map(|_| LiveEvent::new(&Methods::NONE, 0));
        let l = pin!(Listener::new());
        l.aim(told, ptr::null_mut());
        for ev in &evs {
            assert_eq!(l.as_ref().join(ev), Subscribed::Added);
        }
        TOLD.with(|t| t.set(0));
        evs[2].notify(ptr::null_mut(), ptr::null_mut());
        assert_eq!(LAST.with(|l| l.get()), evs[2].as_ptr() as usize);
        evs[0].close(ptr::null_mut(), ptr::null_mut());
        assert_eq!(TOLD.with(|t| t.replace(0)), 2);
        l.leave(&evs[1]);
        l.leave(&evs[2]);
        for ev in &evs {
            assert_eq!(ev.subscribers(), 0);
        }
    }

    #[test]
    fn hooks_are_told_until_unhooked_and_freed_with_the_vector() {
        let ev = LiveEvent::new(&Methods::NONE, 0);
        assert_eq!(ev.hook(told, 16 as *mut c_void), Subscribed::Added);
        assert_eq!(ev.hook(told, 32 as *mut c_void), Subscribed::Added);
        assert_eq!(ev.subscribers(), 2);
        ev.unhook(told, 16 as *mut c_void);
        ev.unhook(told, 112 as *mut c_void);
        assert_eq!(ev.subscribers(), 1, "only the matching one goes");
        TOLD.with(|t| t.set(0));
        ev.notify(ptr::null_mut(), ptr::null_mut());
        ev.close(ptr::null_mut(), ptr::null_mut());
        assert_eq!(
            TOLD.with(|t| t.get()),
            2,
            "told at the notify and the close"
        );
        assert_eq!(ev.subscribers(), 0, "the close let it go");
        assert_eq!(ev.hook(told, 48 as *mut c_void), Subscribed::Closed);
    }

    #[test]
    fn a_closed_event_replays_or_refuses() {
        let replaying = LiveEvent::new(
            &Methods {
                replay: true,
                ..Methods::NONE
            },
            0,
        );
        replaying.close(ptr::null_mut(), ptr::null_mut());
        let plain = LiveEvent::new(&Methods::NONE, 0);
        plain.close(ptr::null_mut(), ptr::null_mut());
        let l = pin!(Listener::new());
        l.aim(told, ptr::null_mut());
        TOLD.with(|t| t.set(0));
        assert_eq!(l.as_ref().join(&replaying), Subscribed::Replayed);
        assert_eq!(l.as_ref().join(&plain), Subscribed::Closed);
        assert_eq!(TOLD.with(|t| t.get()), 1);
    }
}
