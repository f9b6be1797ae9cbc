//! Socket streams (tcp, udp, unix, udg transports and stream_socket_pair):
//! the decisions behind the wrapped stream ops of csrc/socket_stream_shim.c
//! and csrc/socket_xport_shim.c. The shims call `ta_io_wait` where stock
//! PHP would poll() the process to sleep;
//! the coroutine waits on the fd through the reactor instead (fd_wait.rs
//! keeps the one-reader rule and wakes waiters of a closed stream;
//! write_queue.rs gives the writers their turns).

use super::fd_wait::{self, Direction, FdWait};
use super::{Family, Hook};
use crate::engine::php_ops::Outcome;
use crate::sys;
use ext_php_rs::types::Zval;
use ext_php_rs::zend::ExecuteData;
use std::ffi::c_int;

pub static HOOKS: [Hook; 1] = [Hook::new(
    c"stream_socket_pair",
    Family::Sockets,
    stream_socket_pair,
)];

pub(super) const READY: c_int = 0;
const TIMEOUT: c_int = 1;
const FAILED: c_int = 2;
const BAILOUT: c_int = 3;

/// Whether socket operations wait through the reactor now: the scheduler
/// runs, the family is on, and PHP allows a switch here (inside a
/// destructor run by the GC it does not: stock blocking behaviour then).
#[no_mangle]
pub extern "C" fn ta_io_active() -> c_int {
    c_int::from(HOOKS[0].active())
}

/// Puts a failed wait's outcome in place (pending exception or exit);
/// BAILOUT asks the shim to bail out once this frame is gone.
pub(super) fn failed(outcome: Outcome) -> c_int {
    if outcome.apply(&mut Zval::new()) {
        BAILOUT
    } else {
        FAILED
    }
}

/// Waits until `fd` is readable (`write` 0) or writable, at most
/// `timeout_ms` (negative: no limit).
#[no_mangle]
pub extern "C" fn ta_io_wait(fd: c_int, write: c_int, timeout_ms: i64) -> c_int {
    let dir = if write != 0 {
        Direction::Write
    } else {
        Direction::Read
    };
    let timeout = u64::try_from(timeout_ms).ok();
    match fd_wait::wait_fd(fd, dir, timeout) {
        FdWait::Ready => READY,
        FdWait::TimedOut => TIMEOUT,
        FdWait::Failed(o) => failed(o),
    }
}

/// Whether a recv (`write` 0) or send on `fd` is worth trying before
/// waiting: 0 when the reactor saw no readiness since the last EAGAIN, so
/// the syscall would only fail again.
/// 0 also when another coroutine waits in the same direction: the caller
/// then waits too, and the one-reader rule refuses it there.
#[no_mangle]
pub extern "C" fn ta_io_try(fd: c_int, write: c_int) -> c_int {
    let Some(rt) = crate::engine::runtime::try_rt() else {
        return 1;
    };
    match fd_wait::table_if_made(rt) {
        Some(t) => c_int::from(
            t.may_be_ready(fd, write != 0) && t.held_by_other(fd, write != 0, me(rt)).is_none(),
        ),
        None => 1,
    }
}

/// Whether another coroutine waits to read (`write` 0) or write `fd`: an
/// operation that would not wait must wait (and be refused) all the same.
#[no_mangle]
pub extern "C" fn ta_io_busy(fd: c_int, write: c_int) -> c_int {
    let Some(rt) = crate::engine::runtime::try_rt() else {
        return 0;
    };
    fd_wait::table_if_made(rt)
        .and_then(|t| t.held_by_other(fd, write != 0, me(rt)))
        .map_or(0, |_| 1)
}

fn me(rt: &crate::engine::runtime::Runtime) -> u64 {
    rt.current.get().map_or(0, |c| c.get().id)
}

/// A recv on `fd` returned less than asked: the socket is drained, so
/// the next read waits for the reactor's word instead of trying first.
#[no_mangle]
pub extern "C" fn ta_io_drained(fd: c_int) {
    if let Some(rt) = crate::engine::runtime::try_rt() {
        if let Some(t) = fd_wait::table_if_made(rt) {
            t.drained(fd);
        }
    }
}

/// Looks `host` (`len` bytes) up through the reactor for a connect and
/// writes its addresses into `buf` (`cap` bytes), one per line, NUL
/// terminated. Returns how many (0: the lookup failed, let PHP's own
/// report it), or minus FAILED / BAILOUT when the wait failed.
///
/// # Safety
/// `host` points at `len` readable bytes and `buf` at `cap` writable ones.
#[no_mangle]
pub unsafe extern "C" fn ta_io_resolve(
    host: *const std::ffi::c_char,
    len: usize,
    buf: *mut std::ffi::c_char,
    cap: usize,
) -> c_int {
    if host.is_null() || buf.is_null() || cap == 0 {
        return 0;
    }
    // SAFETY: the shim passes `len` readable bytes of the stream's name.
    let host = unsafe { std::slice::from_raw_parts(host.cast::<u8>(), len) };
    let Ok(host) = std::str::from_utf8(host) else {
        return 0;
    };
    let addrs = match super::dns::addresses_of(host) {
        Ok(a) => a,
        Err(o) => return -failed(o),
    };
    let mut text = String::new();
    let mut n = 0;
    for a in addrs {
        let line = a.to_string();
        if text.len() + line.len() + 2 > cap {
            break;
        }
        if n > 0 {
            text.push('\n');
        }
        text.push_str(&line);
        n += 1;
    }
    // SAFETY: `buf` holds `cap` bytes; `text` plus its NUL fits (checked).
    unsafe {
        std::ptr::copy_nonoverlapping(text.as_ptr(), buf.cast::<u8>(), text.len());
        *buf.add(text.len()) = 0;
    }
    n
}

/// Before a hooked stream's write of `fd` (sockets, pipes, files): waits
/// for the running coroutine's turn among the stream's writers.
#[no_mangle]
pub extern "C" fn ta_io_write_begin(fd: c_int) -> c_int {
    match super::write_queue::begin(fd) {
        Ok(()) => READY,
        Err(o) => failed(o),
    }
}

/// After that write, whatever its result: the next writer's turn.
#[no_mangle]
pub extern "C" fn ta_io_write_end(fd: c_int) {
    super::write_queue::end(fd);
}

/// A wrapped stream closes `fd`.
#[no_mangle]
pub extern "C" fn ta_io_closing(fd: c_int) -> c_int {
    match fd_wait::closing(fd) {
        Ok(()) => READY,
        Err(o) => failed(o),
    }
}

/// stream_socket_pair(): PHP's pair, whose two streams then wait through
/// the reactor like any hooked socket.
extern "C" fn stream_socket_pair(ex: &mut ExecuteData, rv: &mut Zval) {
    HOOKS[0].call_original(ex, rv);
    if let Some(arr) = rv.array() {
        for z in arr.values() {
            // SAFETY: an element of the array the original just returned;
            // the shim only reads it (and the stream it names).
            unsafe { sys::ta_stream_wrap_pair_zval((z as *const Zval).cast_mut().cast()) };
        }
    }
}
