//! The only FFI of the crate: ext-php-rs's generated Zend bindings (`zend`),
//! the Zend exports those bindings leave out (zend_exports.rs), the C shims
//! (shim/, one module per csrc/*_shim.c) and libuv (libuv.rs). Every other
//! module reaches the engine through here, by the flat paths re-exported
//! below (`sys::zend`, `sys::uv`, `sys::eg`, `sys::ta_*`).

#![allow(non_camel_case_types, non_upper_case_globals)]

mod libuv;
mod shim;
mod zend_exports;

pub use ext_php_rs::ffi as zend;
pub use libuv::*;
pub use shim::*;
pub use zend_exports::*;

/// A PHP internal function's handler (zif_handler).
pub type InternalHandler = unsafe extern "C" fn(*mut zend::zend_execute_data, *mut zend::zval);
