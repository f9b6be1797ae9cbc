//! Signal events: one per signal number, whatever the number of subscribers
//! (the owner fans a delivery out to all of them). The process-level
//! handler is the C shim's hub (csrc/signal_shim.c), not libuv's: it hands
//! every delivery on to the handler it displaced (pcntl_signal's through
//! the engine), records it for the watchers and wakes the loop through one
//! trigger per loop, the `SignalWake`; its owner then asks each watcher
//! whether its signal came. The event is repeating: every delivery
//! notifies, with the signal number as result.

use super::handle::{Loop, Source, SourceEvent, UvError};
use super::trigger::Trigger;
use crate::records::LiveEvent;
use crate::sys;
use std::cell::Cell;
use std::rc::Rc;

/// The loop's wake-up for signals. It keeps the loop alive only while a
/// watcher listens (the graceful shutdown's wake-up may never come).
pub struct SignalWake {
    trigger: Box<Trigger>,
    listening: Cell<usize>,
}

impl SignalWake {
    pub fn new(lp: &Loop) -> Result<Rc<Self>, UvError> {
        let trigger = Trigger::new(lp)?;
        trigger.unref();
        Ok(Rc::new(Self {
            trigger,
            listening: Cell::new(0),
        }))
    }

    /// Notified (no result) after each batch of deliveries.
    pub fn event(&self) -> &LiveEvent {
        &self.trigger.event
    }

    /// The uv_async_t the hub sends to; valid while this lives.
    pub fn raw(&self) -> *mut std::ffi::c_void {
        self.trigger.raw()
    }

    fn listen(&self) {
        let n = self.listening.get();
        if n == 0 {
            self.trigger.set_ref(true);
        }
        self.listening.set(n + 1);
    }

    fn unlisten(&self) {
        let n = self.listening.get().saturating_sub(1);
        self.listening.set(n);
        if n == 0 {
            self.trigger.set_ref(false);
        }
    }
}

pub struct SignalSource {
    signum: i32,
    name: &'static str,
    wake: Rc<SignalWake>,
}

impl SignalSource {
    /// Whether the signal came since the last look (the hub's flag).
    pub fn take(&self) -> bool {
        // SAFETY: reads and clears a flag of the shim on the PHP thread.
        unsafe { sys::ta_signal_take(self.signum) }
    }

    pub fn signum(&self) -> i32 {
        self.signum
    }
}

impl Source for SignalSource {
    fn start(&self, _ev: &LiveEvent) -> Result<(), UvError> {
        // SAFETY: the hub's bookkeeping, on the PHP thread.
        let rc = unsafe { sys::ta_signal_watch(self.signum, 1) };
        if rc < 0 {
            return Err(UvError(rc));
        }
        self.wake.listen();
        Ok(())
    }

    fn stop(&self) {
        // SAFETY: as in start(); undoes its +1 (the event stops only once).
        unsafe { sys::ta_signal_watch(self.signum, -1) };
        self.wake.unlisten();
    }

    fn describe(&self) -> String {
        format!("signal {}", self.name)
    }
}

pub type SignalEvent = SourceEvent<SignalSource>;

/// An unstarted watcher of `signum` (`name` for reports), woken through
/// `wake`.
pub fn signal_event(wake: &Rc<SignalWake>, signum: i32, name: &'static str) -> SignalEvent {
    let source = SignalSource {
        signum,
        name,
        wake: wake.clone(),
    };
    SourceEvent::new(source)
}
