//! `zend_coroutine_t` and what it points at: its callable, waker and switch
//! handlers; and microtasks.

use super::event::{CoroutineEventCallback, Event, EventCallback};
use super::scope::{Context, Scope};
use crate::sys::zend::{
    zend_fcall_info, zend_fcall_info_cache, zend_object, zend_string, zval, HashTable,
};
use std::ffi::c_void;

/// `zend_fcall_t`.
#[repr(C)]
pub struct Fcall {
    pub fci: zend_fcall_info,
    pub fci_cache: zend_fcall_info_cache,
}

/// `zend_coroutine_switch_handler_fn`: (coroutine, is_enter, is_finishing)
/// -> keep the handler.
pub type SwitchHandlerFn = unsafe extern "C" fn(*mut Coroutine, bool, bool) -> bool;

/// `zend_coroutine_switch_handler_t`.
#[repr(C)]
#[derive(Clone, Copy)]
pub struct SwitchHandler {
    pub handler: Option<SwitchHandlerFn>,
}

/// `zend_coroutine_switch_handlers_vector_t`.
#[repr(C)]
pub struct SwitchHandlersVector {
    pub length: u32,
    pub capacity: u32,
    pub data: *mut SwitchHandler,
    pub in_execution: bool,
}

impl SwitchHandlersVector {
    pub const EMPTY: Self = Self {
        length: 0,
        capacity: 0,
        data: std::ptr::null_mut(),
        in_execution: false,
    };
}

/// `zend_async_microtask_t`.
#[repr(C)]
pub struct Microtask {
    pub handler: Option<unsafe extern "C" fn(*mut Microtask)>,
    pub dtor: Option<unsafe extern "C" fn(*mut Microtask)>,
    pub is_cancelled: bool,
    pub ref_count: u32,
}

/// `zend_async_waker_inline_trigger_t`.
#[repr(C)]
pub struct WakerInlineTrigger {
    pub length: u32,
    pub capacity: u32,
    pub event: *mut Event,
    pub data: [*mut EventCallback; 1],
}

/// `ZEND_ASYNC_WAKER_INLINE_SLOTS`.
pub const WAKER_INLINE_SLOTS: usize = 2;

/// `zend_async_waker_t`.
#[repr(C)]
pub struct Waker {
    /// `ZEND_ASYNC_WAKER_STATUS` (a C enum).
    pub status: u32,
    /// The C bit-field `events_stopped : 1` is bit 0 of this byte.
    pub events_stopped: u8,
    pub events: HashTable,
    pub triggered_events: *mut HashTable,
    pub result: zval,
    pub error: *mut zend_object,
    pub filename: *mut zend_string,
    pub lineno: u32,
    pub dtor: Option<unsafe extern "C" fn(*mut Coroutine)>,
    pub inline_triggers: [WakerInlineTrigger; WAKER_INLINE_SLOTS],
    pub inline_callbacks: [CoroutineEventCallback; WAKER_INLINE_SLOTS],
}

/// `zend_coroutine_t`.
#[repr(C)]
pub struct Coroutine {
    pub event: Event,
    pub fcall: *mut Fcall,
    pub internal_entry: Option<unsafe extern "C" fn()>,
    pub extended_data: *mut c_void,
    pub waker: *mut Waker,
    pub scope: *mut Scope,
    pub result: zval,
    pub exception: *mut zend_object,
    pub context: *mut Context,
    pub internal_context: *mut HashTable,
    pub filename: *mut zend_string,
    pub lineno: u32,
    pub extended_dispose: Option<unsafe extern "C" fn(*mut Coroutine)>,
    pub switch_handlers: *mut SwitchHandlersVector,
}

/// `ZEND_COROUTINE_F_*`: a coroutine's bits of `event.flags` (finished is
/// the event's CLOSED).
pub mod flags {
    pub const STARTED: u32 = 1 << 13;
    pub const CANCELLED: u32 = 1 << 14;
    pub const ZOMBIE: u32 = 1 << 15;
    pub const PROTECTED: u32 = 1 << 16;
    pub const MAIN: u32 = 1 << 17;
    pub const FIBER: u32 = 1 << 18;
    pub const YIELD: u32 = 1 << 19;
}
