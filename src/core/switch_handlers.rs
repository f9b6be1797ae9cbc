//! Switch handlers (design S10): hooks bound to a coroutine, called when it
//! gains control (ENTER), gives it up (LEAVE) and ends (FINISH); a handler's
//! return value says whether it stays registered. They live in the
//! zend_async API's registry (csrc/zend_async_switch_shim.c, driven by
//! engine/handlers.rs): the engine's own handlers in a tier every coroutine
//! runs, ENTER in order and LEAVE/FINISH in reverse, a coroutine's own
//! handlers after them on ENTER and before them on LEAVE and FINISH.

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SwitchEvent {
    Enter,
    Leave,
    Finish,
}

impl SwitchEvent {
    /// From the API's (is_enter, is_finishing) pair.
    #[inline(always)]
    pub fn of(is_enter: bool, is_finishing: bool) -> Self {
        if is_enter {
            SwitchEvent::Enter
        } else if is_finishing {
            SwitchEvent::Finish
        } else {
            SwitchEvent::Leave
        }
    }
    pub fn is_enter(self) -> bool {
        self == SwitchEvent::Enter
    }
    pub fn is_finishing(self) -> bool {
        self == SwitchEvent::Finish
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_api_pair_maps_both_ways() {
        for e in [SwitchEvent::Enter, SwitchEvent::Leave, SwitchEvent::Finish] {
            assert_eq!(SwitchEvent::of(e.is_enter(), e.is_finishing()), e);
        }
    }
}
