//! Engine and ext/standard globals that follow the coroutine which set them,
//! and the compile, autoload and array_multisort wrappers:
//! csrc/engine_state_shim.c.

use std::ffi::c_void;

extern "C" {
    pub fn ta_engine_state_leave() -> *mut c_void;
    pub fn ta_engine_state_enter(held: *mut c_void);
    pub fn ta_engine_hooks_install();
    pub fn ta_engine_hooks_uninstall();
}
