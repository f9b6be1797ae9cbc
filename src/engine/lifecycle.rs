//! A coroutine's life on its context: taking a context (pooled or new),
//! running bodies one after another in the worker loop, finishing one
//! (its exception, its finally callbacks, waking its awaiters, giving the
//! context back) and cancelling one. The scheduler (scheduler.rs) decides
//! who runs; this file is what running means.

use super::context::{Context, Resume, Target, WorkerYielder, Yield, VM_STACK_PAGE_SIZE};
use super::coroutine::{CoRef, Record, Running};
use super::errors::{Kind, Thrown};
use super::handlers;
use super::runtime::{rt, Pending, Runtime};
use super::vm_state::VmState;
use crate::core::state::{Phase, Transition};
use crate::core::switch_handlers::SwitchEvent;
use crate::sys::{self, eg};
use ext_php_rs::types::Zval;
use std::ptr;

impl Runtime {
    pub(super) fn acquire_context(&self) -> Result<*mut Context, String> {
        let pooled = self.pool.borrow_mut().acquire();
        let ctx = match pooled {
            Some(c) => c,
            None => match Context::new(self.config.stack_size, worker) {
                Ok(c) => c,
                Err(e) => {
                    self.pool.borrow_mut().acquire_failed();
                    return Err(format!(
                        "Cannot allocate a coroutine stack of {} bytes: {}",
                        self.config.stack_size, e.0
                    ));
                }
            },
        };
        Ok(Box::into_raw(ctx))
    }

    pub(super) fn release_context(&self, ctx: *mut Context) {
        // SAFETY: ctx came from Box::into_raw in acquire_context and its
        // worker is parked between bodies (it just yielded Idle).
        let ctx = unsafe { Box::from_raw(ctx) };
        ctx.release_deep_pages();
        let rejected = self.pool.borrow_mut().release(ctx);
        drop(rejected);
    }

    pub(super) fn trim_pool(&self) {
        let now_ms = self.epoch.elapsed().as_millis() as u64;
        let extra = self.pool.borrow_mut().trim(now_ms);
        drop(extra);
    }

    /// A coroutine that could not get a context fails without running.
    pub(super) fn fail_unstarted(&self, co: CoRef, msg: &str) {
        let rec = co.get();
        rec.transition(Transition::CancelBeforeStart);
        *rec.failure.borrow_mut() = Some(Thrown::new(Kind::Async, msg));
        self.complete(co);
    }

    /// Runs coroutine bodies on `ctx` until the next target is not an
    /// unstarted coroutine (design S3: a finished coroutine hands its context
    /// to the next one without a switch).
    fn run_bodies(&self, first: CoRef, ctx: *mut Context) -> Target {
        let mut co = first;
        loop {
            self.run_body(co, ctx);
            if self.pending.get() != Pending::None {
                return Target::Main;
            }
            match self.next_target() {
                Target::Co(n) if n.get().phase.get() == Phase::Created => {
                    self.stats.context_handoffs.inc();
                    n.get().context.set(ctx);
                    co = n;
                }
                other => return other,
            }
        }
    }

