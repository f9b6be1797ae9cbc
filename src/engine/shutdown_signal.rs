//! Graceful shutdown on SIGINT/SIGTERM (G1), for CLI scripts that set no
//! handler of their own: the first signal unwinds main (finally blocks
//! run) and then cancels every coroutine as after exit(); the exit status
//! is 128 + signo. A second signal gets the default action at once (the
//! shim's handler).
//!
//! Two ways in, whichever comes first takes the signal:
//! - PHP code is running: the handler set EG(vm_interrupt), and the
//!   interrupt hook throws the exit in the running coroutine's frame (a
//!   busy loop stops too);
//! - everything waits: the handler woke the loop through an unreferenced
//!   trigger, whose callback sends main the exit.

use super::errors::Thrown;
use super::runtime::{rt, try_rt, Pending};
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

/// Starts the shutdown: the exit status says which signal; main unwinds
/// (finally blocks run) and then every other coroutine is cancelled, as
/// after exit(). Returns whether the running coroutine must unwind now.
fn begin(signo: i32) -> bool {
    // SAFETY: a plain write of the request's exit status.
    unsafe { sys::ta_set_exit_status(128 + signo) };
    let Some(rt) = try_rt() else { return false };
    rt.exit_requested.set(true);
    let Some(main) = rt.main.get() else {
        return true;
    };
    if rt.current.get() == Some(main) {
        return true;
    }
    if rt.main_finished.get() {
        // The after-main drain stops and cancels the rest.
        rt.pending.set(Pending::Exit);
        return true;
    }
    rt.unwind_main(main);
    true
}

/// From the interrupt hook, in the running coroutine's frame: it unwinds
/// (a busy loop stops too), finally blocks included.
#[no_mangle]
pub extern "C" fn ta_shutdown_signal_fired(signo: i32) {
    if begin(signo) {
        Thrown::graceful_exit().throw();
    }
}

/// The loop woke on the signal while everything was waiting.
extern "C" fn woken_by_signal(_: *const Event, _: *mut c_void, _: *mut c_void, _: *mut c_void) {
    // SAFETY: a plain read of the shim's flag.
    let signo = unsafe { sys::ta_shutdown_signal_take() };
    if signo != 0 {
        begin(signo);
    }
}
