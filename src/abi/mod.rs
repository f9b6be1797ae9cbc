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

use crate::engine::coroutine::WaitingFor;
use crate::engine::runtime::try_rt;
use crate::engine::scheduler::Woken;
use crate::engine::wait::{Wait, NO_MEMORY};
use crate::records::listener::RawNotifyFn;
use crate::records::live_event::{self, set_start_error, LiveEvent, Methods, Subscribed};
use crate::records::Event as Raw;
use crate::sys::{self, zend};
use std::ffi::c_void;

/// `TA_EVENT_STARTED` and `TA_EVENT_REPLAY` (true_async.h): bits the
/// zend_async record leaves free. STARTED mirrors `loop_ref_count != 0`
/// for C code that reads it; REPLAY asks for a record with a `replay`.
/// The other `TA_EVENT_*` bits are the record's own.
pub mod ta_flags {
    pub const STARTED: u32 = 1 << 24;
    pub const REPLAY: u32 = 1 << 25;
}

/// `ta_event_ops`: the kind's methods C gives (each optional).
#[repr(C)]
pub struct TaEventOps {
    /// 0, or a negative errno when arming failed.
    pub start: Option<extern "C" fn(event: *const TaEvent) -> i32>,
    pub stop: Option<extern "C" fn(event: *const TaEvent)>,
    /// At the last reference's release.
    pub dispose: Option<extern "C" fn(event: *const TaEvent)>,
    /// Writes a short description (UTF-8) into `buf`, returns its length.
    pub info: Option<extern "C" fn(event: *const TaEvent, buf: *mut u8, cap: usize) -> usize>,
}

/// `ta_event`: one of true_async's event records (`zend_async_event_t`
/// and its tail, so C may use the zend_async API on it too) and the ops
/// it was made with, which its methods call.
#[repr(C)]
pub struct TaEvent {
    live: LiveEvent,
    ops: Option<&'static TaEventOps>,
}

impl TaEvent {
    /// The `TaEvent` whose record `raw` is (the record is its first field).
    ///
    /// # Safety
    /// `raw` heads a live `TaEvent` (only `ta_event_init` installs the
    /// methods that call this).
    unsafe fn from_raw<'a>(raw: *mut Raw) -> &'a TaEvent {
        // SAFETY: the caller's contract; repr(C), record first.
        unsafe { &*(raw as *const TaEvent) }
    }
}

unsafe extern "C" fn ta_start(raw: *mut Raw) -> bool {
    // SAFETY: installed only by ta_event_init, in a TaEvent's record.
    let ev = unsafe { TaEvent::from_raw(raw) };
    if let Some(start) = ev.ops.and_then(|o| o.start) {
        let rc = start(ev);
        if rc < 0 {
            set_start_error(rc);
            return false;
        }
    }
    ev.live.set(ta_flags::STARTED);
    true
}

unsafe extern "C" fn ta_stop(raw: *mut Raw) -> bool {
    // SAFETY: as ta_start.
    let ev = unsafe { TaEvent::from_raw(raw) };
    ev.live.clear(ta_flags::STARTED);
    if let Some(stop) = ev.ops.and_then(|o| o.stop) {
        stop(ev);
    }
    true
}

unsafe extern "C" fn ta_dispose(raw: *mut Raw) -> bool {
    // SAFETY: as ta_start.
    let ev = unsafe { TaEvent::from_raw(raw) };
    if let Some(dispose) = ev.ops.and_then(|o| o.dispose) {
        dispose(ev);
    }
    true
}

unsafe extern "C" fn ta_info(raw: *mut Raw) -> *mut zend::zend_string {
    // SAFETY: as ta_start.
    let ev = unsafe { TaEvent::from_raw(raw) };
    let Some(info) = ev.ops.and_then(|o| o.info) else {
        return std::ptr::null_mut();
    };
    let mut buf = [0u8; 160];
    let n = info(ev, buf.as_mut_ptr(), buf.len()).min(buf.len());
    live_event::info_string(&String::from_utf8_lossy(&buf[..n]))
}

