//! The context pool policy (design S9): finished contexts are kept for reuse so
//! that spawning a coroutine costs no mmap/mprotect, and the number kept
//! follows demand.
//!
//! The pool counts contexts *in use* (running or suspended coroutines) and
//! *idle* (pooled). It keeps at most `cap` contexts in total, where `cap` is
//! the highest in-use count seen over the current and the previous window,
//! clamped to the INI bounds `[min, max]`. A window ends every `window`
//! acquisitions, and also when `trim()` finds it older than `idle_ms` (a
//! process that stopped spawning still gives its burst back). So a burst of
//! N coroutines leaves N contexts pooled (up to `max`), ready for the next
//! burst without a page fault, and two windows of lower demand let `trim()`
//! give them back, down to `min`. The policy holds no contexts of its own
//! kind: `T` is whatever the engine pools (a C stack plus a VM stack).

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PoolBounds {
    pub min: usize,
    pub max: usize,
    pub window: usize,
    /// A window older than this (milliseconds) ends at the next trim.
    pub idle_ms: u64,
}

impl Default for PoolBounds {
    fn default() -> Self {
        Self {
            min: 16,
            max: 16384,
            window: 1024,
            idle_ms: 1000,
        }
    }
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PoolStats {
    pub hits: u64,
    pub misses: u64,
    pub released_to_pool: u64,
    pub destroyed: u64,
}

pub struct Pool<T> {
    idle: Vec<T>,
    bounds: PoolBounds,
    in_use: usize,
    peak_current: usize,
    peak_previous: usize,
    acquired_in_window: usize,
    /// When the current window began, on the caller's clock (trim's `now_ms`).
    window_started_ms: u64,
    stats: PoolStats,
}

impl<T> Pool<T> {
    pub fn new(bounds: PoolBounds) -> Self {
        let bounds = PoolBounds {
            min: bounds.min.min(bounds.max),
            max: bounds.max,
            window: bounds.window.max(1),
            idle_ms: bounds.idle_ms,
        };
        Self {
            idle: Vec::new(),
            bounds,
            in_use: 0,
            peak_current: 0,
            peak_previous: 0,
            acquired_in_window: 0,
            window_started_ms: 0,
            stats: PoolStats::default(),
        }
    }

    /// Takes an idle context, or None when the caller must create one. Either
    /// way the context counts as in use from now on.
    pub fn acquire(&mut self) -> Option<T> {
        self.in_use += 1;
        self.peak_current = self.peak_current.max(self.in_use);
        self.acquired_in_window += 1;
        if self.acquired_in_window >= self.bounds.window {
            self.roll_window();
        }
        match self.idle.pop() {
            Some(t) => {
                self.stats.hits += 1;
                Some(t)
            }
            None => {
                self.stats.misses += 1;
                None
            }
        }
    }

    /// Undoes an `acquire` whose creation failed.
    pub fn acquire_failed(&mut self) {
        self.in_use = self.in_use.saturating_sub(1);
    }

    /// Returns a context. Gives it back (Some) when the pool is at its cap and
    /// the caller must destroy it.
    pub fn release(&mut self, item: T) -> Option<T> {
        self.in_use = self.in_use.saturating_sub(1);
        if self.in_use + self.idle.len() < self.cap() && self.idle.try_reserve(1).is_ok() {
            self.idle.push(item);
            self.stats.released_to_pool += 1;
            None
        } else {
            self.stats.destroyed += 1;
            Some(item)
        }
    }

    /// Idle contexts beyond the current cap, for the caller to destroy. Called
    /// when the scheduler has nothing to run; `now_ms` is a monotonic clock.
    pub fn trim(&mut self, now_ms: u64) -> Vec<T> {
        if now_ms.saturating_sub(self.window_started_ms) >= self.bounds.idle_ms {
            self.roll_window();
            self.window_started_ms = now_ms;
        }
        let cap = self.cap();
        let mut out = Vec::new();
        while self.in_use + self.idle.len() > cap {
            match self.idle.pop() {
                Some(t) => out.push(t),
                None => break,
            }
        }
        self.stats.destroyed += out.len() as u64;
        out
    }

    /// Every idle context (request shutdown).
    pub fn drain_idle(&mut self) -> Vec<T> {
        self.stats.destroyed += self.idle.len() as u64;
        std::mem::take(&mut self.idle)
    }

    pub fn roll_window(&mut self) {
        self.peak_previous = self.peak_current;
        self.peak_current = self.in_use;
        self.acquired_in_window = 0;
    }

