//! The async ABI for native code: the C functions `src/abi/true_async.h`
//! declares, over the same event records and waker the extension uses.
//! Every entry point is `extern "C"`, never panics, and takes pointers that
//! the header's contract makes valid. TrueAsync's own zend_async API is
//! exported by `zend_async.rs`.

pub mod callbacks;
pub mod microtask;
pub mod zend_async;
pub mod zend_async_context;
pub mod zend_async_exec;
pub mod zend_async_future;
pub mod zend_async_reactor;
pub mod zend_async_scope;

use crate::awaitables::awaitable::Awaitable;
use crate::core::event::{Callback, Event, EventOps, NotifyFn, Subscribed};
use crate::engine::coroutine::WaitingFor;
use crate::engine::runtime::try_rt;
use crate::engine::scheduler::Woken;
use crate::engine::wait::Wait;
use crate::sys::{self, zend};
use ext_php_rs::types::ZendObject;
use std::ffi::c_void;

fn callback(notify: NotifyFn, data: *mut c_void) -> Callback {
    Callback { notify, data }
}

#[no_mangle]
pub extern "C" fn ta_event_size() -> usize {
    std::mem::size_of::<Event>()
}

/// # Safety
/// `memory` holds at least `ta_event_size()` writable bytes, aligned for a
/// pointer; `ops` outlives the event.
#[no_mangle]
pub unsafe extern "C" fn ta_event_init(memory: *mut c_void, ops: *const EventOps, flags: u32) {
    // SAFETY: the caller's contract; a null ops table means no ops.
    let ops: &'static EventOps = unsafe { ops.as_ref() }.unwrap_or(&EventOps::NONE);
    // SAFETY: see above: room for an Event, nothing there to drop.
    unsafe { memory.cast::<Event>().write(Event::new(ops, flags)) };
}

/// # Safety
/// `event` was made by `ta_event_init` and is not used afterwards.
#[no_mangle]
pub unsafe extern "C" fn ta_event_destroy(event: *mut Event) {
    // SAFETY: the caller's contract.
    unsafe { std::ptr::drop_in_place(event) };
}

/// # Safety
/// `event` is a live event (all the functions below share this contract).
#[no_mangle]
pub unsafe extern "C" fn ta_event_add_ref(event: *const Event) {
    // SAFETY: the caller's contract.
    if let Some(ev) = unsafe { event.as_ref() } {
        ev.add_ref();
    }
}

/// # Safety
/// As `ta_event_add_ref`.
#[no_mangle]
pub unsafe extern "C" fn ta_event_release(event: *const Event) -> i32 {
    // SAFETY: the caller's contract.
    unsafe { event.as_ref() }.map_or(0, |ev| i32::from(ev.release()))
}

/// # Safety
/// As `ta_event_add_ref`; `data` stays valid while subscribed.
#[no_mangle]
pub unsafe extern "C" fn ta_event_subscribe(
    event: *const Event,
    notify: NotifyFn,
    data: *mut c_void,
) -> i32 {
    // SAFETY: the caller's contract.
    let Some(ev) = (unsafe { event.as_ref() }) else {
        return -1;
    };
    match ev.subscribe(callback(notify, data)) {
        Subscribed::Added => 0,
        Subscribed::Replayed => 1,
        Subscribed::Closed => -1,
        Subscribed::Refused => crate::core::event::NO_MEMORY,
    }
}

/// # Safety
/// As `ta_event_add_ref`.
#[no_mangle]
pub unsafe extern "C" fn ta_event_unsubscribe(
    event: *const Event,
    notify: NotifyFn,
    data: *mut c_void,
) {
    // SAFETY: the caller's contract.
    if let Some(ev) = unsafe { event.as_ref() } {
        ev.unsubscribe(callback(notify, data));
    }
}

