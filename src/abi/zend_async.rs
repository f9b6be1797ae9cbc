//! The zend_async API's symbols (include/zend_async_API.h). A cdylib
//! exports only what Rust defines, so everything the header declares is
//! defined here:
//! - the provider's function-pointer variables and `zend_async_globals_api`
//!   (data: a C extension using them must load after true_async.so);
//! - each function of the API, as a tail jump to its C implementation
//!   `ta_<name>` in csrc/zend_async_*_shim.c, which keeps any argument list
//!   intact (several are variadic);
//! - `true_async_abi_layout` and `true_async_engine_switch_handlers`
//!   (include/true_async_abi.h).
//!
//! What the C side sets the variables to, and which functions are provided
//! so far, is said in csrc/zend_async_api_shim.c and the README.

#![allow(non_upper_case_globals)]

use crate::engine::{c_coroutine, c_waker};
use crate::records::{layout, Coroutine};
use crate::sys;
use std::ffi::{c_char, CStr};

/// A variable of the header's function-pointer types: only C reads or
/// writes these, through the header's types.
pub type CFn = Option<unsafe extern "C" fn()>;

macro_rules! provider_slots {
    ($($name:ident),* $(,)?) => {$(
        #[no_mangle]
        pub static mut $name: CFn = None;
    )*};
}

provider_slots!(
    zend_async_spawn_fn,
    zend_async_new_coroutine_fn,
    zend_async_new_scope_fn,
    zend_async_suspend_fn,
    zend_async_call_on_main_stack_fn,
    zend_async_enqueue_coroutine_fn,
    zend_async_resume_fn,
    zend_async_cancel_fn,
    zend_async_scope_await_after_cancellation_fn,
    zend_async_spawn_and_throw_fn,
    zend_async_shutdown_fn,
    zend_async_engine_shutdown_fn,
    zend_async_get_coroutines_fn,
    zend_async_add_microtask_fn,
    zend_async_get_awaiting_info_fn,
    zend_async_get_class_ce_fn,
    zend_async_new_future_fn,
    zend_async_new_channel_fn,
    zend_async_new_future_obj_fn,
    zend_async_new_channel_obj_fn,
    zend_async_scheduler_launch_fn,
    zend_async_new_group_fn,
    zend_async_new_pool_fn,
    zend_async_new_pool_obj_fn,
    zend_async_pool_acquire_fn,
    zend_async_pool_try_acquire_fn,
    zend_async_pool_release_fn,
    zend_async_pool_close_fn,
    zend_async_new_iterator_fn,
    zend_async_new_context_fn,
    zend_async_coroutine_get_execute_data_fn,
    zend_async_waker_new_fn,
    zend_async_waker_destroy_fn,
    zend_async_reactor_startup_fn,
    zend_async_reactor_shutdown_fn,
    zend_async_reactor_execute_fn,
    zend_async_reactor_loop_alive_fn,
    zend_async_reactor_tick_fn,
    zend_async_reactor_quiesce_fn,
    zend_async_new_socket_event_fn,
    zend_async_new_poll_event_fn,
    zend_async_new_poll_proxy_event_fn,
    zend_async_new_timer_event_fn,
    zend_async_timer_rearm_fn,
    zend_async_new_signal_event_fn,
    zend_async_sigaction_fn,
    zend_async_new_process_event_fn,
    zend_async_new_thread_event_fn,
    zend_async_new_filesystem_event_fn,
    zend_async_socket_listen_fn,
    zend_async_socket_listen_fd_fn,
    zend_async_getnameinfo_fn,
    zend_async_getaddrinfo_fn,
    zend_async_freeaddrinfo_fn,
    zend_async_new_exec_event_fn,
    zend_async_exec_fn,
    zend_async_new_trigger_event_fn,
    zend_async_available_parallelism_fn,
    zend_async_now_fn,
    zend_async_new_task_fn,
    zend_async_queue_task_fn,
    zend_async_new_thread_pool_fn,
    zend_async_start_thread_fn,
    zend_async_thread_snapshot_create_fn,
    zend_async_thread_snapshot_destroy_fn,
    zend_async_thread_run_fn,
    zend_async_thread_load_result_fn,
    zend_async_thread_transfer_zval_fn,
    zend_async_thread_load_zval_fn,
    zend_async_thread_transfer_zval_toplevel_fn,
    zend_async_thread_load_zval_toplevel_fn,
    zend_async_thread_release_transferred_zval_fn,
    zend_async_thread_xlat_put_fn,
    zend_async_thread_defer_release_fn,
    zend_async_io_create_fn,
    zend_async_io_read_fn,
    zend_async_io_write_fn,
    zend_async_io_writev_fn,
    zend_async_io_close_fn,
    zend_async_io_sendfile_fn,
    zend_async_fs_open_fn,
    zend_async_io_await_fn,
    zend_async_io_flush_fn,
    zend_async_io_stat_fn,
    zend_async_io_seek_fn,
    zend_async_udp_sendto_fn,
    zend_async_udp_try_send_fn,
    zend_async_udp_recvfrom_fn,
    zend_async_io_set_option_fn,
    zend_async_udp_set_membership_fn,
    zend_async_udp_bind_fn,
);

