//! The request's wake-up for signals: one async handle that the shim's
//! signal handler sends to, so that a signal arriving while everything
//! waits wakes the loop. Made on first use (by the graceful shutdown at
//! launch, or by the first `signal()` call); every listener subscribes to
//! its event. The graceful shutdown is subscribed first, so it looks at a
//! delivery before any `signal()` future does.

use super::runtime::rt;
use crate::core::registry::{Key, Resource};
use crate::reactor::handle::UvError;
use crate::reactor::signal::SignalWake;
use std::cell::RefCell;
use std::ffi::c_void;
use std::rc::Rc;

#[derive(Default)]
struct WakeSlot(RefCell<Option<Rc<SignalWake>>>);

static WAKE: Key<WakeSlot> = Key::new(WakeSlot::default);

impl Resource for WakeSlot {
    /// Request end: the shim stops sending, then the handle closes.
    fn close(&self) {
        // SAFETY: no handler sends to it after this.
        unsafe { crate::sys::ta_signal_set_wake(std::ptr::null_mut()) };
        self.0.borrow_mut().take();
    }
}

/// The wake-up, made on first use.
pub(crate) fn wake() -> Result<Rc<SignalWake>, UvError> {
    let rt = rt();
    let slot = rt.resources.get(&WAKE);
    if let Some(w) = slot.0.borrow().as_ref() {
        return Ok(w.clone());
    }
    let w = SignalWake::new(rt.reactor()?.event_loop())?;
    w.event().hook(woken, std::ptr::null_mut());
    // SAFETY: the uv_async_t stays open until WakeSlot::close cleared it.
    unsafe { crate::sys::ta_signal_set_wake(w.raw()) };
    *slot.0.borrow_mut() = Some(w.clone());
    Ok(w)
}

extern "C" fn woken(_: *const c_void, _: *mut c_void, _: *mut c_void, _: *mut c_void) {
    super::shutdown_signal::on_wake();
}
