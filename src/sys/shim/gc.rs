//! The cycle collector's buffer (opaque here), for the get_gc handlers:
//! csrc/gc_shim.c.

use crate::sys::zend::{zend_object, zval};
use std::ffi::{c_int, c_void};

extern "C" {
    pub fn ta_gc_buffer() -> *mut c_void;
    pub fn ta_gc_add_zval(buf: *mut c_void, zv: *mut zval);
    pub fn ta_gc_add_obj(buf: *mut c_void, obj: *mut zend_object);
    pub fn ta_gc_use(buf: *mut c_void, table: *mut *mut zval, n: *mut c_int);
}
