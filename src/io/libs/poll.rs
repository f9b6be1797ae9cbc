//! A library's poll() inside a coroutine (csrc/curl_shim.c,
//! csrc/pgsql_shim.c call in here): the real poll() with a zero timeout
//! decides, as the library expects (its revents are the kernel's); between
//! calls the coroutine waits in the reactor on the same fds for what is
//! left of the library's timeout, and other coroutines run. Where no
//! switch may happen (outside coroutines, a destructor the GC runs, the
//! family switched off) the library's own blocking poll() runs: stock.
//!
//! A wait that fails (the coroutine is cancelled, another one exits) ends
//! as each library needs (`Lib`'s policy): libcurl gets an interrupted
//! poll and abandons the transfer, with the exception pending.

use super::Lib;
use crate::engine::php_ops::{self, Outcome};
use crate::io::fd_wait::{self, Direction, FdWait};
use crate::sys::PollFn;
use ext_php_rs::types::Zval;
use std::ffi::c_int;
use std::time::{Duration, Instant};

/// csrc/ta_libs.h TA_LIB_*.
const OK: c_int = 0;
const FAILED: c_int = 2;

/// What a library's poll() does now.
pub enum Decision {
    /// The library's own call, with its own timeout.
    Stock,
    /// Fail at once as an interrupted poll (the coroutine is already
    /// being cancelled: see curl.rs).
    Abort,
    /// Wait in the reactor.
    Wait,
}

/// The real poll(), keeping its errno for the shim.
struct Real<'a> {
    f: PollFn,
    fds: *mut libc::pollfd,
    nfds: libc::nfds_t,
    err: &'a mut c_int,
}

impl Real<'_> {
    fn call(&mut self, timeout: c_int) -> c_int {
        // SAFETY: the library's own arguments, passed on unchanged.
        let r = unsafe { (self.f)(self.fds, self.nfds, timeout) };
        if r < 0 {
            *self.err = std::io::Error::last_os_error().raw_os_error().unwrap_or(0);
        }
        r
    }
}

/// The fds and directions the library polls (negative fds are ignored, as
/// poll() does).
fn wanted(fds: &[libc::pollfd]) -> Vec<(i32, Direction)> {
    let mut out = Vec::with_capacity(fds.len());
    for p in fds.iter().filter(|p| p.fd >= 0) {
        if p.events & (libc::POLLIN | libc::POLLPRI | libc::POLLRDNORM | libc::POLLRDBAND) != 0 {
            out.push((p.fd, Direction::Read));
        }
        if p.events & (libc::POLLOUT | libc::POLLWRNORM | libc::POLLWRBAND) != 0 {
            out.push((p.fd, Direction::Write));
        }
    }
    out
}

/// Called by a library's poll() replacement on the PHP thread. Returns
/// poll's result; `*status` says whether the wait failed instead (the
/// shim then returns -1 with ECANCELED, or bails out) and `*err` carries
/// a real poll's errno.
///
/// # Safety
/// `fds` points at `nfds` pollfds (or is unused when `nfds` is 0) and
/// `real` is the library's original poll().
#[no_mangle]
pub unsafe extern "C" fn ta_lib_poll(
    lib: c_int,
    fds: *mut libc::pollfd,
    nfds: libc::nfds_t,
    timeout: c_int,
    real: Option<PollFn>,
    status: *mut c_int,
    err: *mut c_int,
) -> c_int {
    let Some(f) = real else {
        return -1;
    };
    let mut scratch = 0;
    // SAFETY: the shim passes pointers to its own locals (or none).
    let err = unsafe { err.as_mut() }.unwrap_or(&mut scratch);
    let mut real = Real { f, fds, nfds, err };
    let Some(lib) = Lib::from_raw(lib) else {
        return real.call(timeout);
    };
    let decision = if timeout == 0 {
        Decision::Stock
    } else {
        decide(lib)
    };
    let (r, st) = match decision {
        Decision::Stock => (real.call(timeout), OK),
        Decision::Abort => (-1, FAILED),
        Decision::Wait => {
            let list: &[libc::pollfd] = if fds.is_null() || nfds == 0 {
                &[]
            } else {
                // SAFETY: the caller's contract: `nfds` pollfds at `fds`.
                unsafe { std::slice::from_raw_parts(fds, nfds as usize) }
            };
            let want = wanted(list);
            wait(lib, &mut real, &want, timeout)
        }
    };
    // SAFETY: the shim's own local, or none.
    if let Some(s) = unsafe { status.as_mut() } {
        *s = st;
    }
    r
}

