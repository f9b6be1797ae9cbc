//! `Async\Future` and `Async\FutureState`: a result written once by whoever
//! holds the state, read (awaited, mapped) through futures.
//!
//! Continuations (`map`, `catch`, `finally`) never run inside `complete()`:
//! the completion queues one microtask (the queue C extensions push to
//! with ZEND_ASYNC_ADD_MICROTASK), which at the next switch spawns each
//! continuation's callback in a coroutine of its own; the child future
//! takes that coroutine's outcome when its event closes. A completion from
//! a libuv callback therefore only queues, and a continuation may itself
//! await. After exit() the callbacks never start (the microtask is released
//! unrun, or, run by the shutdown's cancellation, cancels their coroutines
//! before they start): their futures stay pending or fail with that
//! cancellation, as a coroutine queued at exit() does.

use crate::core::microtask::Microtask;
use crate::engine::c_future::ObjectEventRef;
use crate::engine::callable::Callable;
use crate::engine::errors::{Kind, Thrown};
use crate::engine::gc::{set_gc, GcBuffer, ReportsGc};
use crate::engine::location::Location;
use crate::engine::runtime::rt;
use crate::records::event::flags;
use crate::records::scope::future_flags;
use ext_php_rs::prelude::*;
use ext_php_rs::types::Zval;
use std::cell::{Cell, RefCell};
use std::ffi::c_void;
use std::rc::Rc;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// On success: the callback's return value. Errors pass through.
    Map,
    /// On error: the callback's return value. Results pass through.
    Catch,
    /// Always: the callback sees the result or exception; the outcome
    /// passes through unless the callback throws.
    Finally,
}

struct Continuation {
    step: Step,
    callable: Callable,
    child: Rc<FutureCore>,
}

pub struct FutureCore {
    result: RefCell<Zval>,
    exception: RefCell<Option<Thrown>>,
    cancelled: Cell<bool>,
    ignored: Cell<bool>,
    /// Its unobserved warnings were given (or found not due).
    warned: Cell<bool>,
    pub created_at: Location,
    completed_at: RefCell<Location>,
    continuations: RefCell<Vec<Continuation>>,
    /// Its `zend_future_t` (future_c.rs): its event is the future's
    /// (closed at completion, replaying the outcome; awaiters and C's
    /// callbacks join it), its flags the use marks, its outcome a copy
    /// written at completion.
    pub(crate) c: crate::engine::c_future::Handle,
}

/// The marks of a future whose error is somebody's: the result was asked
/// for and the exception caught (EXC_CAUGHT, which a notification does not
/// clear, unlike EXCEPTION_HANDLED).
const USED_AND_HANDLED: u32 = flags::RESULT_USED | flags::EXC_CAUGHT;

/// Why a completion was refused.
#[derive(Debug)]
pub struct AlreadyCompleted;

impl FutureCore {
    pub fn new() -> Rc<Self> {
        Self::with_record(false, 0)
    }

    /// A future whose record has `extra` bytes after it for C
    /// (`ZEND_ASYNC_NEW_FUTURE_EX`) and says THREAD_SAFE if asked.
    pub fn with_record(thread_safe: bool, extra: usize) -> Rc<Self> {
        let created_at = Location::here();
        Rc::new_cyclic(|me| Self {
            c: super::future_c::record_for(me, thread_safe, extra, &created_at),
            result: RefCell::new(Zval::new()),
            exception: RefCell::new(None),
            cancelled: Cell::new(false),
            ignored: Cell::new(false),
            warned: Cell::new(false),
            created_at,
            completed_at: RefCell::new(Location::unknown()),
            continuations: RefCell::new(Vec::new()),
        })
    }

    #[inline(always)]
    pub fn is_completed(&self) -> bool {
        self.c.is_closed()
    }

    /// What a wait joins: the record's event.
    #[inline(always)]
    pub fn event(&self) -> &crate::records::CEvent {
        self.c.event()
    }

    /// Cancelled through cancel(), or completed with an AsyncCancellation
    /// (TrueAsync's test: the outcome, however it came).
    pub fn is_cancelled(&self) -> bool {
        self.cancelled.get()
            || self
                .exception
                .borrow()
                .as_ref()
                .is_some_and(|e| e.is_instance_of(Kind::Cancellation))
    }

    pub fn result(&self) -> Zval {
        self.result.borrow().shallow_clone()
    }

