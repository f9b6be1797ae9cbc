//! `iterate($iterable, $callback, $concurrency, $cancelPending)`: the
//! callback runs for every element in worker coroutines of a new child
//! scope (never in the caller), at most `concurrency` at once.
//!
//! Worker model: a worker fetches the next element (one fetch at a time:
//! the iterator's own code may suspend), runs the callback, and fetches
//! again. Whenever a worker suspends, another one is started if the limit
//! allows, queued behind it; so callbacks that never suspend run one after
//! the other, in element order, in a single worker.

use super::core::ScopeCore;
use super::lifecycle::{self, Policy};
use crate::awaitables::iter_reader::{IterReader, Step};
use crate::engine::callable::{CallResult, Callable};
use crate::engine::coroutine::WaitingFor;
use crate::engine::errors::{Kind, Thrown};
use crate::engine::php_ops::{self, Outcome};
use crate::engine::runtime::{rt, Pending};
use crate::engine::wait::AnyEvent;
use crate::records::live_event::{LiveEvent, Methods};
use ext_php_rs::types::Zval;
use std::cell::{Cell, RefCell};
use std::rc::Rc;

struct Iteration {
    reader: RefCell<Option<IterReader>>,
    callback: Callable,
    limit: usize,
    scope: Rc<ScopeCore>,
    workers: Cell<usize>,
    /// No element will be fetched any more (end, false, an error).
    done: Cell<bool>,
    fetching: Cell<bool>,
    /// A fetch ended or a worker finished.
    changed: LiveEvent,
    error: RefCell<Option<Thrown>>,
    bailed: Cell<bool>,
}

impl Iteration {
    fn notify(&self) {
        self.changed
            .notify(std::ptr::null_mut(), std::ptr::null_mut());
    }

    /// The first failure is the one iterate() throws; later ones are
    /// chained to it as previous. The scope is cancelled at the first.
    fn fail(&self, ex: Thrown) {
        self.done.set(true);
        let first = self.error.borrow().is_none();
        if first {
            *self.error.borrow_mut() = Some(ex);
            lifecycle::cancel(
                &self.scope,
                Some(Thrown::new(
                    Kind::Cancellation,
                    "Cancellation of the iterator due to an exception",
                )),
                Policy::Interrupt,
            );
        } else if !ex.is_instance_of(Kind::Cancellation) {
            if let Some(e) = self.error.borrow().as_ref() {
                e.set_previous(ex);
            }
        }
    }

    /// Waits (in a worker) for the fetch another worker is making.
    fn wait_changed(&self) -> Result<(), Outcome> {
        php_ops::wait_once(&self.changed, None, WaitingFor::Event)
    }

    fn fetch(&self) -> Option<(Zval, Zval)> {
        while self.fetching.get() {
            if self.done.get() || self.wait_changed().is_err() {
                return None;
            }
        }
        if self.done.get() {
            return None;
        }
        self.fetching.set(true);
        let step = match self.reader.borrow_mut().as_mut() {
            Some(r) => r.step(),
            None => Step::End,
        };
        self.fetching.set(false);
        self.notify();
        match step {
            Step::Item(k, v) => Some((k, v)),
            Step::End => {
                self.done.set(true);
                None
            }
            Step::Threw(ex) => {
                self.fail(ex);
                None
            }
            Step::Bailout => {
                self.bailed.set(true);
                self.done.set(true);
                None
            }
        }
    }

    fn work(&self) -> bool {
        while !self.done.get() {
            let Some((key, value)) = self.fetch() else {
                break;
            };
            let mut args = [value, key];
            match self.callback.call(&mut args) {
                CallResult::Returned(r) => {
                    if r.is_false() {
                        self.done.set(true);
                    }
                }
                CallResult::Threw => match Thrown::take_current() {
                    // exit() or a shutdown unwinds the worker: it ends
                    // with it, fetching nothing more.
                    Some(ex) if ex.is_graceful_exit() || ex.is_unwind_exit() => {
                        self.done.set(true);
                        ex.throw();
                        return false;
                    }
                    Some(ex) => self.fail(ex),
                    None => {}
                },
                CallResult::Bailout => {
                    self.bailed.set(true);
                    self.done.set(true);
                    return true;
                }
            }
        }
        false
    }
}

