//! Async\CpuSnapshot's class: csrc/cpu_shim.c.

extern "C" {
    pub fn ta_cpu_snapshot_register() -> bool;
}
