//! The C side of the zend_async API: csrc/zend_async_*_shim.c. The API's
//! functions themselves are not declared here: abi/zend_async.rs jumps to
//! them by symbol name, with the caller's arguments untouched.

use std::ffi::c_char;

/// One number of csrc/zend_async_layout.h: a record's size ("record") or a
/// field's offset ("record.field").
#[repr(C)]
pub struct ta_layout_entry {
    pub name: *const c_char,
    pub value: u32,
}

extern "C" {
    /// Installs the API's default functions and resets its globals (MINIT).
    pub fn ta_zend_async_startup();
    /// Frees what the API allocated for the process (MSHUTDOWN).
    pub fn ta_zend_async_shutdown();
    /// The static layout table and its length.
    pub fn ta_zend_async_layout(count: *mut usize) -> *const ta_layout_entry;
}
