//! What the host machine tells about CPU time: one `core::cpu::Snapshot`
//! (monotonic clock, this process's user and system time, the host's busy
//! and idle time from /proc/stat, online CPUs) and the load averages. The
//! `Async\CpuSnapshot` class is csrc/cpu_shim.c; it calls back here.

use crate::core::cpu::{parse_proc_stat, Snapshot};
use crate::sys;

fn ns(sec: i64, sub_ns: i64) -> i64 {
    sec.saturating_mul(1_000_000_000).saturating_add(sub_ns)
}

/// Now's counters.
pub fn snapshot() -> Snapshot {
    let mut ts = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: clock_gettime writes one timespec.
    unsafe { libc::clock_gettime(libc::CLOCK_MONOTONIC, &mut ts) };
    // SAFETY: an all-zero rusage is a valid value to be overwritten.
    let mut ru: libc::rusage = unsafe { std::mem::zeroed() };
    // SAFETY: getrusage writes one rusage.
    unsafe { libc::getrusage(libc::RUSAGE_SELF, &mut ru) };
    // SAFETY: sysconf only reads configuration.
    let (tick_hz, cpus) = unsafe {
        (
            libc::sysconf(libc::_SC_CLK_TCK),
            libc::sysconf(libc::_SC_NPROCESSORS_ONLN),
        )
    };
    let (busy, idle) = std::fs::read_to_string("/proc/stat")
        .ok()
        .and_then(|t| parse_proc_stat(&t, tick_hz))
        .unwrap_or((0, 0));
    Snapshot {
        wall_ns: ns(ts.tv_sec, ts.tv_nsec).max(1),
        process_user_ns: ns(ru.ru_utime.tv_sec, ru.ru_utime.tv_usec * 1000),
        process_system_ns: ns(ru.ru_stime.tv_sec, ru.ru_stime.tv_usec * 1000),
        system_idle_ns: idle,
        system_busy_ns: busy,
        cpu_count: cpus.max(1),
    }
}

/// The 1, 5 and 15 minute load averages, if the host tells them.
pub fn loadavg() -> Option<[f64; 3]> {
    let mut l = [0.0f64; 3];
    // SAFETY: getloadavg writes at most 3 doubles into `l`.
    (unsafe { libc::getloadavg(l.as_mut_ptr(), 3) } == 3).then_some(l)
}

/// MINIT: registers `Async\CpuSnapshot`.
pub fn register_class() -> bool {
    // SAFETY: MINIT, no script runs.
    unsafe { sys::ta_cpu_snapshot_register() }
}

/// `CpuSnapshot::now()`'s counters, in the class's property order.
///
/// # Safety
/// `out` points to six writable int64_t.
#[no_mangle]
pub unsafe extern "C" fn ta_cpu_capture(out: *mut i64) {
    let s = snapshot();
    let v = [
        s.wall_ns,
        s.process_user_ns,
        s.process_system_ns,
        s.system_idle_ns,
        s.system_busy_ns,
        s.cpu_count,
    ];
    // SAFETY: the caller's contract.
    unsafe { std::ptr::copy_nonoverlapping(v.as_ptr(), out, v.len()) };
}
