//! Errors are never lost: a coroutine that fails while nobody awaits it is
//! remembered until someone looks at its exception (await, the await family,
//! getException(), a token's cause).
//!
//! - When its object is freed unseen (nobody holds it, so nobody ever can
//!   look: a fire-and-forget spawn), the failure is *unhandled*: it is
//!   reported as PHP reports an uncaught exception, naming the coroutine,
//!   and starts the graceful shutdown (engine/shutdown.rs). The report
//!   waits for a safe point (the next suspension, the end of a coroutine
//!   or of the main script), as the free may happen anywhere.
//! - Whatever is still unseen, but held, when the script's coroutines have
//!   all ended is reported then, with the coroutine's spawn location, and
//!   makes the exit status non-zero.

use super::coroutine::Record;
use super::errors::{Kind, Thrown};
use super::runtime::Runtime;
use crate::core::registry::{Key, Resource};
use crate::sys;
use std::cell::{Cell, RefCell};

pub struct Unobserved {
    id: u64,
    spawned_at: String,
    exception: Thrown,
}

/// An unhandled failure: where it was thrown, for the uncaught report
/// ("coroutine 3 (spawned at ...)").
struct Abandoned {
    origin: String,
    exception: Thrown,
}

#[derive(Default)]
pub struct UnobservedList {
    unseen: RefCell<Vec<Unobserved>>,
    /// Unseen failures whose coroutine object is gone: unhandled.
    abandoned: RefCell<Vec<Abandoned>>,
    /// Future warnings waiting for a safe point.
    warnings: RefCell<Vec<String>>,
    /// `abandoned` or `warnings` is not empty (a cheap check on every
    /// suspension).
    due: Cell<bool>,
    /// Unseen failures there was no memory to list: counted, and reported
    /// with the others at the end.
    lost: Cell<u64>,
}

impl UnobservedList {
    /// A coroutine finished with `rec.exception`: remember it unless an
    /// awaiter is about to receive it, or it is a cancellation (cancelling
    /// is how one asks a coroutine to end; its exception is not news).
    pub fn finished(&self, rec: &Record) {
        if seen_at_finish(rec) {
            return;
        }
        let Some(ex) = rec.exception() else { return };
        if ex.is_instance_of(Kind::Cancellation) || ex.is_graceful_exit() || ex.is_unwind_exit() {
            return;
        }
        let mut unseen = self.unseen.borrow_mut();
        if unseen.try_reserve(1).is_err() {
            self.lost.set(self.lost.get() + 1);
            return;
        }
        unseen.push(Unobserved {
            id: rec.id,
            spawned_at: rec.spawned_at.describe(),
            exception: ex,
        });
    }

    /// Someone saw `rec`'s outcome.
    pub fn observed(&self, rec: &Record) {
        if rec.observed.replace(true) {
            return;
        }
        self.unseen.borrow_mut().retain(|u| u.id != rec.id);
    }

    /// Coroutine `id`'s object is being freed: if its failure was unseen,
    /// nobody can see it any more. Runs inside the object's free handler,
    /// so it only moves the entry; `report_abandoned` acts on it.
    pub fn abandoned(&self, id: u64) {
        let Ok(mut unseen) = self.unseen.try_borrow_mut() else {
            return;
        };
        if let Some(i) = unseen.iter().position(|u| u.id == id) {
            let u = unseen.remove(i);
            drop(unseen);
            self.push_abandoned(Abandoned {
                origin: format!("coroutine {} (spawned at {})", u.id, u.spawned_at),
                exception: u.exception,
            });
        }
    }

    /// A Future nobody used, or whose error nobody handled, went away
    /// where no warning can be given: they are given at the next safe
    /// point, with the unhandled failures (without starting a shutdown).
    pub fn future_warnings(&self, mut warnings: Vec<String>) {
        let Ok(mut list) = self.warnings.try_borrow_mut() else {
            return;
        };
        if list.try_reserve(warnings.len()).is_err() {
            return;
        }
        list.append(&mut warnings);
        self.due.set(true);
        if let Some(rt) = super::runtime::try_rt() {
            rt.attention.set(true);
        }
    }

