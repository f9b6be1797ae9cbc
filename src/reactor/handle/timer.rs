//! The libuv side of timer events.

use super::{check, Loop, Owned, Target, UvError};
use crate::sys::uv;
use std::cell::Cell;
use std::ffi::c_void;

/// A one-shot libuv timer that closes its event when it fires.
pub struct TimerHandle(Owned<uv::uv_timer_t>);

/// What a deadline's handle `data` word points at: when the current wait
/// times out and when the libuv timer will fire (loop milliseconds; 0 for
/// none). The timer may fire before the due time (a later wait moved the
/// due time on without restarting it): it then restarts for the rest.
struct DeadlineTimes {
    due: Cell<u64>,
    armed: Cell<u64>,
}

unsafe extern "C" fn timer_cb(h: *mut uv::uv_timer_t) {
    // SAFETY: the handle's user `data` word is ours: null for a one-shot
    // timer, `REPEATING` for a repeating one, else a deadline's times.
    let data = unsafe { (*h).data };
    // SAFETY: libuv calls back the open timer of an Owned box.
    let Some(ev) = (unsafe { Owned::target_of(h) }) else {
        return;
    };
    if data.is_null() {
        ev.close(std::ptr::null_mut(), std::ptr::null_mut());
    } else if std::ptr::eq(data.cast_const(), repeating_mark())
        || std::ptr::eq(data.cast_const(), open_once_mark())
    {
        ev.notify(std::ptr::null_mut(), std::ptr::null_mut());
    } else {
        // SAFETY: a deadline's times, boxed beside its handle, which
        // outlive every callback of the handle.
        let times = unsafe { &*data.cast::<DeadlineTimes>() };
        times.armed.set(0);
        let due = times.due.get();
        if due == 0 {
            return;
        }
        // SAFETY: the loop of this open handle; its time is this turn's.
        let now = unsafe { uv::uv_now(uv::uv_handle_get_loop(h.cast())) };
        if due <= now {
            ev.notify(std::ptr::null_mut(), std::ptr::null_mut());
        } else {
            // SAFETY: the open timer libuv just called back.
            unsafe { uv::uv_timer_start(h, Some(timer_cb), due - now, 0) };
            times.armed.set(due);
        }
    }
}

/// The `data` word of a repeating timer: an address no deadline has.
static REPEATING: u8 = 0;

fn repeating_mark() -> *const c_void {
    std::ptr::addr_of!(REPEATING).cast()
}

/// The `data` word of a one-shot timer that notifies its event and leaves
/// it open (`start_once_open`).
static OPEN_ONCE: u8 = 0;

fn open_once_mark() -> *const c_void {
    std::ptr::addr_of!(OPEN_ONCE).cast()
}

impl TimerHandle {
    /// An inactive timer on `lp`.
    pub fn new(lp: &Loop) -> Result<Self, UvError> {
        Ok(Self(Owned::new(lp, |l, h| {
            // SAFETY: a zeroed handle on a live loop, initialised once.
            unsafe { uv::uv_timer_init(l, h) }
        })?))
    }

    /// Starts counting `timeout_ms`; then `target` is closed. The caller
    /// keeps `target` alive until this handle is stopped or dropped.
    pub fn start(&self, timeout_ms: u64, target: &Target) -> Result<(), UvError> {
        self.0.set_target(target);
        // SAFETY: an initialised, open timer. libuv counts from the loop's
        // cached time, which is stale if PHP ran a while since the last
        // loop turn: refresh it, or the timer fires early.
        unsafe {
            uv::uv_update_time(uv::uv_handle_get_loop(self.0.handle().cast()));
        }
        // SAFETY: an initialised, open timer.
        check(unsafe { uv::uv_timer_start(self.0.handle(), Some(timer_cb), timeout_ms, 0) })
    }

