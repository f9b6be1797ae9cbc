//! Objects built in place: csrc/object_alloc_shim.c.

use crate::sys::zend::{zend_class_entry, zend_object, zend_object_handlers};

extern "C" {
    /// Allocates `obj_size` bytes (plus the class's declared properties)
    /// whose `zend_object` at `std_offset` is initialised with `ce` and
    /// `h`; the rest is uninitialised. Returns that `zend_object`.
    pub fn ta_object_alloc_in_place(
        obj_size: usize,
        std_offset: usize,
        ce: *mut zend_class_entry,
        h: *const zend_object_handlers,
    ) -> *mut zend_object;
}