#[no_mangle]
pub extern "C" fn ta_event_size() -> usize {
    std::mem::size_of::<TaEvent>()
}

/// # Safety
/// `memory` holds at least `ta_event_size()` writable bytes, aligned for a
/// pointer, and stays where it is until `ta_event_destroy`; `ops` outlives
/// the event.
#[no_mangle]
pub unsafe extern "C" fn ta_event_init(memory: *mut c_void, ops: *const TaEventOps, flags: u32) {
    // SAFETY: the caller's contract; a null ops table means no ops.
    let ops: Option<&'static TaEventOps> = unsafe { ops.as_ref() };
    let methods = Methods {
        start: Some(ta_start),
        stop: Some(ta_stop),
        dispose: Some(ta_dispose),
        info: ops.and_then(|o| o.info).map(|_| ta_info as _),
        replay: flags & ta_flags::REPLAY != 0,
    };
    let live = LiveEvent::new(&methods, flags & !ta_flags::STARTED);
    // SAFETY: see above: room for a TaEvent, nothing there to drop.
    unsafe { memory.cast::<TaEvent>().write(TaEvent { live, ops }) };
}

/// # Safety
/// `event` was made by `ta_event_init` and is not used afterwards.
#[no_mangle]
pub unsafe extern "C" fn ta_event_destroy(event: *mut TaEvent) {
    // SAFETY: the caller's contract.
    unsafe { std::ptr::drop_in_place(event) };
}

/// The event behind a `ta_event *`.
///
/// # Safety
/// `event` is null or a live event made by `ta_event_init` (the contract
/// of every function below).
unsafe fn live<'a>(event: *const TaEvent) -> Option<&'a LiveEvent> {
    // SAFETY: the caller's contract.
    unsafe { event.as_ref() }.map(|e| &e.live)
}

/// # Safety
/// `event` is a live event (all the functions below share this contract).
#[no_mangle]
pub unsafe extern "C" fn ta_event_add_ref(event: *const TaEvent) {
    // SAFETY: the caller's contract.
    if let Some(ev) = unsafe { live(event) } {
        ev.add_ref();
    }
}

/// # Safety
/// As `ta_event_add_ref`.
#[no_mangle]
pub unsafe extern "C" fn ta_event_release(event: *const TaEvent) -> i32 {
    // SAFETY: the caller's contract.
    unsafe { live(event) }.map_or(0, |ev| i32::from(ev.release()))
}

/// # Safety
/// As `ta_event_add_ref`; `data` stays valid while subscribed.
#[no_mangle]
pub unsafe extern "C" fn ta_event_subscribe(
    event: *const TaEvent,
    notify: RawNotifyFn,
    data: *mut c_void,
) -> i32 {
    // SAFETY: the caller's contract.
    let Some(ev) = (unsafe { live(event) }) else {
        return -1;
    };
    match ev.hook(notify, data) {
        Subscribed::Added => 0,
        Subscribed::Replayed => 1,
        Subscribed::Closed => -1,
        Subscribed::Refused => NO_MEMORY,
    }
}

/// # Safety
/// As `ta_event_add_ref`.
#[no_mangle]
pub unsafe extern "C" fn ta_event_unsubscribe(
    event: *const TaEvent,
    notify: RawNotifyFn,
    data: *mut c_void,
) {
    // SAFETY: the caller's contract.
    if let Some(ev) = unsafe { live(event) } {
        ev.unhook(notify, data);
    }
}

/// # Safety
/// As `ta_event_add_ref`.
#[no_mangle]
pub unsafe extern "C" fn ta_event_notify(
    event: *const TaEvent,
    result: *mut c_void,
    error: *mut c_void,
) {
    // SAFETY: the caller's contract.
    if let Some(ev) = unsafe { live(event) } {
        ev.notify(result, error);
    }
}

/// # Safety
/// As `ta_event_add_ref`.
#[no_mangle]
pub unsafe extern "C" fn ta_event_close(
    event: *const TaEvent,
    result: *mut c_void,
    error: *mut c_void,
) {
    // SAFETY: the caller's contract.
    if let Some(ev) = unsafe { live(event) } {
        ev.clear(ta_flags::STARTED);
        ev.close(result, error);
    }
}

