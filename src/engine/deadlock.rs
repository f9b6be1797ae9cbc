//! What a deadlock does (design S12), in TrueAsync's order: the report and
//! the `Async\DeadlockError` are made at once, then every coroutine caught
//! in the deadlock, main included when it waits, gets a catchable
//! `Async\AsyncCancellation("Deadlock detected")` (protect() no longer
//! holds it back) and runs its handlers, which may do more work. The
//! DeadlockError is terminal: it is reported as an uncaught error once the
//! script's coroutines have run (after the drain that follows the main
//! script, or after the shutdown functions when the deadlock came later),
//! whatever the handlers did. A deadlock found again after that round is
//! another round.

use super::coroutine::CoRef;
use super::errors::{Kind, Thrown};
use super::runtime::{try_rt, Runtime};
use crate::core::deadlock;
use crate::core::registry::{Key, Resource};
use crate::core::state::Phase;
use crate::core::weak_list::WeakList;
use crate::sys::{self, zend};
use std::cell::RefCell;

/// Something that can end a deadlock on its own terms before the generic
/// resolution cancels everyone (a channel with soft timeouts closes with
/// its DEADLOCK reason, waking its waiters).
pub trait DeadlockCandidate {
    /// Ends its part of the deadlock; true if that woke anybody.
    fn break_deadlock(&self) -> bool;
}

#[derive(Default)]
struct Candidates(WeakList<dyn DeadlockCandidate>);

impl Resource for Candidates {
    fn close(&self) {
        drop(self.0.take_live());
    }
}

static CANDIDATES: Key<Candidates> = Key::new(Candidates::default);

/// Lists `c` for `break_with_candidates` (for as long as it lives).
pub fn add_candidate(c: &std::rc::Rc<dyn DeadlockCandidate>) {
    if let Some(rt) = try_rt() {
        let _ = rt.resources.get(&CANDIDATES).0.push(c);
    }
}

impl Runtime {
    /// Nothing can run and nothing is left to wait for: every listed
    /// candidate gets to end its part first. True if that woke anybody
    /// (then it was no deadlock yet).
    pub(crate) fn break_with_candidates(&self) -> bool {
        let live = self.resources.get(&CANDIDATES).0.live();
        let mut woke = false;
        for c in live {
            woke |= c.break_deadlock();
        }
        woke
    }
}

/// The DeadlockError waiting to be reported, for the length of a request.
#[derive(Default)]
struct Terminal(RefCell<Option<Thrown>>);

impl Resource for Terminal {
    fn close(&self) {
        drop(self.0.take());
    }
}

static TERMINAL: Key<Terminal> = Key::new(Terminal::default);

impl Runtime {
    /// One round of deadlock resolution, in main's own context while
    /// `main_waiting` (main, when it is one of the waiters) still counts as
    /// a waiter. Returns main's cancellation when main waits, and whether
    /// any coroutine was given one (none: nothing can end the deadlock).
    pub(crate) fn resolve_deadlock(&self, main_waiting: Option<CoRef>) -> (Option<Thrown>, bool) {
        let error = self.deadlock_exception();
        let terminal = self.resources.get(&TERMINAL);
        let earlier = terminal.0.borrow_mut().take();
        if let Some(earlier) = earlier {
            // A later round: reported together, the first one first.
            error.set_previous(earlier);
        }
        *terminal.0.borrow_mut() = Some(error);
        let caught: Vec<CoRef> = self
            .live
            .borrow()
            .snapshot()
            .into_iter()
            .filter(|c| !self.is_main(*c) && c.get().phase.get() != Phase::Finished)
            .collect();
        let any = !caught.is_empty() || main_waiting.is_some();
        for co in caught {
            co.get().protect_depth.set(0);
            self.cancel(co, cancellation());
        }
        let main_cancel = main_waiting.map(|m| {
            let rec = m.get();
            rec.protect_depth.set(0);
            drop(rec.deferred_cancel.take());
            rec.cancel_requested.set(true);
            rec.cancelled.set(true);
            cancellation()
        });
        (main_cancel, any)
    }
}

fn cancellation() -> Thrown {
    Thrown::new(Kind::Cancellation, deadlock::CANCELLATION_MESSAGE)
}

/// Reports the DeadlockError, if one waits, as PHP reports an exception
/// that leaves the script: "Fatal error: Uncaught Async\DeadlockError",
/// exit status 255, without a bailout (what runs after it still runs).
pub fn report_terminal() {
    let Some(rt) = try_rt() else { return };
    let Some(t) = rt.resources.get_if_made(&TERMINAL) else {
        return;
    };
    let Some(error) = t.0.borrow_mut().take() else {
        return;
    };
    let p = error.as_ptr();
    std::mem::forget(error);
    // SAFETY: on main's context with no exception pending in the caller's
    // frame (a shutdown function's end); zend_exception_error reports the
    // exception and consumes the reference this function owned.
    unsafe {
        let pending = (*sys::eg()).exception;
        (*sys::eg()).exception = std::ptr::null_mut();
        sys::zend_exception_error(p, zend::E_ERROR as i32);
        (*sys::eg()).exception = pending;
    }
}
