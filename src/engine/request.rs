//! Request-level engine facts and hooks the module lifecycle needs: the
//! exit() flag, how the main script ended, the internal shutdown function,
//! the INI table in phpinfo. Safe wrappers so that `module/` has no `unsafe`.

use crate::sys::{self, eg, zend};
use std::sync::atomic::{AtomicPtr, Ordering};

/// MINIT: record every exit() (PHP 8.2 leaves no other trace of it).
pub fn install_exit_hook() {
    // SAFETY: called once at MINIT, before any script runs.
    unsafe { sys::ta_install_exit_hook() };
}

/// Whether exit() ran and no `take_exit_seen` has cleared it since.
pub fn exit_seen() -> bool {
    // SAFETY: reads a flag of the shim.
    unsafe { sys::ta_exit_seen_now() }
}

/// Whether exit() ran since the last call (and forget it).
pub fn take_exit_seen() -> bool {
    // SAFETY: reads and clears a flag of the shim.
    unsafe { sys::ta_take_exit_seen() }
}

/// RINIT: forget how the previous request in this process ended. The CLI's
/// `--repeat` (and any SAPI that reuses a process) leaves EG(exit_status) at
/// the last request's value, and `request_failed` reads it.
pub fn reset_request_flags() {
    take_exit_seen();
    // SAFETY: a plain store to the executor globals at RINIT.
    unsafe { (*eg()).exit_status = 0 };
}

/// A fatal error (bailout) happened in this request.
pub fn unclean_shutdown() -> bool {
    // SAFETY: plain read of a compiler global.
    unsafe { sys::ta_unclean_shutdown() }
}

/// The request failed: a fatal error, or an uncaught exception in main
/// (reported without a bailout, but with exit_status 255), or exit(n != 0).
pub fn request_failed() -> bool {
    // SAFETY: plain reads of engine globals.
    unclean_shutdown() || unsafe { (*eg()).exit_status != 0 }
}

static AFTER_MAIN: AtomicPtr<()> = AtomicPtr::new(std::ptr::null_mut());

unsafe extern "C" fn after_main_trampoline(
    _ex: *mut zend::zend_execute_data,
    _rv: *mut zend::zval,
) {
    let f = AFTER_MAIN.load(Ordering::Acquire);
    if !f.is_null() {
        // SAFETY: only `register_after_main` stores here, always a `fn()`.
        let f: fn() = unsafe { std::mem::transmute::<*mut (), fn()>(f) };
        f();
    }
}

/// RINIT: `f` runs right after the main script, before every user shutdown
/// function and destructor (first in PHP's shutdown function list).
pub fn register_after_main(f: fn()) {
    AFTER_MAIN.store(f as *mut (), Ordering::Release);
    // SAFETY: RINIT; basic's request globals (the shutdown list) are ready.
    unsafe { sys::ta_register_internal_shutdown(after_main_trampoline) };
}

/// Prints this module's INI table in phpinfo().
pub fn display_ini() {
    // SAFETY: called from phpinfo(); the shim looks the module up itself.
    unsafe { sys::ta_display_ini() };
}

/// The INI error_reporting, unaffected by an @ in effect now.
pub fn error_reporting_ini() -> i32 {
    // SAFETY: reads the INI entry on the PHP thread.
    unsafe { sys::ta_error_reporting_ini() as i32 }
}

/// Printing the deadlock report (read whenever a deadlock is found).
pub const INI_DEBUG_DEADLOCK: &str = "async.debug_deadlock";

/// `async.stack_size`'s default.
pub const DEFAULT_STACK_SIZE: i64 = 256 * 1024;

/// The stack a coroutine gets where an extension replaced zend_execute_ex
/// (Xdebug in every mode, profilers) and the setting was left at its
/// default: each PHP call then also takes a C frame of some hundreds of
/// bytes, so 256K would end a recursion of about a thousand calls that
/// runs fine without the extension. Stacks are reserved, not committed:
/// this costs address space only.
pub const OBSERVED_STACK_SIZE: i64 = 2 * 1024 * 1024;

