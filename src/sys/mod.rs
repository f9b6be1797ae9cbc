//! The only FFI of the crate: ext-php-rs's generated Zend bindings, the Zend
//! exports those bindings leave out, and the C shims (csrc/). Every other
//! module reaches the engine through here.

#![allow(non_camel_case_types, non_upper_case_globals)]

pub use ext_php_rs::ffi as zend;
pub use libuv_sys2 as uv;

use std::ffi::{c_char, c_int, c_void};
use zend::{
    zend_execute_data, zend_executor_globals, zend_fcall_info, zend_fcall_info_cache,
    zend_fiber_context, zend_object, zend_vm_stack, zval,
};

pub type InternalHandler = unsafe extern "C" fn(*mut zend_execute_data, *mut zval);

extern "C" {
    /// NTS builds export the executor globals as a plain symbol; reading it
    /// directly avoids ext-php-rs's global lock on the switch path.
    pub static mut executor_globals: zend_executor_globals;

    // Zend exports missing from the generated bindings.
    pub fn zend_call_function(fci: *mut zend_fcall_info, fcc: *mut zend_fcall_info_cache) -> c_int;
    pub fn zend_clear_exception();
    pub fn zend_wrong_parameters_none_error();
    pub fn zend_throw_exception_internal(exception: *mut zend_object);
    pub fn zend_create_graceful_exit() -> *mut zend_object;
    pub fn zend_is_graceful_exit(ex: *const zend_object) -> bool;
    pub fn zend_is_unwind_exit(ex: *const zend_object) -> bool;
    pub fn zend_throw_unwind_exit();
    pub fn zend_exception_set_previous(exception: *mut zend_object, add_previous: *mut zend_object);
    pub fn zend_fetch_debug_backtrace(
        return_value: *mut zval,
        skip_last: c_int,
        options: c_int,
        limit: c_int,
    );
    pub fn zend_exception_error(ex: *mut zend_object, severity: c_int) -> c_int;

    // The C shim.
    pub fn ta_call_in_try(fci: *mut zend_fcall_info, fcc: *mut zend_fcall_info_cache) -> c_int;
    pub fn ta_run_in_try(f: unsafe extern "C" fn(*mut c_void), arg: *mut c_void) -> c_int;
    pub fn ta_bailout() -> !;
    pub fn ta_vm_stack_init(
        mem: *mut c_void,
        size: usize,
        bottom: *mut *mut zend_execute_data,
        top: *mut *mut zval,
    ) -> zend_vm_stack;
    pub fn ta_fiber_context_new() -> *mut zend_fiber_context;
    pub fn ta_fiber_context_free(ctx: *mut zend_fiber_context);
    pub fn ta_fiber_switch(
        from: *mut zend_fiber_context,
        to: *mut zend_fiber_context,
        from_ended: bool,
    );
    pub fn ta_fiber_switches_observed() -> bool;
    pub fn ta_hook_fiber_methods(before: extern "C" fn()) -> bool;
    pub fn ta_unhook_fiber_methods();
    pub fn ta_switch_refused() -> c_int;
    pub fn ta_resolve_callable(callable: *mut zval, fcc: *mut zend_fcall_info_cache) -> bool;
    pub fn ta_install_overflow_handler();
    pub fn ta_uninstall_overflow_handler();
    /// The guard page of the running coroutine's stack ([lo, hi)), 0 when
    /// main runs; read by the SIGSEGV handler.
    pub static mut ta_guard_lo: usize;
    pub static mut ta_guard_hi: usize;
    pub static mut ta_guard_stack_size: usize;
    pub fn ta_error_reporting_ini() -> zend::zend_long;
    pub fn ta_on_modify_hook_switch(
        entry: *mut zend::zend_ini_entry,
        new_value: *mut zend::zend_string,
        mh_arg1: *mut c_void,
        mh_arg2: *mut c_void,
        mh_arg3: *mut c_void,
        stage: c_int,
    ) -> c_int;
    pub fn ta_hook_switch_on(family: c_int) -> bool;
    pub fn ta_on_modify_stack_size(
        entry: *mut zend::zend_ini_entry,
        new_value: *mut zend::zend_string,
        mh_arg1: *mut c_void,
        mh_arg2: *mut c_void,
        mh_arg3: *mut c_void,
        stage: c_int,
    ) -> c_int;
    pub fn ta_stack_size() -> zend::zend_long;
    pub fn ta_arg_long(arg: *mut zval, num: u32, out: *mut zend::zend_long) -> bool;
    pub fn ta_arg_bool(arg: *mut zval, num: u32, out: *mut bool) -> bool;
    pub fn ta_arg_double(arg: *mut zval, num: u32, out: *mut f64) -> bool;
    pub fn ta_iter_step(
        it: *mut *mut zend::zend_object_iterator,
        src: *mut zval,
        key: *mut zval,
        val: *mut zval,
    ) -> c_int;
    pub fn ta_iter_close(it: *mut zend::zend_object_iterator);
    pub fn ta_iter_bad_key(ce: *mut zend::zend_class_entry, arg: u32, key: *mut zval);
    pub fn ta_call_args(ex: *mut zend_execute_data, count: *mut u32) -> *mut zval;
    pub fn ta_call_named_args(ex: *mut zend_execute_data) -> *mut zend::HashTable;
    pub fn ta_unclean_shutdown() -> bool;
    pub fn ta_frame_file(ex: *mut zend_execute_data, line: *mut u32) -> *mut zend::zend_string;
    pub fn ta_register_internal_shutdown(handler: InternalHandler) -> bool;
    pub fn ta_warning(msg: *const c_char);
    pub fn ta_active_function_name() -> *const c_char;
    pub fn ta_transports_install();
    pub fn ta_transports_uninstall();
    pub fn ta_files_install();
    pub fn ta_files_uninstall();
    pub fn ta_stream_wrap_pair_zval(z: *mut zval);
    pub fn ta_zval_stream_fd(z: *mut zval) -> c_int;
    pub fn ta_ext_socket_fd(z: *mut zval, blocking: *mut c_int) -> c_int;
    pub fn ta_ext_socket_errors(z: *mut zval, sock_err: *mut c_int, last_err: *mut c_int);
    pub fn ta_ext_socket_set_errors(z: *mut zval, sock_err: c_int, last_err: c_int);
    pub fn ta_ext_socket_failed(z: *mut zval, err: c_int, what: *const c_char);
    pub fn ta_ext_socket_assign_buffer(z: *mut zval, buf: *const c_char, len: usize);
    pub fn ta_socket_family(fd: c_int) -> c_int;
    pub fn ta_stream_wrap_pipe_zval(z: *mut zval);
    pub fn ta_wrap_std_streams();
    pub fn ta_stream_wrap_std_zval(z: *mut zval);
    pub fn ta_proc_take_child(z: *mut zval) -> c_int;
    pub fn ta_exec_fork_install();
    pub fn ta_exec_fork_arm(on: c_int);
    pub fn ta_in_exec_child() -> c_int;
    pub fn ta_output_write(buf: *const c_char, len: usize);
    pub fn ta_swap_handler(
        name: *const c_char,
        handler: InternalHandler,
        old: *mut Option<InternalHandler>,
    ) -> bool;
    pub fn ta_destructor_walk_reset();
    pub fn ta_destructor_walk_has_more() -> bool;
    pub fn ta_destructor_walk(unused: *mut c_void);
    pub fn ta_shutdown_signal_take() -> c_int;
    pub fn ta_shutdown_hook_interrupt();
    pub fn ta_shutdown_unhook_interrupt();
    pub fn ta_shutdown_signals_install() -> c_int;
    pub fn ta_shutdown_signals_uninstall();
    pub fn ta_signal_set_wake(wake: *mut c_void);
    pub fn ta_signal_watch(signo: c_int, delta: c_int) -> c_int;
    pub fn ta_signal_take(signo: c_int) -> bool;
    pub fn ta_signal_unhook();
    pub fn ta_output_state_init(s: *mut c_void);
    pub fn ta_output_save(s: *mut c_void);
    pub fn ta_output_restore(s: *const c_void);
    pub fn ta_output_end_running();
    pub fn ta_output_state_destroy(s: *mut c_void);
    pub fn ta_warn_exception(ex: *mut zend_object, context: *const c_char);
    pub fn ta_report_uncaught(ex: *mut zend_object, where_: *const c_char);
    pub fn ta_composite_add(composite: *mut zend_object, ex: *mut zend_object);
    pub fn ta_composite_list(composite: *mut zend_object, out: *mut zend::zval);
    pub fn ta_obj_addref(obj: *mut zend_object);
    pub fn ta_new_exception(
        ce: *mut zend::zend_class_entry,
        msg: *const c_char,
        len: usize,
    ) -> *mut zend_object;
    // csrc/gc_shim.c: the cycle collector's buffer (opaque here).
    pub fn ta_gc_buffer() -> *mut c_void;
    pub fn ta_gc_add_zval(buf: *mut c_void, zv: *mut zval);
    pub fn ta_gc_add_obj(buf: *mut c_void, obj: *mut zend_object);
    pub fn ta_gc_use(buf: *mut c_void, table: *mut *mut zval, n: *mut c_int);
    pub fn ta_backtrace_from(
        ex: *mut zend_execute_data,
        out: *mut zval,
        options: c_int,
        limit: c_int,
    );
    pub fn ta_vm_stack_trim(current: zend_vm_stack, keep: zend_vm_stack);
    pub fn ta_argument_type_error(num: u32, expected: *const c_char, given: *mut zval);
    pub fn ta_argument_value_error(num: u32, msg: *const c_char);
    pub fn ta_ini_long(name: *const c_char, len: usize) -> zend::zend_long;
    pub fn ta_write(s: *const c_char, len: usize);
    pub fn ta_install_exit_hook();
    pub fn ta_take_exit_seen() -> bool;
    pub fn ta_engine_state_leave() -> *mut c_void;
    pub fn ta_engine_state_enter(held: *mut c_void);
    pub fn ta_engine_hooks_install();
    pub fn ta_engine_hooks_uninstall();
    pub fn ta_engine_switch_refused() -> c_int;
}