/// # Safety
/// As `ta_event_add_ref`.
#[no_mangle]
pub unsafe extern "C" fn ta_event_notify(
    event: *const Event,
    result: *mut c_void,
    error: *mut c_void,
) {
    // SAFETY: the caller's contract.
    if let Some(ev) = unsafe { event.as_ref() } {
        ev.notify(result, error);
    }
}

/// # Safety
/// As `ta_event_add_ref`.
#[no_mangle]
pub unsafe extern "C" fn ta_event_close(
    event: *const Event,
    result: *mut c_void,
    error: *mut c_void,
) {
    // SAFETY: the caller's contract.
    if let Some(ev) = unsafe { event.as_ref() } {
        ev.close(result, error);
    }
}

/// # Safety
/// `object` is null or a live zend_object.
#[no_mangle]
pub unsafe extern "C" fn ta_object_event(object: *const zend::zend_object) -> *const Event {
    // SAFETY: the caller's contract; only read.
    let Some(obj) = (unsafe { (object as *const ZendObject).as_ref() }) else {
        return std::ptr::null();
    };
    match Awaitable::of(obj).map(|a| a.event()) {
        Some(crate::engine::wait::AnyEvent::Rust(ev)) => ev,
        // A coroutine's event is its zend_coroutine_t now, a Timeout's
        // its timer's zend_async_event_t (C's ZEND_ASYNC_OBJECT_TO_EVENT
        // for both), not a ta_event.
        _ => std::ptr::null(),
    }
}

/// # Safety
/// As `ta_event_add_ref`; called from PHP code's thread inside a request.
#[no_mangle]
pub unsafe extern "C" fn ta_await_event(event: *const Event) -> i32 {
    let Some(rt) = try_rt() else { return -1 };
    // SAFETY: the caller's contract.
    let Some(ev) = (unsafe { event.as_ref() }) else {
        return -1;
    };
    let cur = rt.ensure_launched();
    let rec = cur.get();
    let mut wait = Wait::new(&rec.waker, rec.wake_callback());
    // A refused subscription fails at arming: an exception, as any failed
    // wait.
    if wait.on(ev) == Subscribed::Closed {
        return 0;
    }
    let w = rt.wait_on(&mut wait, WaitingFor::Event);
    drop(wait);
    match w {
        Woken::Normal => 0,
        Woken::Throw(ex) => {
            ex.throw();
            -1
        }
        Woken::Exit => {
            // SAFETY: throws PHP's internal unwind_exit in the running frame.
            unsafe { sys::zend_throw_unwind_exit() };
            -1
        }
        Woken::Bailout => -2,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::cell::Cell;

    thread_local! {
        static SEEN: Cell<usize> = const { Cell::new(0) };
    }

    extern "C" fn seen(_: *const c_void, data: *mut c_void, _r: *mut c_void, _e: *mut c_void) {
        SEEN.with(|s| s.set(s.get() + data as usize));
    }

    #[test]
    fn a_c_made_event_lives_its_whole_life_through_the_abi() {
        let mut mem = vec![0usize; ta_event_size().div_ceil(8) + 1];
        let raw = mem.as_mut_ptr().cast::<c_void>();
        // SAFETY: enough aligned room; the event is destroyed below.
        unsafe {
            ta_event_init(raw, std::ptr::null(), crate::core::event::flags::REPLAY);
            let ev = raw.cast::<Event>();
            assert_eq!(ta_event_subscribe(ev, seen, 2 as *mut c_void), 0);
            ta_event_close(ev, std::ptr::null_mut(), std::ptr::null_mut());
            assert_eq!(SEEN.with(|s| s.get()), 2);
            assert_eq!(ta_event_subscribe(ev, seen, 5 as *mut c_void), 1);
            assert_eq!(SEEN.with(|s| s.get()), 7);
            assert_eq!((*ev).flags() & crate::core::event::flags::CLOSED, 1);
            ta_event_add_ref(ev);
            assert_eq!(ta_event_release(ev), 0);
            assert_eq!(ta_event_release(ev), 1);
            ta_event_destroy(ev);
        }
    }
}
