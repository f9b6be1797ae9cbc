//! PHP's output layer and each coroutine's output-handler stack:
//! csrc/output_shim.c.

use std::ffi::{c_char, c_void};

extern "C" {
    pub fn ta_output_write(buf: *const c_char, len: usize);
    /// PHP's `output_globals` (NTS); only its first 40 bytes are named here,
    /// the prefix csrc/output_shim.c checks `ta_output_state` against.
    pub static mut output_globals: [u8; 40];
    pub fn ta_output_end_running();
    pub fn ta_output_state_destroy(s: *mut c_void);
    pub fn ta_write(s: *const c_char, len: usize);
}
