//! The public switch-handler registry (design S10) for native code that keeps
//! per-coroutine state (output buffers, request context, tracing): handlers
//! bound to one coroutine, called on ENTER, LEAVE and FINISH; returning
//! false removes them. Engine-wide handlers (VM state, fiber context) are the
//! fixed table in `handlers.rs`; these come after them on ENTER and before
//! them on LEAVE/FINISH.

use super::coroutine::{CoRef, Record};
use super::runtime::Runtime;
use crate::core::switch_handlers::{CoroutineHandler, SwitchEvent};

impl Runtime {
    /// Binds `handler` to `co`.
    pub fn add_switch_handler(&self, co: CoRef, handler: CoroutineHandler<Record>) {
        co.get().handlers.add(handler);
    }

    /// Binds `handler` to the running coroutine; before the scheduler has
    /// launched, to the main coroutine it will create (fired as ENTER then).
    pub fn add_current_switch_handler(&self, handler: CoroutineHandler<Record>) {
        match self.current.get() {
            Some(co) => co.get().handlers.add(handler),
            None => self.main_start_handlers.add(handler),
        }
    }

    /// A handler copied into the main coroutine when the scheduler launches
    /// and fired there as ENTER (for subsystems set up before any coroutine
    /// exists). After launch it binds to main directly and fires now.
    pub fn add_main_start_handler(&self, handler: CoroutineHandler<Record>) {
        match self.main.get() {
            None => self.main_start_handlers.add(handler),
            Some(main) => {
                let mut handler = handler;
                if handler(main.get(), SwitchEvent::Enter) {
                    main.get().handlers.add(handler);
                }
            }
        }
    }
}