/// Jumps to `ta_<name>`.
#[cfg(target_arch = "x86_64")]
macro_rules! tail_jump {
    ($name:ident) => {
        core::arch::naked_asm!(concat!("jmp ta_", stringify!($name), "@PLT"))
    };
}

#[cfg(target_arch = "aarch64")]
macro_rules! tail_jump {
    ($name:ident) => {
        core::arch::naked_asm!(concat!("b ta_", stringify!($name)))
    };
}

macro_rules! api_functions {
    ($($name:ident),* $(,)?) => {$(
        // SAFETY: a lone jump, no prologue: the caller's registers and
        // stack (the header's prototype, variadic or not) reach the C
        // function as they were, and it returns to the caller directly.
        #[no_mangle]
        #[unsafe(naked)]
        pub extern "C" fn $name() {
            tail_jump!($name)
        }
    )*};
}

api_functions!(
    zend_async_is_enabled,
    zend_scheduler_is_enabled,
    zend_async_reactor_is_enabled,
    zend_async_thread_pool_is_enabled,
    zend_async_get_api_version,
    zend_async_get_api_version_number,
    zend_async_globals_ctor,
    zend_async_globals_dtor,
    zend_async_api_shutdown,
    zend_async_set_heartbeat_handler,
    zend_async_get_heartbeat_handler,
    zend_async_new_exception,
    zend_async_throw,
    zend_async_throw_cancellation,
    zend_async_throw_timeout,
    zend_async_callbacks_push,
    zend_async_callbacks_notify,
    zend_async_callbacks_remove,
    zend_async_callbacks_free,
    zend_async_callbacks_notify_and_close,
    zend_async_callbacks_vector_push,
    zend_async_callbacks_vector_notify,
    zend_async_callbacks_vector_free,
    zend_async_event_callback_new,
    zend_async_coroutine_callback_new,
    coroutine_event_callback_dispose,
    zend_async_waker_define,
    zend_async_waker_new_with_timeout,
    zend_async_waker_apply_error,
    zend_async_waker_init,
    zend_async_waker_clean,
    zend_async_waker_stop_events,
    zend_async_waker_add_triggered_event,
    zend_async_waker_is_event_exists,
    zend_async_resume_when,
    zend_async_waker_callback_resolve,
    zend_async_waker_callback_cancel,
    zend_async_waker_callback_timeout,
    zend_coroutine_gen_info,
    zend_fcall_release,
    zend_async_internal_context_key_alloc,
    zend_async_internal_context_key_name,
    zend_async_internal_context_find,
    zend_async_internal_context_set,
    zend_async_internal_context_unset,
    zend_async_init_internal_context_api,
    zend_async_coroutine_internal_context_init,
    zend_async_coroutine_internal_context_dispose,
    zend_async_internal_context_api_shutdown,
    zend_coroutine_add_switch_handler,
    zend_coroutine_remove_switch_handler,
    zend_coroutine_call_switch_handlers,
    zend_coroutine_switch_handlers_init,
    zend_coroutine_switch_handlers_destroy,
    zend_async_add_main_coroutine_start_handler,
    zend_async_call_main_coroutine_start_handlers,
    zend_async_scheduler_register,
    zend_async_reactor_register,
    zend_async_thread_pool_register,
    zend_async_pool_api_register,
    zend_async_socket_listening_register,
    zend_async_io_register,
    true_async_engine_switch_handlers,
);