    pub fn exception(&self) -> Option<Thrown> {
        self.exception.borrow().as_ref().map(Thrown::share_again)
    }

    pub fn completed_at(&self) -> std::cell::Ref<'_, Location> {
        self.completed_at.borrow()
    }

    pub fn ignore(&self) {
        self.ignored.set(true);
        self.c.mark(USED_AND_HANDLED | future_flags::IGNORED);
    }

    pub fn is_ignored(&self) -> bool {
        self.ignored.get()
    }

    /// Awaiting it uses its result and handles its error.
    pub fn ignore_unused(&self) {
        self.c.mark(USED_AND_HANDLED);
    }

    pub fn complete(&self, value: Zval) -> Result<(), AlreadyCompleted> {
        if self.is_completed() {
            return Err(AlreadyCompleted);
        }
        *self.result.borrow_mut() = value;
        self.finish();
        Ok(())
    }

    pub fn fail(&self, ex: Thrown) -> Result<(), AlreadyCompleted> {
        if self.is_completed() {
            return Err(AlreadyCompleted);
        }
        *self.exception.borrow_mut() = Some(ex);
        self.finish();
        Ok(())
    }

    /// `Future::cancel()`: fails it with the cancellation, if still pending.
    pub fn cancel(&self, ex: Thrown) {
        if !self.is_completed() {
            self.cancelled.set(true);
            let _ = self.fail(ex);
        }
    }

    fn finish(&self) {
        *self.completed_at.borrow_mut() = Location::here();
        // The record closes and tells every subscriber (awaiters, C's
        // callbacks) in the order they joined. Copies: C callbacks may
        // run PHP code that reads the future.
        let (result, exception) = (self.result(), self.exception());
        self.c
            .store(&result, exception.as_ref(), &self.completed_at.borrow());
        let waiting = std::mem::take(&mut *self.continuations.borrow_mut());
        if waiting.is_empty() {
            return;
        }
        let outcome = self.outcome();
        rt().microtasks.push(Microtask::new(move || {
            for c in waiting {
                run_continuation(&outcome, c);
            }
            Ok(())
        }));
    }

    /// Someone looked at its outcome (await, the await family, a token's
    /// cause): an error is then theirs, not unhandled.
    pub fn observe(&self) {
        self.c.mark(USED_AND_HANDLED);
    }

    /// An await began on it: it was used, even if the wait never ends
    /// (a deadlock, a cancellation); its error is handled once seen.
    pub fn mark_awaited(&self) {
        self.c.mark(flags::RESULT_USED);
    }

    /// Adds a continuation; returns the future it completes. An error goes
    /// on to that future (map passes it through): the child answers for it.
    pub fn then(self: &Rc<Self>, step: Step, callable: Callable) -> Rc<FutureCore> {
        self.c.mark(USED_AND_HANDLED);
        let child = FutureCore::new();
        let c = Continuation {
            step,
            callable,
            child: child.clone(),
        };
        if self.is_completed() {
            run_continuation(&self.outcome(), c);
        } else {
            self.continuations.borrow_mut().push(c);
        }
        child
    }

    /// Its outcome, each part with a reference of its own (completed only).
    fn outcome(&self) -> Outcome {
        match self.exception() {
            Some(ex) => Err(ex),
            None => Ok(self.result()),
        }
    }
}

/// A completed future's result or exception.
type Outcome = Result<Zval, Thrown>;

/// Another reference to the same outcome.
fn share(outcome: &Outcome) -> Outcome {
    match outcome {
        Err(ex) => Err(ex.share_again()),
        Ok(v) => Ok(v.shallow_clone()),
    }
}

/// Settles a continuation's child from its source's outcome, or spawns the
/// callback and lets its coroutine's end settle it.
fn run_continuation(outcome: &Outcome, c: Continuation) {
    let passes_through = matches!(
        (c.step, outcome.is_err()),
        (Step::Map, true) | (Step::Catch, false)
    );
    if passes_through {
        let _ = match share(outcome) {
            Err(ex) => c.child.fail(ex),
            Ok(v) => c.child.complete(v),
        };
        return;
    }
    let arg = match outcome {
        Err(ex) => ex.to_zval(),
        Ok(v) => v.shallow_clone(),
    };
    let Ok(co) = rt().spawn(c.callable, vec![arg]) else {
        let _ = c.child.fail(Thrown::new(
            Kind::Async,
            "Async\\Future: no memory to run a continuation",
        ));
        return;
    };
    let link = Box::new(Link {
        step: c.step,
        child: c.child,
        original: share(outcome),
    });
    let rec = co.get();
    // Just spawned: it has not ended, and a push does not fail.
    crate::engine::c_coroutine::on_end(rec, settle_child, Box::into_raw(link).cast());
    if rt().exit_requested.get() || rt().cancelling_all.get() {
        // Dispatched after exit() or during the shutdown's cancellation:
        // the callback never starts, as a coroutine queued then does not.
        rt().cancel(
            co,
            Thrown::new(Kind::Cancellation, "Coroutine cancelled at shutdown"),
        );
    }
}

