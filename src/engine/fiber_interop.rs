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

use super::coroutine::CoRef;
use super::coroutine::Record;
use super::php_ops;
use super::runtime::{try_rt, Runtime};
use crate::core::registry::{Key, Resource};
use crate::sys::{self, eg, zend};
use ext_php_rs::types::Zval;
use std::cell::RefCell;
use std::collections::HashMap;
use std::ffi::c_int;
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
    unsafe { sys::ta_hook_fiber_methods(scheduling_point) }
}

/// Fiber::start/resume/throw (`before` 1) and the Fiber's return to its
/// resumer (`before` 0) inside a coroutine: other ready coroutines run
/// first, as they would if the Fiber were a coroutine (TrueAsync's model).
/// Nothing ready, or a place where no switch is allowed (a destructor the
/// engine calls): the Fiber runs on at once. `state` is the Fiber's: 0 not
/// started, 1 started, 2 ended. 0: go on; 1: an exception is pending; 2:
/// the shim must bail out.
extern "C" fn scheduling_point(
    before: c_int,
    fiber: *mut zend::zend_object,
    state: c_int,
) -> c_int {
    if before != 0 {
        give_own_context();
    }
    let Some(rt) = try_rt() else { return 0 };
    let cur = rt.current.get();
    if before != 0 && state == 0 {
        owners_note_start(rt, fiber, cur);
    } else if before == 0 && state == 2 {
        if let Some(o) = rt.resources.get_if_made(&OWNERS) {
            o.0.borrow_mut().remove(&(fiber as usize));
        }
    }
    let Some(cur) = cur else {
        return 0;
    };
    if !rt.launched.get() || rt.ready.borrow().is_empty() || rt.check_can_suspend(cur).is_err() {
        return 0;
    }
    match php_ops::woken(rt.yield_turn()) {
        Ok(()) => 0,
        Err(o) => {
            if o.apply(&mut Zval::new()) {
                2
            } else {
                1
            }
        }
    }
}

/// Which coroutine started each Fiber still running (by the Fiber object's
/// address: the entry goes when the Fiber ends, or is replaced when another
/// Fiber at that address starts). By live-set slot and id, so a finished
/// coroutine is never named.
#[derive(Default)]
struct Owners(RefCell<HashMap<usize, (usize, u64)>>);

static OWNERS: Key<Owners> = Key::new(Owners::default);

impl Resource for Owners {
    fn close(&self) {
        self.0.borrow_mut().clear();
    }
}

fn owners_note_start(rt: &Runtime, fiber: *mut zend::zend_object, cur: Option<CoRef>) {
    match cur.filter(|_| rt.launched.get()) {
        Some(co) => {
            let rec = co.get();
            let entry = (rec.slot.get(), rec.id);
            rt.resources
                .get(&OWNERS)
                .0
                .borrow_mut()
                .insert(fiber as usize, entry);
        }
        None => {
            if let Some(o) = rt.resources.get_if_made(&OWNERS) {
                o.0.borrow_mut().remove(&(fiber as usize));
            }
        }
    }
}

/// Fiber::getCoroutine(): the coroutine the Fiber was started in while both
/// are alive; null for a Fiber not started, started outside coroutines, or
/// ended.
#[no_mangle]
pub extern "C" fn ta_fiber_coroutine(
    fiber: *mut zend::zend_object,
    state: c_int,
    out: *mut zend::zval,
) {
    let found = try_rt().filter(|_| state == 1).and_then(|rt| {
        let (slot, id) = *rt
            .resources
            .get_if_made(&OWNERS)?
            .0
            .borrow()
            .get(&(fiber as usize))?;
        rt.live.borrow().at(slot, id)
    });
    let z = found.map_or_else(Zval::new, php_ops::object_zval);
    // SAFETY: `out` is the method's return value slot (a zval the engine
    // owns, undefined or null); the Zval's ownership moves into it.
    unsafe { std::ptr::write(out.cast::<Zval>(), z) };
}

/// MSHUTDOWN: puts the original handlers back.
pub fn uninstall() {
    // SAFETY: MSHUTDOWN, no script runs.
    unsafe { sys::ta_unhook_fiber_methods() };
}

/// A coroutine about to enter a Fiber gets a fiber context of its own.
fn give_own_context() {
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
