//! The engine switch handlers, and the engine's side of the zend_async
//! switch-handler registry (csrc/zend_async_switch_shim.c). At MINIT the
//! handlers every coroutine needs go into the registry's engine tier, in
//! this order (ENTER runs them in order, LEAVE and FINISH in reverse):
//! 1. `vm_state`: the executor globals (docs/design.md, section 3), then the
//!    globals PHP keeps across a user callback (the usort comparator,
//!    autoload and serialize state..., engine/engine_state.rs; one handler
//!    call fewer per switch).
//! 2. `fiber_context`: statuses and observer switch notifications of the
//!    `zend_fiber_context`s involved (APM/profilers track the running
//!    context); free for coroutines that never used a Fiber (fiber_interop).
//! 3. `output`: the output-handler stack (S11a, engine/output.rs).
//!
//! Handlers have the API's signature and get the coroutine as a
//! `zend_coroutine_t*`. The engine tier is true_async's own (no other
//! extension adds to it) and gets the engine's `Record` through that
//! pointer. A coroutine's own handlers, which C extensions add with
//! ZEND_COROUTINE_ADD_SWITCH_HANDLER / ZEND_ASYNC_ADD_SWITCH_HANDLER, are
//! the `switch_handlers` vector of its `zend_coroutine_t`
//! (engine/c_coroutine.rs) and get that record. At launch the main
//! coroutine-start list joins main's own vector and runs as ENTER.

use super::coroutine::{Record, Running};
use super::runtime::rt;
use crate::core::switch_handlers::SwitchEvent;
use crate::records::{Coroutine, SwitchHandlersVector};
use crate::sys::{self, eg};
use std::ffi::{c_void, CStr};

/// The API-shaped entry of an engine handler `fn(&Record, SwitchEvent)`.
/// The handler is inlined once per event: no (is_enter, is_finishing) to
/// SwitchEvent conversion on the switch path.
macro_rules! engine_entry {
    ($entry:ident => $handler:path) => {
        unsafe extern "C" fn $entry(
            co: *mut Coroutine,
            is_enter: bool,
            is_finishing: bool,
        ) -> bool {
            // SAFETY: the engine calls its tier with its own records only
            // (`fire` below).
            let rec = unsafe { &*co.cast::<Record>() };
            let run: &Running = rec;
            if is_enter {
                $handler(rec, run, SwitchEvent::Enter);
            } else if is_finishing {
                $handler(rec, run, SwitchEvent::Finish);
            } else {
                $handler(rec, run, SwitchEvent::Leave);
            }
            true
        }
    };
}

engine_entry!(vm_state_entry => vm_state);
engine_entry!(fiber_context_entry => fiber_context);
engine_entry!(output_entry => super::output::output);

/// The engine tier's vector: the registry (C) keeps it through the address
/// it is given at MINIT and lists it to other extensions.
static mut ENGINE_TIER: SwitchHandlersVector = SwitchHandlersVector::EMPTY;

/// MINIT: the engine tier, in the order above.
pub fn register() -> bool {
    // SAFETY: MINIT, one thread, before any switch; the static lives for
    // the process.
    unsafe { sys::ta_engine_switch_handlers_storage((&raw mut ENGINE_TIER).cast()) };
    const TIER: [(
        &CStr,
        unsafe extern "C" fn(*mut Coroutine, bool, bool) -> bool,
    ); 3] = [
        (c"vm_state", vm_state_entry),
        (c"fiber_context", fiber_context_entry),
        (c"output", output_entry),
    ];
    TIER.iter().all(|(name, entry)| {
        // SAFETY: MINIT, one thread; the name is static.
        unsafe { sys::ta_engine_switch_handler_add(*entry as *const c_void, name.as_ptr()) }
    })
}

/// A switch of `rec`: the engine tier and its own handlers, ENTER engine
/// first, LEAVE and FINISH its own first; its running part is looked up
/// once for all of them.
#[inline(always)]
pub fn fire(rec: &Record, event: SwitchEvent) {
    fire_with(rec, rec, event);
}

/// `fire` with `rec`'s running part looked up already.
#[inline(always)]
pub fn fire_with(rec: &Record, run: &Running, event: SwitchEvent) {
    if event.is_enter() {
        fire_engine(rec, run, event);
        fire_own(run, event);
    } else {
        fire_own(run, event);
        fire_engine(rec, run, event);
    }
}

