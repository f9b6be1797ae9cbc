//! The scheduler (design S2-S6): launch, spawn, park/wake, the in-context tick
//! and the root dispatch loop. What running a coroutine's body involves is
//! lifecycle.rs.
//!
//! How control moves:
//! - A coroutine that suspends runs the tick *in its own context* (microtasks,
//!   then the head of the ready queue) and switches straight to the next one.
//!   With corosensei's asymmetric stacks "straight" means: yield to the root
//!   with the target, and the root resumes it at once without running
//!   anything else (no PHP state is touched on the way).
//! - The root stack is the scheduler's own context. It only does real work
//!   (a blocking reactor wait, the deadlock check) when the queue is empty.
//! - Main is the one coroutine without a corosensei context: it lives on the
//!   root stack, so when main suspends the dispatch loop runs on top of it
//!   and returns when some coroutine switches back to main.
//! - A finished coroutine whose successor has not started yet hands it its
//!   context: the successor's body runs in the same worker loop, no switch.

use super::callable::Callable;
use super::context::{Resume, Target, Yield};
use super::coroutine::{CoRef, Record, Running, WaitingFor};
use super::errors::{Kind, Thrown};
use super::handlers;
use super::location::Location;
use super::payload::Args;
use super::runtime::{Pending, Runtime};
use crate::core::queue::Priority;
use crate::core::state::{Phase, Transition};
use crate::core::switch_handlers::SwitchEvent;
use crate::engine::wait::Wait;
use crate::reactor::handle::UvError;
use crate::sys::{self, eg, zend};
use ext_php_rs::types::Zval;

/// Switches between two non-blocking reactor ticks while coroutines are ready.
const POLL_EVERY: u32 = 61;

/// Why a parked coroutine came back, beyond a plain wake-up.
pub enum Woken {
    Normal,
    /// Throw this at the suspension point.
    Throw(Thrown),
    /// Main only: a coroutine called exit(); rethrow it.
    Exit,
    /// Main only: a coroutine hit a fatal error; bail out.
    Bailout,
}

impl Runtime {
    /// Makes the running script the main coroutine (lazily, at the first
    /// spawn or suspending call).
    #[inline(always)]
    pub fn ensure_launched(&self) -> CoRef {
        match self.current.get() {
            Some(co) => co,
            None => self.launch(),
        }
    }

    #[cold]
    fn launch(&self) -> CoRef {
        let id = self.alloc_id();
        let at = Location::here();
        let co = self.adopt(|| Record::new(id, true, Callable::none(), Args::none(), at));
        self.main.set(Some(co));
        self.current.set(Some(co));
        self.launched.set(true);
        let main_c = super::c_coroutine::of(co.get());
        crate::records::globals::set_launched(main_c, true);
        crate::records::globals::set_current(main_c);
        super::handlers::start_main(main_c);
        self.count_active();
        // SAFETY: reading the executor globals on the PHP thread.
        let main_ctx = unsafe { (*eg()).current_fiber_context };
        co.get().fiber_ctx.set(main_ctx);
        self.main_fiber_ctx.set(main_ctx);
        super::shutdown_signal::install();
        let hooks = self.on_launch.take();
        for f in hooks {
            f();
        }
        co
    }

    fn alloc_id(&self) -> u64 {
        let id = self.next_id.get();
        self.next_id.set(id + 1);
        id
    }

    /// Wraps a record in its PHP object; the scheduler keeps that reference
    /// until the coroutine finishes. `make` runs once the object's memory
    /// is there, so the record is written in place (not built aside and
    /// copied in).
    #[inline(always)]
    fn adopt(&self, make: impl FnOnce() -> Record) -> CoRef {
        let raw = super::coroutine::new_object(make);
        let co = CoRef::new(&raw.rec);
        let slot = self.live.borrow_mut().insert(co);
        co.get().slot.set(slot);
        debug_assert_eq!(
            co.get().zobj(),
            &mut raw.std as *mut _ as *mut zend::zend_object
        );
        if let Some(run) = co.get().running_if() {
            super::c_coroutine::bind(co.get(), &run.prefix);
        }
        self.count_active();
        co
    }

    /// Room in the live set and the ready queue for one more coroutine, so
    /// that spawning, waking and finishing it never allocate there.
    #[inline(always)]
    fn reserve_one(&self) -> Result<(), std::collections::TryReserveError> {
        // The usual case, tested inline: a freed slot and queue room.
        {
            let live = self.live.borrow();
            if live.has_free_slot() && self.ready.borrow().has_room_for(live.len() + 1) {
                return Ok(());
            }
        }
        self.reserve_one_slow()
    }

