//! The library hooks: csrc/got_shim.c (GOT slots), csrc/curl_shim.c
//! (libcurl), csrc/pgsql_shim.c (libpq, pgsql.so, pdo_pgsql.so).

use std::ffi::c_int;

pub type PollFn = unsafe extern "C" fn(*mut libc::pollfd, libc::nfds_t, c_int) -> c_int;

extern "C" {
    pub fn ta_libs_mark_thread();
    pub fn ta_got_restore_all();
    pub fn ta_curl_install() -> c_int;
}
