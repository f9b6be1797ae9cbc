//! The stack-overflow SIGSEGV handler and the guard page bounds it reads:
//! csrc/overflow_shim.c.

extern "C" {
    pub fn ta_install_overflow_handler();
    pub fn ta_uninstall_overflow_handler();
    /// The guard page of the running coroutine's stack ([lo, hi)), 0 when
    /// main runs; read by the SIGSEGV handler.
    pub static mut ta_guard_lo: usize;
    pub static mut ta_guard_hi: usize;
    pub static mut ta_guard_stack_size: usize;
}