/// Kept for callers of the first ABI: every awaitable's event is its
/// `zend_async_event_t` now (`ZEND_ASYNC_OBJECT_TO_EVENT`), none is a
/// `ta_event`.
#[no_mangle]
pub extern "C" fn ta_object_event(_object: *const zend::zend_object) -> *const TaEvent {
    std::ptr::null()
}

/// # Safety
/// As `ta_event_add_ref`; called from PHP code's thread inside a request.
#[no_mangle]
pub unsafe extern "C" fn ta_await_event(event: *const TaEvent) -> i32 {
    let Some(rt) = try_rt() else { return -1 };
    // SAFETY: the caller's contract.
    let Some(ev) = (unsafe { live(event) }) else {
        return -1;
    };
    let cur = rt.ensure_launched();
    let rec = cur.get();
    let mut wait = Wait::new(&rec.waker, rec.wake_callback());
    // A refused subscription fails at arming: an exception, as any failed
    // wait.
    if wait.on_live(ev, rec.listener()) == Subscribed::Closed {
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
    use crate::records::event::flags;
    use std::cell::Cell;

    thread_local! {
        static SEEN: Cell<usize> = const { Cell::new(0) };
        static STARTS: Cell<u32> = const { Cell::new(0) };
        static STOPS: Cell<u32> = const { Cell::new(0) };
        static DISPOSED: Cell<u32> = const { Cell::new(0) };
    }

    extern "C" fn seen(_: *const c_void, data: *mut c_void, _r: *mut c_void, _e: *mut c_void) {
        SEEN.with(|s| s.set(s.get() + data as usize));
    }

    /// A `ta_event` in Rust memory, destroyed on drop.
    struct Made(Vec<usize>);

    impl Made {
        fn new(ops: Option<&'static TaEventOps>, flags: u32) -> Self {
            let mut m = Made(vec![0usize; ta_event_size().div_ceil(8)]);
            let ops = ops.map_or(std::ptr::null(), |o| o as *const TaEventOps);
            // SAFETY: enough aligned room, which stays put; destroyed on drop.
            unsafe { ta_event_init(m.0.as_mut_ptr().cast(), ops, flags) };
            m
        }
        fn ev(&self) -> *const TaEvent {
            self.0.as_ptr().cast()
        }
        fn live(&self) -> &LiveEvent {
            // SAFETY: made by ta_event_init, alive while `self` is.
            unsafe { live(self.ev()) }.unwrap()
        }
    }

    impl Drop for Made {
        fn drop(&mut self) {
            // SAFETY: made by ta_event_init, not used afterwards.
            unsafe { ta_event_destroy(self.0.as_mut_ptr().cast()) };
        }
    }

    #[test]
    fn a_c_made_event_lives_its_whole_life_through_the_abi() {
        let m = Made::new(None, ta_flags::REPLAY);
        let ev = m.ev();
        // SAFETY: a live ta_event.
        unsafe {
            assert_eq!(ta_event_subscribe(ev, seen, 2 as *mut c_void), 0);
            ta_event_close(ev, std::ptr::null_mut(), std::ptr::null_mut());
            assert_eq!(SEEN.with(|s| s.get()), 2);
            assert_eq!(ta_event_subscribe(ev, seen, 5 as *mut c_void), 1);
            assert_eq!(SEEN.with(|s| s.get()), 7);
            assert_eq!(m.live().flags() & flags::CLOSED, 1);
            assert_ne!(m.live().flags() & ta_flags::REPLAY, 0);
            ta_event_add_ref(ev);
            assert_eq!(ta_event_release(ev), 0);
            assert_eq!(ta_event_release(ev), 1);
        }
    }

    #[test]
    fn unsubscribed_and_closed_events_tell_nobody() {
        SEEN.with(|s| s.set(0));
        let m = Made::new(None, 0);
        let ev = m.ev();
        // SAFETY: a live ta_event.
        unsafe {
            ta_event_subscribe(ev, seen, 3 as *mut c_void);
            ta_event_subscribe(ev, seen, 10 as *mut c_void);
            ta_event_notify(ev, std::ptr::null_mut(), std::ptr::null_mut());
            assert_eq!(SEEN.with(|s| s.get()), 13, "a notify keeps both");
            ta_event_unsubscribe(ev, seen, 3 as *mut c_void);
            ta_event_notify(ev, std::ptr::null_mut(), std::ptr::null_mut());
            assert_eq!(SEEN.with(|s| s.get()), 23);
            ta_event_close(ev, std::ptr::null_mut(), std::ptr::null_mut());
            assert_eq!(SEEN.with(|s| s.get()), 33);
            assert_eq!(ta_event_subscribe(ev, seen, 100 as *mut c_void), -1);
            ta_event_notify(ev, std::ptr::null_mut(), std::ptr::null_mut());
            assert_eq!(SEEN.with(|s| s.get()), 33, "closed: no replay, no notify");
        }
    }

    extern "C" fn count_start(_: *const TaEvent) -> i32 {
        STARTS.with(|s| s.set(s.get() + 1));
        0
    }
    extern "C" fn count_stop(_: *const TaEvent) {
        STOPS.with(|s| s.set(s.get() + 1));
    }
    extern "C" fn count_dispose(_: *const TaEvent) {
        DISPOSED.with(|s| s.set(s.get() + 1));
    }
    extern "C" fn fail_start(_: *const TaEvent) -> i32 {
        -22
    }
    static COUNTING: TaEventOps = TaEventOps {
        start: Some(count_start),
        stop: Some(count_stop),
        dispose: Some(count_dispose),
        info: None,
    };
    static FAILING: TaEventOps = TaEventOps {
        start: Some(fail_start),
        stop: None,
        dispose: None,
        info: None,
    };

    #[test]
    fn the_ops_start_once_stop_once_and_dispose_at_the_last_release() {
        let m = Made::new(Some(&COUNTING), 0);
        let ev = m.live();
        let (starts, stops) = (STARTS.with(|s| s.get()), STOPS.with(|s| s.get()));
        ev.start().unwrap();
        ev.start().unwrap();
        assert_eq!(STARTS.with(|s| s.get()), starts + 1);
        assert_ne!(ev.flags() & ta_flags::STARTED, 0, "STARTED mirrored");
        ev.stop();
        ev.stop();
        assert_eq!(STOPS.with(|s| s.get()), stops + 1);
        assert_eq!(ev.flags() & ta_flags::STARTED, 0);
        ev.start().unwrap();
        // SAFETY: a live ta_event.
        unsafe { ta_event_close(m.ev(), std::ptr::null_mut(), std::ptr::null_mut()) };
        assert_eq!(ev.flags() & ta_flags::STARTED, 0, "closed: not started");
        ev.start().unwrap();
        assert_eq!(
            STARTS.with(|s| s.get()),
            starts + 2,
            "a closed event never starts"
        );
        let disposed = DISPOSED.with(|s| s.get());
        // SAFETY: a live ta_event.
        unsafe {
            ta_event_add_ref(m.ev());
            assert_eq!(ta_event_release(m.ev()), 0);
            assert_eq!(DISPOSED.with(|s| s.get()), disposed);
            assert_eq!(ta_event_release(m.ev()), 1);
        }
        assert_eq!(DISPOSED.with(|s| s.get()), disposed + 1);
    }

    #[test]
    fn a_failed_start_gives_its_code_and_leaves_it_unstarted() {
        let m = Made::new(Some(&FAILING), 0);
        assert_eq!(m.live().start(), Err(-22));
        assert!(!m.live().is_started());
        assert_eq!(m.live().flags() & ta_flags::STARTED, 0);
    }

    #[test]
    fn the_record_heads_the_ta_event() {
        let m = Made::new(None, 0);
        assert_eq!(m.live().as_ptr() as usize, m.ev() as usize);
        assert_eq!(std::mem::offset_of!(TaEventOps, info), 24);
    }
}