/// The coroutine stack size for this request: `async.stack_size` as the
/// shim's on_modify handler last accepted it, raised to
/// OBSERVED_STACK_SIZE when it is the default and PHP calls recurse on the
/// C stack.
pub fn stack_size_setting() -> i64 {
    // SAFETY: a plain read of the value the on_modify accepted.
    let set = unsafe { sys::ta_stack_size() };
    // SAFETY: compares two function pointers of the engine.
    if set == DEFAULT_STACK_SIZE && unsafe { sys::ta_execute_ex_replaced() } {
        return OBSERVED_STACK_SIZE;
    }
    set
}

/// MINIT, on the PHP thread, after SPL's MINIT (it sets zend_autoload) and
/// before OPcache's startup: wraps the compile and autoload hooks.
pub fn engine_hooks_install() {
    // SAFETY: as documented; the shim keeps the previous hooks to chain to.
    unsafe { sys::ta_engine_hooks_install() };
}

/// MSHUTDOWN: restores the hooks engine_hooks_install() wrapped.
pub fn engine_hooks_uninstall() {
    // SAFETY: MSHUTDOWN, on the PHP thread.
    unsafe { sys::ta_engine_hooks_uninstall() };
}

/// The integer value of a registered INI setting.
pub fn ini_long(name: &str) -> i64 {
    // SAFETY: looks a registered INI entry up by name on the PHP thread.
    unsafe { sys::ta_ini_long(name.as_ptr().cast(), name.len()) }
}

/// Runs `f` with PHP's default error handling: the user's error handler
/// is set aside meanwhile. For the request's last steps, after the runtime
/// is gone (the reactor's resources released, which may warn, say, of a
/// Future never used): a user handler run there could call any `Async\`
/// function, and none can work without a runtime.
pub fn without_user_error_handler(f: impl FnOnce()) {
    // SAFETY: the executor globals on the PHP thread; the handler zval is
    // moved out and back, its reference kept meanwhile.
    let saved = unsafe {
        let eg = &raw mut sys::executor_globals;
        let saved = std::ptr::read(&raw const (*eg).user_error_handler);
        (*eg).user_error_handler.u1.type_info = 0; // IS_UNDEF
        saved
    };
    f();
    // SAFETY: as above; nothing could set a new handler (no user code runs
    // but PHP's default handler), so the slot is UNDEF again.
    unsafe {
        let eg = &raw mut sys::executor_globals;
        std::ptr::write(&raw mut (*eg).user_error_handler, saved);
    }
}

/// MSHUTDOWN: the module's INI entries go with it (PHP's
/// UNREGISTER_INI_ENTRIES). A module loaded by dl() is shut down at the end
/// of its request, when the entries' names, interned during that request,
/// are freed: left registered, PHP's own INI teardown at process exit
/// would read them after they were freed.
pub fn unregister_ini(module_number: i32, module_type: i32) {
    // SAFETY: the entries this module registered, removed on the PHP
    // thread during its shutdown, as a C extension does.
    unsafe { sys::zend_unregister_ini_entries_ex(module_number, module_type) }
}

/// This process is proc_open()'s child, between fork and exec.
#[inline(always)]
pub fn in_exec_child() -> bool {
    // SAFETY: a volatile read of an int the C side defines and only an
    // atfork handler writes; read in place, as it is on every coroutine entry.
    unsafe { std::ptr::read_volatile(&raw const sys::ta_exec_child_flag) != 0 }
}

/// In proc_open()'s child, ends the process as PHP's own failed-exec path
/// does; elsewhere does nothing.
pub fn leave_if_exec_child() {
    if in_exec_child() {
        // SAFETY: ends the child without PHP's, libc's or our exit handlers,
        // which would act on the parent's copies of everything.
        unsafe { libc::_exit(127) };
    }
}
