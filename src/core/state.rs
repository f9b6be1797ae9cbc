//! The coroutine lifecycle as a small state machine.
//!
//! ```text
//!   Created --start--> Running --finish--> Finished
//!      |                 |  ^
//!      |            park |  | resume
//!      |                 v  |
//!      |              Suspended --wake--> Queued --resume--> Running
//!      |                                     ^
//!      |                Running --yield------+
//!      +--cancel before start--> Finished
//! ```
//! `Created` coroutines sit in the ready queue waiting for their first run;
//! `Queued` ones were started and wait to be resumed. Cancellation is a
//! request (a flag) until it is delivered at a suspension point, unless the
//! coroutine never started: then it finishes at once as cancelled.

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    Created,
    Running,
    Suspended,
    Queued,
    Finished,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Transition {
    Start,
    Park,
    Wake,
    Yield,
    Resume,
    Finish,
    CancelBeforeStart,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct InvalidTransition {
    pub from: Phase,
    pub via: Transition,
}

impl Phase {
    pub fn apply(self, via: Transition) -> Result<Phase, InvalidTransition> {
        use Phase::*;
        use Transition::*;
        let to = match (self, via) {
            (Created, Start) => Running,
            (Created, CancelBeforeStart) => Finished,
            (Running, Park) => Suspended,
            (Running, Yield) => Queued,
            (Running, Finish) => Finished,
            (Suspended, Wake) => Queued,
            (Queued, Resume) => Running,
            (from, via) => return Err(InvalidTransition { from, via }),
        };
        Ok(to)
    }

    /// Waiting in the ready queue (first run or resumption).
    pub fn is_queued(self) -> bool {
        matches!(self, Phase::Created | Phase::Queued)
    }

    pub fn is_started(self) -> bool {
        !matches!(self, Phase::Created)
    }

    pub fn is_running(self) -> bool {
        self == Phase::Running
    }

    /// Started and not running now: parked or queued for resumption.
    pub fn is_suspended(self) -> bool {
        matches!(self, Phase::Suspended | Phase::Queued)
    }

    pub fn is_finished(self) -> bool {
        self == Phase::Finished
    }

    pub fn name(self) -> &'static str {
        match self {
            Phase::Created => "queued",
            Phase::Running => "running",
            Phase::Suspended => "suspended",
            Phase::Queued => "queued",
            Phase::Finished => "completed",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Phase::*;
    use super::Transition::*;
    use super::*;

    #[test]
    fn full_life() {
        let p = Created.apply(Start).unwrap();
        assert_eq!(p, Running);
        let p = p.apply(Park).unwrap();
        assert!(p.is_suspended() && !p.is_queued());
        let p = p.apply(Wake).unwrap();
        assert!(p.is_suspended() && p.is_queued() && p.is_started());
        let p = p.apply(Resume).unwrap().apply(Yield).unwrap();
        assert_eq!(p, Queued);
        let p = p.apply(Resume).unwrap().apply(Finish).unwrap();
        assert!(p.is_finished() && !p.is_running() && !p.is_queued());
    }

    #[test]
    fn cancel_before_start_finishes_without_running() {
        assert_eq!(Created.apply(CancelBeforeStart), Ok(Finished));
        assert!(Created.is_queued() && !Created.is_started());
    }

    #[test]
    fn invalid_transitions_are_refused() {
        for (from, via) in [
            (Finished, Start),
            (Finished, Resume),
            (Suspended, Resume),
            (Created, Park),
            (Queued, Park),
            (Running, CancelBeforeStart),
        ] {
            assert_eq!(from.apply(via), Err(InvalidTransition { from, via }));
        }
    }
}
