//! Waiting for a file descriptor to become readable or writable (the hooked
//! socket streams and stream_select, issue 5). One poll registration per fd
//! for the whole request, shared by its reader and its writer (libuv allows
//! a single poll handle per fd), kept across waits.
//!
//! Rules a stream keeps here, not in each caller:
//! - one reader and one writer at a time: a second coroutine reading the
//!   same fd while the first waits gets `Async\InputOutputException`
//!   instead of interleaved data;
//! - a stream closed while a coroutine waits on it wakes that coroutine,
//!   which gets `Async\InputOutputException`; the closer waits until every
//!   waiter has left the stream code before the fd is really closed.

use super::api::Outcome;
use super::coroutine::WaitingFor;
use super::errors::{Kind, Thrown};
use super::runtime::{rt, Runtime};
use super::scheduler::Woken;
use crate::reactor::poll::{poll, PollEvent};
use crate::reactor::timer::timer_event;
use crate::runtime::waker::Wait;
use crate::sys;
use std::cell::Cell;
use std::collections::HashMap;
use std::rc::Rc;

/// The poll registration of one fd and who waits on it.
pub struct FdWatch {
    poll: Box<PollEvent>,
    /// The coroutine waiting to read / to write (0: none).
    reader: Cell<u64>,
    writer: Cell<u64>,
    /// The stream is being closed: waiters must leave.
    closing: Cell<bool>,
    /// A hooked stream owns it (dropped when the stream closes); otherwise
    /// it is dropped as soon as nobody waits (stream_select on other fds:
    /// nothing tells us when those close).
    owned: Cell<bool>,
}

impl FdWatch {
    fn idle(&self) -> bool {
        self.reader.get() == 0 && self.writer.get() == 0
    }

    fn update_wants(&self) {
        let _ = self.poll.source.want(
            &self.poll.event,
            self.reader.get() != 0,
            self.writer.get() != 0,
        );
    }
}

/// Every fd watched in this request.
#[derive(Default)]
pub struct FdTable(std::cell::RefCell<HashMap<i32, Rc<FdWatch>>>);

impl FdTable {
    /// Request end: every registration goes before the loop closes.
    pub fn clear(&self) {
        self.0.borrow_mut().clear();
    }

    fn get(&self, fd: i32) -> Option<Rc<FdWatch>> {
        self.0.borrow().get(&fd).cloned()
    }