    #[inline(never)]
    fn reserve_one_slow(&self) -> Result<(), std::collections::TryReserveError> {
        let mut live = self.live.borrow_mut();
        live.try_reserve_one()?;
        self.ready.borrow_mut().try_reserve_total(live.len() + 1)
    }

    /// Err: no memory for its bookkeeping (nothing was made). The new
    /// coroutine belongs to the main scope: from a loop callback (a
    /// Future's continuation) no coroutine runs, and `current` may still
    /// name one that is gone. PHP's spawn() passes the running coroutine's
    /// scope (php_ops::spawn).
    pub fn spawn(
        &self,
        callable: Callable,
        args: Vec<Zval>,
    ) -> Result<CoRef, std::collections::TryReserveError> {
        self.spawn_in(None, callable, args)
    }

    /// As `spawn`, into `owner` (none: the main scope).
    pub fn spawn_in(
        &self,
        owner: Option<super::owner::OwnerRef>,
        callable: Callable,
        args: Vec<Zval>,
    ) -> Result<CoRef, std::collections::TryReserveError> {
        self.ensure_launched();
        self.reserve_one()?;
        let id = self.alloc_id();
        let (args, at) = (Args::from_vec(args), Location::here());
        let co = self.adopt(|| Record::new(id, false, callable, args, at));
        self.ready.borrow_mut().push(co, Priority::Normal);
        self.stats.spawned.inc();
        if let Some(owner) = owner {
            owner.adopted(co);
            *co.get().owner.borrow_mut() = Some(owner);
        }
        Ok(co)
    }

    /// An exception that has nowhere to go where it happened (an object's
    /// destruction): a coroutine of its own in `owner` throws it, so it is
    /// reported as that coroutine's unhandled error.
    pub fn raise_apart(&self, owner: Option<super::owner::OwnerRef>, ex: Thrown) {
        let body = Box::new(move || {
            ex.throw();
            false
        });
        let _ = self.spawn_native(owner, body);
    }

    /// A coroutine in `owner` whose body is Rust code.
    pub fn spawn_native(
        &self,
        owner: Option<super::owner::OwnerRef>,
        body: super::coroutine::NativeBody,
    ) -> Result<CoRef, std::collections::TryReserveError> {
        let co = self.spawn_in(owner, Callable::none(), Vec::new())?;
        co.get().native.set(Some(body));
        Ok(co)
    }

    /// A C-entry coroutine (engine/c_coroutine.rs), in the main scope, made
    /// with its `zend_coroutine_t` and not queued: `enqueue_held` queues it.
    pub fn spawn_held(
        &self,
        body: super::coroutine::NativeBody,
    ) -> Result<CoRef, std::collections::TryReserveError> {
        self.ensure_launched();
        self.reserve_one()?;
        let id = self.alloc_id();
        let at = Location::here();
        let co = self.adopt(|| Record::new(id, false, Callable::none(), Args::none(), at));
        self.stats.spawned.inc();
        let rec = co.get();
        rec.native.set(Some(body));
        rec.held.set(true);
        Ok(co)
    }

    /// Queues a coroutine `spawn_held` made; false if it is not one, or
    /// is queued already.
    pub fn enqueue_held(&self, co: CoRef) -> bool {
        let rec = co.get();
        if rec.running_if().is_none_or(|run| !run.held.get()) {
            return false;
        }
        rec.held.set(false);
        self.ready.borrow_mut().push(co, rec.priority.get());
        true
    }

    /// `ZEND_ASYNC_G(active_coroutine_count)`: the live coroutines but main.
    pub(crate) fn count_active(&self) {
        let n = self.live.borrow().len();
        crate::records::globals::set_active_count(n - usize::from(self.main.get().is_some()));
    }

    /// A destructor walker (S11b), at the head of the queue. None without
    /// memory for it: PHP then calls the remaining destructors itself.
    pub fn spawn_walker(&self) -> Option<CoRef> {
        self.ensure_launched();
        self.reserve_one().ok()?;
        let id = self.alloc_id();
        let at = Location::here();
        let co = self.adopt(|| {
            let rec = Record::new(id, false, Callable::none(), Args::none(), at);
            rec.walker.set(true);
            rec.priority.set(Priority::Hi);
            rec
        });
        self.ready.borrow_mut().push(co, Priority::Hi);
        self.stats.spawned.inc();
        Some(co)
    }

