//! The process-level signal handler: Async\signal() and the SIGINT/SIGTERM
//! graceful shutdown: csrc/signal_shim.c.

use std::ffi::{c_int, c_void};

extern "C" {
    pub fn ta_shutdown_signal_take() -> c_int;
    pub fn ta_shutdown_hook_interrupt();
    pub fn ta_shutdown_unhook_interrupt();
    pub fn ta_shutdown_signals_install() -> c_int;
    pub fn ta_shutdown_signals_uninstall();
    pub fn ta_signal_set_wake(wake: *mut c_void);
    pub fn ta_signal_watch(signo: c_int, delta: c_int) -> c_int;
    pub fn ta_signal_take(signo: c_int) -> bool;
    pub fn ta_signal_unhook();
}
