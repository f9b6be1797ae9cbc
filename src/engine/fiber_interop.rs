//! PHP Fibers inside coroutines.
//!
//! A Fiber records its resumer in `EG(current_fiber_context)`, so two
//! coroutines that both run Fibers need distinct fiber contexts. Most
//! coroutines never touch a Fiber, so a coroutine runs on the main fiber
//! context until it first starts, resumes or throws into a Fiber: the hooked
//! `Fiber::start/resume/throw` then give it a context of its own (and observer
//! extensions hear of it from then on: init, switches, destroy). Coroutines
//! without Fibers cost the fiber machinery nothing on a switch.
//!
//! Where an extension may observe fiber switches (Xdebug, profilers, APM
//! agents), every coroutine gets its own context when it starts instead:
//! such an extension keeps a call stack per fiber context, and one shared
//! context would make every suspended coroutine's frames one deep stack.

use super::coroutine::Record;
use super::runtime::try_rt;
use crate::sys::{self, eg, zend};
use std::sync::atomic::{AtomicBool, Ordering};

/// Whether fiber switches may be observed in this process (set at RINIT:
/// observers register while extensions start up, after this one's MINIT).
static OBSERVED: AtomicBool = AtomicBool::new(false);

/// RINIT.
pub fn refresh_observed() {
    // SAFETY: reads the engine's extension list on the PHP thread.
    let observed = unsafe { sys::ta_fiber_switches_observed() };
    OBSERVED.store(observed, Ordering::Relaxed);
}

/// The fiber context a coroutine starts on: main's, or (observed) its own.
pub fn context_at_start(
    rec: &Record,
    main: *mut zend::zend_fiber_context,
) -> *mut zend::zend_fiber_context {
    if !OBSERVED.load(Ordering::Relaxed) || !rec.fiber_ctx.get().is_null() {
        return main;
    }
    // SAFETY: on the PHP thread; the record frees it when it completes.
    let ctx = unsafe { sys::ta_fiber_context_new() };
    rec.fiber_ctx.set(ctx);
    ctx
}

/// MINIT: wraps Fiber::start/resume/throw. False if Fiber's methods are not
/// where PHP 8.2 puts them (the extension then refuses to start).
pub fn install() -> bool {
    // SAFETY: MINIT; the Fiber class is registered by the engine and no
    // script runs yet.
    unsafe { sys::ta_hook_fiber_methods(before_fiber_switch) }
}

/// MSHUTDOWN: puts the original handlers back.
pub fn uninstall() {
    // SAFETY: MSHUTDOWN, no script runs.
    unsafe { sys::ta_unhook_fiber_methods() };
}

extern "C" fn before_fiber_switch() {
    let Some(rt) = try_rt() else { return };
    let Some(cur) = rt.current.get() else { return };
    let rec = cur.get();
    if rec.is_main || !rec.fiber_ctx.get().is_null() {
        return;
    }
    // SAFETY: a coroutine (not main) is running on the PHP thread: it has
    // no context of its own yet and still runs on main's; give it one, and
    // tell observers that control moved there.
    unsafe {
        let ctx = sys::ta_fiber_context_new();
        rec.fiber_ctx.set(ctx);
        (*eg()).current_fiber_context = ctx;
        sys::ta_fiber_switch(rt.main_fiber_ctx.get(), ctx, false);
        rt.last_fiber_ctx.set(ctx);
    }
}
