//! Trigger events (uv_async_t): a wake-up sent from any thread; repeating.
//! Sends before the loop turns coalesce into one notification.

use super::handle::{Loop, TriggerHandle, TriggerSender, UvError};
use crate::records::live_event::{LiveEvent, Methods};

/// The event and its handle; boxed so the event stays where the handle
/// points.
pub struct Trigger {
    pub event: LiveEvent,
    handle: Option<TriggerHandle>,
}

impl Trigger {
    pub fn new(lp: &Loop) -> Result<Box<Self>, UvError> {
        let mut t = Box::new(Self {
            event: LiveEvent::new(&Methods::NONE, 0),
            handle: None,
        });
        let handle = TriggerHandle::new(lp, &t.event)?;
        t.handle = Some(handle);
        Ok(t)
    }

    pub fn unref(&self) {
        self.set_ref(false);
    }

    /// Whether the loop stays alive for this trigger.
    pub fn set_ref(&self, on: bool) {
        if let Some(h) = &self.handle {
            h.set_ref(on);
        }
    }

    /// The uv_async_t (see TriggerHandle::raw), or null.
    pub fn raw(&self) -> *mut std::ffi::c_void {
        self.handle
            .as_ref()
            .map_or(std::ptr::null_mut(), TriggerHandle::raw)
    }

    /// What other threads hold to fire it.
    pub fn sender(&self) -> Option<TriggerSender> {
        self.handle.as_ref().map(TriggerHandle::sender)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::reactor::testing::{count_on, fired, reset_fired, test_loop};

    #[test]
    fn another_thread_wakes_the_loop() {
        let lp = test_loop();
        let t = Trigger::new(lp).unwrap();
        count_on(&t.event);
        let s = t.sender().unwrap();
        reset_fired();
        let th = std::thread::spawn(move || {
            std::thread::sleep(std::time::Duration::from_millis(20));
            s.send()
        });
        lp.run(true); // blocks until the other thread's send
        assert!(th.join().unwrap());
        assert_eq!(fired(), 1);
    }

    #[test]
    fn a_sender_outliving_the_trigger_does_nothing() {
        let lp = test_loop();
        let t = Trigger::new(lp).unwrap();
        let s = t.sender().unwrap();
        drop(t);
        assert!(!s.send());
        lp.run(false);
        assert!(!lp.alive());
    }
}