    pub fn cap(&self) -> usize {
        self.peak_current
            .max(self.peak_previous)
            .clamp(self.bounds.min, self.bounds.max)
    }

    /// The pooled items, for inspection.
    pub fn idle(&self) -> impl Iterator<Item = &T> {
        self.idle.iter()
    }

    pub fn idle_len(&self) -> usize {
        self.idle.len()
    }

    pub fn in_use(&self) -> usize {
        self.in_use
    }

    pub fn bounds(&self) -> PoolBounds {
        self.bounds
    }

    pub fn stats(&self) -> PoolStats {
        self.stats
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bounds(min: usize, max: usize, window: usize) -> PoolBounds {
        PoolBounds {
            min,
            max,
            window,
            idle_ms: 1000,
        }
    }

    #[test]
    fn reuses_released_contexts() {
        let mut p: Pool<u32> = Pool::new(bounds(2, 8, 100));
        assert_eq!(p.acquire(), None);
        assert_eq!(p.release(7), None);
        assert_eq!(p.acquire(), Some(7));
        assert_eq!(p.stats().hits, 1);
        assert_eq!(p.stats().misses, 1);
    }

    #[test]
    fn grows_with_a_burst_up_to_max() {
        let mut p: Pool<usize> = Pool::new(bounds(2, 50, 1000));
        for _ in 0..80 {
            assert!(p.acquire().is_none());
        }
        let destroyed = (0..80).filter_map(|i| p.release(i)).count();
        assert_eq!(p.idle_len(), 50, "keeps up to max");
        assert_eq!(destroyed, 30);
    }

    #[test]
    fn shrinks_back_after_two_quiet_windows() {
        let mut p: Pool<usize> = Pool::new(bounds(4, 100, 10));
        for _ in 0..10 {
            p.acquire();
        }
        for i in 0..10 {
            p.release(i);
        }
        assert_eq!(p.idle_len(), 10);
        // Quiet: one coroutine at a time for two whole windows.
        let mut destroyed_on_release = 0;
        for _ in 0..20 {
            let c = p.acquire().unwrap_or(99);
            destroyed_on_release += usize::from(p.release(c).is_some());
        }
        let trimmed = p.trim(0);
        assert_eq!(p.idle_len(), 4, "back to min");
        assert_eq!(trimmed.len() + destroyed_on_release, 6);
    }

    #[test]
    fn an_idle_process_gives_a_burst_back_after_two_idle_periods() {
        let mut p: Pool<usize> = Pool::new(bounds(2, 100, 1000));
        for _ in 0..50 {
            p.acquire();
        }
        for i in 0..50 {
            assert_eq!(p.release(i), None);
        }
        // No acquisition ends a window any more: only time does.
        assert!(p.trim(10).is_empty(), "the burst is recent");
        assert!(p.trim(999).is_empty(), "still within the first period");
        assert!(
            p.trim(1000).is_empty(),
            "one quiet period: the burst was the previous window"
        );
        assert_eq!(p.idle_len(), 50);
        assert_eq!(p.trim(2000).len(), 48, "two quiet periods: back to min");
        assert_eq!(p.idle_len(), 2);
    }

    #[test]
    fn a_recurring_burst_keeps_its_contexts() {
        let mut p: Pool<usize> = Pool::new(bounds(2, 100, 1000));
        for round in 0..5u64 {
            let hits_before = p.stats().hits;
            for _ in 0..60 {
                p.acquire();
            }
            for i in 0..60 {
                p.release(i);
            }
            if round > 0 {
                assert_eq!(p.stats().hits - hits_before, 60, "round {round} reuses all");
            }
            p.trim(round * 400);
            assert_eq!(p.idle_len(), 60);
        }
    }

    #[test]
    fn never_below_min_never_above_max() {
        let mut p: Pool<usize> = Pool::new(bounds(3, 5, 2));
        p.acquire();
        p.release(1);
        assert_eq!(p.cap(), 3);
        for _ in 0..9 {
            p.acquire();
        }
        assert_eq!(p.cap(), 5);
    }

    #[test]
    fn min_is_clamped_to_max() {
        let p: Pool<u8> = Pool::new(bounds(10, 2, 0));
        assert_eq!(p.bounds().min, 2);
        assert_eq!(p.bounds().window, 1);
    }

    #[test]
    fn failed_creation_does_not_leak_a_slot() {
        let mut p: Pool<u8> = Pool::new(bounds(0, 4, 100));
        assert!(p.acquire().is_none());
        p.acquire_failed();
        assert_eq!(p.in_use(), 0);
        assert_eq!(p.drain_idle().len(), 0);
    }
}
