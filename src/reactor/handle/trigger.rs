//! The libuv side of trigger events (uv_async_t): a wake-up another thread
//! can send; the loop thread then notifies the event. Several sends before
//! the loop runs coalesce into one notification (libuv's rule).

use super::{Loop, Owned, Target, UvError};
use crate::sys::uv;
use parking_lot::Mutex;
use std::sync::Arc;

/// The handle's address while it is open, 0 once closing: senders on other
/// threads check it under the lock, so none sends to a closed handle.
type Slot = Arc<Mutex<usize>>;

pub struct TriggerHandle {
    /// Closed on drop, after `slot` is cleared (Drop runs before fields).
    _owned: Owned<uv::uv_async_t>,
    slot: Slot,
}

unsafe extern "C" fn async_cb(h: *mut uv::uv_async_t) {
    // SAFETY: libuv calls back the open handle of an Owned box.
    if let Some(ev) = unsafe { Owned::target_of(h) } {
        ev.notify(std::ptr::null_mut(), std::ptr::null_mut());
    }
}

/// What another thread holds to fire a trigger.
#[derive(Clone)]
pub struct TriggerSender(Slot);

impl TriggerSender {
    /// Wakes the loop; false if the trigger is already closed.
    pub fn send(&self) -> bool {
        let h = self.0.lock();
        if *h == 0 {
            return false;
        }
        // SAFETY: the handle is open while the slot holds its address (the
        // owner clears it under this lock before closing); uv_async_send is
        // the one libuv call that is safe from any thread.
        unsafe { uv::uv_async_send(*h as *mut uv::uv_async_t) == 0 }
    }
}

impl TriggerHandle {
    /// An open trigger that notifies `target` (kept alive by the caller
    /// until this handle is dropped).
    pub fn new(lp: &Loop, target: &Target) -> Result<Self, UvError> {
        let owned = Owned::new(lp, |l, h| {
            // SAFETY: a zeroed handle on a live loop, initialised once.
            unsafe { uv::uv_async_init(l, h, Some(async_cb)) }
        })?;
        owned.set_target(target);
        let slot = Arc::new(Mutex::new(owned.handle() as usize));
        Ok(Self {
            _owned: owned,
            slot,
        })
    }

    pub fn sender(&self) -> TriggerSender {
        TriggerSender(self.slot.clone())
    }

    /// Does not keep the loop alive (a wake-up that may never come is not
    /// pending work).
    pub fn unref(&self) {
        self.set_ref(false);
    }

    /// Whether the loop stays alive for this wake-up.
    pub fn set_ref(&self, on: bool) {
        self._owned.set_loop_ref(on);
    }

    /// The uv_async_t, for native code that sends to it (a signal handler:
    /// uv_async_send is async-signal-safe). Valid until this is dropped.
    pub fn raw(&self) -> *mut std::ffi::c_void {
        self._owned.handle().cast()
    }
}

impl Drop for TriggerHandle {
    fn drop(&mut self) {
        // Before `owned` closes the handle: no sender may use it after.
        *self.slot.lock() = 0;
    }
}
