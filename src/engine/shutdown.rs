//! The end of a request's coroutines: the drain after the main script
//! (every remaining coroutine runs to completion), cancelling everything
//! still alive (after exit(), a fatal error or a deadlock), the deadlock
//! report, and the final teardown of the pool and main's object.
//!
//! Invariant: no coroutine is ever dropped with PHP frames on its stack;
//! each is cancelled and resumed until it returns.

use super::context::Target;
use super::coroutine::CoRef;
use super::coroutine::WaitingFor;
use super::errors::{Kind, Thrown};
use super::lifecycle::write_out;
use super::runtime::{Pending, Runtime};
use crate::core::deadlock;
use crate::core::state::Phase;
use crate::sys;

/// How the drain after the main script ended.
pub enum DrainEnd {
    /// Every coroutine finished.
    Done,
    /// exit() or a fatal error in a coroutine: the rest must be cancelled.
    Stopped,
    /// Coroutines still wait on each other and no cancellation can end
    /// it: the rest must be cancelled (their finally blocks run).
    Deadlock,
}

impl Runtime {
    /// Builds the deadlock report and exception, in main's own context.
    pub(crate) fn deadlock_exception(&self) -> Thrown {
        let waiting: Vec<deadlock::Waiting> = self
            .live
            .borrow()
            .snapshot()
            .into_iter()
            .filter(|c| {
                // Main after its script (a shutdown function waiting) has
                // no phase of its own; its wait says it waits.
                let r = c.get();
                r.phase.get() == Phase::Suspended
                    || (r.is_main && r.waiting_for.get() != WaitingFor::Nothing)
            })
            .map(|c| {
                let r = c.get();
                deadlock::Waiting {
                    id: r.id,
                    spawned_at: if r.is_main {
                        "main script".into()
                    } else {
                        r.spawned_at.describe()
                    },
                    suspended_at: r.suspend_location().describe(),
                    waiting_for: r.describe_waiting(),
                }
            })
            .collect();
        // Read now, not at RINIT: the setting is PHP_INI_ALL (ini_set works).
        if super::request::ini_long(super::request::INI_DEBUG_DEADLOCK) != 0 {
            write_out(&deadlock::report(&waiting, 0));
        }
        Thrown::new(Kind::Deadlock, &deadlock::message(waiting.len()))
    }

    /// Runs every queued coroutine to completion after the main script ended
    /// (called from the internal shutdown function, on the root stack).
    pub fn drain_after_main(&self) -> DrainEnd {
        let Some(main) = self.finish_main() else {
            self.wait_for_native_events_to_end();
            return DrainEnd::Done;
        };
        // Main's script ended: its finally() callbacks run now, on main
        // (they may await), before the rest drains.
        self.run_finally_callbacks(main.get());
        loop {
            if self.live.borrow().len() <= 1
                && self.ready.borrow().is_empty()
                && self.microtasks.is_empty()
            {
                if self.wait_for_native_events() {
                    continue;
                }
                return DrainEnd::Done;
            }
            match self.run_from_finished_main(main) {
                Pending::None => {}
                Pending::Exit | Pending::Bailout => return DrainEnd::Stopped,
                Pending::Deadlock => {
                    // The waiters get their cancellation and run on; a
                    // round that reaches none would only repeat itself.
                    if !self.resolve_deadlock(None).1 {
                        return DrainEnd::Deadlock;
                    }
                }
            }
        }
    }

    /// An event a C extension started through the zend_async API (and did
    /// not make HIDDEN) keeps the script from ending, as a pending event
    /// does in TrueAsync: one blocking loop turn while one is started;
    /// false when none is (or the loop has nothing left to wait for).
    fn wait_for_native_events(&self) -> bool {
        // SAFETY: reads a counter of the API's globals on the PHP thread.
        if unsafe { sys::ta_zend_async_active_events() } == 0 {
            return false;
        }
        match self.reactor_if_started().filter(|r| r.has_work()) {
            Some(r) => {
                super::scheduler::tick_in_scheduler_context(r, true);
                true
            }
            None => false,
        }
    }

    /// Runs the loop while events a C extension started hold the script
    /// (see `wait_for_native_events`); for a request whose scheduler never
    /// ran, whose loop callbacks then have no coroutine to wake.
    pub fn wait_for_native_events_to_end(&self) {
        while self.wait_for_native_events() {}
    }

    /// Cancels every coroutine still alive and resumes each until it ends, so
    /// that no stack is dropped with PHP frames on it. Started coroutines get
    /// a graceful exit (finally blocks run, catch blocks do not, protect() is
    /// overridden); queued ones finish at once as cancelled.
    pub fn cancel_all(&self) {
        let Some(main) = self.finish_main() else {
            return;
        };
        self.pending.set(Pending::None);
        self.cancelling_all.set(true);
        for _round in 0..64 {
            if !self.cancel_rest(None) {
                break;
            }
            self.run_from_finished_main(main);
        }
        // Shutdown functions may start new work after this.
        self.cancelling_all.set(false);
        self.pending.set(Pending::None);
    }

