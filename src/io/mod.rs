//! The hooks (docs/design.md, section 3): internal functions whose handler
//! the extension swaps at MINIT so that ordinary blocking PHP code suspends
//! the running coroutine instead of the process. Outside coroutines (before
//! the scheduler started) and with a family's `async.hook_*` setting off,
//! the original handler runs: stock PHP behaviour. Originals are restored
//! at MSHUTDOWN.
//!
//! This file is the installer; one file per family holds the handlers,
//! `fd_wait.rs` and `write_queue.rs` the waiting they share.

pub mod dns;
pub mod ext_sockets;
pub mod fd_wait;
pub mod file_offload;
pub mod flock;
pub mod fork;
pub mod libs;
pub mod pdo_persistent;
pub mod proc_open;
pub mod select;
pub mod shell_exec;
pub mod sockets;
pub mod time;
pub mod write_queue;

use crate::sys::{self, InternalHandler};
use ext_php_rs::types::Zval;
use ext_php_rs::zend::ExecuteData;
use std::sync::atomic::{AtomicUsize, Ordering};

/// Which `async.hook_*` setting switches a hook (module/ini.rs; the
/// discriminant indexes the switches the shim keeps).
#[derive(Clone, Copy)]
pub enum Family {
    Time,
    Dns,
    Process,
    Sockets,
    Files,
    Curl,
    Pgsql,
}

impl Family {
    /// Whether a call of this family takes the coroutine-aware path now
    /// (see `Hook::active`).
    pub fn active(self) -> bool {
        // SAFETY: reads engine state and the C shim's counters, on the
        // PHP thread.
        self.enabled() && unsafe { sys::switch_refused() } == 0
    }

    /// The scheduler runs, the family is switched on, and this is no exec
    /// child: the hook applies, whether or not a switch may happen now.
    pub fn enabled(self) -> bool {
        // SAFETY: reads a flag PHP's INI code keeps, on the PHP thread.
        scheduler_running() && unsafe { sys::ta_hook_switch_on(self as std::ffi::c_int) }
    }

    fn setting(self) -> &'static str {
        match self {
            Family::Time => "async.hook_time",
            Family::Dns => "async.hook_dns",
            Family::Process => "async.hook_process",
            Family::Sockets => "async.hook_sockets",
            Family::Files => "async.hook_files",
            Family::Curl => "async.hook_curl",
            Family::Pgsql => "async.hook_pgsql",
        }
    }
}

/// The scheduler runs in this process (not an exec child): coroutines may
/// be suspended inside hooked calls, whatever the settings say now.
pub fn scheduler_running() -> bool {
    crate::engine::runtime::try_rt().is_some_and(|rt| rt.launched.get())
        && !crate::engine::request::in_exec_child()
}

/// Ends a hooked call with `outcome`. Callers keep nothing with a
/// destructor alive at this point (they compute the outcome in a function
/// of their own).
pub(crate) use crate::engine::php_ops::finish;

/// A hook's handler: what PHP calls instead of the original.
pub type Handler = extern "C" fn(&mut ExecuteData, &mut Zval);

pub struct Hook {
    pub name: &'static std::ffi::CStr,
    /// The lower-case class for a method (`pdo`, `__construct`), or None
    /// for a function.
    pub class: Option<&'static std::ffi::CStr>,
    pub family: Family,
    pub handler: Handler,
    /// The original handler (as usize; 0 until installed).
    original: AtomicUsize,
}

impl Hook {
    pub const fn new(name: &'static std::ffi::CStr, family: Family, handler: Handler) -> Self {
        Self {
            name,
            class: None,
            family,
            handler,
            original: AtomicUsize::new(0),
        }
    }

    /// A hook of a method of another extension's class (lower-case names).
    pub const fn method(
        class: &'static std::ffi::CStr,
        name: &'static std::ffi::CStr,
        family: Family,
        handler: Handler,
    ) -> Self {
        Self {
            class: Some(class),
            ..Self::new(name, family, handler)
        }
    }

    /// Puts `handler` in place of the hooked function's (or method's)
    /// own, returning the one it replaced.
    ///
    /// # Safety
    /// No PHP code runs (MINIT, a request's start, MSHUTDOWN).
    unsafe fn swap(&self, handler: InternalHandler) -> Option<InternalHandler> {
        let mut old: Option<InternalHandler> = None;
        // SAFETY: the caller's contract: the entry is only read by calls.
        let swapped = unsafe {
            match self.class {
                None => sys::ta_swap_handler(self.name.as_ptr(), handler, &mut old),
                Some(class) => sys::ta_swap_method_handler(
                    class.as_ptr(),
                    self.name.as_ptr(),
                    handler,
                    &mut old,
                ),
            }
        };
        if swapped {
            old
        } else {
            None
        }
    }