    /// Queues a parked coroutine for resumption.
    #[inline(always)]
    pub fn wake(&self, co: CoRef) {
        let rec = co.get();
        if rec.phase.get() != Phase::Suspended {
            // Main after its script: a shutdown function or destructor that
            // waits parks it with no phase of its own; its wait says it.
            if rec.is_main && rec.waiting_for.get() != WaitingFor::Nothing {
                rec.waiting_for.set(WaitingFor::Nothing);
                self.ready.borrow_mut().push(co, Priority::Hi);
            }
            return;
        }
        rec.transition(Transition::Wake);
        self.ready.borrow_mut().push(co, rec.priority.get());
    }

    /// `asHiPriority()`: future pushes go to the head; a queued coroutine
    /// moves to the head now.
    pub fn raise_priority(&self, co: CoRef) {
        co.get().priority.set(Priority::Hi);
        if co.get().phase.get().is_queued() {
            self.ready.borrow_mut().move_to_head(&co);
        }
    }

    /// The in-context tick (S3/S4): microtasks, then the head of the queue.
    #[inline(always)]
    pub(super) fn next_target(&self) -> Target {
        self.run_microtasks();
        self.poll_if_due();
        match self.ready.borrow_mut().pop() {
            Some(c) if self.is_main(c) => Target::Main,
            Some(c) => Target::Co(c),
            None => Target::Scheduler,
        }
    }

    /// Runs the queued microtasks (S5); one inlined emptiness test when there
    /// are none, which is almost every switch.
    #[inline(always)]
    pub fn run_microtasks(&self) {
        if let Err(e) = self.microtasks.drain() {
            microtask_failed(e);
        }
    }

    /// Fairness (docs/design.md, reactor tick): a busy ready queue must not starve I/O, so every
    /// `POLL_EVERY` switches the reactor runs once without waiting.
    #[inline(always)]
    fn poll_if_due(&self) {
        let n = self.since_poll.get() + 1;
        if n < POLL_EVERY {
            self.since_poll.set(n);
            return;
        }
        self.poll_now();
    }

    /// The due non-blocking tick, out of line: `next_target` runs on
    /// every switch and stays small without it.
    #[cold]
    #[inline(never)]
    fn poll_now(&self) {
        self.since_poll.set(0);
        if let Some(r) = self.reactor_if_started().filter(|r| r.has_work()) {
            tick_in_scheduler_context(r, false);
        }
    }

    /// Refuses a suspension where PHP cannot switch, or where a cancellation
    /// is due now. Returns the exception to throw instead of suspending.
    #[inline(always)]
    pub fn check_can_suspend(&self, co: CoRef) -> Result<(), Thrown> {
        self.check_can_suspend_with(co.get(), co.get())
    }

    /// `check_can_suspend` with the running part looked up already.
    #[inline(always)]
    fn check_can_suspend_with(&self, rec: &Record, run: &Running) -> Result<(), Thrown> {
        self.handle_unhandled();
        // SAFETY: plain reads of engine state on the PHP thread.
        let refused = unsafe { sys::switch_refused() };
        if refused != 0 {
            return Err(super::errors::switch_refusal(refused));
        }
        if run.protect_depth.get() == 0 {
            if let Some(deferred) = run.deferred_cancel.take() {
                // Still protected by C (ZEND_COROUTINE_F_PROTECTED).
                if super::c_waker::protected(rec) {
                    run.deferred_cancel.set(Some(deferred));
                    return Ok(());
                }
                rec.cancelled.set(true);
                return Err(deferred);
            }
        }
        Ok(())
    }

    /// Suspends on the events of `wait`, armed now (S7); when one has already
    /// fired there is no suspension at all (S8).
    pub fn wait_on(&self, wait: &mut Wait, waiting: WaitingFor) -> Woken {
        let cur = self.ensure_launched();
        let rec = cur.get();
        // Its part, looked up once for the check and the park.
        let run: &Running = rec;
        if let Err(ex) = self.check_can_suspend_with(rec, run) {
            return Woken::Throw(ex);
        }
        match wait.arm() {
            Ok(true) => self.park(cur, run, waiting, false),
            Ok(false) => {
                self.stats.fast_returns.inc();
                Woken::Normal
            }
            Err(code) => Woken::Throw(Thrown::new(
                Kind::Async,
                &format!("Cannot arm the awaited event: {}", UvError(code)),
            )),
        }
    }