    /// Notifies `target` every `period_ms` (first after one period) until
    /// stopped; `target` stays open. The caller keeps `target` alive until
    /// this handle is stopped or dropped.
    pub fn start_repeating(&self, period_ms: u64, target: &Target) -> Result<(), UvError> {
        self.0.set_target(target);
        let h = self.0.handle();
        // SAFETY: an initialised, open timer; its `data` word is ours (a
        // plain timer's, never a deadline's).
        unsafe {
            (*h).data = repeating_mark().cast_mut();
            uv::uv_update_time(uv::uv_handle_get_loop(h.cast()));
        }
        let period = period_ms.max(1);
        // SAFETY: an initialised, open timer.
        check(unsafe { uv::uv_timer_start(h, Some(timer_cb), period, period) })
    }

    /// Fires once after `timeout_ms`, notifying `target` and leaving it
    /// open, so that the timer can be started again for the same target
    /// (the zend_async API's timers, whose records say when they close).
    pub fn start_once_open(&self, timeout_ms: u64, target: &Target) -> Result<(), UvError> {
        // SAFETY: as in start_repeating.
        unsafe { (*self.0.handle()).data = open_once_mark().cast_mut() };
        self.start(timeout_ms, target)
    }

    pub fn stop(&self) {
        // SAFETY: an initialised, open timer.
        unsafe { uv::uv_timer_stop(self.0.handle()) };
    }

    /// Whether the timer keeps the loop alive while it runs.
    pub fn set_ref(&self, on: bool) {
        self.0.set_loop_ref(on);
    }

    /// The timer no longer keeps the loop alive (it still fires while
    /// other work keeps the loop running).
    pub fn unref(&self) {
        self.set_ref(false);
    }
}

/// A stream's reusable timeout, started at every wait and cleared after
/// it. A socket's reads and writes mostly end well before their timeout,
/// so clearing leaves the libuv timer running (unreferenced: it keeps no
/// loop alive) and the next wait, due later, only moves the due time on:
/// no timer heap update per wait. A timer that fires before the due time
/// restarts for the rest.
pub struct DeadlineHandle {
    timer: TimerHandle,
    times: Box<DeadlineTimes>,
}

impl DeadlineHandle {
    pub fn new(lp: &Loop) -> Result<Self, UvError> {
        let timer = TimerHandle::new(lp)?;
        let times = Box::new(DeadlineTimes {
            due: Cell::new(0),
            armed: Cell::new(0),
        });
        // SAFETY: an initialised timer; `data` is the user's word, pointed
        // at the times boxed beside it (dropped after the handle closes).
        unsafe { (*timer.0.handle()).data = std::ptr::from_ref(&*times).cast_mut().cast() };
        Ok(Self { timer, times })
    }

    /// `target` is notified once `timeout_ms` passed, unless `clear`ed
    /// first. The caller keeps `target` alive while the handle lives.
    pub fn set(&self, timeout_ms: u64, target: &Target) -> Result<(), UvError> {
        let h = self.timer.0.handle();
        // SAFETY: an initialised, open timer on a live loop; the loop time
        // is refreshed so that the due time counts from now.
        let now = unsafe {
            let lp = uv::uv_handle_get_loop(h.cast());
            uv::uv_update_time(lp);
            uv::uv_now(lp)
        };
        let due = now.saturating_add(timeout_ms).max(1);
        self.times.due.set(due);
        self.timer.0.set_target(target);
        // SAFETY: as above.
        unsafe { uv::uv_ref(h.cast()) };
        let armed = self.times.armed.get();
        if armed != 0 && armed <= due {
            return Ok(());
        }
        // SAFETY: as above.
        check(unsafe { uv::uv_timer_start(h, Some(timer_cb), timeout_ms, 0) })?;
        self.times.armed.set(due);
        Ok(())
    }

    /// Keeps the set due time but no longer keeps the loop alive (a
    /// background timer: it fires only while something else runs).
    pub fn unref(&self) {
        self.timer.unref();
    }

    /// Nobody waits any more: the timer may go on running, unreferenced.
    pub fn clear(&self) {
        self.times.due.set(0);
        self.timer.unref();
    }

    pub fn stop(&self) {
        self.clear();
        self.times.armed.set(0);
        self.timer.stop();
    }
}
