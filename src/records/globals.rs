//! `zend_async_globals_t`: the API's per-process state (NTS), exported
//! here as `zend_async_globals_api` so the engine keeps it current (the
//! current coroutine at every switch) without going through abi/.

use super::coroutine::{Coroutine, SwitchHandlersVector};
use super::scope::Scope;
use crate::sys::zend::{zend_atomic_bool, zend_object};
use std::ffi::c_uint;

/// `zend_async_state_t`.
pub mod state {
    pub const OFF: u32 = 0;
    pub const READY: u32 = 1;
    pub const ACTIVE: u32 = 2;
}

/// `zend_async_globals_t`.
#[repr(C)]
pub struct Globals {
    /// A [`state`] value (a C enum).
    pub state: u32,
    pub heartbeat: zend_atomic_bool,
    pub in_scheduler_context: bool,
    pub graceful_shutdown: bool,
    pub active_coroutine_count: c_uint,
    pub active_event_count: c_uint,
    pub coroutine: *mut Coroutine,
    pub main_scope: *mut Scope,
    pub scheduler: *mut Coroutine,
    pub main_coroutine: *mut Coroutine,
    pub exit_exception: *mut zend_object,
    pub heartbeat_handler: Option<unsafe extern "C" fn()>,
    pub acting_coroutine: *mut Coroutine,
    pub main_coroutine_start_handlers: SwitchHandlersVector,
}

impl Globals {
    /// What `zend_async_globals_ctor()` leaves: all off, nothing running.
    pub const INITIAL: Self = Self {
        state: state::OFF,
        heartbeat: zend_atomic_bool { value: false },
        in_scheduler_context: false,
        graceful_shutdown: false,
        active_coroutine_count: 0,
        active_event_count: 0,
        coroutine: std::ptr::null_mut(),
        main_scope: std::ptr::null_mut(),
        scheduler: std::ptr::null_mut(),
        main_coroutine: std::ptr::null_mut(),
        exit_exception: std::ptr::null_mut(),
        heartbeat_handler: None,
        acting_coroutine: std::ptr::null_mut(),
        main_coroutine_start_handlers: SwitchHandlersVector::EMPTY,
    };
}

/// `zend_async_globals_api` (NTS). Written by C (the ctor at MINIT) and by
/// the engine through the functions below.
#[no_mangle]
#[allow(non_upper_case_globals)]
pub static mut zend_async_globals_api: Globals = Globals::INITIAL;

/// `ZEND_ASYNC_G(coroutine)`: the running coroutine's record, null in the
/// scheduler's own context.
#[inline(always)]
pub fn set_current(co: *mut Coroutine) {
    // SAFETY: NTS, PHP thread only; a plain store C reads the same way.
    unsafe { (*std::ptr::addr_of_mut!(zend_async_globals_api)).coroutine = co };
}

/// `ZEND_ASYNC_SCHEDULER_HEARTBEAT`: a coroutine is about to suspend. The
/// handler C set with `zend_async_set_heartbeat_handler()` (a watchdog, a
/// profiler) is called at every suspension, as TrueAsync's scheduler does;
/// without one this is a load and a branch.
#[inline(always)]
pub fn heartbeat() {
    // SAFETY: as in set_current (a plain load).
    let handler = unsafe { (*std::ptr::addr_of!(zend_async_globals_api)).heartbeat_handler };
    if let Some(handler) = handler {
        // SAFETY: a C function C registered for exactly this call, made on
        // the PHP thread as the C macro would.
        unsafe { handler() };
    }
}

/// `ZEND_ASYNC_G(in_scheduler_context)`: true while the scheduler runs a
/// reactor turn, whose callbacks (C ones included) must not suspend.
/// Returns the value it replaces.
#[inline(always)]
pub fn set_in_scheduler_context(on: bool) -> bool {
    // SAFETY: as in set_current.
    let g = unsafe { &mut *std::ptr::addr_of_mut!(zend_async_globals_api) };
    std::mem::replace(&mut g.in_scheduler_context, on)
}

/// `ZEND_ASYNC_G(main_coroutine)`, `ZEND_ASYNC_G(state)` = ACTIVE while the
/// scheduler runs, OFF again at the request's end (as at its start: the
/// scheduler launches lazily).
pub fn set_launched(main: *mut Coroutine, active: bool) {
    // SAFETY: as in set_current.
    let g = unsafe { &mut *std::ptr::addr_of_mut!(zend_async_globals_api) };
    g.main_coroutine = main;
    g.state = if active { state::ACTIVE } else { state::OFF };
    if !active {
        g.coroutine = std::ptr::null_mut();
        g.active_coroutine_count = 0;
    }
}

/// `ZEND_ASYNC_G(active_coroutine_count)`: spawned and not finished.
#[inline(always)]
pub fn set_active_count(n: usize) {
    // SAFETY: as in set_current.
    unsafe {
        (*std::ptr::addr_of_mut!(zend_async_globals_api)).active_coroutine_count = n as c_uint
    };
}

/// `ZEND_ASYNC_G(main_scope)`: the main scope's record while it lives
/// (engine/c_scope.rs).
pub fn set_main_scope(scope: *mut Scope) {
    // SAFETY: as in set_current.
    unsafe { (*std::ptr::addr_of_mut!(zend_async_globals_api)).main_scope = scope };
}

#[inline(always)]
pub fn main_scope() -> *mut Scope {
    // SAFETY: as in set_current (a plain load).
    unsafe { (*std::ptr::addr_of!(zend_async_globals_api)).main_scope }
}
