//! The engine switch handlers, registered in this fixed order for every
//! coroutine (runtime::switch_handlers runs ENTER in order, LEAVE and FINISH
//! in reverse):
//! 1. `vm_state`: the executor globals of DESIGN section 3.
//! 2. `fiber_context`: the coroutine's `zend_fiber_context` status and the
//!    observer switch notification (APM/profilers track the running context).
//!
//! Output isolation (S11a) joins this table in its own module.

use super::coroutine::Record;
use super::runtime::rt;
use crate::runtime::switch_handlers::{EngineHandlers, SwitchEvent};
use crate::sys::{self, eg};

pub fn table() -> EngineHandlers<Record> {
    let mut t = EngineHandlers::default();
    t.register("vm_state", vm_state);
    t.register("fiber_context", fiber_context);
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
    }
}

fn fiber_context(rec: &Record, event: SwitchEvent) {
    let rt = rt();
    // SAFETY: fiber contexts are live while their coroutine is; reads of the
    // executor globals happen on the PHP thread.
    unsafe {
        match event {
            SwitchEvent::Enter => {
                let to = (*eg()).current_fiber_context;
                let from = rt.last_fiber_ctx.replace(to);
                if !to.is_null() && !rec.is_main {
                    sys::ta_fiber_context_set_status(to, 1);
                }
                if !from.is_null() && !to.is_null() && from != to {
                    sys::ta_fiber_switch_notify(from, to);
                }
            }
            SwitchEvent::Leave => {
                let from = (*eg()).current_fiber_context;
                if !from.is_null() && !rec.is_main {
                    sys::ta_fiber_context_set_status(from, 0);
                }
                rt.last_fiber_ctx.set(from);
            }
            SwitchEvent::Finish => {
                let from = rec.fiber_ctx.get();
                let to = rt.main_fiber_ctx.get();
                if !from.is_null() && !to.is_null() && from != to {
                    sys::ta_fiber_switch_notify(from, to);
                }
                rt.last_fiber_ctx.set(to);
            }
        }
    }
}
