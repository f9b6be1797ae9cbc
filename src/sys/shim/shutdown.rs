//! The end of a request: the internal shutdown function, exit(), the exit
//! status: csrc/shutdown_shim.c.

use crate::sys::InternalHandler;

extern "C" {
    pub fn ta_unclean_shutdown() -> bool;
    pub fn ta_clear_reported_oom();
    pub fn ta_register_internal_shutdown(handler: InternalHandler) -> bool;
    pub fn ta_install_exit_hook();
    pub fn ta_take_exit_seen() -> bool;
    /// Whether exit() ran in this request (not cleared).
    pub fn ta_exit_seen_now() -> bool;
}

/// EG(exit_status): the status the process exits with. A plain field of
/// the executor globals, so no shim.
///
/// # Safety
/// On the PHP thread.
#[inline]
pub unsafe fn ta_set_exit_status(status: i32) {
    // SAFETY: a plain write of an executor global on the PHP thread.
    unsafe { (*crate::sys::eg()).exit_status = status };
}
