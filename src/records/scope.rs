//! `zend_async_scope_t`, `zend_async_context_t` and `zend_future_t`.

use super::coroutine::Coroutine;
use super::event::{CallbacksVector, Event};
use crate::sys::zend::{zend_object, zend_string, zval};
use std::ffi::c_void;

/// `zend_async_scopes_vector_t`.
#[repr(C)]
pub struct ScopesVector {
    pub length: u32,
    pub capacity: u32,
    pub data: *mut *mut Scope,
}

/// `zend_async_scope_t`.
#[repr(C)]
pub struct Scope {
    pub event: Event,
    pub scope_object: *mut zend_object,
    pub scopes: ScopesVector,
    pub parent_scope: *mut Scope,
    pub request_scope: *mut Scope,
    pub context: *mut Context,
    pub before_coroutine_enqueue:
        Option<unsafe extern "C" fn(*mut Coroutine, *mut Scope, *mut zval) -> bool>,
    pub after_coroutine_enqueue: Option<unsafe extern "C" fn(*mut Coroutine, *mut Scope)>,
    pub can_be_disposed: Option<unsafe extern "C" fn(*mut Scope, bool, bool) -> bool>,
    pub try_to_dispose: Option<unsafe extern "C" fn(*mut Scope) -> bool>,
    #[allow(clippy::type_complexity)]
    pub catch_or_cancel: Option<
        unsafe extern "C" fn(
            *mut Scope,
            *mut Coroutine,
            *mut Scope,
            *mut zend_object,
            bool,
            bool,
            bool,
        ) -> bool,
    >,
}

/// `ZEND_ASYNC_SCOPE_F_*` beyond the event's CLOSED and NO_FREE_MEMORY.
pub mod scope_flags {
    pub const DISPOSE_SAFELY: u32 = 1 << 14;
    pub const CANCELLED: u32 = 1 << 15;
    pub const DISPOSING: u32 = 1 << 16;
    pub const OWNER_PINNED: u32 = 1 << 17;
}

/// `zend_async_context_t`.
#[repr(C)]
pub struct Context {
    pub flags: u32,
    pub offset: u32,
    pub find: Option<unsafe extern "C" fn(*mut Context, *mut zval, *mut zval, bool) -> bool>,
    pub set: Option<unsafe extern "C" fn(*mut Context, *mut zval, *mut zval)>,
    pub unset: Option<unsafe extern "C" fn(*mut Context, *mut zval) -> bool>,
    pub dispose: Option<unsafe extern "C" fn(*mut Context)>,
}

/// `zend_future_t`.
#[repr(C)]
pub struct Future {
    pub event: Event,
    pub result: zval,
    pub exception: *mut zend_object,
    pub lineno: u32,
    pub completed_lineno: u32,
    pub filename: *mut zend_string,
    pub completed_filename: *mut zend_string,
    pub resolve: Option<unsafe extern "C" fn(*mut Event, *mut c_void) -> bool>,
    pub resolve_callbacks: CallbacksVector,
}

/// `ZEND_FUTURE_F_*`.
pub mod future_flags {
    pub const THREAD_SAFE: u32 = 1 << 13;
    pub const IGNORED: u32 = 1 << 14;
}
