//! Module lifecycle as ordered tables: MINIT steps run in order, RSHUTDOWN
//! undoes RINIT in reverse. The one runtime lives between RINIT and RSHUTDOWN.
//!
//! Order within a request (ENGINE-NOTES "Lifecycle order"):
//! 1. RINIT creates the runtime and registers an internal shutdown function,
//!    which runs before every user shutdown function and destructor.
//! 2. That shutdown function runs every remaining coroutine to completion
//!    (or cancels them all after exit() or a fatal error).
//! 3. RSHUTDOWN runs what user shutdown functions spawned, cancels leftovers,
//!    frees the context pool and drops the runtime.

pub mod info;
pub mod ini;

use crate::engine::errors;
use crate::engine::handlers;
use crate::engine::runtime::{self, try_rt, Runtime};
use crate::sys::{self, zend};

type Step = (&'static str, fn(i32) -> bool);

const MINIT: &[Step] = &[
    ("ini", |n| {
        ini::register(n);
        true
    }),
    ("classes", |_| crate::php::classes::register_all()),
    ("exit hook", |_| {
        // SAFETY: MINIT, before any script runs.
        unsafe { sys::ta_install_exit_hook() };
        true
    }),
];

/// MINIT steps that must precede ext-php-rs's own class registration.
pub extern "C" fn startup(_ty: i32, module_number: i32) -> i32 {
    for (name, step) in MINIT {
        if !step(module_number) {
            eprintln!("true_async: module startup step '{name}' failed");
            return -1;
        }
    }
    0
}

pub extern "C" fn request_startup(_ty: i32, _module_number: i32) -> i32 {
    runtime::activate(Runtime::new(ini::config(), handlers::table()));
    // SAFETY: RINIT, basic's request globals are initialised.
    unsafe {
        sys::ta_take_exit_seen();
        sys::ta_register_internal_shutdown(after_main);
    }
    0
}

/// Runs right after the main script, before user shutdown functions.
unsafe extern "C" fn after_main(_ex: *mut zend::zend_execute_data, _rv: *mut zend::zval) {
    let to_throw = run_after_main();
    if !to_throw.is_null() {
        errors::throw(to_throw);
    }
}

fn run_after_main() -> *mut zend::zend_object {
    let Some(rt) = try_rt() else {
        return std::ptr::null_mut();
    };
    if !rt.launched.get() {
        return std::ptr::null_mut();
    }
    // SAFETY: plain reads of engine flags.
    let exited = unsafe { sys::ta_take_exit_seen() } || rt.exit_requested.get();
    // An uncaught exception in main (reported as a fatal error without a
    // bailout) leaves exit_status 255: cancel as after any fatal error.
    let failed = unsafe { sys::ta_unclean_shutdown() || (*sys::eg()).exit_status != 0 };
    if exited || failed {
        rt.cancel_all();
        return std::ptr::null_mut();
    }
    match rt.drain_after_main() {
        Some(deadlock) => {
            rt.cancel_all();
            deadlock
        }
        None => {
            if rt.pending.get() != runtime::Pending::None || rt.exit_requested.get() {
                rt.cancel_all();
            }
            std::ptr::null_mut()
        }
    }
}

pub extern "C" fn request_shutdown(_ty: i32, _module_number: i32) -> i32 {
    if let Some(rt) = try_rt() {
        if rt.launched.get() {
            // SAFETY: plain read.
            let unclean = unsafe { sys::ta_unclean_shutdown() };
            if !unclean && !rt.exit_requested.get() {
                if let Some(ex) = rt.drain_after_main() {
                    errors::release(ex);
                }
            }
            rt.cancel_all();
        }
        rt.destroy_pool();
    }
    drop(runtime::deactivate());
    0
}