    fn run_body(&self, co: CoRef, ctx: *mut Context) {
        let rec = co.get();
        // Its running part, looked up once (it stays until `complete`).
        let run: &Running = rec;
        // SAFETY: ctx is this worker's own live context.
        let c = unsafe { &*ctx };
        // SAFETY: the page was allocated with VM_STACK_FIRST_PAGE bytes and
        // holds no live frame between bodies.
        let end = unsafe { (*c.vm_page).end };
        // The INI value, as PHP's Fiber does: EG(error_reporting) now may be
        // another coroutine's, silenced by an @ around its suspension point.
        let error_reporting = super::request::error_reporting_ini();
        // SAFETY: the record's VM state is only touched on this thread.
        unsafe {
            *run.vm.get() = VmState {
                vm_stack: c.vm_page,
                vm_stack_top: c.first_top,
                vm_stack_end: end,
                vm_stack_page_size: VM_STACK_PAGE_SIZE,
                current_execute_data: c.bottom,
                error_reporting,
                jit_trace_num: 0,
                bailout: ptr::null_mut(),
                active_fiber: ptr::null_mut(),
                // Main's until the coroutine uses a Fiber, or its own from
                // the start where observers watch switches (fiber_interop).
                current_fiber_context: super::fiber_interop::context_at_start(
                    rec,
                    self.main_fiber_ctx.get(),
                ),
            };
        }
        // Cancelled while queued: it ends here without running its body
        // and never counts as started.
        let cancelled = rec
            .cancel_requested
            .get()
            .then(|| run.resume_with.take())
            .flatten();
        rec.transition(Transition::Start);
        rec.started.set(cancelled.is_none());
        if cancelled.is_none() {
            super::c_coroutine::started(rec);
        }
        self.enter_with(co, run);
        let bailed = match cancelled {
            Some(ex) => {
                // A Rust body that never runs is dropped now, so what it
                // holds (a group's slot, a worker count) is given back.
                drop(run.native.take());
                rec.cancelled.set(true);
                *run.failure.borrow_mut() = Some(ex);
                false
            }
            None => self.call_body(rec, run),
        };
        self.finish_body(co, bailed);
        // SAFETY: drop pages a bailout left behind; the first page stays.
        // (No call when no page was added: the usual short body.)
        unsafe {
            if (*eg()).vm_stack != c.vm_page {
                sys::ta_vm_stack_trim((*eg()).vm_stack, c.vm_page);
                (*eg()).vm_stack = c.vm_page;
            }
        }
    }

    fn call_body(&self, rec: &Record, run: &Running) -> bool {
        if rec.walker.get() {
            return super::destructors::run_walker();
        }
        if let Some(body) = run.native.take() {
            return body();
        }
        let Some(body) = rec.body() else {
            return false;
        };
        let mut args = body.args.borrow_mut();
        // SAFETY: the record's result zval, undefined until the body
        // returns and live as long as the record, which outlives the call.
        unsafe {
            body.callable
                .call_into(rec.result_ptr(), args.as_mut_slice())
        }
    }

    /// Records how the body ended and completes the coroutine.
    ///
    /// The finally() callbacks run before the Finish transition: they are
    /// user code that may suspend (delay, I/O), so the scheduler must still
    /// be able to park and wake the coroutine; PHP already sees it
    /// completed (`ended`). Its awaiters are woken only after them, with
    /// the outcome the callbacks may have changed.
    fn finish_body(&self, co: CoRef, bailed: bool) {
        let rec = co.get();
        let run: &Running = rec;
        rec.ended.set(true);
        let deferred = run.deferred_cancel.take();
        if bailed {
            self.pending.set(Pending::Bailout);
        } else {
            self.take_exception(rec);
            // Cancelled while it ran (by itself, or inside protect()) and
            // it returned before a suspension point could throw it: the
            // cancellation is its outcome, as in TrueAsync.
            if let Some(ex) = deferred {
                if run.failure.borrow().is_none() {
                    rec.cancelled.set(true);
                    *run.failure.borrow_mut() = Some(ex);
                }
            }
        }
        self.run_finally_callbacks(rec);
        self.offer_failure(rec);
        rec.transition(Transition::Finish);
        // The record may be freed here (the scheduler's reference was the
        // last): from now on only `self`.
        self.complete(co);
        self.handle_unhandled();
    }

    /// Moves EG(exception), if any, to where it belongs: exit() becomes a
    /// pending exit for main, a graceful exit marks the cancellation done,
    /// anything else becomes the coroutine's exception unless it already has
    /// one (the body's exception wins over a finally callback's).
    fn take_exception(&self, rec: &Record) {
        let Some(ex) = Thrown::current() else { return };
        // SAFETY: clears EG(exception) on the coroutine's own context; `ex`
        // holds its own reference.
        unsafe { sys::zend_clear_exception() };
        if ex.is_unwind_exit() {
            self.pending.set(Pending::Exit);
        } else if ex.is_graceful_exit() {
            rec.cancelled.set(true);
        } else if rec.failure.borrow().is_none() {
            if rec.cancel_requested.get() && ex.is_instance_of(Kind::Cancellation) {
                rec.cancelled.set(true);
            }
            *rec.failure.borrow_mut() = Some(ex);
        }
    }

