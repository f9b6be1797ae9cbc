//! The zend_async API's records as Rust sees them: `#[repr(C)]` structs
//! with the field order, types and sizes of include/zend_async_API.h, for
//! the records true_async is to hold itself (events and their callbacks,
//! wakers, coroutines, switch handlers, microtasks, scopes, contexts,
//! futures, the reactor's event kinds, the globals). The records that stay
//! declarations only (channels, pools, threads, I/O handles) are left to C.
//!
//! `layout.rs` lists every field's offset, and its tests hold them against
//! the header as the C compiler lays it out (csrc/zend_async_layout.h). So
//! far only the globals are live (abi/zend_async.rs exports them); the
//! others are definitions that the engine's records are to start with.

#![allow(non_camel_case_types)]

pub mod c_event;
pub mod callbacks;
pub mod coroutine;
pub mod event;
pub mod globals;
pub mod kinds;
pub mod layout;
pub mod listener;
pub mod live_event;
pub mod scope;

pub use c_event::CEvent;
pub use coroutine::{Coroutine, Fcall, Microtask, SwitchHandler, SwitchHandlersVector, Waker};
pub use event::{CallbacksVector, CoroutineEventCallback, Event, EventCallback, EventRef};
pub use globals::Globals;
pub use live_event::{LiveEvent, Subscription};
pub use scope::{Context, Future, Scope, ScopesVector};
