//! Reading a Traversable one element at a time, inside zend_try:
//! csrc/iterator_shim.c.

use crate::sys::zend::{self, zval};
use std::ffi::c_int;

extern "C" {
    pub fn ta_iter_step(
        it: *mut *mut zend::zend_object_iterator,
        src: *mut zval,
        key: *mut zval,
        val: *mut zval,
    ) -> c_int;
    pub fn ta_iter_open(it: *mut *mut zend::zend_object_iterator, src: *mut zval) -> c_int;
    pub fn ta_called_by_foreach() -> c_int;
    pub fn ta_iter_close(it: *mut zend::zend_object_iterator);
    pub fn ta_iter_bad_key(ce: *mut zend::zend_class_entry, arg: u32, key: *mut zval);
}
