//! `zend_async_event_t`, the record every awaitable begins with, with its
//! callback records, their vector and the event reference.

use crate::sys::zend::{zend_object, zend_string, zval};
use std::ffi::c_void;

/// `zend_async_event_callback_fn`.
pub type CallbackFn =
    unsafe extern "C" fn(*mut Event, *mut EventCallback, *mut c_void, *mut zend_object);
/// `zend_async_event_callback_dispose_fn`.
pub type CallbackDisposeFn = unsafe extern "C" fn(*mut EventCallback, *mut Event);

/// `zend_async_event_callback_t`.
#[repr(C)]
pub struct EventCallback {
    pub ref_count: u32,
    pub callback: Option<CallbackFn>,
    pub dispose: Option<CallbackDisposeFn>,
}

/// `zend_coroutine_event_callback_t`.
#[repr(C)]
pub struct CoroutineEventCallback {
    pub base: EventCallback,
    pub coroutine: *mut super::Coroutine,
    pub event: *mut Event,
}

/// `zend_async_callbacks_vector_t`.
#[repr(C)]
pub struct CallbacksVector {
    pub length: u32,
    pub capacity: u32,
    pub data: *mut *mut EventCallback,
    pub current_iterator: *mut u32,
}

/// `zend_async_event_t`.
#[repr(C)]
pub struct Event {
    pub flags: u32,
    pub extra_offset: u32,
    /// A C union with `zend_object_offset`, which it is when `flags` has
    /// [`flags::ZEND_OBJ`].
    pub ref_count: u32,
    pub loop_ref_count: u32,
    pub callbacks: CallbacksVector,
    pub add_callback: Option<unsafe extern "C" fn(*mut Event, *mut EventCallback) -> bool>,
    pub del_callback: Option<unsafe extern "C" fn(*mut Event, *mut EventCallback) -> bool>,
    pub start: Option<unsafe extern "C" fn(*mut Event) -> bool>,
    pub stop: Option<unsafe extern "C" fn(*mut Event) -> bool>,
    pub replay: Option<
        unsafe extern "C" fn(
            *mut Event,
            *mut EventCallback,
            *mut zval,
            *mut *mut zend_object,
        ) -> bool,
    >,
    pub dispose: Option<unsafe extern "C" fn(*mut Event) -> bool>,
    pub info: Option<unsafe extern "C" fn(*mut Event) -> *mut zend_string>,
    pub notify_handler: Option<unsafe extern "C" fn(*mut Event, *mut c_void, *mut zend_object)>,
}

/// `zend_async_event_ref_t`: what an awaitable object holding its event
/// elsewhere begins with.
#[repr(C)]
pub struct EventRef {
    /// Always [`flags::REFERENCE_PREFIX`].
    pub flags: u32,
    pub zend_object_offset: u32,
    pub event: *mut Event,
}

/// `ZEND_ASYNC_EVENT_F_*`: bits 0-12 of every event's `flags`.
pub mod flags {
    pub const CLOSED: u32 = 1 << 0;
    pub const RESULT_USED: u32 = 1 << 1;
    pub const EXC_CAUGHT: u32 = 1 << 2;
    pub const ZVAL_RESULT: u32 = 1 << 3;
    pub const ZEND_OBJ: u32 = 1 << 4;
    pub const NO_FREE_MEMORY: u32 = 1 << 5;
    pub const EXCEPTION_HANDLED: u32 = 1 << 6;
    pub const REFERENCE: u32 = 1 << 7;
    pub const OBJ_REF: u32 = 1 << 8;
    pub const CLOSE_FD: u32 = 1 << 9;
    pub const HIDDEN: u32 = 1 << 10;
    pub const BAILOUT: u32 = 1 << 11;
    /// `ZEND_ASYNC_EVENT_REFERENCE_PREFIX`.
    pub const REFERENCE_PREFIX: u32 = 0x80;
}
