//! The libuv side of timer events.

use super::{check, Loop, Owned, UvError};
use crate::runtime::event::Event;
use crate::sys::uv;

/// A one-shot libuv timer that closes its event when it fires.
pub struct TimerHandle(Owned<uv::uv_timer_t>);

unsafe extern "C" fn timer_cb(h: *mut uv::uv_timer_t) {
    // SAFETY: the handle's user `data` word is ours: non-null marks a
    // reusable timer, which notifies instead of closing.
    let reusable = unsafe { !(*h).data.is_null() };
    // SAFETY: libuv calls back the open timer of an Owned box.
    if let Some(ev) = unsafe { Owned::target_of(h) } {
        if reusable {
            ev.notify(std::ptr::null_mut(), std::ptr::null_mut());
        } else {
            ev.close(std::ptr::null_mut(), std::ptr::null_mut());
        }
    }
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
    pub fn start(&self, timeout_ms: u64, target: &Event) -> Result<(), UvError> {
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

    /// Makes this a reusable timer: firing notifies its event (which stays
    /// open) instead of closing it, so it can be started again and again.
    pub fn set_reusable(&self) {
        // SAFETY: an initialised timer; `data` is the user's word.
        unsafe { (*self.0.handle()).data = std::ptr::dangling_mut() };
    }

    pub fn stop(&self) {
        // SAFETY: an initialised, open timer.
        unsafe { uv::uv_timer_stop(self.0.handle()) };
    }
}
