//! Pipes, proc_open()/popen() streams, STDIN/STDOUT/STDERR and the child
//! between fork and exec: csrc/pipe_shim.c.

use crate::sys::zend::zval;
use std::ffi::c_int;

extern "C" {
    pub fn ta_stream_wrap_pipe_zval(z: *mut zval);
    pub fn ta_wrap_std_streams();
    pub fn ta_stream_wrap_std_zval(z: *mut zval);
    pub fn ta_proc_take_child(z: *mut zval) -> c_int;
    pub fn ta_exec_fork_install();
    pub fn ta_exec_fork_arm(on: c_int);
    pub fn ta_in_exec_child() -> c_int;
    /// Set in the child of a fork made while proc_open() runs (volatile:
    /// an atfork handler writes it).
    pub static ta_exec_child_flag: c_int;
}