/// `true_async_layout_entry` (include/true_async_abi.h).
#[repr(C)]
pub struct LayoutEntry {
    pub name: *const c_char,
    pub value: u32,
    /// 1 when `value` is the Rust record's own (src/records/).
    pub from_rust: u32,
}

/// Fills `out` with up to `capacity` entries of the layout (the header's
/// records, with the Rust records' numbers where they exist) and returns
/// how many there are in all.
///
/// # Safety
/// `out` is null or has room for `capacity` entries.
#[no_mangle]
pub unsafe extern "C" fn true_async_abi_layout(out: *mut LayoutEntry, capacity: usize) -> usize {
    let mut count = 0usize;
    // SAFETY: returns a static table and writes its length.
    let table = unsafe { sys::ta_zend_async_layout(&mut count) };
    if out.is_null() || table.is_null() {
        return count;
    }
    // SAFETY: `count` entries, static for the life of the process.
    let table = unsafe { std::slice::from_raw_parts(table, count) };
    let rust = layout::entries();
    for (i, entry) in table.iter().take(capacity).enumerate() {
        // SAFETY: the names are static NUL-terminated strings.
        let name = unsafe { CStr::from_ptr(entry.name) }.to_bytes();
        let ours = rust.iter().find(|(n, _)| n.as_bytes() == name);
        let reported = LayoutEntry {
            name: entry.name,
            value: ours.map_or(entry.value, |(_, v)| *v as u32),
            from_rust: u32::from(ours.is_some()),
        };
        // SAFETY: i < capacity, the caller's room.
        unsafe { out.add(i).write(reported) };
    }
    count
}

/// MINIT: the API's defaults and globals, before any other extension's
/// MINIT can use them.
pub fn startup() {
    // SAFETY: called once, on the main thread, at module start.
    unsafe {
        sys::ta_zend_async_startup();
        sys::ta_zend_async_coroutine_install();
        sys::ta_zend_async_scheduler_install();
        sys::ta_zend_async_scope_install();
        sys::ta_zend_async_context_install();
        sys::ta_zend_async_future_install();
    }
    crate::awaitables::future_c::install();
    c_waker::install(c_waker::Shim {
        destroy: sys::ta_coroutine_c_release,
        describe: sys::ta_waker_describe,
    });
}

/// MSHUTDOWN.
pub fn shutdown() {
    // SAFETY: called once, at module shutdown, after every request.
    unsafe { sys::ta_zend_async_shutdown() };
}

/// `zend_async_new_coroutine_fn` / `zend_async_spawn_fn` (through
/// csrc/zend_async_coroutine_shim.c): a C-entry coroutine, null outside a
/// request or without memory.
///
/// # Safety
/// `scope` is null or a `zend_async_scope_t` C got from the API.
#[no_mangle]
pub unsafe extern "C" fn ta_rust_coroutine_create(
    queue: bool,
    hi: bool,
    scope: *mut crate::records::Scope,
) -> *mut Coroutine {
    // SAFETY: the caller's promise (the header's contract for SPAWN_WITH).
    std::panic::catch_unwind(|| unsafe { c_coroutine::create(queue, hi, scope) })
        .unwrap_or(std::ptr::null_mut())
}

/// `zend_async_enqueue_coroutine_fn`: false for a record not made by
/// NEW_COROUTINE or already queued.
///
/// # Safety
/// `co` is null or a coroutine C got from the API whose object lives.
#[no_mangle]
pub unsafe extern "C" fn ta_rust_coroutine_enqueue(co: *mut Coroutine) -> bool {
    // SAFETY: C passes a coroutine it got from the API (the header's
    // contract for ZEND_ASYNC_ENQUEUE_COROUTINE).
    std::panic::catch_unwind(|| unsafe { c_coroutine::enqueue(co) }).unwrap_or(false)
}

/// Whether ZEND_ASYNC_ENQUEUE_COROUTINE would take `co` (made by
/// NEW_COROUTINE, not queued yet): asked before the scope's enqueue hooks.
///
/// # Safety
/// As `ta_rust_coroutine_enqueue`.
#[no_mangle]
pub unsafe extern "C" fn ta_rust_coroutine_held(co: *mut Coroutine) -> bool {
    // SAFETY: as in ta_rust_coroutine_enqueue.
    std::panic::catch_unwind(|| unsafe { c_coroutine::held(co) }).unwrap_or(false)
}