    /// Cancels every coroutine but main and `running` (cancel_all's round):
    /// started ones get a graceful exit, queued ones finish as cancelled.
    /// Returns whether there was any.
    pub(crate) fn cancel_rest(&self, running: Option<CoRef>) -> bool {
        let alive: Vec<CoRef> = self
            .live
            .borrow()
            .snapshot()
            .into_iter()
            .filter(|c| !self.is_main(*c) && Some(*c) != running)
            .collect();
        let any = !alive.is_empty();
        // One exception for all the queued ones: after an out-of-memory
        // error PHP allows little more (past twice the limit it kills the
        // process), and a new exception with its trace for each of
        // 100,000 queued coroutines went past it.
        let mut queued_ex: Option<Thrown> = None;
        for co in alive {
            let rec = co.get();
            let ex = if rec.phase.get() == Phase::Created {
                queued_ex
                    .get_or_insert_with(|| {
                        Thrown::new(Kind::Cancellation, "Coroutine cancelled at shutdown")
                    })
                    .share_again()
            } else {
                Thrown::graceful_exit()
            };
            rec.protect_depth.set(0);
            self.cancel(co, ex);
        }
        any
    }

    /// Reports the failures that became unhandled since the last look
    /// (engine/unobserved.rs) and, for the first, starts the graceful
    /// shutdown. Called at safe points: before a suspension, after a
    /// coroutine ended. A failure while already shutting down is only
    /// reported: the cleanup under way ends the script.
    #[inline(always)]
    pub(crate) fn handle_unhandled(&self) {
        if self.attention.get() {
            self.attend();
        }
    }

    #[cold]
    fn attend(&self) {
        self.attention.set(false);
        if super::unobserved::list_if_made(self).is_some_and(|u| u.has_abandoned()) {
            self.shutdown_on_unhandled();
        }
    }

    #[cold]
    fn shutdown_on_unhandled(&self) {
        if !super::unobserved::list(self).report_abandoned() || self.exit_requested.replace(true) {
            return;
        }
        let Some(main) = self.main.get() else { return };
        if self.main_finished.get() {
            // The after-main drain stops and cancels the rest.
            self.pending.set(Pending::Exit);
        } else if self.current.get() == Some(main) {
            // Main is about to suspend (or just went on): it unwinds at
            // this suspension point or its next one.
            main.get()
                .deferred_cancel
                .set(Some(Thrown::graceful_exit()));
        } else {
            self.unwind_main(main);
        }
    }

    /// Main (suspended or queued) unwinds as soon as it runs, before any
    /// other coroutine: a graceful exit at its suspension point, finally
    /// blocks included. The rest are cancelled after the main script, as
    /// after exit().
    pub(crate) fn unwind_main(&self, main: CoRef) {
        let rec = main.get();
        rec.priority.set(crate::core::queue::Priority::Hi);
        rec.resume_with.set(Some(Thrown::graceful_exit()));
        if rec.phase.get() == Phase::Suspended {
            rec.waker.force_queue();
            self.wake(main);
        } else if rec.phase.get().is_queued() {
            self.ready.borrow_mut().move_to_head(&main);
        }
    }

    /// Main's script is over: it stays the root's coroutine but never waits.
    /// Coroutines awaiting it are woken now, with null (the script has no
    /// result); after exit() or a failure they are then cancelled with the
    /// rest.
    fn finish_main(&self) -> Option<CoRef> {
        let main = self.main.get()?;
        self.main_finished.set(true);
        let rec = main.get();
        rec.phase.set(Phase::Finished);
        super::c_waker::destroy(rec);
        // Idempotent: the request's second drain finds it closed.
        super::c_coroutine::main_ended(rec);
        Some(main)
    }

    /// Lets the scheduler run until it hands control back to the finished
    /// main (queue drained, deadlock, exit or fatal error); returns why.
    fn run_from_finished_main(&self, main: CoRef) -> Pending {
        self.stats.switches.inc();
        self.leave(main);
        self.dispatch(Target::Scheduler);
        self.enter(main);
        // Meant for a root that waits in a shutdown function; this one
        // did not.
        main.get().resume_with.take();
        self.take_pending()
    }

    /// What main must act on now that it has control again; remembers an
    /// exit() so that the rest of the request cancels instead of draining.
    pub(crate) fn take_pending(&self) -> Pending {
        let p = self.pending.replace(Pending::None);
        if p == Pending::Exit {
            self.exit_requested.set(true);
        }
        if matches!(p, Pending::Exit | Pending::Bailout) {
            // A memory-limit error in a coroutine ends it as an exit (or a
            // bailout); the state it leaves would keep every later PHP call
            // (the user's shutdown functions, finally blocks) from running.
            // SAFETY: plain writes of an executor global, on main's context.
            unsafe { sys::ta_clear_reported_oom() };
        }
        p
    }

    /// Request end, after every coroutine ended: destroys pooled contexts
    /// and drops the scheduler's reference to main's object (the one
    /// coroutine that never completes).
    pub fn teardown(&self) {
        let idle = self.pool.borrow_mut().drain_idle();
        drop(idle);
        crate::records::globals::set_launched(std::ptr::null_mut(), false);
        if let Some(main) = self.main.take() {
            self.current.set(None);
            self.live.borrow_mut().remove(main.get().slot.get());
            let zobj = main.get().zobj();
            // SAFETY: the scheduler's own reference, taken in `adopt`; the
            // object may be freed here and `main` is not used afterwards.
            unsafe { sys::ta_obj_release(zobj) };
        }
    }
}
