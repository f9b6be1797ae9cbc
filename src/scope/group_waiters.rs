//! A group's answers: the Futures of all()/race()/any() and the TaskSet
//! join*() calls, the results and errors in spawn order, and what foreach
//! walks. Tasks and their lifecycle are scope/group.rs.

use super::group::{composite_always, GroupCore, TaskState};
use crate::awaitables::future::FutureCore;
use crate::engine::coroutine::WaitingFor;
use crate::engine::errors::{Kind, Thrown};
use crate::engine::php_ops::{self, Outcome};
use ext_php_rs::types::{ZendHashTable, Zval};
use std::cell::Cell;
use std::rc::Rc;

/// A pending Future of all()/race()/any()/join*().
pub(super) enum Waiter {
    All(bool, Rc<FutureCore>),
    Race(Rc<FutureCore>),
    Any(Rc<FutureCore>),
}

impl GroupCore {
    fn outcome_of(&self, idx: usize) -> Option<Result<Zval, Thrown>> {
        match &self.tasks.borrow()[idx].state {
            TaskState::Done(Ok(v)) => Some(Ok(v.shallow_clone())),
            TaskState::Done(Err(e)) => Some(Err(e.share_again())),
            _ => None,
        }
    }

    /// `getResults()` / `getErrors()`: settled ones, spawn order.
    pub fn results(&self, errors: bool) -> Zval {
        let mut ht = ZendHashTable::new();
        for t in self.tasks.borrow().iter() {
            match (&t.state, errors) {
                (TaskState::Done(Ok(v)), false) => t.key.insert_into(&mut ht, v.shallow_clone()),
                (TaskState::Done(Err(e)), true) => t.key.insert_into(&mut ht, e.to_zval()),
                _ => {}
            }
        }
        let mut z = Zval::new();
        z.set_hashtable(ht);
        z
    }

    pub fn has_unhandled_errors(&self) -> Option<Thrown> {
        if self.errors_handled.get() {
            return None;
        }
        let errors = self.undelivered_errors(|e| !e.is_instance_of(Kind::Cancellation));
        composite_always(errors, "Unhandled errors of a TaskGroup")
    }

    /// The errors of settled tasks not given out yet that `keep` accepts,
    /// in spawn order.
    fn undelivered_errors(&self, keep: impl Fn(&Thrown) -> bool) -> Vec<Thrown> {
        self.tasks
            .borrow()
            .iter()
            .filter(|t| !t.delivered)
            .filter_map(|t| match &t.state {
                TaskState::Done(Err(e)) if keep(e) => Some(e.share_again()),
                _ => None,
            })
            .collect()
    }

    /// The answer of an all() when settled: key => result, or the errors.
    fn all_outcome(&self, ignore_errors: bool, consume: bool) -> Result<Zval, Thrown> {
        let mut ht = ZendHashTable::new();
        let mut errors = Vec::new();
        for t in self.tasks.borrow_mut().iter_mut() {
            if t.delivered {
                continue;
            }
            match &t.state {
                TaskState::Done(Ok(v)) => t.key.insert_into(&mut ht, v.shallow_clone()),
                TaskState::Done(Err(e)) => errors.push(e.share_again()),
                _ => continue,
            }
            if consume {
                t.delivered = true;
            }
        }
        if !errors.is_empty() && !ignore_errors {
            if let Some(c) = composite_always(errors, "TaskGroup tasks failed") {
                return Err(c);
            }
        }
        let mut z = Zval::new();
        z.set_hashtable(ht);
        Ok(z)
    }

    /// The first settled (and, for a set, undelivered) task in spawn order
    /// that `want` accepts.
    fn first_settled(&self, want: impl Fn(&Result<Zval, Thrown>) -> bool) -> Option<usize> {
        let tasks = self.tasks.borrow();
        tasks
            .iter()
            .position(|t| !t.delivered && matches!(&t.state, TaskState::Done(o) if want(o)))
    }

    fn deliver(&self, idx: usize) -> Option<Result<Zval, Thrown>> {
        let o = self.outcome_of(idx);
        if self.set_mode {
            let mut tasks = self.tasks.borrow_mut();
            tasks[idx].delivered = true;
        }
        o
    }

    fn answer(f: &Rc<FutureCore>, o: Result<Zval, Thrown>) {
        match o {
            Ok(v) => {
                let _ = f.complete(v);
            }
            Err(e) => {
                let _ = f.fail(e);
            }
        }
    }

