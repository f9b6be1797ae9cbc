//! Destructors that may await, at shutdown (S11b). PHP 8.2 blocks switching
//! inside every destructor the engine calls, so before its own pass the
//! extension calls the pending user destructors itself, from a walker
//! coroutine (the loop is in the shim: a destructor that bails out must not
//! skip Rust frames). When a destructor suspends, a new HI-priority walker
//! carries on from the next object, so every destructor starts in PHP's
//! order and the awaiting ones finish meanwhile.

use super::runtime::try_rt;
use crate::sys::{self, zend};
use std::ffi::c_void;

/// Runs after the user shutdown functions registered so far (the shutdown
/// list is appended to from the first internal shutdown function).
pub fn schedule_walk() {
    // SAFETY: during the request's shutdown functions; the shim appends an
    // internal shutdown function.
    unsafe { sys::ta_register_internal_shutdown(walk_trampoline) };
}

unsafe extern "C" fn walk_trampoline(_ex: *mut zend::zend_execute_data, _rv: *mut zend::zval) {
    walk();
    // A deadlock found after the main script's drain (a shutdown function
    // or a destructor waiting) ends the script here.
    super::deadlock::report_terminal();
}

fn walk() {
    let Some(rt) = try_rt() else { return };
    // exit_seen, not take: request_shutdown reads the flag again (RINIT
    // clears it for the next request).
    if super::request::exit_seen() || rt.exit_requested.get() || super::request::request_failed() {
        return;
    }
    // SAFETY: the executor is alive (shutdown functions run before
    // zend_call_destructors); the cursor is the shim's own.
    unsafe { sys::ta_destructor_walk_reset() };
    if !has_more() {
        return;
    }
    if rt.spawn_walker().is_none() {
        return;
    }
    if let super::shutdown::DrainEnd::Deadlock = rt.drain_after_main() {
        // Destructors still wait after their deadlock cancellation: unwind
        // them now, finally blocks included (the DeadlockError reported
        // after the walk says the script failed).
        rt.cancel_all();
    }
}

pub fn has_more() -> bool {
    // SAFETY: reads the object store on the PHP thread.
    unsafe { sys::ta_destructor_walk_has_more() }
}

/// A walker's body: true if the engine bailed out.
pub fn run_walker() -> bool {
    // SAFETY: the shim's loop runs inside zend_try; no Rust frame sits
    // between its jmp_buf and the PHP frames that may longjmp.
    unsafe { sys::ta_run_in_try(sys::ta_destructor_walk, std::ptr::null_mut::<c_void>()) != 0 }
}