fn decide(lib: Lib) -> Decision {
    match lib {
        Lib::Curl => super::curl::decide(),
        Lib::Pq | Lib::PdoPgsql => {
            if crate::io::Family::Pgsql.active() {
                Decision::Wait
            } else {
                Decision::Stock
            }
        }
    }
}

/// What a library does when its coroutine's wait fails.
pub enum AfterFailure {
    /// The poll fails with this outcome.
    Fail(Outcome),
    /// The library's policy holds the outcome and the wait goes on (a
    /// PostgreSQL query being cancelled on the server).
    KeepWaiting,
}

fn after_failure(lib: Lib, o: Outcome) -> AfterFailure {
    match lib {
        Lib::Pq => super::pgsql::wait_failed(o),
        Lib::Curl | Lib::PdoPgsql => AfterFailure::Fail(o),
    }
}

/// When the wait must end whatever the library's own timeout (None: the
/// library's timeout alone).
fn policy_deadline(lib: Lib) -> Option<Instant> {
    match lib {
        Lib::Pq => super::pgsql::overdue_at(),
        Lib::Curl | Lib::PdoPgsql => None,
    }
}

fn remaining(until: Instant) -> Option<Duration> {
    until
        .checked_duration_since(Instant::now())
        .filter(|r| !r.is_zero())
}

/// The reactor-driven poll: (result, status).
fn wait(lib: Lib, real: &mut Real, want: &[(i32, Direction)], timeout: c_int) -> (c_int, c_int) {
    let deadline = u64::try_from(timeout)
        .ok()
        .map(|ms| Instant::now() + Duration::from_millis(ms));
    if want.is_empty() && deadline.is_none() {
        // Nothing to wait for, for ever: only a signal ends that; the
        // library's own call keeps its meaning.
        return (real.call(timeout), OK);
    }
    loop {
        if !want.is_empty() {
            let r = real.call(0);
            if r != 0 {
                return (r, OK);
            }
        }
        let left = match deadline {
            None => None,
            Some(d) => match remaining(d) {
                Some(r) => Some(r),
                None => return (0, OK),
            },
        };
        let left = match policy_deadline(lib) {
            None => left,
            Some(p) => match remaining(p) {
                Some(r) => Some(left.map_or(r, |l| l.min(r))),
                None => {
                    super::pgsql::overdue();
                    continue;
                }
            },
        };
        let ms = left.map(|r| (r.as_micros().div_ceil(1000)) as u64);
        if want.is_empty() {
            // poll(NULL, 0, ms): libcurl's sleep.
            match php_ops::delay(ms.unwrap_or(0)) {
                Outcome::Value(_) => return (0, OK),
                other => match after_failure(lib, other) {
                    AfterFailure::Fail(o) => return failed(o),
                    AfterFailure::KeepWaiting => continue,
                },
            }
        }
        match fd_wait::library_wait(want, ms) {
            Some(FdWait::Ready | FdWait::TimedOut) => {}
            Some(FdWait::Failed(o)) => match after_failure(lib, o) {
                AfterFailure::Fail(o) => return failed(o),
                AfterFailure::KeepWaiting => {}
            },
            // Not watchable: the library's own wait for the rest.
            None => {
                let rest = ms.map_or(-1, |m| c_int::try_from(m).unwrap_or(c_int::MAX));
                return (real.call(rest), OK);
            }
        }
    }
}

/// A wait that ended with `o` (cancellation, exit, a fatal error
/// elsewhere): the outcome is put in place now and the library sees an
/// interrupted poll. No longjmp crosses the library (its frames would be
/// left half done, and a hook of ours may be below): a fatal error
/// elsewhere ends the script through PHP's unwind_exit, as methods do.
fn failed(o: Outcome) -> (c_int, c_int) {
    o.apply_in_method(&mut Zval::new());
    (-1, FAILED)
}

/// Called by a library's close() replacement on the PHP thread, before
/// the real close.
#[no_mangle]
pub extern "C" fn ta_lib_close(_lib: c_int, fd: c_int) {
    fd_wait::library_closing(fd);
}