impl FutureCore {
    /// What TrueAsync says of a future that goes away unobserved, unless
    /// ignored: that nobody used it (awaited, mapped, caught...), and that
    /// its error, if it failed, was never caught. Said once.
    fn unobserved_warnings(&self) -> Vec<String> {
        // One set of marks, on the record, whichever side made them.
        let (used, handled, ignored) = self.c.marks();
        if self.ignored.get() || ignored || self.warned.replace(true) {
            return Vec::new();
        }
        let created = self
            .created_at
            .file()
            .map(|f| format!("{f}:{}", self.created_at.line()));
        let mut out = Vec::new();
        if !used {
            let mut m = String::from(
                "Future was never used; call await(), map(), catch(), finally() or ignore() to suppress this warning",
            );
            if let Some(c) = &created {
                m.push_str(&format!(". Created at {c}"));
            }
            out.push(m);
        }
        if handled {
            return out;
        }
        if let Some(ex) = self.exception.borrow().as_ref() {
            let text = ex.message().unwrap_or_else(|| "Unknown error".into());
            let mut m =
                format!("Unhandled exception in Future: {text}; use catch() or ignore() to handle");
            let done = self.completed_at.borrow();
            match (&created, done.file()) {
                (Some(c), Some(f)) => m.push_str(&format!(
                    ". Created at {c}, completed at {f}:{}",
                    done.line()
                )),
                (Some(c), None) => m.push_str(&format!(". Created at {c}")),
                _ => {}
            }
            out.push(m);
        }
        out
    }

    /// The last Future or FutureState object on it is being freed, in PHP
    /// code's own context: the warnings are due now, where TrueAsync gives
    /// them.
    pub fn warn_if_unobserved(&self) {
        for w in self.unobserved_warnings() {
            crate::engine::php_ops::php_warning(&w);
        }
    }
}

/// A future that goes away elsewhere (the last reference held by the
/// engine: a continuation, a finished wait) gives its warnings at the next
/// safe point (engine/unobserved.rs), as it may go inside a callback.
impl Drop for FutureCore {
    fn drop(&mut self) {
        let warnings = self.unobserved_warnings();
        if warnings.is_empty() {
            return;
        }
        match crate::engine::runtime::try_rt() {
            Some(rt) => crate::engine::unobserved::list(rt).future_warnings(warnings),
            None => warnings
                .iter()
                .for_each(|w| crate::engine::php_ops::php_warning(w)),
        }
    }
}

/// What a continuation's coroutine settles when it ends.
struct Link {
    step: Step,
    child: Rc<FutureCore>,
    original: Outcome,
}

/// The continuation's coroutine ended (its event closed): `result` is its
/// result zval, `error` its exception object or null.
extern "C" fn settle_child(
    _ev: *const c_void,
    data: *mut c_void,
    result: *mut c_void,
    error: *mut c_void,
) {
    // SAFETY: `data` is the Box<Link> leaked in `run`, subscribed to one
    // coroutine event, which notifies once (close) and then forgets it.
    let link = *unsafe { Box::from_raw(data.cast::<Link>()) };
    // SAFETY: the closing coroutine's exception object, alive during the
    // notification.
    if let Some(ex) = unsafe { Thrown::share_ptr(error.cast()) } {
        // A finally() callback that throws while the source failed: its
        // exception carries the source's as previous, as TrueAsync's does
        // (the engine skips an exception already in the chain).
        if let (Step::Finally, Err(original)) = (link.step, link.original) {
            if ex != original {
                ex.set_previous(original);
            }
        }
        let _ = link.child.fail(ex);
        return;
    }
    match (link.step, link.original) {
        (Step::Finally, Ok(v)) => {
            let _ = link.child.complete(v);
        }
        (Step::Finally, Err(ex)) => {
            let _ = link.child.fail(ex);
        }
        _ => {
            // SAFETY: the closing coroutine's result zval, alive during the
            // notification; the copy takes its own reference.
            let v = unsafe { result.cast::<Zval>().as_ref() }
                .map_or_else(Zval::new, Zval::shallow_clone);
            let _ = link.child.complete(v);
        }
    }
}