    /// `suspend()`: lets every other ready coroutine run once.
    #[inline(always)]
    pub fn yield_turn(&self) -> Woken {
        let cur = self.ensure_launched();
        let rec = cur.get();
        // Its part for a running coroutine, looked up once for the check
        // and the park.
        let run: &Running = rec;
        if let Err(ex) = self.check_can_suspend_with(rec, run) {
            return Woken::Throw(ex);
        }
        self.park(cur, run, WaitingFor::Turn, true)
    }

    /// Suspends `cur`, which passed `check_can_suspend`, on a C waker
    /// (engine/c_waker.rs) until it is woken.
    pub(crate) fn park_native(&self, cur: CoRef) -> Woken {
        self.park(cur, cur.get(), WaitingFor::Native, false)
    }

    /// Suspends `cur` until it is woken (`requeue` false) or until its turn
    /// comes again (`requeue` true). Callers ran `check_can_suspend` first
    /// (once: it is on every await's path).
    #[inline(always)]
    /// `run` is its running part, which the caller looked up once.
    fn park(&self, cur: CoRef, run: &Running, waiting: WaitingFor, requeue: bool) -> Woken {
        crate::records::globals::heartbeat();
        let rec = cur.get();
        // A walker suspending inside a destructor: another one carries on.
        if rec.walker.get() && super::destructors::has_more() {
            let _ = self.spawn_walker();
        }
        run.waiting_for.set(waiting);
        if requeue {
            rec.transition(Transition::Yield);
            self.ready.borrow_mut().push(cur, Priority::Normal);
        } else {
            rec.transition(Transition::Park);
        }
        if rec.hooked.get() {
            if let Some(hook) = run.on_suspend.take() {
                hook();
                run.on_suspend.set(Some(hook));
            }
        }
        let next = self.next_target();
        if next == Target::Co(cur) || (next == Target::Main && self.is_main(cur)) {
            // Fast path: nothing else was ready, we are first in line.
            rec.transition(Transition::Resume);
            run.waiting_for.set(WaitingFor::Nothing);
            self.stats.fast_returns.inc();
            // A cancellation that came while the loop ran in this park.
            if let Some(ex) = run.resume_with.take() {
                rec.cancelled.set(true);
                return Woken::Throw(ex);
            }
            return Woken::Normal;
        }
        self.switch_away(cur, run, next);
        if self.is_main(cur) {
            match self.take_pending() {
                Pending::None => {}
                Pending::Exit => {
                    run.waiting_for.set(WaitingFor::Nothing);
                    return Woken::Exit;
                }
                Pending::Bailout => {
                    run.waiting_for.set(WaitingFor::Nothing);
                    return Woken::Bailout;
                }
                Pending::Deadlock => {
                    // Resolved while main still counts as a waiter.
                    let (main_cancel, _) = self.resolve_deadlock(Some(cur));
                    run.waiting_for.set(WaitingFor::Nothing);
                    if let Some(ex) = main_cancel {
                        return Woken::Throw(ex);
                    }
                }
            }
        }
        run.waiting_for.set(WaitingFor::Nothing);
        if let Some(ex) = run.resume_with.take() {
            rec.cancelled.set(true);
            return Woken::Throw(ex);
        }
        Woken::Normal
    }

    /// Leaves `cur` (`run` its running part) for `next`; returns when
    /// `cur` is resumed. Inlined into each park: as its own function its
    /// prologue and epilogue saved every callee-saved register a second
    /// time around corosensei's switch (about 25 instructions a switch).
    #[inline(always)]
    fn switch_away(&self, cur: CoRef, run: &Running, next: Target) {
        self.stats.switches.inc();
        handlers::fire_with(cur.get(), run, SwitchEvent::Leave);
        if self.is_main(cur) {
            self.dispatch(next);
        } else {
            let ctx = run.context.get();
            // SAFETY: cur is running on ctx's stack right now.
            match unsafe { (*ctx).yield_to_root(Yield::SwitchTo(next)) } {
                Resume::Continue => {}
                Resume::Start(_) | Resume::Exit => {
                    debug_assert!(false, "suspended coroutine resumed with a start/exit");
                }
            }
        }
        self.enter_with(cur, run);
    }

    #[inline(always)]
    pub(crate) fn enter(&self, co: CoRef) {
        self.enter_with(co, co.get());
    }

