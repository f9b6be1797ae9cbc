//! What TaskGroup and TaskSet share: tasks in spawn order, keys, a bound
//! on how many run and how many wait, and the Futures that wait for them.
//! A TaskSet is a group whose entries are delivered once and removed.
//!
//! Tasks run as coroutines of the group's scope (its own child scope, not
//! safe: cancelling the group interrupts its tasks; or the Scope given to
//! the constructor). A task's error stays in the group; it reaches the
//! scope only if the group goes away with errors nobody looked at.

use super::core::ScopeCore;
use super::group_waiters::Waiter;
use super::lifecycle::{self, Policy};
use crate::engine::callable::{CallResult, Callable};
use crate::engine::coroutine::WaitingFor;
use crate::engine::errors::{Kind, Thrown};
use crate::engine::php_ops::{self, Outcome};
use crate::engine::runtime::{rt, Pending};
use crate::records::live_event::{LiveEvent, Methods};
use ext_php_rs::types::{ZendHashTable, Zval};
use std::cell::{Cell, RefCell};
use std::collections::VecDeque;
use std::rc::Rc;

#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum GroupKey {
    Int(i64),
    Str(String),
}

impl GroupKey {
    pub fn to_zval(&self) -> Zval {
        let mut z = Zval::new();
        match self {
            GroupKey::Int(i) => z.set_long(*i),
            GroupKey::Str(s) => {
                let _ = z.set_string(s, false);
            }
        }
        z
    }

    pub(super) fn insert_into(&self, ht: &mut ZendHashTable, v: Zval) {
        let _ = match self {
            GroupKey::Int(i) => ht.insert_at_index(*i, v),
            GroupKey::Str(s) => ht.insert(s.as_str(), v),
        };
    }
}

type KeyMap = crate::core::fast_hash::FastMap<GroupKey, ()>;

pub const CLOSED: &str = "Cannot spawn tasks on a closed TaskGroup";

/// A group keeps every task's entry until it goes: the callable of one
/// not started yet is boxed, so a settled entry costs a key and a result.
pub(super) enum TaskState {
    Queued(Box<(Callable, Vec<Zval>)>),
    Running,
    Done(Result<Zval, Thrown>),
}

pub(super) struct Task {
    pub(super) key: GroupKey,
    pub(super) state: TaskState,
    /// A TaskSet gave it out (joinNext, joinAny, joinAll, foreach).
    pub(super) delivered: bool,
}

pub struct GroupCore {
    pub scope: Rc<ScopeCore>,
    pub set_mode: bool,
    pub(super) concurrency: usize,
    pub(super) queue_limit: usize,
    pub(super) tasks: RefCell<Vec<Task>>,
    pub(super) keys: RefCell<KeyMap>,
    pub(super) next_int: Cell<i64>,
    pub(super) running: Cell<usize>,
    pub(super) queue: RefCell<VecDeque<usize>>,
    pub sealed: Cell<bool>,
    pub cancelled: Cell<bool>,
    /// Errors were looked at (getErrors, suppressErrors, cancel, foreach).
    pub errors_handled: Cell<bool>,
    pub(super) waiters: RefCell<Vec<Waiter>>,
    /// Tickets of spawners waiting for room in the queue, in order.
    pub(super) spawners: RefCell<VecDeque<u64>>,
    pub(super) next_ticket: Cell<u64>,
    pub finally: RefCell<Vec<Callable>>,
    /// A task settled, started, or the group was sealed.
    pub changed: LiveEvent,
    /// Where the stored finally handlers run from (the group's object).
    pub object: crate::engine::object_ref::ObjectRef,
}

impl GroupCore {
    pub fn new(
        scope: Rc<ScopeCore>,
        set_mode: bool,
        concurrency: usize,
        queue_limit: usize,
    ) -> Rc<Self> {
        Rc::new(GroupCore {
            scope,
            set_mode,
            concurrency,
            queue_limit,
            tasks: RefCell::new(Vec::new()),
            keys: RefCell::new(KeyMap::default()),
            next_int: Cell::new(0),
            running: Cell::new(0),
            queue: RefCell::new(VecDeque::new()),
            sealed: Cell::new(false),
            cancelled: Cell::new(false),
            errors_handled: Cell::new(false),
            waiters: RefCell::new(Vec::new()),
            spawners: RefCell::new(VecDeque::new()),
            next_ticket: Cell::new(0),
            finally: RefCell::new(Vec::new()),
            changed: LiveEvent::new(&Methods::NONE, 0),
            object: Default::default(),
        })
    }

    pub(super) fn notify(&self) {
        self.changed
            .notify(std::ptr::null_mut(), std::ptr::null_mut());
    }

    /// Nothing runs and nothing waits to run.
    pub fn is_settled(&self) -> bool {
        self.running.get() == 0 && self.queue.borrow().is_empty()
    }

