//! `zend_async_globals_t`: the API's per-process state (NTS), exported by
//! abi/zend_async.rs as `zend_async_globals_api`.

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
