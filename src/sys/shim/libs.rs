//! The library hooks: csrc/got_shim.c (GOT slots), csrc/curl_shim.c
//! (libcurl), csrc/pgsql_shim.c (libpq, pgsql.so, pdo_pgsql.so).

use std::ffi::{c_int, c_void};

pub type PollFn = unsafe extern "C" fn(*mut libc::pollfd, libc::nfds_t, c_int) -> c_int;

extern "C" {
    pub fn ta_libs_mark_thread();
    pub fn ta_got_restore_all();
    pub fn ta_curl_install() -> c_int;
    pub fn ta_pgsql_install() -> c_int;
    pub fn ta_pq_get_cancel(conn: *mut c_void) -> *mut c_void;
    /// Any thread: sends the cancel request and frees `cancel`.
    pub fn ta_pq_run_cancel(cancel: *mut c_void) -> c_int;
    pub fn ta_pq_free_cancel(cancel: *mut c_void);
    pub fn ta_pq_shut(conn: *mut c_void);
}
