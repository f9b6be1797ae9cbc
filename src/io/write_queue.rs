//! Writers of one hooked stream take turns: the first writes, the others
//! wait in arrival order (FIFO) and each gets the stream when the one before
//! it has written all its bytes. One `fwrite()` is one turn, so the bytes of
//! two writes never interleave and none is refused.
//!
//! The stream shims bracket their write op with `begin` and `end`; a turn
//! passes straight from the writer that ends to the first in line (nobody
//! arriving meanwhile can overtake it). A queued writer that is cancelled
//! leaves the line (or passes on the turn it was just given); a stream that
//! closes wakes every queued writer with `Async\InputOutputException`, and
//! the closer waits until they have left (`busy`).
//!
//! Uncontended, a turn costs a lookup in a vector indexed by fd (an fd's
//! lane is made at its first hooked write) and no allocation.

use crate::core::registry::{Key, Resource};
use crate::engine::coroutine::WaitingFor;
use crate::engine::errors::{Kind, Thrown};
use crate::engine::php_ops::Outcome;
use crate::engine::runtime::{rt, Runtime};
use crate::engine::scheduler::Woken;
use crate::engine::wait::Wait;
use crate::records::live_event::{LiveEvent, Methods};
use std::cell::{Cell, RefCell};
use std::collections::VecDeque;
use std::rc::Rc;

/// A queued writer: closed when its turn comes, or when the stream closes.
/// A C record: its writer's coroutine listener joins it.
struct Ticket {
    id: u64,
    called: LiveEvent,
}

/// Replays: a ticket closed before its writer waits on it again (woken
/// meanwhile for another reason) wakes it at once.
const TICKET: Methods = Methods {
    replay: true,
    ..Methods::NONE
};

/// The writers of one fd.
#[derive(Default)]
struct Lane {
    /// The coroutine writing now (0: none), and how deep its writes nest
    /// (a stream notification callback writing the same stream).
    holder: Cell<u64>,
    depth: Cell<u32>,
    line: RefCell<VecDeque<Rc<Ticket>>>,
    /// The holder was given its turn and has not run since.
    handed: Cell<bool>,
    closing: Cell<bool>,
}

impl Lane {
    /// The turn goes to the first in line, or nobody.
    fn pass_on(&self) {
        self.depth.set(0);
        self.handed.set(false);
        let next = if self.closing.get() {
            None
        } else {
            self.line.borrow_mut().pop_front()
        };
        match next {
            Some(t) => {
                self.holder.set(t.id);
                self.depth.set(1);
                self.handed.set(true);
                t.called.close(std::ptr::null_mut(), std::ptr::null_mut());
            }
            None => self.holder.set(0),
        }
    }

    fn leave_line(&self, ticket: &Rc<Ticket>) {
        self.line.borrow_mut().retain(|t| !Rc::ptr_eq(t, ticket));
    }
}

/// Every fd's lane, indexed by fd.
#[derive(Default)]
pub struct WriteQueues(RefCell<Vec<Option<Rc<Lane>>>>);

static WRITES: Key<WriteQueues> = Key::new(WriteQueues::default);

pub(crate) fn queues(rt: &Runtime) -> &WriteQueues {
    rt.resources.get(&WRITES)
}

impl Resource for WriteQueues {
    /// Request end.
    fn close(&self) {
        let all = std::mem::take(&mut *self.0.borrow_mut());
        drop(all);
    }
}

impl WriteQueues {
    fn lane(&self, fd: i32) -> Option<Rc<Lane>> {
        let i = usize::try_from(fd).ok()?;
        self.0.borrow().get(i).and_then(Clone::clone)
    }

    fn lane_or_new(&self, fd: i32) -> Option<Rc<Lane>> {
        if let Some(l) = self.lane(fd) {
            return Some(l);
        }
        let i = usize::try_from(fd).ok()?;
        let mut v = self.0.borrow_mut();
        if v.len() <= i {
            v.resize(i + 1, None);
        }
        let l = Rc::new(Lane::default());
        v[i] = Some(l.clone());
        Some(l)
    }

