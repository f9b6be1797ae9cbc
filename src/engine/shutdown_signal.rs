//! Graceful shutdown on SIGINT/SIGTERM (G1), for CLI scripts that set no
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
//! - everything waits: the handler woke the loop through an unreferenced
//!   trigger, whose callback queues the unwinding coroutines; whatever
//!   `current` still names, nothing runs then.

use super::errors::Thrown;
use super::runtime::{rt, try_rt};
use crate::reactor::trigger::Trigger;
use crate::runtime::event::{Callback, Event};
use crate::sys;
use std::ffi::c_void;

/// MINIT.
pub fn hook() {
    // SAFETY: MINIT; the shim chains to the previous interrupt function.
    unsafe { sys::ta_shutdown_hook_interrupt() };
}

/// MSHUTDOWN.
pub fn unhook() {
    // SAFETY: undoes hook().
    unsafe { sys::ta_shutdown_unhook_interrupt() };
}

/// At launch: watch for the signals (if the script left them alone).
pub fn install() {
    let rt = rt();
    let Ok(reactor) = rt.reactor() else { return };
    let Ok(trigger) = Trigger::new(reactor.event_loop()) else {
        return;
    };
    trigger.unref();
    trigger.event.subscribe(Callback {
        notify: woken_by_signal,
        data: std::ptr::null_mut(),
    });
    // A signal() watcher the script already has for one of them owns it
    // (bit 0: SIGINT, bit 1: SIGTERM).
    let skip =
        i32::from(super::signal::watching(2)) | (i32::from(super::signal::watching(15)) << 1);
    // SAFETY: the uv_async_t stays open until uninstall() ran (request end
    // drops the trigger only after that).
    let n = unsafe { sys::ta_shutdown_signals_install(trigger.raw(), skip) };
    if n > 0 {
        *rt.shutdown_trigger.borrow_mut() = Some(trigger);
    }
}

/// Request end, before the loop closes.
pub fn uninstall(trigger: &std::cell::RefCell<Option<Box<Trigger>>>) {
    // SAFETY: restores the dispositions install() replaced.
    unsafe { sys::ta_shutdown_signals_uninstall() };
    trigger.borrow_mut().take();
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

/// The loop woke on the signal while everything was waiting.
extern "C" fn woken_by_signal(_: *const Event, _: *mut c_void, _: *mut c_void, _: *mut c_void) {
    // SAFETY: a plain read of the shim's flag.
    let signo = unsafe { sys::ta_shutdown_signal_take() };
    if signo != 0 {
        begin(signo, Noticed::InLoop);
    }
}
