//! Fd-readiness events (uv_poll_t): repeating; every wanted readiness
//! notifies with the ready mask. The registration lives as long as the
//! event and follows what waiters want (see handle/poll.rs), so a socket
//! waited on again and again costs no epoll_ctl per wait.

use super::handle::poll::{READABLE, WRITABLE};
use super::handle::{Loop, PollHandle, Source, SourceEvent, UvError};
use crate::records::LiveEvent;

pub struct Poll {
    fd: i32,
    handle: PollHandle,
}

impl Poll {
    /// Says what is waited for now, registered at once. Nothing wanted
    /// lets the loop end.
    pub fn want(&self, ev: &LiveEvent, readable: bool, writable: bool) -> Result<(), UvError> {
        let mask = (i32::from(readable) * READABLE) | (i32::from(writable) * WRITABLE);
        self.handle.want(mask, ev)
    }

    /// Whether reading (or writing) is worth a try now (see
    /// PollHandle::may_be_ready).
    pub fn may_be_ready(&self, writable: bool) -> bool {
        self.handle
            .may_be_ready(if writable { WRITABLE } else { READABLE })
    }

    /// What is wanted now does not keep the loop alive (until the next
    /// `want` of something).
    pub fn let_loop_end(&self) {
        self.handle.unref();
    }

    /// The owner just got EAGAIN reading (or writing).
    pub fn not_ready(&self, writable: bool) {
        self.handle
            .not_ready(if writable { WRITABLE } else { READABLE });
    }

    pub fn fd(&self) -> i32 {
        self.fd
    }

    /// The fd is being closed behind the handle's back while waiters hold
    /// it (see PollHandle::detach).
    pub fn detach(&self) {
        self.handle.detach();
    }
}

impl Source for Poll {
    fn start(&self, ev: &LiveEvent) -> Result<(), UvError> {
        self.handle.start(ev)
    }

    fn stop(&self) {
        self.handle.stop();
    }

    fn describe(&self) -> String {
        format!("fd {} to become ready", self.fd)
    }
}

pub type PollEvent = SourceEvent<Poll>;

