//! Signal events: one uv_signal_t per signal number, whatever the number of
//! subscribers (the owner fans a delivery out to all of them). The event is
//! repeating: every delivery notifies, with the signal number as result.

use super::handle::{Loop, SignalHandle, Source, SourceEvent, UvError};
use crate::runtime::event::Event;

pub struct SignalSource {
    signum: i32,
    name: &'static str,
    handle: SignalHandle,
}

impl Source for SignalSource {
    fn start(&self, ev: &Event) -> Result<(), UvError> {
        self.handle.start(self.signum, ev)
    }

    fn stop(&self) {
        self.handle.stop();
    }

    fn describe(&self) -> String {
        format!("signal {}", self.name)
    }
}

pub type SignalEvent = SourceEvent<SignalSource>;

/// An unstarted watcher of `signum` (`name` for reports).
pub fn signal_event(lp: &Loop, signum: i32, name: &'static str) -> Result<SignalEvent, UvError> {
    let source = SignalSource {
        signum,
        name,
        handle: SignalHandle::new(lp)?,
    };
    Ok(SourceEvent::new(source, 0))
}
