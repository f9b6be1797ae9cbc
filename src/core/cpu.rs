//! CPU accounting for `Async\cpu_usage()` and `Async\CpuSnapshot`: what one
//! snapshot holds, how the host's `/proc/stat` line reads, and the usage
//! between two snapshots. The capture itself (clocks, getrusage) is
//! `engine/host.rs`.

/// One moment's counters, in nanoseconds (CPU counts aside).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Snapshot {
    /// Monotonic clock.
    pub wall_ns: i64,
    pub process_user_ns: i64,
    pub process_system_ns: i64,
    /// Host-wide idle (idle + iowait) and busy (user + nice + system + irq
    /// + softirq + steal) time over all CPUs; 0 when unknown.
    pub system_idle_ns: i64,
    pub system_busy_ns: i64,
    /// Online logical CPUs, at least 1.
    pub cpu_count: i64,
}

/// `(busy_ns, idle_ns)` from the aggregate `cpu ` line of `/proc/stat`,
/// whose fields count ticks of `tick_hz`.
pub fn parse_proc_stat(text: &str, tick_hz: i64) -> Option<(i64, i64)> {
    if tick_hz <= 0 {
        return None;
    }
    let line = text.lines().find(|l| l.starts_with("cpu "))?;
    let f: Vec<i64> = line
        .split_whitespace()
        .skip(1)
        .map(|v| v.parse::<i64>().ok())
        .collect::<Option<_>>()?;
    let at = |i: usize| f.get(i).copied().unwrap_or(0);
    // user nice system idle iowait irq softirq steal (guest time is
    // already inside user and nice).
    let busy = at(0) + at(1) + at(2) + at(5) + at(6) + at(7);
    let idle = at(3) + at(4);
    let ns = |ticks: i64| ticks.saturating_mul(1_000_000_000 / tick_hz);
    (f.len() >= 4).then(|| (ns(busy), ns(idle)))
}

/// What `cpu_usage()` reports between two snapshots.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Usage {
    pub process_cores: f64,
    pub process_percent: f64,
    pub system_percent: f64,
    pub cpu_count: i64,
    pub interval_sec: f64,
}

impl Usage {
    /// Usage from `prev` to `now`; all zeros for the first call (no `prev`)
    /// or when no time passed.
    pub fn between(prev: Option<&Snapshot>, now: &Snapshot) -> Usage {
        let zero = Usage {
            cpu_count: now.cpu_count.max(1),
            ..Usage::default()
        };
        let Some(prev) = prev else { return zero };
        let wall = now.wall_ns - prev.wall_ns;
        if wall <= 0 {
            return zero;
        }
        let process = (now.process_user_ns - prev.process_user_ns)
            + (now.process_system_ns - prev.process_system_ns);
        let cores = process.max(0) as f64 / wall as f64;
        let busy = (now.system_busy_ns - prev.system_busy_ns).max(0) as f64;
        let idle = (now.system_idle_ns - prev.system_idle_ns).max(0) as f64;
        Usage {
            process_cores: cores,
            process_percent: cores / zero.cpu_count as f64 * 100.0,
            system_percent: if busy + idle > 0.0 {
                busy / (busy + idle) * 100.0
            } else {
                0.0
            },
            cpu_count: zero.cpu_count,
            interval_sec: wall as f64 / 1e9,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const STAT: &str = "cpu  100 20 30 400 50 6 7 8 0 0\ncpu0 50 10 15 200 25 3 3 4 0 0\nintr 1\n";

    #[test]
    fn proc_stat_sums_busy_and_idle_fields_in_ns() {
        // busy = 100+20+30+6+7+8 = 171 ticks, idle = 400+50 = 450 ticks.
        assert_eq!(
            parse_proc_stat(STAT, 100),
            Some((171 * 10_000_000, 450 * 10_000_000))
        );
        assert_eq!(parse_proc_stat("intr 1\n", 100), None);
        assert_eq!(parse_proc_stat("cpu  1 2 x 4\n", 100), None);
        assert_eq!(parse_proc_stat(STAT, 0), None);
    }

    #[test]
    fn first_call_and_no_elapsed_time_report_zeros() {
        let now = Snapshot {
            wall_ns: 10,
            cpu_count: 4,
            ..Snapshot::default()
        };
        let u = Usage::between(None, &now);
        assert_eq!(
            (
                u.process_cores,
                u.system_percent,
                u.cpu_count,
                u.interval_sec
            ),
            (0.0, 0.0, 4, 0.0)
        );
        assert_eq!(Usage::between(Some(&now), &now).interval_sec, 0.0);
    }

    #[test]
    fn usage_between_two_snapshots() {
        let a = Snapshot {
            wall_ns: 1_000_000_000,
            process_user_ns: 0,
            process_system_ns: 0,
            system_idle_ns: 0,
            system_busy_ns: 0,
            cpu_count: 2,
        };
        let b = Snapshot {
            wall_ns: 3_000_000_000,
            process_user_ns: 1_500_000_000,
            process_system_ns: 500_000_000,
            system_idle_ns: 3_000_000_000,
            system_busy_ns: 1_000_000_000,
            cpu_count: 2,
        };
        let u = Usage::between(Some(&a), &b);
        assert_eq!(u.process_cores, 1.0);
        assert_eq!(u.process_percent, 50.0);
        assert_eq!(u.system_percent, 25.0);
        assert_eq!(u.interval_sec, 2.0);
    }
}
