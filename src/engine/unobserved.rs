//! Errors are never lost: a coroutine that fails while nobody awaits it is
//! remembered until someone looks at its exception (await, the await family,
//! getException(), a token's cause). Whatever is still unseen when the
//! script's coroutines have all ended is reported, with the coroutine's
//! spawn location, and makes the exit status non-zero.

use super::coroutine::Record;
use super::errors::{Kind, Thrown};
use super::runtime::Runtime;
use crate::sys;
use std::cell::RefCell;

pub struct Unobserved {
    id: u64,
    spawned_at: String,
    exception: Thrown,
}

#[derive(Default)]
pub struct UnobservedList(RefCell<Vec<Unobserved>>);

impl UnobservedList {
    /// A coroutine finished with `rec.exception`: remember it unless an
    /// awaiter is about to receive it, or it is a cancellation (cancelling
    /// is how one asks a coroutine to end; its exception is not news).
    pub fn finished(&self, rec: &Record) {
        if rec.observed.get() || rec.event.subscribers() > 0 {
            rec.observed.set(true);
            return;
        }
        let ex = rec.exception.borrow();
        let Some(ex) = ex.as_ref() else { return };
        if ex.is_instance_of(Kind::Cancellation) || ex.is_graceful_exit() || ex.is_unwind_exit() {
            return;
        }
        self.0.borrow_mut().push(Unobserved {
            id: rec.id,
            spawned_at: rec.spawned_at.describe(),
            exception: ex.share_again(),
        });
    }

    /// Someone saw `rec`'s outcome.
    pub fn observed(&self, rec: &Record) {
        if rec.observed.replace(true) {
            return;
        }
        self.0.borrow_mut().retain(|u| u.id != rec.id);
    }

    /// Reports every failure nobody saw (E_WARNING each); `fail_exit` makes
    /// the exit status 255 (not after exit(), whose status the script chose).
    pub fn report(&self, fail_exit: bool) {
        let list = std::mem::take(&mut *self.0.borrow_mut());
        if list.is_empty() {
            return;
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
        self.0.borrow_mut().clear();
    }
}

impl Runtime {
    pub fn observe(&self, rec: &Record) {
        self.unobserved.observed(rec);
    }
}