    /// The stream of `fd` closes: every queued writer is woken (it fails)
    /// and the lane is forgotten once nobody writes (`busy` says when).
    pub fn closing(&self, fd: i32) {
        let Some(lane) = self.lane(fd) else { return };
        lane.closing.set(true);
        let line: Vec<Rc<Ticket>> = lane.line.borrow().iter().cloned().collect();
        for t in line {
            t.called.close(std::ptr::null_mut(), std::ptr::null_mut());
        }
    }

    /// Whether a writer other than `me` still holds or waits for `fd`:
    /// Some(true) when one is queued, or was just given its turn, and will
    /// leave as soon as it runs; Some(false) when one is in the middle of
    /// its write (it ends on its own); None when nobody does.
    pub fn busy(&self, fd: i32, me: u64) -> Option<bool> {
        let lane = self.lane(fd)?;
        if !lane.line.borrow().is_empty() || lane.handed.get() {
            return Some(true);
        }
        let holder = lane.holder.get();
        (holder != 0 && holder != me).then_some(false)
    }

    /// The stream of `fd` is closed: a later stream with the same fd
    /// number starts with a fresh lane.
    pub fn forget(&self, fd: i32) {
        let Ok(i) = usize::try_from(fd) else { return };
        let removed = self.0.borrow_mut().get_mut(i).and_then(Option::take);
        drop(removed);
    }
}

fn closed_error() -> Outcome {
    Outcome::Throw(Thrown::new(
        Kind::InputOutput,
        &format!(
            "{}(): the stream was closed while this coroutine waited on it",
            super::fd_wait::function_name()
        ),
    ))
}

/// Before a write of `fd`: returns when the running coroutine's turn has
/// come (at once if nobody writes). Err: what the write must end with
/// (cancelled while queued, the stream closed, exit); the turn is not held
/// then.
pub fn begin(fd: i32) -> Result<(), Outcome> {
    let rt = rt();
    let cur = rt.ensure_launched();
    let rec = cur.get();
    let Some(lane) = queues(rt).lane_or_new(fd) else {
        return Ok(());
    };
    let holder = lane.holder.get();
    if holder == rec.id {
        lane.depth.set(lane.depth.get() + 1);
        return Ok(());
    }
    if lane.closing.get() {
        return Err(closed_error());
    }
    if holder == 0 && lane.line.borrow().is_empty() {
        lane.holder.set(rec.id);
        lane.depth.set(1);
        return Ok(());
    }
    let ticket = Rc::new(Ticket {
        id: rec.id,
        called: LiveEvent::new(&TICKET, 0),
    });
    lane.line.borrow_mut().push_back(ticket.clone());
    loop {
        let mut wait = Wait::new(&rec.waker, rec.wake_callback());
        wait.on_live(&ticket.called, rec.listener());
        let woken = rt.wait_on(&mut wait, WaitingFor::WriteTurn(fd, lane.holder.get()));
        drop(wait);
        if lane.holder.get() == rec.id {
            lane.handed.set(false);
        }
        let failure = match woken {
            Woken::Normal if !ticket.called.is_closed() => continue,
            Woken::Normal if lane.closing.get() => closed_error(),
            Woken::Normal => return Ok(()),
            Woken::Throw(ex) => Outcome::Throw(ex),
            Woken::Exit => Outcome::Exit,
            Woken::Bailout => Outcome::Bailout,
        };
        if lane.holder.get() == rec.id {
            // Given the turn an instant before the failure: the next one
            // gets it.
            lane.pass_on();
        } else {
            lane.leave_line(&ticket);
        }
        return Err(failure);
    }
}

/// After a write of `fd` that `begin` let through: the turn passes on.
pub fn end(fd: i32) {
    let Some(rt) = crate::engine::runtime::try_rt() else {
        return;
    };
    let Some(lane) = queues(rt).lane(fd) else {
        return;
    };
    let me = rt.current.get().map(|c| c.get().id);
    if me != Some(lane.holder.get()) {
        return;
    }
    let depth = lane.depth.get().saturating_sub(1);
    lane.depth.set(depth);
    if depth == 0 {
        lane.pass_on();
    }
}