/// Runs the engine tier for `rec`: ENTER in order, LEAVE and FINISH in
/// reverse. The tier is fixed once MINIT registered it (only `register`
/// adds to it, and its entries never ask to leave), so the three calls
/// are made here directly, where they inline into the switch, rather than
/// through the tier's pointers (about 30 instructions more per switch).
#[inline(always)]
fn fire_engine(rec: &Record, run: &Running, event: SwitchEvent) {
    match event {
        SwitchEvent::Enter => {
            vm_state(rec, run, event);
            fiber_context(rec, run, event);
            super::output::output(rec, run, event);
        }
        SwitchEvent::Leave | SwitchEvent::Finish => {
            super::output::output(rec, run, event);
            fiber_context(rec, run, event);
            vm_state(rec, run, event);
        }
    }
}

/// Runs the coroutine's own handlers, if it has any (one load when not).
#[inline(always)]
fn fire_own(run: &Running, event: SwitchEvent) {
    let co = run.prefix.get().cast::<Coroutine>();
    // SAFETY: the record's own C record, in its running part; read on the
    // PHP thread.
    if !unsafe { (*co).switch_handlers }.is_null() {
        fire_own_listed(co, event);
    }
}

#[cold]
fn fire_own_listed(co: *mut Coroutine, event: SwitchEvent) {
    // SAFETY: the record's own vector slot and record, live for the call;
    // a handler may add or remove entries only as the registry allows.
    unsafe {
        sys::ta_switch_call_slot(
            (&raw mut (*co).switch_handlers).cast(),
            co.cast(),
            event.is_enter(),
            event.is_finishing(),
        )
    };
}

/// Frees the coroutine's own handler vector once it finished.
pub fn drop_own(rec: &Record) {
    let Some(run) = rec.running_if() else {
        return;
    };
    let co = run.prefix.get().cast::<Coroutine>();
    // SAFETY: the record's own C record; its handlers ran FINISH already.
    unsafe {
        if !(*co).switch_handlers.is_null() {
            sys::ta_switch_destroy_slot((&raw mut (*co).switch_handlers).cast());
        }
    }
}

/// Launch: the main coroutine-start handlers (C extensions add them at
/// MINIT, or with ZEND_ASYNC_ADD_SWITCH_HANDLER before any coroutine)
/// join main's own handlers and run as ENTER, once per request.
pub fn start_main(main: *mut Coroutine) {
    // SAFETY: main's C record, bound at launch; PHP thread. An exception a
    // handler throws stays in EG(exception) for the script.
    unsafe { sys::ta_zend_async_call_main_coroutine_start_handlers(main.cast()) };
}

fn vm_state(_rec: &Record, run: &Running, event: SwitchEvent) {
    // SAFETY: the record's VM state is only used on this thread; restore
    // happens on the coroutine's own stack right after it regains control,
    // save right before it gives control up.
    unsafe {
        match event {
            SwitchEvent::Enter => (*run.vm.get()).restore(),
            SwitchEvent::Leave => (*run.vm.get()).save(),
            SwitchEvent::Finish => {}
        }
        super::engine_state::engine_state(run, event);
    }
}

fn fiber_context(_rec: &Record, run: &Running, event: SwitchEvent) {
    let rt = rt();
    match event {
        SwitchEvent::Enter => {
            // SAFETY: a plain read; VM state was restored just before.
            let to = unsafe { (*eg()).current_fiber_context };
            let from = rt.last_fiber_ctx.replace(to);
            if from != to {
                // SAFETY: `from` left last and is alive (a finished
                // coroutine's context is replaced by main's in FINISH).
                unsafe { sys::ta_fiber_switch(from, to, false) };
            }
        }
        SwitchEvent::Leave => {
            // SAFETY: a plain read of the executor globals.
            let from = unsafe { (*eg()).current_fiber_context };
            rt.last_fiber_ctx.set(from);
        }
        SwitchEvent::Finish => {
            let own = run.fiber_ctx.get();
            let main = rt.main_fiber_ctx.get();
            if !own.is_null() && own != main {
                // SAFETY: freed only after this, in `complete`; observers
                // see it end (DEAD) as they see a Fiber's.
                unsafe { sys::ta_fiber_switch(own, main, true) };
            }
            rt.last_fiber_ctx.set(main);
        }
    }
}