/// `Async\FutureState`: the writing side.
/// The references a future's state owns, for the cycle collector: only
/// when the reporting object is its sole owner (a state shared by a Future
/// and its FutureState, or by a pending continuation, would be counted
/// twice).
fn report_gc(core: &Rc<FutureCore>, buf: &mut GcBuffer) {
    if Rc::strong_count(core) != 1 {
        return;
    }
    if let Ok(r) = core.result.try_borrow() {
        buf.add_zval(&r);
    }
    if let Ok(ex) = core.exception.try_borrow() {
        if let Some(ex) = ex.as_ref() {
            buf.add_thrown(ex);
        }
    }
    // The record's copy of the outcome: references of its own, which the
    // future (its record's only holder here) owns too.
    let (value, ex) = core.c.kept();
    buf.add_zval(value);
    if !ex.is_null() {
        // SAFETY: the record holds a reference on its exception.
        unsafe { buf.add_obj(ex) };
    }
    if let Ok(cs) = core.continuations.try_borrow() {
        cs.iter().for_each(|c| buf.add_zval(c.callable.zval()));
    }
}

#[php_class]
#[php(name = "Async\\FutureState")]
#[php(flags = crate::engine::class_table::STRICT_FINAL)]
pub struct FutureState {
    pub(crate) core: Rc<FutureCore>,
}

/// `Async\Future`: the reading side.
#[php_class]
#[php(name = "Async\\Future")]
#[php(flags = crate::engine::class_table::STRICT_FINAL)]
#[php(implements(ce = crate::engine::class_table::completable, stub = "Async\\Completable"))]
#[repr(C)]
pub struct Future {
    /// In front of the object (its handlers' offset leads here), so that
    /// `ZEND_ASYNC_OBJECT_TO_EVENT` finds the future's record. First
    /// field; the object's `Option<Future>` keeps it at offset 0 (a
    /// niche, checked in future_c.rs).
    pub(crate) event_ref: ObjectEventRef,
    pub(crate) core: Rc<FutureCore>,
}

impl Future {
    pub fn of(core: Rc<FutureCore>) -> Self {
        let std = std::mem::offset_of!(ext_php_rs::types::ZendClassObject<Future>, std);
        Self {
            event_ref: ObjectEventRef::new(std, core.c.ptr()),
            core,
        }
    }
}

/// Freed by PHP (free_obj): the last holder of the state warns at once,
/// unless C holds the future's record, which then keeps the future
/// (awaitables/future_c.rs `keep_for_c`).
impl Drop for Future {
    fn drop(&mut self) {
        if Rc::strong_count(&self.core) == 1 && !super::future_c::keep_for_c(&self.core) {
            self.core.warn_if_unobserved();
        }
    }
}

impl Drop for FutureState {
    fn drop(&mut self) {
        if Rc::strong_count(&self.core) == 1 && !super::future_c::keep_for_c(&self.core) {
            self.core.warn_if_unobserved();
        }
    }
}

/// The exception `complete()`/`error()` throw on a second completion,
/// naming where the first one happened ("Unknown:0" when no PHP frame did).
pub fn already_completed(first: &Location) -> Thrown {
    let at = match first.file() {
        Some(file) => format!("{file}:{}", first.line()),
        None => "Unknown:0".into(),
    };
    Thrown::new(
        Kind::Async,
        &format!("FutureState is already completed at {at}"),
    )
}

pub fn future_zval(core: Rc<FutureCore>) -> Zval {
    let mut z = Zval::new();
    let _ = ext_php_rs::convert::IntoZval::set_zval(Future::of(core), &mut z, false);
    z
}

impl ReportsGc for Future {
    fn report_gc(&self, buf: &mut GcBuffer) {
        report_gc(&self.core, buf);
    }
}

impl ReportsGc for FutureState {
    fn report_gc(&self, buf: &mut GcBuffer) {
        report_gc(&self.core, buf);
    }
}

/// MINIT, after the classes are registered: both classes report the
/// callbacks and values their core holds.
pub fn install_gc() {
    set_gc::<Future>();
    set_gc::<FutureState>();
}