    /// Whether this call must take the coroutine-aware path: the scheduler
    /// runs, the family is on, and a switch may happen here. Where none may
    /// (a file compiles, array_multisort runs, a destructor the GC or the
    /// engine runs, a pcntl signal handler, a stream freed while an
    /// exception unwinds the frames) the stock blocking call is made, as
    /// ordinary code expects, rather than an error.
    pub fn active(&self) -> bool {
        self.family.active()
    }

    /// Runs the original handler for this call.
    pub fn call_original(&self, ex: &mut ExecuteData, rv: &mut Zval) {
        let f = self.original.load(Ordering::Acquire);
        if f == 0 {
            return;
        }
        // SAFETY: `f` is the handler ta_swap_handler returned for this very
        // function, called with this call's own frame and return value.
        unsafe {
            let f: InternalHandler = std::mem::transmute::<usize, InternalHandler>(f);
            f((ex as *mut ExecuteData).cast(), (rv as *mut Zval).cast());
        }
    }
}

fn all() -> impl Iterator<Item = &'static Hook> {
    time::HOOKS
        .iter()
        .chain(dns::HOOKS.iter())
        .chain(shell_exec::HOOKS.iter())
        .chain(proc_open::HOOKS.iter())
        .chain(sockets::HOOKS.iter())
        .chain(select::HOOKS.iter())
        .chain(flock::HOOKS.iter())
        .chain(ext_sockets::HOOKS.iter())
        .chain(libs::curl::HOOKS.iter())
        .chain(std::iter::once(&fork::HOOK))
        .chain(std::iter::once(&pdo_persistent::HOOK))
        .chain(std::iter::once(&pdo_persistent::PG_PCONNECT))
}

/// Puts `h`'s handler in place of the function's own, keeping the original
/// (a function PHP lacks is skipped).
///
/// # Safety
/// No PHP code runs: MINIT, or the start of a request.
unsafe fn swap_in(h: &Hook) {
    // SAFETY: references and raw pointers share the C ABI, so `Handler`
    // is a valid `InternalHandler`.
    let handler = unsafe { std::mem::transmute::<Handler, InternalHandler>(h.handler) };
    // SAFETY: the caller's contract.
    if let Some(old) = unsafe { h.swap(handler) } {
        h.original.store(old as usize, Ordering::Release);
    }
}

/// MINIT: swaps every hooked function's handler and puts our factory in
/// front of each socket transport.
pub fn install() {
    libs::install();
    // SAFETY: MINIT, on the PHP thread.
    unsafe { sys::ta_exec_fork_install() };
    // SAFETY: MINIT, transport table complete and not yet shared.
    unsafe { sys::ta_transports_install() };
    // SAFETY: MINIT, before any stream is opened by a request.
    unsafe { sys::ta_files_install() };
    for h in all() {
        // SAFETY: MINIT.
        unsafe { swap_in(h) };
    }
}

/// RINIT: hooks of functions or methods an extension loaded after this one
/// brought (ext/sockets, pdo) are swapped now; the ones done at MINIT are
/// left alone.
pub fn install_late() {
    libs::install();
    for h in all().filter(|h| h.original.load(Ordering::Acquire) == 0) {
        // SAFETY: request start on the PHP thread: no PHP code runs.
        unsafe { swap_in(h) };
    }
}

/// MSHUTDOWN: the originals come back.
pub fn uninstall() {
    libs::uninstall();
    // SAFETY: MSHUTDOWN, restores the factories saved at MINIT.
    unsafe { sys::ta_transports_uninstall() };
    // SAFETY: MSHUTDOWN, restores the wrapper ops saved at MINIT.
    unsafe { sys::ta_files_uninstall() };
    for h in all() {
        let f = h.original.swap(0, Ordering::AcqRel);
        if f == 0 {
            continue;
        }
        // SAFETY: restores the handler saved at install for the same
        // function, at MSHUTDOWN.
        unsafe {
            let f: InternalHandler = std::mem::transmute::<usize, InternalHandler>(f);
            h.swap(f);
        }
    }
}

/// The names of the hooked functions, by family (php --ri, README).
pub fn hooked(family_setting: &str) -> Vec<&'static str> {
    all()
        .filter(|h| !std::ptr::eq(*h, &fork::HOOK) && h.class.is_none())
        .filter(|h| h.family.setting() == family_setting)
        .filter_map(|h| h.name.to_str().ok())
        .collect()
}