    /// `enter` with the running part looked up already.
    #[inline(always)]
    pub(super) fn enter_with(&self, co: CoRef, run: &Running) {
        // proc_open()'s child must not run the parent's coroutines.
        crate::engine::request::leave_if_exec_child();
        let rec = co.get();
        match rec.phase.get() {
            Phase::Queued => rec.transition(Transition::Resume),
            // Main called back without a wake-up (exit, fatal error, deadlock).
            Phase::Suspended => rec.phase.set(Phase::Running),
            _ => {}
        }
        self.current.set(Some(co));
        crate::records::globals::set_current(run.prefix.get().cast());
        handlers::fire_with(rec, run, SwitchEvent::Enter);
    }

    #[inline(always)]
    pub(crate) fn leave(&self, co: CoRef) {
        handlers::fire(co.get(), SwitchEvent::Leave);
    }

    /// The root dispatch loop: runs coroutines until control is due back to
    /// whoever sits on the root stack (main, or the shutdown drain).
    pub fn dispatch(&self, first: Target) {
        let mut target = first;
        loop {
            match target {
                Target::Main => return,
                Target::Scheduler => target = self.scheduler_tick(),
                Target::Co(co) => target = self.resume_on_root(co),
            }
        }
    }

    fn resume_on_root(&self, co: CoRef) -> Target {
        let rec = co.get();
        let mut ctx = rec.context.get();
        let input = if ctx.is_null() {
            match self.acquire_context() {
                Ok(c) => {
                    ctx = c;
                    rec.context.set(ctx);
                    Resume::Start(co)
                }
                Err(msg) => {
                    self.fail_unstarted(co, &msg);
                    return Target::Scheduler;
                }
            }
        } else {
            Resume::Continue
        };
        // SAFETY: ctx is a live context owned by the scheduler; we are on the
        // root stack, the only place contexts are resumed from.
        let ctx = unsafe { &mut *ctx };
        super::overflow::watch(ctx);
        let yielded = ctx.resume(input);
        super::overflow::unwatch();
        match yielded {
            Some(Yield::SwitchTo(t)) => t,
            Some(Yield::Idle(t)) => {
                self.release_context(ctx);
                t
            }
            None => Target::Scheduler,
        }
    }

    /// The scheduler's own tick, on the root stack: only reached when the
    /// ready queue is empty (or a switch target was "the scheduler").
    fn scheduler_tick(&self) -> Target {
        self.stats.scheduler_entries.inc();
        loop {
            let next = self.next_target();
            if next != Target::Scheduler {
                return next;
            }
            self.trim_pool();
            // After the main script, live reactor work that no coroutine
            // waits for (an armed Timeout, a watcher) is no reason to wait,
            // unless main itself waits (a shutdown function or destructor
            // in delay() or a read): then its event is the reason.
            if self.main_finished.get() && self.waiting_count() == 0 && !self.main_waits() {
                return Target::Main;
            }
            match self.reactor_if_started().filter(|r| r.has_work()) {
                // Nothing to run until an event comes: block in the loop.
                Some(r) => {
                    self.stats.reactor_waits.inc();
                    tick_in_scheduler_context(r, true);
                    self.since_poll.set(0);
                }
                // A channel with soft timeouts may end it its own way.
                None if self.break_with_candidates() => {}
                None => break,
            }
        }
        // Nothing runnable, no reactor work, and (checked in the loop) some
        // coroutine still waits: a deadlock, which main resolves
        // (engine/deadlock.rs).
        self.stats.deadlocks.inc();
        self.pending.set(Pending::Deadlock);
        Target::Main
    }

    /// Main is parked on something (it has no phase of its own once its
    /// script ended, so its wait says it).
    fn main_waits(&self) -> bool {
        self.main
            .get()
            .is_some_and(|m| m.get().waiting_for.get() != WaitingFor::Nothing)
    }

    /// Live coroutines other than main (main stays in the live set).
    fn waiting_count(&self) -> usize {
        self.live.borrow().len().saturating_sub(1)
    }
}

#[cold]
fn microtask_failed(e: crate::core::microtask::MicrotaskError) {
    super::lifecycle::warn(&format!("Async: microtask failed: {}", e.0));
}

/// One reactor turn in the scheduler's context: the callbacks it runs see
/// `ZEND_ASYNC_IS_SCHEDULER_CONTEXT`, so C code knows it may not suspend
/// there (ZEND_ASYNC_SUSPEND refuses).
pub(crate) fn tick_in_scheduler_context(r: &crate::reactor::Reactor, wait: bool) {
    let was = crate::records::globals::set_in_scheduler_context(true);
    r.tick(wait);
    crate::records::globals::set_in_scheduler_context(was);
}