// Object and string releases and the class check as the Zend macros do
// them; ext-php-rs exports the same inline functions, so these need no shim
// of their own. (GC_ADDREF stays a shim, ta_obj_addref: its callers hold
// the object as ext-php-rs's `&ZendObject`, a shared reference, which Rust
// code must not write through.)

/// OBJ_RELEASE: drops one reference to `obj`, freeing it with the last one.
///
/// # Safety
/// The caller owns one reference to the live object `obj`.
#[inline]
pub unsafe fn ta_obj_release(obj: *mut zend_object) {
    // SAFETY: the caller's contract; this is zend_object_release, which
    // OBJ_RELEASE expands to.
    unsafe { zend::ext_php_rs_zend_object_release(obj) };
}

/// instanceof_function(): whether `obj`'s class is `ce` or extends or
/// implements it.
///
/// # Safety
/// `obj` is a live object and `ce` a registered class entry.
#[inline]
pub unsafe fn ta_instanceof(obj: *mut zend_object, ce: *mut zend::zend_class_entry) -> bool {
    // SAFETY: the caller's contract: the object, hence its class, is alive.
    let own = unsafe { (*obj).ce };
    // SAFETY: both class entries are registered; the engine only reads them.
    own == ce || unsafe { zend::instanceof_function_slow(own, ce) }
}

