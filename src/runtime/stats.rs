//! Counters that `Async\runtime_stats()` reports. Plain integers, bumped on
//! the paths that matter; reading them costs nothing.

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SchedulerStats {
    pub spawned: u64,
    pub finished: u64,
    pub switches: u64,
    /// Finished coroutines whose context went straight to the next, unstarted
    /// coroutine without a switch (seed S3).
    pub context_handoffs: u64,
    /// Suspends that returned at once because nothing else was ready.
    pub fast_returns: u64,
    pub scheduler_entries: u64,
    pub deadlocks: u64,
}