    fn push_abandoned(&self, u: Abandoned) {
        if let Ok(mut list) = self.abandoned.try_borrow_mut() {
            if list.try_reserve(1).is_err() {
                self.lost.set(self.lost.get() + 1);
                return;
            }
            list.push(u);
            self.due.set(true);
            if let Some(rt) = super::runtime::try_rt() {
                rt.attention.set(true);
            }
        }
    }

    #[inline(always)]
    pub fn has_abandoned(&self) -> bool {
        self.due.get()
    }

    /// Reports each unhandled failure as an uncaught exception (E_ERROR
    /// without a bailout; the exit status becomes 255). Returns whether
    /// there was any.
    pub fn report_abandoned(&self) -> bool {
        if !self.due.replace(false) {
            return false;
        }
        let warnings = std::mem::take(&mut *self.warnings.borrow_mut());
        for w in &warnings {
            super::php_ops::php_warning(w);
        }
        let list = std::mem::take(&mut *self.abandoned.borrow_mut());
        for u in &list {
            u.exception.report_uncaught(&u.origin);
        }
        !list.is_empty()
    }

    /// Reports every failure nobody saw (E_WARNING each); `fail_exit` makes
    /// the exit status 255 (not after exit(), whose status the script chose).
    pub fn report(&self, fail_exit: bool) {
        let list = std::mem::take(&mut *self.unseen.borrow_mut());
        let lost = self.lost.replace(0);
        if list.is_empty() && lost == 0 {
            return;
        }
        if lost > 0 {
            let msg =
                format!("Async: {lost} coroutine failures could not be recorded (out of memory)\0");
            // SAFETY: a NUL-terminated message, in the script's context.
            unsafe { sys::ta_warning(msg.as_ptr().cast()) };
        }
        for u in &list {
            u.exception.warn(&format!(
                "Async: coroutine {} (spawned at {}) failed and nobody awaited it",
                u.id, u.spawned_at
            ));
        }
        if fail_exit {
            // SAFETY: a plain write of the request's exit status.
            unsafe { sys::ta_set_exit_status(255) };
        }
    }

    /// Request end without a report (the script already failed): forget.
    pub fn clear(&self) {
        self.unseen.borrow_mut().clear();
        self.abandoned.borrow_mut().clear();
        self.warnings.borrow_mut().clear();
        self.due.set(false);
        self.lost.set(0);
    }
}

static UNOBSERVED: Key<UnobservedList> = Key::new(UnobservedList::default);

/// An awaiter is there to receive the outcome, or it was seen: marked
/// seen, nothing to remember.
#[inline(always)]
fn seen_at_finish(rec: &Record) -> bool {
    if rec.observed.get() || super::c_coroutine::listened(rec) {
        rec.observed.set(true);
        return true;
    }
    false
}

/// `rec` finished (see `UnobservedList::finished`); the request's list is
/// only looked up when nobody awaits it, not on the usual await.
#[inline(always)]
pub fn finished(rt: &Runtime, rec: &Record) {
    if !seen_at_finish(rec) {
        list(rt).finished(rec);
    }
}

/// The request's failure records.
pub fn list(rt: &Runtime) -> &UnobservedList {
    rt.resources.get(&UNOBSERVED)
}

/// The records if a failure was ever looked at or listed.
#[inline(always)]
pub fn list_if_made(rt: &Runtime) -> Option<&UnobservedList> {
    rt.resources.get_if_made(&UNOBSERVED)
}

/// Reports happen before request end (`report`); nothing is held open.
impl Resource for UnobservedList {
    fn close(&self) {}
}

impl Runtime {
    /// Someone saw `rec`'s outcome. Seen already (an awaiter was there
    /// when it finished: the common await), nothing to look up.
    #[inline(always)]
    pub fn observe(&self, rec: &Record) {
        if !rec.observed.get() {
            list(self).observed(rec);
        }
    }
}