/// zend_string_release(): drops one reference to `s`.
///
/// # Safety
/// The caller owns one reference to the live string `s`.
#[inline]
pub unsafe fn ta_string_release(s: *mut zend::zend_string) {
    // SAFETY: the caller's contract.
    unsafe { zend::ext_php_rs_zend_string_release(s) };
}

/// EG(exit_status): the status the process exits with.
///
/// # Safety
/// On the PHP thread.
#[inline]
pub unsafe fn ta_set_exit_status(status: i32) {
    // SAFETY: a plain write of an executor global on the PHP thread.
    unsafe { (*eg()).exit_status = status };
}

/// The executor globals, without ext-php-rs's lock.
///
/// # Safety
/// The caller is on the PHP thread and does not keep the reference across a
/// coroutine switch.
#[inline(always)]
pub unsafe fn eg() -> *mut zend_executor_globals {
    // Taking the address of an extern static creates no reference.
    std::ptr::addr_of_mut!(executor_globals)
}

extern "C" {
    pub fn ta_display_ini();
}

/// The libuv version the extension was compiled against (its headers).
pub fn libuv_built_version() -> String {
    format!(
        "{}.{}.{}",
        uv::UV_VERSION_MAJOR,
        uv::UV_VERSION_MINOR,
        uv::UV_VERSION_PATCH
    )
}

/// The libuv version running now (linked statically, from source, so it is
/// the same library; reported as libuv itself reports it).
pub fn libuv_running_version() -> String {
    // SAFETY: uv_version_string returns a static NUL-terminated string.
    unsafe { std::ffi::CStr::from_ptr(uv::uv_version_string()) }
        .to_string_lossy()
        .into_owned()
}
