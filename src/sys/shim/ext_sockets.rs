//! ext/sockets' Socket objects as the hooks see them: csrc/ext_sockets_shim.c.

use crate::sys::zend::zval;
use std::ffi::{c_char, c_int};

extern "C" {
    pub fn ta_ext_socket_fd(z: *mut zval, blocking: *mut c_int) -> c_int;
    pub fn ta_ext_socket_errors(z: *mut zval, sock_err: *mut c_int, last_err: *mut c_int);
    pub fn ta_ext_socket_set_errors(z: *mut zval, sock_err: c_int, last_err: c_int);
    pub fn ta_ext_socket_failed(z: *mut zval, err: c_int, what: *const c_char);
    pub fn ta_ext_socket_assign_buffer(z: *mut zval, buf: *const c_char, len: usize);
    pub fn ta_socket_family(fd: c_int) -> c_int;
}
