//! Graceful shutdown on SIGINT/SIGTERM (docs/design.md), for CLI scripts that set no
//! handler of their own: the first signal unwinds main (finally blocks
//! run) and then cancels every coroutine as after exit(); once the main
//! script is over (the drain, shutdown functions, destructors) it cancels
//! every coroutine at once. The exit status is 128 + signo. A second signal
//! gets the default action at once (the shim's handler).
//!
//! Two ways in, whichever comes first takes the signal:
//! - PHP code is running: the handler set EG(vm_interrupt), and the
//!   interrupt hook throws the exit in the running coroutine's frame (a
//!   busy loop stops too);
//! - everything waits: the handler woke the loop (engine/signal_wake.rs,
//!   unreferenced unless a signal() call waits), whose callback
//!   queues the unwinding coroutines; whatever `current` still names,
//!   nothing runs then.

use super::errors::Thrown;
use super::runtime::try_rt;
use crate::sys;

/// MINIT.
pub fn hook() {
    // SAFETY: MINIT; the shim chains to the previous interrupt function.
    unsafe { sys::ta_shutdown_hook_interrupt() };
}

/// MSHUTDOWN.
pub fn unhook() {
    // SAFETY: undoes hook() and the shim's pcntl_signal() wrapper.
    unsafe {
        sys::ta_shutdown_unhook_interrupt();
        sys::ta_signal_unhook();
    }
}

/// At launch: the signals start the shutdown from now on (where the script
/// wants their default action when they come).
pub fn install() {
    // SAFETY: the hub's bookkeeping on the PHP thread; until the wake-up
    // below is set, only running PHP code notices a signal.
    if unsafe { sys::ta_shutdown_signals_install() } > 0 {
        // The wake-up stays open until request end, after uninstall().
        let _ = super::signal_wake::wake();
    }
}

/// Request end, before the loop closes.
pub fn uninstall() {
    // SAFETY: the hub leaves the signals no watcher needs.
    unsafe { sys::ta_shutdown_signals_uninstall() };
}

/// Where the signal was noticed.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Noticed {
    /// The interrupt hook, in the frame of the running coroutine.
    InPhpCode,
    /// The loop's wake-up: nothing runs, every coroutine waits or is queued
    /// (whatever `current` still names).
    InLoop,
}

/// Starts the shutdown: the exit status says which signal. Before the end
/// of the main script, main unwinds first (finally blocks run) and every
/// other coroutine is cancelled after it, as after exit(); after it, every
/// coroutine is cancelled at once, the code waiting on the root (a shutdown
/// function) included. Returns whether the running coroutine must unwind
/// now.
fn begin(signo: i32, noticed: Noticed) -> bool {
    let Some(rt) = try_rt() else { return false };
    if rt.exit_requested.replace(true) {
        // A shutdown is under way already (exit(), an unhandled failure):
        // its cleanup goes on undisturbed; a second signal kills.
        return false;
    }
    // SAFETY: a plain write of the request's exit status.
    unsafe { sys::ta_set_exit_status(128 + signo) };
    let running = match noticed {
        Noticed::InPhpCode => rt.current.get(),
        Noticed::InLoop => None,
    };
    let Some(main) = rt.main.get() else {
        return running.is_some();
    };
    if rt.main_finished.get() {
        rt.cancel_rest(running);
        if running.is_none() {
            // The root may wait in a shutdown function: it unwinds once the
            // rest ended (the drain forgets this if the root was not waiting).
            main.get().resume_with.set(Some(Thrown::graceful_exit()));
        }
    } else if running != Some(main) {
        rt.unwind_main(main);
    }
    running.is_some()
}

/// From the interrupt hook, in the running coroutine's frame: it unwinds
/// (a busy loop stops too), finally blocks included.
#[no_mangle]
pub extern "C" fn ta_shutdown_signal_fired(signo: i32) {
    if begin(signo, Noticed::InPhpCode) {
        Thrown::graceful_exit().throw();
    }
}

/// The loop woke on a signal while everything was waiting.
pub(crate) fn on_wake() {
    // SAFETY: a plain read of the shim's flag.
    let signo = unsafe { sys::ta_shutdown_signal_take() };
    if signo != 0 {
        begin(signo, Noticed::InLoop);
    }
}
