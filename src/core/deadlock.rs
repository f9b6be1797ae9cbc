//! The deadlock report (design S12): no coroutine can run, no reactor work is
//! pending, yet coroutines wait. The report names each waiting coroutine,
//! where it was spawned, where it is suspended and what it waits for.

use std::fmt::Write;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Waiting {
    pub id: u64,
    pub spawned_at: String,
    pub suspended_at: String,
    pub waiting_for: String,
}

pub fn report(waiting: &[Waiting], active_events: usize) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "=== DEADLOCK REPORT START ===");
    let _ = writeln!(
        out,
        "Coroutines waiting: {}, active_events: {}",
        waiting.len(),
        active_events
    );
    for w in waiting {
        let _ = writeln!(out);
        let _ = writeln!(out, "Coroutine {}", w.id);
        let _ = writeln!(out, "  spawn: {}", w.spawned_at);
        let _ = writeln!(out, "  suspend: {}", w.suspended_at);
        let _ = writeln!(out, "  waiting for:");
        let _ = writeln!(out, "    - {}", w.waiting_for);
    }
    let _ = writeln!(out);
    let _ = writeln!(out, "=== DEADLOCK REPORT END ===");
    out
}

/// The message of the cancellation each coroutine caught in a deadlock
/// gets before the DeadlockError ends the script.
pub const CANCELLATION_MESSAGE: &str = "Deadlock detected";

/// The exception message: short, with the count, the details are in the report.
pub fn message(waiting: usize) -> String {
    format!("Deadlock detected: no active coroutines, {waiting} coroutines in waiting")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn report_lists_every_waiting_coroutine() {
        let r = report(
            &[
                Waiting {
                    id: 2,
                    spawned_at: "a.php:3".into(),
                    suspended_at: "a.php:4".into(),
                    waiting_for: "coroutine 3".into(),
                },
                Waiting {
                    id: 3,
                    spawned_at: "a.php:6".into(),
                    suspended_at: "a.php:7".into(),
                    waiting_for: "coroutine 2".into(),
                },
            ],
            0,
        );
        assert!(r.starts_with(
            "=== DEADLOCK REPORT START ===\nCoroutines waiting: 2, active_events: 0\n"
        ));
        assert!(r.contains("Coroutine 2\n  spawn: a.php:3\n  suspend: a.php:4\n  waiting for:\n    - coroutine 3\n"));
        assert!(r.contains("Coroutine 3\n"));
        assert!(r.ends_with("=== DEADLOCK REPORT END ===\n"));
    }

    #[test]
    fn the_error_begins_with_the_cancellation_message() {
        assert_eq!(CANCELLATION_MESSAGE, "Deadlock detected");
        assert!(message(0).starts_with(CANCELLATION_MESSAGE));
        assert!(message(1).ends_with(" 1 coroutines in waiting"));
    }

    #[test]
    fn message_names_the_count() {
        assert_eq!(
            message(2),
            "Deadlock detected: no active coroutines, 2 coroutines in waiting"
        );
    }
}
