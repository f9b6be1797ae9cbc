//! The libuv side of signal events.

use super::{check, Loop, Owned, UvError};
use crate::runtime::event::Event;
use crate::sys::uv;

/// A libuv signal watcher: every delivery of its signal notifies its event
/// (repeating), with the signal number as the result pointer's value.
pub struct SignalHandle(Owned<uv::uv_signal_t>);

unsafe extern "C" fn signal_cb(h: *mut uv::uv_signal_t, signum: i32) {
    // SAFETY: libuv calls back the open signal handle of an Owned box.
    if let Some(ev) = unsafe { Owned::target_of(h) } {
        ev.notify(
            signum as usize as *mut std::ffi::c_void,
            std::ptr::null_mut(),
        );
    }
}

impl SignalHandle {
    pub fn new(lp: &Loop) -> Result<Self, UvError> {
        Ok(Self(Owned::new(lp, |l, h| {
            // SAFETY: a zeroed handle on a live loop, initialised once.
            unsafe { uv::uv_signal_init(l, h) }
        })?))
    }

    /// Listens for `signum`; the caller keeps `target` alive until this
    /// handle is stopped or dropped.
    pub fn start(&self, signum: i32, target: &Event) -> Result<(), UvError> {
        self.0.set_target(target);
        // SAFETY: an initialised, open signal handle.
        check(unsafe { uv::uv_signal_start(self.0.handle(), Some(signal_cb), signum) })
    }

    pub fn stop(&self) {
        // SAFETY: an initialised, open signal handle.
        unsafe { uv::uv_signal_stop(self.0.handle()) };
    }
}
