//! Module lifecycle as ordered tables: MINIT steps run in order, RSHUTDOWN
//! undoes RINIT in reverse. The one runtime lives between RINIT and RSHUTDOWN.
//!
//! Order within a request (docs/design.md, section 3):
//! 1. RINIT creates the runtime and registers an internal shutdown function,
//!    which runs before every user shutdown function and destructor.
//! 2. That shutdown function runs every remaining coroutine to completion
//!    (or cancels them all after exit() or a fatal error).
//! 3. RSHUTDOWN runs what user shutdown functions spawned, cancels leftovers,
//!    frees the context pool and drops the runtime.

#![forbid(unsafe_code)]

pub mod info;
pub mod ini;

use crate::engine::handlers;
use crate::engine::request;
use crate::engine::runtime::{self, try_rt, Runtime};
use crate::engine::shutdown::DrainEnd;
use crate::engine::unobserved;

type Step = (&'static str, fn(i32) -> bool);

const MINIT: &[Step] = &[
    ("zend_async API", |_| {
        crate::abi::zend_async::startup();
        crate::scope::install_c_provider();
        true
    }),
    ("engine switch handlers", |_| handlers::register()),
    ("ini", |n| {
        ini::register(n);
        true
    }),
    ("classes", |_| crate::php::classes::register_all()),
    ("cpu snapshot class", |_| {
        crate::engine::host::register_class()
    }),
    ("cycle collection", |_| {
        crate::engine::gc::install();
        crate::awaitables::future::install_gc();
        crate::engine::gc::set_gc::<crate::sync::channel_object::Channel>();
        crate::engine::gc::set_gc::<crate::sync::pool_object::Pool>();
        crate::engine::gc::set_gc::<crate::scope::object::ScopeObject>();
        // Not the groups: freeing one disposes it, which runs its finally
        // handlers, so the collector must not destroy those first.
        crate::engine::gc::set_gc::<crate::scope::context::Context>();
        true
    }),
    ("exit hook", |_| {
        request::install_exit_hook();
        true
    }),
    ("fiber hooks", |_| crate::engine::fiber_interop::install()),
    ("stack overflow trap", |_| {
        crate::engine::overflow::install();
        true
    }),
    ("shutdown signals", |_| {
        crate::engine::shutdown_signal::hook();
        true
    }),
    ("function hooks", |_| {
        crate::io::install();
        true
    }),
    ("engine hooks", |_| {
        request::engine_hooks_install();
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

/// MSHUTDOWN: undo what MINIT installed into the engine, in reverse.
pub extern "C" fn shutdown(ty: i32, module_number: i32) -> i32 {
    request::engine_hooks_uninstall();
    crate::io::uninstall();
    crate::engine::shutdown_signal::unhook();
    crate::engine::overflow::uninstall();
    crate::engine::fiber_interop::uninstall();
    crate::reactor::close_spare_loop();
    crate::abi::zend_async::shutdown();
    request::unregister_ini(module_number, ty);
    0
}

pub extern "C" fn request_startup(_ty: i32, _module_number: i32) -> i32 {
    crate::io::install_late();
    crate::engine::fiber_interop::refresh_observed();
    crate::php::install_fast_paths();
    let rt = Runtime::new(ini::config());
    crate::engine::overflow::set_stack_size(rt.config.stack_size);
    rt.on_launch
        .borrow_mut()
        .push(crate::io::proc_open::wrap_std_streams);
    runtime::activate(rt);
    request::reset_request_flags();
    request::register_after_main(after_main);
    0
}

/// Runs right after the main script, before user shutdown functions.
fn after_main() {
    crate::engine::request::leave_if_exec_child();
    crate::engine::destructors::schedule_walk();
    run_after_main();
    // A deadlock found while the script's coroutines ran ends the script
    // now that they all ran their handlers.
    crate::engine::deadlock::report_terminal();
}

fn run_after_main() {
    let Some(rt) = try_rt() else {
        return;
    };
    if !rt.launched.get() {
        // Microtasks queued while no coroutine ever switched (the scheduler
        // never started) run when the main script ends, in its context;
        // after exit() they are released unrun at the request's end, as
        // they are when coroutines ran (a Future's continuations then
        // never start).
        if !request::exit_seen() && !request::request_failed() {
            rt.run_microtasks();
        }
        // No coroutine ever ran; events a C extension started may still
        // hold the script.
        if !request::request_failed() {
            rt.wait_for_native_events_to_end();
        }
        return;
    }
    // A failure nobody can handle any more ends the script as exit() does
    // (main is done: only the rest is cancelled).
    if unobserved::list(rt).report_abandoned() {
        rt.exit_requested.set(true);
    }
    let exited = request::take_exit_seen() || rt.exit_requested.get();
    if exited || request::request_failed() {
        rt.cancel_all();
        // What failed while being cancelled (a finally that threw) is
        // still reported.
        unobserved::list(rt).report(false);
        return;
    }
    match rt.drain_after_main() {
        DrainEnd::Done => {
            // A signal's shutdown during the drain keeps its exit status.
            unobserved::list(rt).report(!rt.exit_requested.get());
        }
        DrainEnd::Stopped | DrainEnd::Deadlock => {
            rt.cancel_all();
            unobserved::list(rt).report(false);
        }
    }
}

pub extern "C" fn request_shutdown(_ty: i32, _module_number: i32) -> i32 {
    crate::engine::request::leave_if_exec_child();
    if let Some(rt) = try_rt() {
        if !rt.launched.get() && !request::unclean_shutdown() && !request::exit_seen() {
            // What shutdown functions queued with no scheduler running. A
            // Future's continuation run here spawns its coroutine (which
            // launches the scheduler): it is drained just below, as one a
            // shutdown function spawns. After exit() they are released
            // unrun, as after_main leaves them.
            rt.run_microtasks();
        }
        if rt.launched.get() {
            if !request::unclean_shutdown() && !rt.exit_requested.get() {
                // What user shutdown functions spawned; a deadlock here has
                // no one left to report to.
                let _ = rt.drain_after_main();
            }
            rt.cancel_all();
        }
        // What is still queued (after exit() or a fatal error) is released
        // unrun.
        rt.microtasks.clear();
        // A shutdown function that let its deadlock cancellation escape
        // skipped the later ones and the walk that would have said it.
        crate::engine::deadlock::report_terminal();
        rt.teardown();
    }
    if let Some(rt) = runtime::deactivate() {
        request::without_user_error_handler(|| rt.close_reactor());
    }
    0
}