    /// Tasks ever added (TaskGroup) or not yet delivered (TaskSet).
    pub fn count(&self) -> usize {
        let tasks = self.tasks.borrow();
        if self.set_mode {
            tasks.iter().filter(|t| !t.delivered).count()
        } else {
            tasks.len()
        }
    }

    fn has_room(&self) -> bool {
        self.concurrency == 0 || self.running.get() < self.concurrency
    }

    fn queue_full(&self) -> bool {
        self.concurrency != 0
            && self.queue_limit != 0
            && self.queue.borrow().len() >= self.queue_limit
    }

    /// `spawn()`/`spawnWithKey()`. May suspend while the queue is full.
    pub fn spawn(
        self: &Rc<Self>,
        key: Option<GroupKey>,
        callable: Callable,
        args: Vec<Zval>,
    ) -> Outcome {
        if self.sealed.get() {
            return Outcome::error(Kind::Async, CLOSED);
        }
        if !self.has_room() && (self.queue_full() || !self.spawners.borrow().is_empty()) {
            if let Err(o) = self.wait_for_room() {
                return o;
            }
        }
        // spawn()'s keys are 0, 1, 2... in order: only the keys given to
        // spawnWithKey() go into the map, so a plain spawn() costs no
        // lookup unless some were given.
        let (key, duplicate) = match key {
            None => {
                let n = self.next_int.get();
                self.next_int.set(n + 1);
                let key = GroupKey::Int(n);
                let keys = self.keys.borrow();
                let taken = !keys.is_empty() && keys.contains_key(&key);
                (key, taken)
            }
            Some(GroupKey::Int(k)) if (0..self.next_int.get()).contains(&k) => {
                (GroupKey::Int(k), true)
            }
            Some(key) => {
                let fresh = self.keys.borrow_mut().insert(key.clone(), ()).is_none();
                (key, !fresh)
            }
        };
        if duplicate {
            let shown = match &key {
                GroupKey::Int(i) => i.to_string(),
                GroupKey::Str(s) => format!("\"{s}\""),
            };
            return Outcome::error(Kind::Async, &format!("Duplicate key {shown} in TaskGroup"));
        }
        let idx = self.tasks.borrow().len();
        self.tasks.borrow_mut().push(Task {
            key,
            state: TaskState::Queued(Box::new((callable, args))),
            delivered: false,
        });
        if self.has_room() {
            self.start(idx);
        } else {
            self.queue.borrow_mut().push_back(idx);
        }
        Outcome::Value(Zval::new())
    }

    /// Suspends the spawner, in turn with the others, until the queue has
    /// room; the group closing meanwhile refuses the spawn.
    fn wait_for_room(&self) -> Result<(), Outcome> {
        let ticket = self.next_ticket.get();
        self.next_ticket.set(ticket + 1);
        self.spawners.borrow_mut().push_back(ticket);
        let result = loop {
            if self.sealed.get() {
                break Err(Outcome::error(Kind::Async, CLOSED));
            }
            let first = self.spawners.borrow().front() == Some(&ticket);
            if first && (self.has_room() || !self.queue_full()) {
                break Ok(());
            }
            if let Err(o) = php_ops::wait_once(&self.changed, None, WaitingFor::Event) {
                break Err(o);
            }
        };
        self.spawners.borrow_mut().retain(|t| *t != ticket);
        // The next spawner in line may have room too.
        self.notify();
        result
    }

    fn start(self: &Rc<Self>, idx: usize) {
        let state = std::mem::replace(&mut self.tasks.borrow_mut()[idx].state, TaskState::Running);
        let TaskState::Queued(queued) = state else {
            return;
        };
        let (callable, args) = *queued;
        self.running.set(self.running.get() + 1);
        let slot = TaskSlot {
            group: self.clone(),
            idx,
            outcome: None,
        };
        let body = Box::new(move || {
            let mut slot = slot;
            let mut args = args;
            match callable.call(&mut args) {
                CallResult::Returned(v) => slot.outcome = Some(Ok(v)),
                CallResult::Threw => match Thrown::take_current() {
                    // exit() or a shutdown unwinds the task: the coroutine
                    // ends with it (as the engine expects); the task
                    // settles as cancelled, not as a failure to report.
                    Some(ex) if ex.is_graceful_exit() || ex.is_unwind_exit() => {
                        slot.outcome =
                            Some(Err(Thrown::new(Kind::Cancellation, "TaskGroup cancelled")));
                        ex.throw();
                    }
                    other => slot.outcome = other.map(Err),
                },
                CallResult::Bailout => {
                    rt().pending.set(Pending::Bailout);
                    return true;
                }
            }
            false
        });
        let owner = super::owner_of(&self.scope);
        if rt().spawn_native(owner, body).is_err() {
            self.settle(
                idx,
                Err(Thrown::new(
                    Kind::Async,
                    "Async\\TaskGroup: no memory to start a task",
                )),
            );
        }
    }

