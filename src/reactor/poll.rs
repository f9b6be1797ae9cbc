//! Fd-readiness events (uv_poll_t): repeating; every readiness notifies
//! with the ready mask. The registration lives as long as the event and is
//! armed at the first wait, so a socket waited on again and again costs no
//! epoll_ctl per wait.

use super::handle::poll::{READABLE, WRITABLE};
use super::handle::{Loop, PollHandle, Source, SourceEvent, UvError};
use crate::runtime::event::Event;
use std::cell::Cell;

pub struct Poll {
    fd: i32,
    interest: Cell<i32>,
    handle: PollHandle,
}

impl Poll {
    /// Changes what is waited for; applied at once if already armed.
    pub fn set_interest(&self, ev: &Event, readable: bool, writable: bool) -> Result<(), UvError> {
        let mask = (i32::from(readable) * READABLE) | (i32::from(writable) * WRITABLE);
        if mask == self.interest.replace(mask) {
            return Ok(());
        }
        if ev.has(crate::runtime::event::flags::STARTED) {
            self.handle.start(mask, ev)?;
        }
        Ok(())
    }
}

impl Source for Poll {
    fn start(&self, ev: &Event) -> Result<(), UvError> {
        self.handle.start(self.interest.get(), ev)
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
/// place; readable by default.
pub fn poll(lp: &Loop, fd: i32) -> Result<Box<PollEvent>, UvError> {
    Ok(Box::new(SourceEvent::new(
        Poll {
            fd,
            interest: Cell::new(READABLE),
            handle: PollHandle::new(lp, fd)?,
        },
        0,
    )))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::reactor::testing::test_loop;
    use crate::runtime::event::Callback;
    use std::ffi::c_void;
    use std::io::Write;
    use std::os::unix::io::AsRawFd;

    thread_local! {
        static READY: Cell<i32> = const { Cell::new(0) };
    }

    extern "C" fn ready(_: *const Event, _: *mut c_void, result: *mut c_void, _: *mut c_void) {
        READY.with(|r| r.set(result as usize as i32));
    }

    #[test]
    fn a_socket_becomes_readable_when_its_peer_writes() {
        let lp = test_loop();
        let (mut a, b) = std::os::unix::net::UnixStream::pair().unwrap();
        let ev = poll(lp, b.as_raw_fd()).unwrap();
        ev.event.subscribe(Callback {
            notify: ready,
            data: std::ptr::null_mut(),
        });
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
        let ev = poll(lp, b.as_raw_fd()).unwrap();
        ev.event.subscribe(Callback {
            notify: ready,
            data: std::ptr::null_mut(),
        });
        ev.source.set_interest(&ev.event, false, true).unwrap();
        ev.event.start().unwrap();
        READY.with(|r| r.set(0));
        lp.run(true);
        assert_ne!(READY.with(Cell::get) & WRITABLE, 0);
    }
}
