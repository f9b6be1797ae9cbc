//! Coroutines as PHP's fiber machinery sees them, and whether a switch is
//! allowed now: csrc/fiber_shim.c.

use crate::sys::zend::{self, zend_fiber_context};
use std::ffi::c_int;

extern "C" {
    pub fn ta_fiber_context_new() -> *mut zend_fiber_context;
    pub fn ta_fiber_context_free(ctx: *mut zend_fiber_context);
    pub fn ta_fiber_switch(
        from: *mut zend_fiber_context,
        to: *mut zend_fiber_context,
        from_ended: bool,
    );
    pub fn ta_fiber_switches_observed() -> bool;
    pub fn ta_hook_fiber_methods(
        point: extern "C" fn(c_int, *mut zend::zend_object, c_int) -> c_int,
    ) -> bool;
    pub fn ta_unhook_fiber_methods();
    pub fn ta_switch_refused() -> c_int;
    /// PHP's own: true while the engine blocks fiber switches (destructors
    /// it runs, the GC, a pcntl signal handler).
    pub fn zend_fiber_switch_blocked() -> bool;
    /// Raised while a file compiles, array_multisort() runs or a function
    /// runs on the main stack (csrc/engine_state_shim.c): the sum of those
    /// holds; hidden there, so read in place.
    pub static ta_switch_holds: u32;
}

/// `ta_switch_refused()`'s answer (0: a switch may happen now), with its
/// common case tested in place: the C call, and its reasons, only when a
/// switch is refused. The test is the C function's own first checks, so
/// it can only send more cases to it, never fewer.
///
/// # Safety
/// On the PHP thread, inside a request.
#[inline(always)]
pub unsafe fn switch_refused() -> c_int {
    // SAFETY: the caller's contract; the counter is a plain C global.
    unsafe {
        if ta_switch_holds == 0
            && (*crate::sys::eg()).exception.is_null()
            && !zend_fiber_switch_blocked()
        {
            0
        } else {
            ta_switch_refused()
        }
    }
}
