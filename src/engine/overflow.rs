//! Stack overflow inside a coroutine ends in a readable fatal error, not a
//! bare SIGSEGV. PHP 8.2 checks no stack limit; a coroutine's stack has a
//! guard page below it (corosensei maps it PROT_NONE). The shim's SIGSEGV
//! handler, on an alternate signal stack, compares the fault address with the
//! guard page of the coroutine running now, which the root sets before each
//! resume; other faults go to the previous handler.

use super::context::Context;
use crate::sys;

/// MINIT.
pub fn install() {
    // SAFETY: MINIT, on the thread that runs PHP; the shim keeps any
    // alternate stack and handlers that were there before.
    unsafe { sys::ta_install_overflow_handler() };
}

/// MSHUTDOWN: the previous handlers come back.
pub fn uninstall() {
    // SAFETY: restores what install() saved.
    unsafe { sys::ta_uninstall_overflow_handler() };
}

/// Request startup: the stack size the fatal error names (every context of
/// the request has it); stored once here rather than at every resume.
pub fn set_stack_size(stack_size: usize) {
    // SAFETY: a plain store to the shim's global on the PHP thread; the
    // signal handler only reads it.
    unsafe { sys::ta_guard_stack_size = stack_size };
}

/// The root is about to resume `ctx`: its guard page is the one to watch.
#[inline(always)]
pub fn watch(ctx: &Context) {
    let (lo, hi) = ctx.guard_page();
    // SAFETY: plain stores to the shim's globals on the PHP thread; the
    // signal handler only reads them.
    unsafe {
        sys::ta_guard_lo = lo;
        sys::ta_guard_hi = hi;
    }
}

/// Control is back on the root stack.
#[inline(always)]
pub fn unwatch() {
    // SAFETY: as in watch().
    unsafe { sys::ta_guard_hi = 0 };
}
