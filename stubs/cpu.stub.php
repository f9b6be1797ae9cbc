<?php
/**
 * true_async's Async\ API: CPU accounting. Hand-written spec.
 */

namespace Async {

/**
 * Counters of one moment, for computing usage between two of them. Not
 * constructible (CpuSnapshot::now() makes them), not cloneable, not
 * serializable; the properties are readonly. Successive snapshots never
 * go back.
 */
final class CpuSnapshot
{
    /** Monotonic clock, ns (> 0). */
    public readonly int $wallNs;
    /** This process's user CPU time (getrusage), ns. */
    public readonly int $processUserNs;
    /** This process's system CPU time (getrusage), ns. */
    public readonly int $processSystemNs;
    /** The host's idle time (idle + iowait) from /proc/stat, ns; 0 if unavailable. */
    public readonly int $systemIdleNs;
    /** The host's busy time (user + nice + system + irq + softirq + steal) from /proc/stat, ns; 0 if unavailable. */
    public readonly int $systemBusyNs;
    /** Online logical CPUs, >= 1. */
    public readonly int $cpuCount;
    /** Not constructible: CpuSnapshot::now() makes them (`new` throws \Error). */
    private function __construct() {}
    /** @return CpuSnapshot the counters now */
    public static function now(): CpuSnapshot {}
}

/**
 * Usage since the previous call in this request (the first call returns
 * zeros): process_cores (CPU time / wall time), process_percent
 * (process_cores / cpu_count * 100), system_percent (host busy share),
 * cpu_count, interval_sec, loadavg ([1, 5, 15 min] or null).
 * @return array{process_cores: float, process_percent: float, system_percent: float, cpu_count: int, interval_sec: float, loadavg: ?array}
 */
function cpu_usage(): array {}
/**
 * The host's load averages.
 * @return ?float[] [1 min, 5 min, 15 min], or null where the host does not tell
 */
function loadavg(): ?array {}

}
