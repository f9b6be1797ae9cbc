//! The engine switch handlers, registered in this fixed order for every
//! coroutine (runtime::switch_handlers runs ENTER in order, LEAVE and FINISH
//! in reverse):
//! 1. `vm_state`: the executor globals (docs/design.md, section 3), then the
//!    globals PHP keeps across a user callback (the usort comparator,
//!    autoload and serialize state..., engine/engine_state.rs; one handler
//!    call fewer per switch).
//! 2. `fiber_context`: statuses and observer switch notifications of the
//!    `zend_fiber_context`s involved (APM/profilers track the running
//!    context); free for coroutines that never used a Fiber (fiber_interop).
//!
//! 3. `output`: the output-handler stack (S11a, engine/output.rs).

use super::coroutine::Record;
use super::runtime::rt;
use crate::core::switch_handlers::{EngineHandlers, SwitchEvent};
use crate::sys::{self, eg};

pub fn table() -> EngineHandlers<Record> {
    let mut t = EngineHandlers::default();
    t.register("vm_state", vm_state);
    t.register("fiber_context", fiber_context);
    t.register("output", super::output::output);
    t
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