    fn remove(&self, fd: i32) {
        let removed = self.0.borrow_mut().remove(&fd);
        drop(removed);
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Direction {
    Read,
    Write,
}

/// How a wait ended.
pub enum FdWait {
    /// The fd is ready (or was, an instant ago: callers retry on EAGAIN).
    Ready,
    TimedOut,
    /// The caller must end with this (exception, exit, bailout).
    Failed(Outcome),
}

/// The running PHP function's name, for messages.
fn function_name() -> String {
    // SAFETY: reads the executing frame's function name on the PHP thread;
    // the string is the engine's and is copied at once.
    let p = unsafe { sys::ta_active_function_name() };
    if p.is_null() {
        return "stream operation".into();
    }
    // SAFETY: a NUL-terminated string owned by the engine.
    unsafe { std::ffi::CStr::from_ptr(p) }
        .to_string_lossy()
        .into_owned()
}

fn io_error(msg: String) -> FdWait {
    FdWait::Failed(Outcome::Throw(Thrown::new(Kind::InputOutput, &msg)))
}

fn watch_of(rt: &Runtime, fd: i32, owned: bool) -> Result<Rc<FdWatch>, String> {
    if let Some(w) = rt.fds.get(fd) {
        if owned {
            w.owned.set(true);
        }
        return Ok(w);
    }
    let reactor = rt.reactor().map_err(|e| e.to_string())?;
    let p = poll(reactor.event_loop(), fd).map_err(|e| e.to_string())?;
    let w = Rc::new(FdWatch {
        poll: p,
        reader: Cell::new(0),
        writer: Cell::new(0),
        closing: Cell::new(false),
        owned: Cell::new(owned),
    });
    rt.fds.0.borrow_mut().insert(fd, w.clone());
    Ok(w)
}

/// Suspends the running coroutine until `fd` is ready in `dir`, or
/// `timeout_ms` passed (None: no limit). `owned`: the fd belongs to a
/// hooked stream, which tells `closing` when it closes.
pub fn wait_fd(fd: i32, dir: Direction, timeout_ms: Option<u64>, owned: bool) -> FdWait {
    let rt = rt();
    let cur = rt.ensure_launched();
    let rec = cur.get();
    let w = match watch_of(rt, fd, owned) {
        Ok(w) => w,
        Err(e) => {
            return io_error(format!("{}(): cannot watch fd {fd}: {e}", function_name()));
        }
    };
    let slot = match dir {
        Direction::Read => &w.reader,
        Direction::Write => &w.writer,
    };
    if slot.get() != 0 {
        let what = match dir {
            Direction::Read => "read",
            Direction::Write => "written",
        };
        return io_error(format!(
            "{}(): the stream is already being {what} by coroutine {}; one coroutine at a time may wait on it",
            function_name(),
            slot.get()
        ));
    }
    let timer = match timeout_ms.map(|ms| {
        rt.reactor()
            .and_then(|r| timer_event(r.event_loop(), ms, 0))
    }) {
        Some(Err(e)) => {
            return io_error(format!("{}(): cannot arm a timer: {e}", function_name()));
        }
        Some(Ok(t)) => Some(t),
        None => None,
    };
    slot.set(rec.id);
    w.update_wants();
    let mut wait = Wait::new(&rec.waker, rec.wake_callback());
    wait.on(&w.poll.event);
    if let Some(t) = &timer {
        wait.on(&t.event);
    }
    let woken = rt.wait_on(&mut wait, WaitingFor::Fd(fd, dir == Direction::Write));
    let fired = wait.fired_index();
    drop(wait);
    drop(timer);
    slot.set(0);
    w.update_wants();
    if w.closing.get() {
        return io_error(format!(
            "{}(): the stream was closed while this coroutine waited on it",
            function_name()
        ));
    }
    if !w.owned.get() && w.idle() {
        rt.fds.remove(fd);
    }
    match woken {
        Woken::Normal if fired == Some(1) => FdWait::TimedOut,
        Woken::Normal => FdWait::Ready,
        Woken::Throw(ex) => FdWait::Failed(Outcome::Throw(ex)),
        Woken::Exit => FdWait::Failed(Outcome::Exit),
        Woken::Bailout => FdWait::Failed(Outcome::Bailout),
    }
}

/// A hooked stream is closing `fd`: waiters are woken (they fail) and have
/// left the stream code when this returns, and the registration is gone, so
/// the fd can be closed. Err: what the closer must end with (it was
/// cancelled or the script exits while it waited for them).
pub fn closing(fd: i32) -> Result<(), Outcome> {
    let Some(rt) = super::runtime::try_rt() else {
        return Ok(());
    };
    let Some(w) = rt.fds.get(fd) else {
        return Ok(());
    };
    let mut result = Ok(());
    if !w.idle() {
        w.closing.set(true);
        w.poll
            .event
            .notify(std::ptr::null_mut(), std::ptr::null_mut());
        // SAFETY: a plain read of engine state on the PHP thread.
        let can_wait = rt.current.get().is_some() && !unsafe { sys::ta_fiber_switch_blocked() };
        // Each waiter runs up to its next suspension (out of the stream
        // code) before we get our turn again.
        while can_wait && !w.idle() {
            match rt.yield_turn() {
                Woken::Normal => {}
                Woken::Throw(ex) => result = Err(Outcome::Throw(ex)),
                Woken::Exit => result = Err(Outcome::Exit),
                Woken::Bailout => {
                    result = Err(Outcome::Bailout);
                    break;
                }
            }
        }
    }
    rt.fds.remove(fd);
    result
}
