//! Timer events (uv_timer_t): armed when the waiting coroutine suspends; when
//! one fires it only wakes its target, the scheduler resumes.

use super::handle::{Loop, TimerHandle, UvError, Wake};

/// A one-shot timer that wakes `W` after `ms`. Dropping it disarms it: its
/// owner (the waiting coroutine's own frame) drops it as soon as it resumes,
/// whatever woke it.
pub struct OneShot<W: Wake> {
    _handle: TimerHandle<W>,
}

impl<W: Wake> OneShot<W> {
    pub fn start(lp: &Loop, ms: u64, target: W) -> Result<Self, UvError> {
        let handle = TimerHandle::new(lp, target)?;
        handle.start(ms)?;
        Ok(Self { _handle: handle })
    }
}
