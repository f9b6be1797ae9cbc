//! Helpers for the reactor's unit tests: a leaked loop per test, a way to
//! run it until an event closes, and a per-thread count of notifications.

use super::handle::Loop;
use crate::records::LiveEvent;
use std::cell::Cell;
use std::ffi::c_void;

thread_local! {
    static FIRED: Cell<u32> = const { Cell::new(0) };
}

extern "C" fn count(_: *const c_void, _: *mut c_void, _: *mut c_void, _: *mut c_void) {
    FIRED.with(|f| f.set(f.get() + 1));
}

/// Subscribes to `ev` a subscriber that counts its notifications (this
/// test thread's count); it goes with the event (or its close).
pub fn count_on(ev: &LiveEvent) {
    ev.hook(count, std::ptr::null_mut());
}

/// Notifications counted on this thread since the last reset.
pub fn fired() -> u32 {
    FIRED.with(Cell::get)
}

pub fn reset_fired() {
    FIRED.with(|f| f.set(0));
}

pub fn test_loop() -> &'static Loop {
    Box::leak(Box::new(Loop::new().expect("uv_loop_init")))
}

/// Runs `lp` (blocking turns) until `ev` closed; false after ~5 s.
pub fn run_until_closed(lp: &Loop, ev: &LiveEvent) -> bool {
    let start = std::time::Instant::now();
    while !ev.is_closed() {
        if start.elapsed().as_secs() >= 5 {
            return false;
        }
        lp.run(true);
    }
    true
}