    /// A task ended (or will never start): record it, start what waits,
    /// answer the Futures it completes.
    fn settle(self: &Rc<Self>, idx: usize, outcome: Result<Zval, Thrown>) {
        if outcome.is_err() {
            self.errors_handled.set(false);
        }
        let was_running = matches!(self.tasks.borrow()[idx].state, TaskState::Running);
        self.tasks.borrow_mut()[idx].state = TaskState::Done(outcome);
        if was_running {
            self.running.set(self.running.get() - 1);
        }
        if rt().exit_requested.get() || rt().cancelling_all.get() {
            // exit() or a shutdown: what waits in the queue never starts.
            let queued: Vec<usize> = self.queue.borrow_mut().drain(..).collect();
            for idx in queued {
                self.tasks.borrow_mut()[idx].state =
                    TaskState::Done(Err(Thrown::new(Kind::Cancellation, "TaskGroup cancelled")));
            }
        }
        while self.has_room() && !self.cancelled.get() {
            let Some(next) = self.queue.borrow_mut().pop_front() else {
                break;
            };
            self.start(next);
        }
        self.resolve_waiters(Some(idx));
        self.notify();
        self.maybe_run_finally();
    }

    pub fn close(self: &Rc<Self>) {
        if self.sealed.replace(true) {
            return;
        }
        self.notify();
        self.maybe_run_finally();
    }

    /// `cancel()`: sealed, queued tasks settle with the cancellation
    /// without starting, running ones are interrupted.
    pub fn cancel(self: &Rc<Self>, reason: Option<Thrown>) {
        self.sealed.set(true);
        self.cancelled.set(true);
        self.errors_handled.set(true);
        let reason =
            reason.unwrap_or_else(|| Thrown::new(Kind::Cancellation, "TaskGroup cancelled"));
        let queued: Vec<usize> = self.queue.borrow_mut().drain(..).collect();
        for idx in queued {
            self.settle(idx, Err(reason.share_again()));
        }
        self.errors_handled.set(true);
        lifecycle::cancel(&self.scope, Some(reason), Policy::Interrupt);
        self.notify();
    }

    /// `dispose()` and destruction: the scope is cancelled (not sealed).
    pub fn dispose(self: &Rc<Self>, message: &str) {
        self.cancelled.set(true);
        let reason = Thrown::new(Kind::Cancellation, message);
        let queued: Vec<usize> = self.queue.borrow_mut().drain(..).collect();
        for idx in queued {
            self.settle(idx, Err(reason.share_again()));
        }
        lifecycle::dispose(&self.scope, Some(reason), Policy::Interrupt);
        self.notify();
    }

    fn maybe_run_finally(self: &Rc<Self>) {
        if !self.sealed.get() || !self.is_settled() || self.finally.borrow().is_empty() {
            return;
        }
        let handlers = std::mem::take(&mut *self.finally.borrow_mut());
        let arg = self.object.to_zval().unwrap_or_default();
        let scope = self.scope.clone();
        let body = Box::new(move || {
            let mut failures = Vec::new();
            for h in handlers {
                let mut args = [arg.shallow_clone()];
                match h.call(&mut args) {
                    CallResult::Returned(_) => {}
                    CallResult::Bailout => return true,
                    CallResult::Threw => failures.extend(Thrown::take_current()),
                }
            }
            if let Some(ex) = composite(failures, "finally handlers of the TaskGroup threw") {
                let obj = super::object_of(&scope);
                if !super::failure::offer_to_handlers(&scope, &obj, None, &ex) {
                    ex.throw();
                }
            }
            false
        });
        lifecycle::start_finally_runner(
            body,
            "Async\\TaskGroup: no memory to run the finally handlers",
        );
    }
}

/// One failure as is, several in a CompositeException; none: None.
pub(super) fn composite(mut errors: Vec<Thrown>, what: &str) -> Option<Thrown> {
    if errors.len() <= 1 {
        return errors.pop();
    }
    composite_always(errors, what)
}

/// Always a CompositeException (None only for no error at all).
pub(super) fn composite_always(errors: Vec<Thrown>, what: &str) -> Option<Thrown> {
    if errors.is_empty() {
        return None;
    }
    let c = Thrown::new(Kind::Composite, what);
    for e in &errors {
        c.composite_add(e);
    }
    Some(c)
}

/// A running task's place: its outcome is recorded when the body ends, or
/// as the cancellation when the body is dropped before it ran.
struct TaskSlot {
    group: Rc<GroupCore>,
    idx: usize,
    outcome: Option<Result<Zval, Thrown>>,
}

impl Drop for TaskSlot {
    fn drop(&mut self) {
        let outcome = self
            .outcome
            .take()
            .unwrap_or_else(|| Err(Thrown::new(Kind::Cancellation, "TaskGroup cancelled")));
        self.group.settle(self.idx, outcome);
    }
}

/// Errors a group leaves unlooked-at reach its scope as a coroutine
/// failure would: a coroutine of the scope fails with them (its handlers,
/// then up the tree; untaken, an uncaught error).
pub fn raise(core: &GroupCore, ex: Thrown) {
    rt().raise_apart(super::owner_of(&core.scope), ex);
}
