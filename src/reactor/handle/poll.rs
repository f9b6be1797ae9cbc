//! The libuv side of fd-readiness events (uv_poll_t over epoll). The
//! registration stays across waits: a socket polled again and again costs no
//! epoll_ctl per wait (DESIGN 7: the peers lose there).

use super::{check, Loop, Owned, UvError};
use crate::runtime::event::Event;
use crate::sys::uv;
use std::ffi::c_void;

pub const READABLE: i32 = uv::uv_poll_event_UV_READABLE as i32;
pub const WRITABLE: i32 = uv::uv_poll_event_UV_WRITABLE as i32;
pub const DISCONNECT: i32 = uv::uv_poll_event_UV_DISCONNECT as i32;

/// Every readiness notifies the event (repeating): result = the ready
/// event mask, error = the status (0 or a negative libuv error).
pub struct PollHandle(Owned<uv::uv_poll_t>);

unsafe extern "C" fn poll_cb(h: *mut uv::uv_poll_t, status: i32, events: i32) {
    // SAFETY: libuv calls back the open handle of an Owned box.
    if let Some(ev) = unsafe { Owned::target_of(h) } {
        ev.notify(
            events as usize as *mut c_void,
            status as isize as *mut c_void,
        );
    }
}

impl PollHandle {
    /// Watches `fd` (a socket or pipe; regular files cannot be polled).
    pub fn new(lp: &Loop, fd: i32) -> Result<Self, UvError> {
        Ok(Self(Owned::new(lp, |l, h| {
            // SAFETY: a zeroed handle on a live loop, initialised once.
            unsafe { uv::uv_poll_init(l, h, fd) }
        })?))
    }

    /// Listens for `events` (READABLE | WRITABLE...); calling it again
    /// changes the mask. The caller keeps `target` alive until the handle
    /// is stopped or dropped.
    pub fn start(&self, events: i32, target: &Event) -> Result<(), UvError> {
        self.0.set_target(target);
        // SAFETY: an initialised, open poll handle.
        check(unsafe { uv::uv_poll_start(self.0.handle(), events, Some(poll_cb)) })
    }

    pub fn stop(&self) {
        // SAFETY: an initialised, open poll handle.
        unsafe { uv::uv_poll_stop(self.0.handle()) };
    }
}
