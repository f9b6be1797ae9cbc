//! What a coroutine belongs to besides the scheduler: its scope (scope/).
//! The engine knows a scope only through this trait, so the scheduler's
//! layer stays below the structured-concurrency one. A coroutine without
//! an owner belongs to the main scope, which needs no bookkeeping per
//! coroutine: a plain `spawn()` from the main script costs nothing here.

use super::coroutine::{CoRef, Record};
use super::errors::Thrown;
use std::any::Any;
use std::rc::Rc;

pub trait Owner {
    /// `co` was just spawned into this owner (queued, not started).
    fn adopted(&self, co: CoRef);
    /// `rec` ended with `ex` (not a cancellation), after its finally()
    /// callbacks, still on its own context (handlers may suspend). True if
    /// some handler took the error: nobody else reports it then.
    fn failed(&self, rec: &Record, ex: &Thrown) -> bool;
    /// `rec` is finished (ran, failed or was cancelled before it started).
    fn finished(&self, rec: &Record);
    fn as_any(&self) -> &dyn Any;
    /// Its `zend_async_scope_t` (engine/c_scope.rs), or null.
    fn c_scope(&self) -> *mut crate::records::Scope {
        std::ptr::null_mut()
    }
}

pub type OwnerRef = Rc<dyn Owner>;
