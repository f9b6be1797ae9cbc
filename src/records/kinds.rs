//! The reactor's event kinds true_async provides: each is the event record
//! followed by its own fields.

use super::event::Event;
use crate::sys::zend::{zend_long, zend_string, zval};
use std::ffi::{c_char, c_int, c_uint, c_void};

/// `zend_async_poll_event_t`.
#[repr(C)]
pub struct PollEvent {
    pub base: Event,
    pub is_socket: bool,
    /// A C union of `file` and `socket` (both an int on POSIX).
    pub file: c_int,
    /// `async_poll_event` bits wanted.
    pub events: c_int,
    pub triggered_events: c_int,
}

/// `zend_async_timer_event_t`.
#[repr(C)]
pub struct TimerEvent {
    pub base: Event,
    /// Milliseconds.
    pub timeout: c_uint,
    pub is_periodic: bool,
}

/// `ZEND_ASYNC_TIMER_F_MULTISHOT`.
pub const TIMER_MULTISHOT: u32 = 1 << 13;

/// `zend_async_signal_event_t`.
#[repr(C)]
pub struct SignalEvent {
    pub base: Event,
    pub signal: c_int,
}

/// `zend_async_process_event_t`.
#[repr(C)]
pub struct ProcessEvent {
    pub base: Event,
    pub process: libc::pid_t,
    pub exit_code: zend_long,
}

/// `zend_async_filesystem_event_t`.
#[repr(C)]
pub struct FilesystemEvent {
    pub base: Event,
    pub path: *mut zend_string,
    pub flags: c_uint,
    pub triggered_events: c_uint,
    pub triggered_filename: *mut zend_string,
}

/// `zend_async_dns_nameinfo_t`.
#[repr(C)]
pub struct DnsNameinfo {
    pub base: Event,
    pub hostname: *mut zend_string,
    pub service: *mut zend_string,
}

/// `zend_async_dns_addrinfo_t`.
#[repr(C)]
pub struct DnsAddrinfo {
    pub base: Event,
    pub node: *const c_char,
    pub service: *const c_char,
    pub result: *mut libc::addrinfo,
}

/// `zend_async_exec_event_t`.
#[repr(C)]
pub struct ExecEvent {
    pub base: Event,
    /// `zend_async_exec_mode` (a C enum).
    pub exec_mode: c_int,
    pub terminated: bool,
    pub cmd: *mut c_char,
    pub return_value: *mut zval,
    pub result_buffer: *mut zval,
    pub output_len: usize,
    pub output_buffer: *mut c_char,
    pub exit_code: zend_long,
    pub term_signal: c_int,
    pub std_error: *mut zval,
}

/// `zend_async_task_t`.
#[repr(C)]
pub struct Task {
    pub base: Event,
    pub run: Option<unsafe extern "C" fn(*mut Task)>,
    pub data: *mut c_void,
}

/// `zend_async_trigger_event_t`.
#[repr(C)]
pub struct TriggerEvent {
    pub base: Event,
    pub trigger: Option<unsafe extern "C" fn(*mut TriggerEvent)>,
}
