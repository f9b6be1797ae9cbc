//! The destructor walk at shutdown: csrc/destructor_shim.c.

use std::ffi::c_void;

extern "C" {
    pub fn ta_destructor_walk_reset();
    pub fn ta_destructor_walk_has_more() -> bool;
    pub fn ta_destructor_walk(unused: *mut c_void);
}