    /// A failure (not a cancellation) goes to the coroutine's scope first:
    /// a handler there that takes it makes it seen.
    fn offer_failure(&self, rec: &Record) {
        if self.pending.get() != Pending::None {
            return;
        }
        let Some(owner) = rec.owner.borrow().clone() else {
            return;
        };
        let ex = match rec.failure.borrow().as_ref() {
            Some(ex) if !ex.is_instance_of(Kind::Cancellation) && !ex.is_graceful_exit() => {
                ex.share_again()
            }
            _ => return,
        };
        if owner.failed(rec, &ex) {
            self.observe(rec);
        }
    }

    /// Runs the finally() callbacks in order. What they throw is never lost:
    /// one exception becomes the coroutine's, several a CompositeException
    /// holding them all; if the body already failed, its exception stays and
    /// each handler's is reported as a warning.
    #[inline(always)]
    pub(super) fn run_finally_callbacks(&self, rec: &Record) {
        if !rec.finally.borrow().is_empty() {
            self.run_finally_listed(rec);
        }
    }

    #[inline(never)]
    fn run_finally_listed(&self, rec: &Record) {
        let callbacks = std::mem::take(&mut *rec.finally.borrow_mut());
        let mut failures: Vec<Thrown> = Vec::new();
        for cb in callbacks {
            if self.pending.get() != Pending::None {
                break;
            }
            let mut retval = Zval::new();
            let mut args = [super::php_ops::object_zval(CoRef::new(rec))];
            // SAFETY: a local zval, live for the call.
            if unsafe { cb.call_into(&mut retval, &mut args) } {
                self.pending.set(Pending::Bailout);
                break;
            }
            let Some(ex) = Thrown::current() else {
                continue;
            };
            // SAFETY: clears EG(exception) on the coroutine's own context;
            // `ex` holds its own reference.
            unsafe { sys::zend_clear_exception() };
            if ex.is_unwind_exit() {
                self.pending.set(Pending::Exit);
            } else if !ex.is_graceful_exit() {
                failures.push(ex);
            }
        }
        if failures.is_empty() {
            return;
        }
        if rec.is_main {
            // The script is over: nobody could see main's exception.
            for ex in &failures {
                ex.warn("Async\\Coroutine::finally(): a handler of the main coroutine threw");
            }
            return;
        }
        if rec.failure.borrow().is_some() {
            let context = format!(
                "Async\\Coroutine::finally(): a handler of coroutine {} threw after the coroutine failed",
                rec.id
            );
            for ex in &failures {
                ex.warn(&context);
            }
            return;
        }
        let ex = if failures.len() == 1 {
            failures.pop()
        } else {
            let composite = Thrown::new(
                Kind::Composite,
                &format!(
                    "{} finally handlers of coroutine {} threw",
                    failures.len(),
                    rec.id
                ),
            );
            for ex in &failures {
                composite.composite_add(ex);
            }
            Some(composite)
        };
        *rec.failure.borrow_mut() = ex;
    }