    /// Answers what can be answered now. `settled`: the task that just
    /// settled, if any (race() takes the next to settle).
    pub(super) fn resolve_waiters(&self, settled: Option<usize>) {
        if self.waiters.borrow().is_empty() {
            return;
        }
        let waiters = std::mem::take(&mut *self.waiters.borrow_mut());
        let mut keep = Vec::new();
        // A set gives a settled task to one joinNext() only.
        let mut settled = settled;
        for w in waiters {
            let done = match &w {
                Waiter::All(ignore, f) => {
                    if self.is_settled() {
                        Self::answer(f, self.all_outcome(*ignore, self.set_mode));
                        true
                    } else {
                        false
                    }
                }
                Waiter::Race(f) => match settled {
                    Some(idx) if !self.tasks.borrow()[idx].delivered || !self.set_mode => {
                        if let Some(o) = self.deliver(idx) {
                            Self::answer(f, o);
                        }
                        if self.set_mode {
                            settled = None;
                        }
                        true
                    }
                    _ => false,
                },
                Waiter::Any(f) => {
                    if let Some(idx) = self.first_settled(|o| o.is_ok()) {
                        if let Some(o) = self.deliver(idx) {
                            Self::answer(f, o);
                        }
                        true
                    } else if self.is_settled() {
                        Self::answer(f, Err(self.any_failure()));
                        true
                    } else {
                        false
                    }
                }
            };
            if !done {
                keep.push(w);
            }
        }
        self.waiters.borrow_mut().extend(keep);
    }

    fn any_failure(&self) -> Thrown {
        let errors = self.undelivered_errors(|_| true);
        composite_always(errors, "All TaskGroup tasks failed")
            .unwrap_or_else(|| Thrown::new(Kind::Composite, "All TaskGroup tasks failed"))
    }

    fn has_undelivered(&self) -> bool {
        self.tasks.borrow().iter().any(|t| !t.delivered)
    }

    /// `all()` / `joinAll()`.
    pub fn all(&self, ignore_errors: bool) -> Rc<FutureCore> {
        let f = FutureCore::new();
        if self.is_settled() {
            Self::answer(&f, self.all_outcome(ignore_errors, self.set_mode));
        } else {
            self.waiters
                .borrow_mut()
                .push(Waiter::All(ignore_errors, f.clone()));
        }
        f
    }

    /// `race()` / `joinNext()`.
    pub fn race(&self) -> Result<Rc<FutureCore>, Thrown> {
        if !self.has_undelivered() {
            return Err(Thrown::new(
                Kind::Async,
                "Cannot race on an empty TaskGroup",
            ));
        }
        let f = FutureCore::new();
        if let Some(idx) = self.first_settled(|_| true) {
            if let Some(o) = self.deliver(idx) {
                Self::answer(&f, o);
            }
            return Ok(f);
        }
        if self.set_mode {
            // Each joinNext() takes its own task (the next to settle after
            // those earlier calls take): more calls than tasks left would
            // wait forever.
            let waiting = self
                .waiters
                .borrow()
                .iter()
                .filter(|w| matches!(w, Waiter::Race(_)))
                .count();
            let left = self.tasks.borrow().iter().filter(|t| !t.delivered).count();
            if waiting >= left {
                return Err(Thrown::new(
                    Kind::Async,
                    "Cannot race on an empty TaskGroup",
                ));
            }
        }
        self.waiters.borrow_mut().push(Waiter::Race(f.clone()));
        Ok(f)
    }

    /// `any()` / `joinAny()`.
    pub fn any(&self) -> Result<Rc<FutureCore>, Thrown> {
        if !self.has_undelivered() {
            return Err(Thrown::new(
                Kind::Async,
                "Cannot call any() on an empty TaskGroup",
            ));
        }
        let f = FutureCore::new();
        self.waiters.borrow_mut().push(Waiter::Any(f.clone()));
        self.resolve_waiters(None);
        Ok(f)
    }

    /// `awaitCompletion()`: until settled; never throws the tasks' errors.
    pub fn await_completion(&self) -> Outcome {
        if !self.sealed.get() {
            return Outcome::error(
                Kind::Async,
                "TaskGroup must be closed before calling awaitCompletion()",
            );
        }
        match php_ops::wait_until(&self.changed, WaitingFor::Event, || self.is_settled()) {
            Ok(()) => Outcome::Value(Zval::new()),
            Err(o) => o,
        }
    }

    /// The next entry for foreach, in spawn order: waits until it settles.
    /// None when the group is sealed and everything was given out.
    pub fn next_entry(&self, pos: &Cell<usize>) -> Result<Option<(Zval, Zval)>, Outcome> {
        self.errors_handled.set(true);
        loop {
            let idx = {
                let tasks = self.tasks.borrow();
                let mut i = pos.get();
                while i < tasks.len() && tasks[i].delivered {
                    i += 1;
                }
                pos.set(i);
                (i < tasks.len()).then_some(i)
            };
            match idx {
                Some(i) if self.outcome_of(i).is_some() => {
                    let key = self.tasks.borrow()[i].key.to_zval();
                    let o = if self.set_mode {
                        self.deliver(i)
                    } else {
                        self.outcome_of(i)
                    };
                    pos.set(i + 1);
                    let mut pair = ZendHashTable::new();
                    match o {
                        Some(Ok(v)) => {
                            let _ = pair.push(v);
                            let _ = pair.push(Zval::new());
                        }
                        Some(Err(e)) => {
                            let _ = pair.push(Zval::new());
                            let _ = pair.push(e.to_zval());
                        }
                        None => {}
                    }
                    let mut z = Zval::new();
                    z.set_hashtable(pair);
                    return Ok(Some((key, z)));
                }
                None if self.sealed.get() => return Ok(None),
                _ => {}
            }
            php_ops::wait_once(&self.changed, None, WaitingFor::Event)?;
        }
    }
}
