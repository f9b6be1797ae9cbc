//! Counters that `Async\runtime_stats()` reports. Each is its own `Cell`, so
//! bumping one on the switch path is a single add.

use std::cell::Cell;

#[derive(Default)]
pub struct Counter(Cell<u64>);

impl Counter {
    #[inline(always)]
    pub fn inc(&self) {
        self.0.set(self.0.get() + 1);
    }

    pub fn get(&self) -> u64 {
        self.0.get()
    }
}

#[derive(Default)]
pub struct SchedulerStats {
    pub spawned: Counter,
    pub finished: Counter,
    pub switches: Counter,
    /// Finished coroutines whose context went straight to the next, unstarted
    /// coroutine without a switch (design S3).
    pub context_handoffs: Counter,
    /// Suspends that returned at once because nothing else was ready.
    pub fast_returns: Counter,
    pub scheduler_entries: Counter,
    pub deadlocks: Counter,
    /// Times the scheduler blocked in the reactor (nothing was ready).
    pub reactor_waits: Counter,
    /// Plain-file reads and writes that went to the thread pool (the page
    /// cache could not serve them at once).
    pub file_offloads: Counter,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counters_count() {
        let s = SchedulerStats::default();
        s.switches.inc();
        s.switches.inc();
        s.spawned.inc();
        assert_eq!(
            (s.switches.get(), s.spawned.get(), s.finished.get()),
            (2, 1, 0)
        );
    }
}
