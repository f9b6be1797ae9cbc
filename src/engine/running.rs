//! A coroutine's `Running` part: what it needs only once it runs, waits
//! or is cancelled (engine state, output stack, waker, C record...), and
//! the recycler that keeps emptied parts for the next coroutines.

use super::callable::Callable;
use super::errors::Thrown;
use super::vm_state::VmState;
use crate::core::waker::Waker;
use crate::records::listener::Listener;
use crate::sys::zend;
use ext_php_rs::types::Zval;
use std::cell::{Cell, RefCell, UnsafeCell};
use std::ffi::c_void;
use std::pin::Pin;
use std::ptr;

pub use super::coroutine::WaitingFor;

/// The part of a coroutine allocated when it starts (or earlier, when a
/// queued one is cancelled, given a finally() callback...): its engine
/// state, its outcome, what it waits for.
pub struct Running {
    /// The context (stack) it runs on, null until it starts and once it
    /// finished.
    pub context: Cell<*mut super::context::Context>,
    /// What the body returns; moved into the record when it is settled
    /// (read it through `Record::result_ptr`).
    pub returned: UnsafeCell<Zval>,
    /// The exception the body ended with, if any, until it is settled
    /// (read it through `Record::exception`).
    pub failure: RefCell<Option<Thrown>>,
    /// Exception to throw at the suspension point when resumed (cancellation).
    pub resume_with: Cell<Option<Thrown>>,
    pub vm: UnsafeCell<VmState>,
    /// The globals it keeps while suspended inside a callback, or null
    /// (engine/engine_state.rs).
    pub engine: Cell<*mut c_void>,
    /// Its own output-handler stack (engine/output.rs).
    pub output: super::output::OutputState,
    pub fiber_ctx: Cell<*mut zend::zend_fiber_context>,
    /// How the events it waits on wake it.
    pub waker: Waker,
    /// Its waker's callback record in the C records it waits on
    /// (engine/wait.rs `on_live`); reached pinned through `listener()`.
    listener: Listener,
    pub waiting_for: Cell<WaitingFor>,
    /// The cancellation object waiting for protect() to end.
    pub deferred_cancel: Cell<Option<Thrown>>,
    pub protect_depth: Cell<u32>,
    pub finally: RefCell<Vec<Callable>>,
    /// A body written in Rust (a scope's finally runner, a group's
    /// worker), run instead of `callable`; returns true on a bailout and
    /// leaves an exception in EG(exception).
    pub native: Cell<Option<NativeBody>>,
    /// Called each time it suspends, after it is queued again if it only
    /// yields its turn (iterate() starts another worker then).
    pub on_suspend: Cell<Option<std::rc::Rc<dyn Fn()>>>,
    /// Its `zend_coroutine_t` (engine/c_coroutine.rs).
    pub prefix: super::c_coroutine::PrefixCell,
    /// Made by ZEND_ASYNC_NEW_COROUTINE and not queued yet.
    pub held: Cell<bool>,
}

pub type NativeBody = Box<dyn FnOnce() -> bool>;

impl Running {
    /// Its listener, pinned: a part lives in its own allocation (a
    /// `Box`, kept or recycled whole) and the field is never moved.
    pub fn listener(&self) -> Pin<&Listener> {
        // SAFETY: as said: the part is boxed from `new` on (`take`), only
        // the box moves, and nothing hands out `&mut` to the field.
        unsafe { Pin::new_unchecked(&self.listener) }
    }
}

impl Running {
    fn new() -> Self {
        Self {
            context: Cell::new(ptr::null_mut()),
            returned: UnsafeCell::new(Zval::new()),
            failure: RefCell::new(None),
            resume_with: Cell::new(None),
            vm: UnsafeCell::new(VmState::empty()),
            engine: Cell::new(ptr::null_mut()),
            output: super::output::OutputState::new(),
            fiber_ctx: Cell::new(ptr::null_mut()),
            waker: Waker::default(),
            listener: Listener::new(),
            waiting_for: Cell::new(WaitingFor::Nothing),
            deferred_cancel: Cell::new(None),
            protect_depth: Cell::new(0),
            finally: RefCell::new(Vec::new()),
            native: Cell::new(None),
            on_suspend: Cell::new(None),
            prefix: super::c_coroutine::PrefixCell::new(),
            held: Cell::new(false),
        }
    }
}

impl Running {
    /// Empties the part in place for its next coroutine (what `new` makes,
    /// without building a whole new part and copying it over this one).
    /// Every field is named, so a new one cannot be forgotten here.
    fn reset(&mut self) {
        let Running {
            context,
            returned,
            failure,
            resume_with,
            vm,
            engine,
            output,
            fiber_ctx,
            waker,
            // Listed nowhere (every wait left it) and aimed again by the
            // next wait: kept as it is.
            listener: _,
            waiting_for,
            deferred_cancel,
            protect_depth,
            finally,
            native,
            on_suspend,
            prefix,
            held,
        } = self;
        *context.get_mut() = ptr::null_mut();
        super::zval_drop::clear(returned.get_mut());
        *failure.get_mut() = None;
        *resume_with.get_mut() = None;
        *vm.get_mut() = VmState::empty();
        *engine.get_mut() = ptr::null_mut();
        *output = super::output::OutputState::new();
        *fiber_ctx.get_mut() = ptr::null_mut();
        *waker = Waker::default();
        *waiting_for.get_mut() = WaitingFor::Nothing;
        *deferred_cancel.get_mut() = None;
        *protect_depth.get_mut() = 0;
        finally.get_mut().clear();
        *native.get_mut() = None;
        *on_suspend.get_mut() = None;
        prefix.clear();
        *held.get_mut() = false;
    }
}

/// Empties a part and keeps it for the next coroutine: a spawn + await
/// then costs no malloc/free pair.
pub(super) fn recycle(mut run: Box<Running>) {
    super::c_coroutine::forget(&run.prefix);
    run.reset();
    // A record freed after the request's runtime is gone (PHP's own
    // object-store teardown) just frees its part.
    if let Some(rt) = super::runtime::try_rt() {
        let mut s = rt.spare_running.borrow_mut();
        if s.len() < SPARE_RUNNING_MAX {
            s.push(run);
        }
    }
}

/// Emptied `Running` parts kept for reuse, at most this many (each is about
/// 550 bytes; a burst beyond it gives the rest back to malloc). Freed with
/// the request's runtime.
const SPARE_RUNNING_MAX: usize = 256;

/// A part for a coroutine: an emptied one if any is kept, else a new one.
pub(super) fn take() -> Box<Running> {
    super::runtime::try_rt()
        .and_then(|rt| rt.spare_running.borrow_mut().pop())
        .unwrap_or_else(|| Box::new(Running::new()))
}
