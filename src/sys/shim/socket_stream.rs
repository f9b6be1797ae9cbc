//! The socket transports' wrapped ops: csrc/socket_stream_shim.c.

use crate::sys::zend::zval;

extern "C" {
    pub fn ta_transports_install();
    pub fn ta_transports_uninstall();
    pub fn ta_stream_wrap_pair_zval(z: *mut zval);
}
