//! The wrapped stream ops tables shared by the stream hooks:
//! csrc/stream_ops_shim.c.

use crate::sys::zend::zval;
use std::ffi::c_int;

extern "C" {
    pub fn ta_zval_stream_fd(z: *mut zval) -> c_int;
}
