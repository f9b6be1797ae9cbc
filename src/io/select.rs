//! stream_select(): inside coroutines the caller waits in the reactor for
//! any of its streams (sockets, pipes, TTYs) while other coroutines run.
//! Readiness itself is always decided by PHP's own stream_select, called
//! with a zero timeout (so buffered data, casts and the arrays' rewriting
//! stay stock PHP's): once at first, then each time the reactor says one of
//! the fds may be ready, until something is ready or the time is up.

use super::fd_wait::{self, Direction, FdWait};
use super::{finish, Family, Hook};
use crate::engine::php_ops::{self, Outcome};
use crate::sys;
use ext_php_rs::types::Zval;
use ext_php_rs::zend::ExecuteData;
use std::time::{Duration, Instant};

pub static HOOKS: [Hook; 1] = [Hook::new(c"stream_select", Family::Sockets, stream_select)];

/// The timeout the call asks for: Ok(None) no limit; Err(()) when the
/// arguments are not what stream_select accepts (the original then runs
/// and reports it as stock PHP does).
fn timeout(args: &[Zval]) -> Result<Option<Duration>, ()> {
    let sec = args[3].dereference();
    if sec.is_null() {
        return match args.get(4).map(Zval::dereference) {
            Some(z) if !z.is_null() => Err(()),
            _ => Ok(None),
        };
    }
    let sec = sec.long().filter(|_| sec.is_long()).ok_or(())?;
    let usec = match args.get(4).map(Zval::dereference) {
        None => 0,
        Some(z) if z.is_null() => 0,
        Some(z) => z.long().filter(|_| z.is_long()).ok_or(())?,
    };
    if sec < 0 || usec < 0 {
        return Err(());
    }
    let total = Duration::from_secs(sec as u64) + Duration::from_micros(usec as u64);
    Ok(Some(total))
}

/// The fd of a stream resource, as stream_select casts it.
fn stream_fd(z: &Zval) -> Option<i32> {
    // SAFETY: a live zval; the shim only reads it.
    let fd = unsafe { sys::ta_zval_stream_fd((z as *const Zval).cast_mut().cast()) };
    (fd >= 0).then_some(fd)
}

/// The fds of the array behind `z`, for `dir`.
fn fds_of(
    z: &Zval,
    dir: Direction,
    fd_of: fn(&Zval) -> Option<i32>,
    out: &mut Vec<(i32, Direction)>,
) {
    let Some(arr) = z.dereference().array() else {
        return;
    };
    out.extend(arr.values().filter_map(fd_of).map(|fd| (fd, dir)));
}

extern "C" fn stream_select(ex: &mut ExecuteData, rv: &mut Zval) {
    if !HOOKS[0].active() {
        return HOOKS[0].call_original(ex, rv);
    }
    // Everything select_loop() owns is dropped before a bailout.
    if let Some(o) = select_loop(&HOOKS[0], ex, rv, stream_fd) {
        rv.set_bool(false);
        finish(o, rv);
    }
}

/// Runs a select-like call (stream_select, socket_select: the three arrays
/// by reference, then seconds and microseconds) with the original as the
/// judge, waiting on the fds `fd_of` finds in between. Some: the wait
/// failed (cancellation, exit...).
pub fn select_loop(
    hook: &Hook,
    ex: &mut ExecuteData,
    rv: &mut Zval,
    fd_of: fn(&Zval) -> Option<i32>,
) -> Option<Outcome> {
    let args = php_ops::passed_args(ex);
    if !(4..=5).contains(&args.len()) {
        hook.call_original(ex, rv);
        return None;
    }
    let limit = match timeout(args) {
        Ok(Some(d)) if d.is_zero() => None,
        Ok(t) => Some(t),
        Err(()) => None,
    };
    let Some(limit) = limit else {
        hook.call_original(ex, rv);
        return None;
    };
    let deadline = limit.map(|d| Instant::now() + d);
    // PHP rewrites the arrays on every call: keep what the caller passed.
    let saved: Vec<Zval> = args[..3]
        .iter()
        .map(|z| z.dereference().shallow_clone())
        .collect();
    args[3].set_long(0);
    if let Some(usec) = args.get_mut(4) {
        usec.set_long(0);
    }
    loop {
        hook.call_original(ex, rv);
        if php_ops::exception_pending() || rv.long() != Some(0) {
            return None;
        }
        let remaining = match deadline {
            None => None,
            Some(d) => match d.checked_duration_since(Instant::now()) {
                Some(r) if !r.is_zero() => Some(r),
                _ => return None,
            },
        };
        let args = php_ops::call_args(ex, 4, Some(5))?;
        for (z, s) in args.iter_mut().zip(&saved) {
            *z.dereference_mut() = s.shallow_clone();
        }
        let mut fds = Vec::new();
        fds_of(&args[0], Direction::Read, fd_of, &mut fds);
        fds_of(&args[1], Direction::Write, fd_of, &mut fds);
        let ms = remaining.map(|r| r.as_millis().max(1) as u64);
        if let FdWait::Failed(o) = fd_wait::select_fds(&fds, ms) {
            return Some(o);
        }
    }
}
