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
//! `zend_coroutine_t*`. The engine passes its `Record`: the engine tier is
//! true_async's own (no other extension adds to it), and a coroutine's own
//! vector stays empty until the record begins with `zend_coroutine_t`, as
//! the zend_async plan has it, so no C handler sees that pointer yet.

use super::coroutine::Record;
use super::runtime::rt;
use crate::core::switch_handlers::SwitchEvent;
use crate::records::{Coroutine, SwitchHandler, SwitchHandlersVector};
use crate::sys::{self, eg};
use std::ffi::{c_void, CStr};
use std::sync::atomic::{AtomicBool, Ordering};

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
            // (fire_engine below).
            let rec = unsafe { &*co.cast::<Record>() };
            if is_enter {
                $handler(rec, SwitchEvent::Enter);
            } else if is_finishing {
                $handler(rec, SwitchEvent::Finish);
            } else {
                $handler(rec, SwitchEvent::Leave);
            }
            true
        }
    };
}

engine_entry!(vm_state_entry => vm_state);
engine_entry!(fiber_context_entry => fiber_context);
engine_entry!(output_entry => super::output::output);

/// The engine tier's vector. The registry (C) manages it through the
/// address it is given at MINIT; the switch path reads it directly.
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
    let all = TIER.iter().all(|(name, entry)| {
        // SAFETY: MINIT, one thread; the name is static.
        unsafe { sys::ta_engine_switch_handler_add(*entry as *const c_void, name.as_ptr()) }
    });
    AS_REGISTERED.store(all, Ordering::Relaxed);
    all
}

/// The tier holds what `register` put there, unchanged: the switch path
/// then makes the same three calls in the same order directly, where the
/// compiler can inline them (through the tier's pointers a switch cost
/// about 30 instructions more). Cleared for good when a handler leaves.
static AS_REGISTERED: AtomicBool = AtomicBool::new(false);

/// Runs the engine tier for `rec`: ENTER in order, LEAVE and FINISH in
/// reverse. A handler that returns false is not called again.
#[inline(always)]
pub fn fire_engine(rec: &Record, event: SwitchEvent) {
    if AS_REGISTERED.load(Ordering::Relaxed) {
        match event {
            SwitchEvent::Enter => {
                vm_state(rec, event);
                fiber_context(rec, event);
                super::output::output(rec, event);
            }
            SwitchEvent::Leave | SwitchEvent::Finish => {
                super::output::output(rec, event);
                fiber_context(rec, event);
                vm_state(rec, event);
            }
        }
        return;
    }
    let co = std::ptr::from_ref(rec).cast_mut().cast::<Coroutine>();
    // SAFETY: filled at MINIT and never resized during requests (a handler
    // that leaves is replaced in its slot); nothing else touches it while
    // the engine runs it.
    let (first, n) = unsafe { (ENGINE_TIER.data, ENGINE_TIER.length as usize) };
    // One loop per event, so that the arguments are constants.
    // SAFETY: the n slots from `first` are the tier's (all three loops).
    unsafe {
        let end = first.add(n);
        match event {
            SwitchEvent::Enter => {
                let mut slot = first;
                while slot != end {
                    run_engine(slot, first, co, true, false);
                    slot = slot.add(1);
                }
            }
            SwitchEvent::Leave => {
                let mut slot = end;
                while slot != first {
                    slot = slot.sub(1);
                    run_engine(slot, first, co, false, false);
                }
            }
            SwitchEvent::Finish => {
                let mut slot = end;
                while slot != first {
                    slot = slot.sub(1);
                    run_engine(slot, first, co, false, true);
                }
            }
        }
    }
}

/// # Safety
/// `slot` is the engine tier's slot from `first`; the tier never holds an
/// empty slot (add refuses NULL, a handler that leaves is replaced).
#[inline(always)]
unsafe fn run_engine(
    slot: *mut SwitchHandler,
    first: *mut SwitchHandler,
    co: *mut Coroutine,
    enter: bool,
    finishing: bool,
) {
    // SAFETY: the caller's contract.
    let handler = unsafe { (*slot).handler.unwrap_unchecked() };
    // SAFETY: the tier's handlers take a record (see engine_entry).
    if !unsafe { handler(co, enter, finishing) } {
        // SAFETY: both point into the tier.
        leave_tier(unsafe { slot.offset_from(first) } as u32);
    }
}

/// A handler asked to leave: the registry puts a no-op in its slot, so
/// that the tier's length never changes under a running switch.
#[cold]
#[inline(never)]
fn leave_tier(index: u32) {
    AS_REGISTERED.store(false, Ordering::Relaxed);
    // SAFETY: index is a slot of the tier.
    unsafe { sys::ta_engine_switch_handler_vacate(index) };
}

/// Runs the coroutine's own handlers, if it has any (one load when not).
#[inline(always)]
pub fn fire_own(rec: &Record, event: SwitchEvent) {
    if !rec.switch_handlers.get().is_null() {
        fire_own_listed(rec, event);
    }
}

#[cold]
fn fire_own_listed(rec: &Record, event: SwitchEvent) {
    let co = std::ptr::from_ref(rec).cast_mut().cast::<c_void>();
    // SAFETY: the slot is the record's own, live for the call.
    unsafe {
        sys::ta_switch_call_slot(
            rec.switch_handlers.as_ptr().cast(),
            co,
            event.is_enter(),
            event.is_finishing(),
        )
    };
}

/// Frees the coroutine's own handler vector once it finished.
pub fn drop_own(rec: &Record) {
    if !rec.switch_handlers.get().is_null() {
        // SAFETY: the record's own slot; its handlers ran FINISH already.
        unsafe { sys::ta_switch_destroy_slot(rec.switch_handlers.as_ptr().cast()) };
    }
}

fn vm_state(rec: &Record, event: SwitchEvent) {
    // SAFETY: the record's VM state is only used on this thread; restore
    // happens on the coroutine's own stack right after it regains control,
    // save right before it gives control up.
    unsafe {
        match event {
            SwitchEvent::Enter => (*rec.vm.get()).restore(),
            SwitchEvent::Leave => (*rec.vm.get()).save(),
            SwitchEvent::Finish => {}
        }
        super::engine_state::engine_state(rec, event);
    }
}

fn fiber_context(rec: &Record, event: SwitchEvent) {
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
            let own = rec.fiber_ctx.get();
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