/// A readiness watch of `fd` (a socket or pipe), boxed so it stays in
/// place; it wants nothing until `want` says what.
pub fn poll(lp: &Loop, fd: i32) -> Result<Box<PollEvent>, UvError> {
    Ok(Box::new(SourceEvent::new(Poll {
        fd,
        handle: PollHandle::new(lp, fd)?,
    })))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::reactor::testing::test_loop;
    use std::cell::Cell;
    use std::ffi::c_void;
    use std::io::Write;
    use std::os::unix::io::AsRawFd;

    thread_local! {
        static READY: Cell<i32> = const { Cell::new(0) };
    }

    extern "C" fn ready(_: *const c_void, _: *mut c_void, result: *mut c_void, _: *mut c_void) {
        READY.with(|r| r.set(result as usize as i32));
    }

    /// A poll event on `fd` whose readiness lands in READY.
    fn told(lp: &Loop, fd: i32) -> Box<PollEvent> {
        let ev = poll(lp, fd).unwrap();
        ev.event.hook(ready, std::ptr::null_mut());
        ev
    }

    #[test]
    fn a_socket_becomes_readable_when_its_peer_writes() {
        let lp = test_loop();
        let (mut a, b) = std::os::unix::net::UnixStream::pair().unwrap();
        let ev = told(lp, b.as_raw_fd());
        ev.source.want(&ev.event, true, false).unwrap();
        ev.event.start().unwrap();
        READY.with(|r| r.set(0));
        lp.run(false);
        assert_eq!(READY.with(Cell::get), 0, "nothing to read yet");
        a.write_all(b"x").unwrap();
        lp.run(true);
        assert_ne!(READY.with(Cell::get) & READABLE, 0);
        // Still registered: a second write notifies again, no re-arming.
        READY.with(|r| r.set(0));
        a.write_all(b"y").unwrap();
        lp.run(true);
        assert_ne!(READY.with(Cell::get) & READABLE, 0);
    }

    #[test]
    fn writable_interest_fires_on_an_empty_socket() {
        let lp = test_loop();
        let (_a, b) = std::os::unix::net::UnixStream::pair().unwrap();
        let ev = told(lp, b.as_raw_fd());
        ev.source.want(&ev.event, false, true).unwrap();
        ev.event.start().unwrap();
        READY.with(|r| r.set(0));
        lp.run(true);
        assert_ne!(READY.with(Cell::get) & WRITABLE, 0);
    }

    #[test]
    fn readiness_nobody_wants_is_not_told_and_is_unregistered() {
        let lp = test_loop();
        let (mut a, b) = std::os::unix::net::UnixStream::pair().unwrap();
        let ev = told(lp, b.as_raw_fd());
        ev.source.want(&ev.event, true, false).unwrap();
        ev.event.start().unwrap();
        ev.source.want(&ev.event, false, false).unwrap();
        assert!(!lp.alive(), "a handle nobody waits on holds no loop");
        a.write_all(b"x").unwrap();
        READY.with(|r| r.set(0));
        lp.run(false);
        lp.run(false);
        assert_eq!(READY.with(Cell::get), 0, "nobody wanted it");
        // Wanted again: registered again, told at once (data is waiting).
        ev.source.want(&ev.event, true, false).unwrap();
        assert!(lp.alive());
        lp.run(true);
        assert_ne!(READY.with(Cell::get) & READABLE, 0);
    }

    #[test]
    fn may_be_ready_is_false_only_between_eagain_and_the_next_readiness() {
        let lp = test_loop();
        let (mut a, b) = std::os::unix::net::UnixStream::pair().unwrap();
        let ev = poll(lp, b.as_raw_fd()).unwrap();
        assert!(ev.source.may_be_ready(false), "not registered: try");
        ev.source.want(&ev.event, true, false).unwrap();
        ev.event.start().unwrap();
        ev.source.not_ready(false);
        assert!(!ev.source.may_be_ready(false), "EAGAIN, nothing since");
        assert!(ev.source.may_be_ready(true), "writing is not registered");
        a.write_all(b"x").unwrap();
        lp.run(true);
        assert!(ev.source.may_be_ready(false), "readiness came");
    }

    #[test]
    fn a_detached_watch_does_not_take_the_registration_of_a_new_socket_on_its_number() {
        let lp = test_loop();
        let (_a, b) = std::os::unix::net::UnixStream::pair().unwrap();
        let old = poll(lp, b.as_raw_fd()).unwrap();
        old.source.want(&old.event, true, false).unwrap();
        old.event.start().unwrap();
        // A library closes the fd while a waiter still holds the watch, and
        // a new socket gets its number. dup2 does both in one step: closing
        // it first and counting on the kernel to hand the lowest number out
        // again races with the other test threads, which open fds too.
        old.source.detach();
        let number = std::os::fd::IntoRawFd::into_raw_fd(b);
        let (c, mut writer) = std::os::unix::net::UnixStream::pair().unwrap();
        // SAFETY: both descriptors are open and owned by this test; dup2
        // closes `number` (b's socket, given up above) and reuses it for c's.
        let rc = unsafe { libc::dup2(c.as_raw_fd(), number) };
        assert_eq!(rc, number, "the number is reused");
        drop(c);
        // SAFETY: `number` is open (dup2 above) and owned by nothing else.
        let reader = unsafe {
            <std::os::unix::net::UnixStream as std::os::fd::FromRawFd>::from_raw_fd(number)
        };
        let new = told(lp, reader.as_raw_fd());
        new.source.want(&new.event, true, false).unwrap();
        new.event.start().unwrap();
        // Registered in epoll (libuv registers at its next poll).
        lp.run(false);
        // The waiter leaves: the old handle closes.
        old.source.want(&old.event, false, false).unwrap();
        drop(old);
        lp.run(false);
        READY.with(|r| r.set(0));
        writer.write_all(b"x").unwrap();
        // Bounded: a lost registration would never be told.
        for _ in 0..200 {
            lp.run(false);
            if READY.with(Cell::get) != 0 {
                break;
            }
            std::thread::sleep(std::time::Duration::from_millis(1));
        }
        assert_ne!(
            READY.with(Cell::get) & READABLE,
            0,
            "the new socket is still watched"
        );
    }
}