    /// Bookkeeping once a coroutine is finished (ran, failed or was cancelled
    /// before it started): FINISH handlers, waking the awaiters, and dropping
    /// the scheduler's reference (the record may be freed here).
    pub(crate) fn complete(&self, co: CoRef) {
        let rec = co.get();
        // Its outcome takes its body's place in the record: read through
        // the record from here on (its part may be given back below).
        rec.settle();
        handlers::fire(rec, SwitchEvent::Finish);
        handlers::drop_own(rec);
        let fiber_ctx = rec.fiber_ctx.replace(ptr::null_mut());
        if !fiber_ctx.is_null() {
            // SAFETY: this record's own fiber context, no longer running.
            unsafe { sys::ta_fiber_context_free(fiber_ctx) };
        }
        super::unobserved::finished(self, rec);
        // Awaiters are only queued: safe from any context, no allocation.
        // A part given back below had no C reader (the API unused, nothing
        // of C's on it): marking its C record ended would be undone by the
        // recycler unread (its Rust awaiters are told all the same). If it
        // is kept after all, it is marked then. A part whose event has
        // awaiters listed is kept: their waits leave it at their end.
        let listened = super::c_coroutine::listened(rec);
        let quiet = !listened && rec.part_releasable();
        if !quiet {
            super::c_coroutine::ended(rec);
        }
        self.live.borrow_mut().remove(rec.slot.get());
        self.count_active();
        let owner = rec.owner.borrow_mut().take();
        if let Some(owner) = owner {
            owner.finished(rec);
        }
        rec.context.set(ptr::null_mut());
        if quiet && !rec.release_running() {
            super::c_coroutine::ended(rec);
        }
        self.stats.finished.inc();
        rec.mark_acyclic();
        let zobj = rec.zobj();
        // SAFETY: the scheduler's own reference, taken in `adopt`.
        unsafe { sys::ta_obj_release(zobj) };
    }

    /// `Coroutine::cancel()`.
    pub fn cancel(&self, co: CoRef, ex: Thrown) {
        let rec = co.get();
        match rec.phase.get() {
            Phase::Finished => {}
            Phase::Created if rec.cleanup.get() => {}
            Phase::Created => {
                // It stays queued and ends, without running its body, when
                // its turn comes (run_body), as in TrueAsync: until then it
                // is not cancelled yet, only asked to be. A second
                // cancellation changes nothing.
                rec.cancel_requested.set(true);
                let first = rec.resume_with.take();
                rec.resume_with.set(first.or(Some(ex)));
                // Made by ZEND_ASYNC_NEW_COROUTINE and never queued: queued
                // now, or it could never end (a no-op for any other).
                self.enqueue_held(co);
            }
            Phase::Running => {
                rec.cancel_requested.set(true);
                rec.deferred_cancel.set(Some(ex));
            }
            Phase::Suspended | Phase::Queued => {
                rec.cancel_requested.set(true);
                if rec.protect_depth.get() > 0 || super::c_waker::protected(rec) {
                    rec.deferred_cancel.set(Some(ex));
                    return;
                }
                // The waiter entry it left on the coroutine it awaits is
                // removed by await itself when it resumes with this.
                rec.resume_with.set(Some(ex));
                rec.waker.force_queue();
                self.wake(co);
            }
        }
    }
}

/// The body of every context: run coroutine bodies, park between them.
fn worker(y: &WorkerYielder, mut input: Resume) {
    loop {
        let co = match input {
            Resume::Start(c) => c,
            Resume::Exit => return,
            Resume::Continue => {
                debug_assert!(false, "idle context resumed with Continue");
                return;
            }
        };
        let ctx = co.get().context.get();
        // SAFETY: the root attached this live context before resuming it.
        let c = unsafe { &*ctx };
        c.set_yielder(y);
        let rt = rt();
        let next =
            match std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| rt.run_bodies(co, ctx)))
            {
                Ok(t) => t,
                Err(_) => {
                    write_err(
                        "true_async: internal error (panic) in a coroutine; ending the request\n",
                    );
                    rt.pending.set(Pending::Bailout);
                    Target::Main
                }
            };
        // SAFETY: we are on ctx's stack inside its worker.
        input = unsafe { c.yield_to_root(Yield::Idle(next)) };
    }
}

pub(crate) fn write_out(s: &str) {
    // SAFETY: writes through PHP's output layer on the PHP thread.
    unsafe { sys::ta_write(s.as_ptr().cast(), s.len()) };
}

fn write_err(s: &str) {
    use std::io::Write;
    let _ = std::io::stderr().write_all(s.as_bytes());
}

pub(super) fn warn(s: &str) {
    write_err(s);
    write_err("\n");
}
