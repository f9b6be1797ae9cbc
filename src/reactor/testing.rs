//! Helpers for the reactor's unit tests: a leaked loop per test and a way
//! to run it until an event closes.

use super::handle::Loop;
use crate::core::event::Event;

pub fn test_loop() -> &'static Loop {
    Box::leak(Box::new(Loop::new().expect("uv_loop_init")))
}

/// Runs `lp` (blocking turns) until `ev` closed; false after ~5 s.
pub fn run_until_closed(lp: &Loop, ev: &Event) -> bool {
    let start = std::time::Instant::now();
    while !ev.is_closed() {
        if start.elapsed().as_secs() >= 5 {
            return false;
        }
        lp.run(true);
    }
    true
}