/// One worker's place in the count: given back when the worker ends, or
/// when its body is dropped unrun (cancelled before it started).
struct WorkerSlot(Rc<Iteration>);

impl Drop for WorkerSlot {
    fn drop(&mut self) {
        self.0.workers.set(self.0.workers.get() - 1);
        self.0.notify();
    }
}

fn start_worker(it: &Rc<Iteration>) {
    it.workers.set(it.workers.get() + 1);
    let slot = WorkerSlot(it.clone());
    let body = Box::new(move || {
        let slot = slot;
        slot.0.work()
    });
    match rt().spawn_native(Some(it.scope.clone()), body) {
        Ok(co) => {
            let hook_it = it.clone();
            let hook: Rc<dyn Fn()> = Rc::new(move || {
                let it = &hook_it;
                if !it.done.get() && (it.limit == 0 || it.workers.get() < it.limit) {
                    start_worker(it);
                }
            });
            co.get().on_suspend.set(Some(hook));
            co.get().hooked.set(true);
        }
        Err(_) => {
            it.fail(Thrown::new(Kind::Async, "Async\\iterate(): out of memory"));
        }
    }
}

/// Suspends the caller until `done`; a cancellation of the caller cancels
/// the iteration too.
fn wait_for(it: &Iteration, ev: AnyEvent, done: impl Fn() -> bool) -> Result<(), Outcome> {
    php_ops::wait_until(ev, WaitingFor::Scope(it.scope.id), done).inspect_err(|_| {
        it.done.set(true);
        lifecycle::cancel(&it.scope, None, Policy::Interrupt);
    })
}

pub fn iterate(
    iterable: &Zval,
    callback: Callable,
    concurrency: usize,
    cancel_pending: bool,
) -> Outcome {
    rt().ensure_launched();
    let reader = match IterReader::open(iterable) {
        Ok(r) => r,
        Err(Step::Threw(ex)) => return Outcome::Throw(ex),
        Err(_) => return Outcome::Bailout,
    };
    let parent = super::current();
    let scope = ScopeCore::new(super::next_id(), Some(parent), false);
    scope.internal.set(true);
    let it = Rc::new(Iteration {
        reader: RefCell::new(Some(reader)),
        callback,
        limit: concurrency,
        scope: scope.clone(),
        workers: Cell::new(0),
        done: Cell::new(false),
        fetching: Cell::new(false),
        changed: LiveEvent::new(&Methods::NONE, 0),
        error: RefCell::new(None),
        bailed: Cell::new(false),
    });
    start_worker(&it);
    if let Err(o) = wait_for(&it, (&it.changed).into(), || it.workers.get() == 0) {
        return o;
    }
    // What the callbacks spawned and left running.
    if scope.live() > 0 {
        if cancel_pending {
            lifecycle::cancel(
                &scope,
                Some(Thrown::new(
                    Kind::Cancellation,
                    "Cancellation of pending coroutines after iterator completion",
                )),
                Policy::Interrupt,
            );
        }
        if let Err(o) = wait_for(&it, scope.changed(), || scope.live() == 0) {
            return o;
        }
    }
    // The iterator goes now (a generator left midway runs its finally).
    drop(it.reader.borrow_mut().take());
    scope.torn_down.set(true);
    lifecycle::close(&scope, false);
    if it.bailed.get() {
        rt().pending.set(Pending::Bailout);
        return Outcome::Bailout;
    }
    let error = it.error.borrow_mut().take();
    match error {
        Some(ex) => Outcome::Throw(ex),
        None => Outcome::Value(Zval::new()),
    }
}