/// `true_async_object_event`: see engine/c_coroutine.rs `object_event`
/// and awaitables/future_c.rs `object_event`.
///
/// # Safety
/// `obj` is a live object (ZEND_ASYNC_OBJECT_TO_EVENT's argument).
#[no_mangle]
pub unsafe extern "C" fn true_async_object_event(
    obj: *const crate::sys::zend::zend_object,
) -> *mut crate::records::Event {
    // SAFETY: the caller's promise.
    std::panic::catch_unwind(|| unsafe {
        let ev = c_coroutine::object_event(obj);
        if ev.is_null() && !obj.is_null() {
            // An Async\Future whose record is not made yet.
            crate::awaitables::future_c::object_event(&*obj.cast::<ext_php_rs::types::ZendObject>())
                .cast()
        } else {
            ev
        }
    })
    .unwrap_or(std::ptr::null_mut())
}

/// `zend_async_suspend_fn`'s park (csrc/zend_async_scheduler_shim.c): see
/// engine/c_waker.rs `park`.
#[no_mangle]
pub extern "C" fn ta_rust_park_native() -> i32 {
    std::panic::catch_unwind(c_waker::park).unwrap_or(c_waker::PARKED_BAILOUT)
}

/// The current coroutine's `zend_coroutine_t` (the scheduler launched
/// first); null outside a request.
#[no_mangle]
pub extern "C" fn ta_rust_current_coroutine() -> *mut Coroutine {
    std::panic::catch_unwind(c_waker::current).unwrap_or(std::ptr::null_mut())
}

/// `zend_async_resume_fn`'s wake-up: see engine/c_waker.rs `resume`.
///
/// # Safety
/// `co` is null or a coroutine C got from the API whose object lives.
#[no_mangle]
pub unsafe extern "C" fn ta_rust_resume_native(co: *mut Coroutine) {
    // SAFETY: the caller's promise.
    let _ = std::panic::catch_unwind(|| unsafe { c_waker::resume(co) });
}

/// `zend_async_cancel_fn`: see engine/c_waker.rs `cancel`.
///
/// # Safety
/// As `ta_rust_resume_native`; `error` is null or a live object.
#[no_mangle]
pub unsafe extern "C" fn ta_rust_cancel(
    co: *mut Coroutine,
    error: *mut crate::sys::zend::zend_object,
) -> bool {
    // SAFETY: the caller's promise.
    std::panic::catch_unwind(|| unsafe { c_waker::cancel(co, error) }).unwrap_or(false)
}

/// `zend_async_get_coroutines_fn`: writes a new array of the live
/// coroutines' objects into `out`.
///
/// # Safety
/// `out` points at writable zval memory.
#[no_mangle]
pub unsafe extern "C" fn ta_rust_coroutines(out: *mut crate::sys::zend::zval) {
    let list = std::panic::catch_unwind(crate::engine::php_ops::coroutines).unwrap_or_default();
    let mut arr = ext_php_rs::types::ZendHashTable::new();
    for z in list {
        let _ = arr.push(z);
    }
    let mut z = ext_php_rs::types::Zval::new();
    z.set_hashtable(arr);
    // SAFETY: the caller's room; the array's one reference goes with it.
    unsafe { std::ptr::write(out.cast::<ext_php_rs::types::Zval>(), z) };
}

/// What a coroutine waits for, in words, as a new string zval in `out`.
///
/// # Safety
/// `co` as `ta_rust_resume_native`; `out` points at writable zval memory.
#[no_mangle]
pub unsafe extern "C" fn ta_rust_describe_waiting(
    co: *mut Coroutine,
    out: *mut crate::sys::zend::zval,
) {
    let text = std::panic::catch_unwind(|| {
        // SAFETY: the caller's promise.
        unsafe { c_coroutine::record_of(co) }.map(|r| r.get().describe_waiting())
    })
    .ok()
    .flatten()
    .unwrap_or_else(|| "nothing".into());
    let mut z = ext_php_rs::types::Zval::new();
    let _ = z.set_string(&text, false);
    // SAFETY: the caller's room; the string's one reference goes with it.
    unsafe { std::ptr::write(out.cast::<ext_php_rs::types::Zval>(), z) };
}

/// `zend_async_shutdown_fn`: `Async\\graceful_shutdown()`.
#[no_mangle]
pub extern "C" fn ta_rust_graceful_shutdown() {
    let _ = std::panic::catch_unwind(|| crate::engine::php_ops::graceful_shutdown(None));
}
