//! The libuv side of fd-readiness events (uv_poll_t over epoll). The
//! registration stays across waits: a socket polled again and again costs no
//! epoll_ctl per wait (docs/design.md, section 8: the peers lose there).
//!
//! What is registered ("armed") may be more than what someone waits for
//! now ("wanted"): a direction stays armed after its waiter left, and is
//! dropped only when it fires with nobody wanting it. A socket read in a
//! loop keeps one registration; a readable socket nobody reads does not
//! make the loop spin. The handle holds the loop alive only while someone
//! wants something.

use super::{check, Loop, Owned, Target, UvError};
use crate::sys::uv;
use std::ffi::c_void;

pub const READABLE: i32 = uv::uv_poll_event_UV_READABLE as i32;
pub const WRITABLE: i32 = uv::uv_poll_event_UV_WRITABLE as i32;
pub const DISCONNECT: i32 = uv::uv_poll_event_UV_DISCONNECT as i32;

const DIRECTIONS: i32 = READABLE | WRITABLE;

/// In the data word: the handle forgot its fd (`detach`).
const DETACHED: usize = 1 << 24;

/// Every readiness someone wants notifies the event (repeating): result =
/// the ready event mask, error = the status (0 or a negative libuv error).
pub struct PollHandle(Owned<uv::uv_poll_t>);

/// The handle's user `data` word holds three masks, so that the libuv
/// callback reaches them without the event: wanted (bits 0-7), armed (8-15)
/// and seen (16-23: readiness reported since the owner last found the fd
/// not ready); bit 24 is DETACHED.
fn word(h: *mut uv::uv_poll_t) -> usize {
    // SAFETY: `h` is an open handle of a live Owned box; `data` is ours.
    unsafe { (*h).data as usize }
}

fn set_word(h: *mut uv::uv_poll_t, w: usize) {
    // SAFETY: as in `word`.
    unsafe { (*h).data = w as *mut c_void };
}

fn masks(h: *mut uv::uv_poll_t) -> (i32, i32) {
    let w = word(h);
    ((w & 0xff) as i32, ((w >> 8) & 0xff) as i32)
}

fn set_masks(h: *mut uv::uv_poll_t, wanted: i32, armed: i32) {
    let seen = word(h) & (0xff_0000 | DETACHED);
    set_word(
        h,
        seen | (wanted as usize & 0xff) | ((armed as usize & 0xff) << 8),
    );
}

/// Registers `armed` (0 unregisters).
fn rearm(h: *mut uv::uv_poll_t, armed: i32) -> Result<(), UvError> {
    // SAFETY: an initialised, open poll handle; events 0 only stops it.
    check(unsafe { uv::uv_poll_start(h, armed, Some(poll_cb)) })
}

unsafe extern "C" fn poll_cb(h: *mut uv::uv_poll_t, status: i32, events: i32) {
    let seen = if status < 0 {
        DIRECTIONS
    } else {
        events & DIRECTIONS
    };
    set_word(h, word(h) | ((seen as usize) << 16));
    let (wanted, armed) = masks(h);
    let unwanted = if status < 0 {
        armed & !wanted
    } else {
        events & armed & !wanted & DIRECTIONS
    };
    if unwanted != 0 {
        let armed = armed & !unwanted;
        set_masks(h, wanted, armed);
        let _ = rearm(h, armed);
    }
    if status >= 0 && events & wanted == 0 {
        return;
    }
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
    /// The fd keeps its blocking mode: uv_poll_init makes it non-blocking,
    /// which PHP would see (a blocking pipe's read would return "" at once).
    pub fn new(lp: &Loop, fd: i32) -> Result<Self, UvError> {
        // SAFETY: plain fcntl calls on a descriptor the caller owns.
        let flags = unsafe { libc::fcntl(fd, libc::F_GETFL) };
        let h = Self(Owned::new(lp, |l, h| {
            // SAFETY: a zeroed handle on a live loop, initialised once.
            unsafe { uv::uv_poll_init(l, h, fd) }
        })?);
        if flags >= 0 {
            // SAFETY: as above; restores what uv_poll_init changed.
            unsafe { libc::fcntl(fd, libc::F_SETFL, flags) };
        }
        set_masks(h.0.handle(), 0, 0);
        Ok(h)
    }

    /// Says what is waited for now (READABLE | WRITABLE); directions not
    /// armed yet are registered at once. The caller keeps `target` alive
    /// until the handle is stopped or dropped.
    pub fn want(&self, wanted: i32, target: &Target) -> Result<(), UvError> {
        let h = self.0.handle();
        if word(h) & DETACHED != 0 {
            return Ok(());
        }
        let (_, armed) = masks(h);
        let wanted = wanted & DIRECTIONS;
        self.0.set_target(target);
        let new_armed = armed | wanted;
        set_masks(h, wanted, new_armed);
        if new_armed != armed {
            rearm(h, new_armed)?;
        }
        // SAFETY: an initialised, open handle; ref/unref only flip a flag.
        unsafe {
            if wanted == 0 {
                uv::uv_unref(h.cast());
            } else {
                uv::uv_ref(h.cast());
            }
        }
        Ok(())
    }

    /// Registers what is wanted now (the event's first arming).
    pub fn start(&self, target: &Target) -> Result<(), UvError> {
        let (wanted, _) = masks(self.0.handle());
        self.want(wanted, target)
    }

    /// Whether an operation in `direction` (READABLE or WRITABLE) is worth
    /// trying now: false only when that direction is registered and no
    /// readiness came since `not_ready` (the kernel would say EAGAIN again).
    pub fn may_be_ready(&self, direction: i32) -> bool {
        let w = word(self.0.handle()) as i32;
        let armed = (w >> 8) & direction != 0;
        let seen = (w >> 16) & direction != 0;
        !armed || seen
    }

    /// The owner found the fd not ready in `direction` (EAGAIN).
    pub fn not_ready(&self, direction: i32) {
        let h = self.0.handle();
        set_word(h, word(h) & !((direction as usize & 0xff) << 16));
    }

    /// The handle keeps no loop alive while it listens (until the next
    /// `want` of something).
    pub fn unref(&self) {
        self.0.set_loop_ref(false);
    }

    pub fn stop(&self) {
        let h = self.0.handle();
        let (wanted, _) = masks(h);
        set_masks(h, wanted, 0);
        // SAFETY: an initialised, open poll handle.
        unsafe { uv::uv_poll_stop(h) };
    }

    /// The fd is about to be closed by code that does not know of this
    /// handle (a library's close()) while waiters still hold it: it leaves
    /// epoll now, while the number still names the same socket, and the
    /// handle forgets the number, so that its later close cannot take the
    /// registration of a new socket that got the same number. The handle
    /// never registers again.
    pub fn detach(&self) {
        self.stop();
        let h = self.0.handle();
        set_word(h, word(h) | DETACHED);
        // SAFETY: an open, stopped handle (no longer in the loop's
        // watcher table). libuv 1.53 (pinned in Cargo.toml) skips
        // uv__io_stop for an fd of -1, and its uv__platform_invalidate_fd
        // then only makes a harmless EPOLL_CTL_DEL of -1.
        unsafe { (*h).io_watcher.fd = -1 };
    }
}
