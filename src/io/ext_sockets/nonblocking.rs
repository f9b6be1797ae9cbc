//! ext/sockets calls that stock PHP finishes with several blocking
//! syscalls, so a readiness wait before the call cannot keep them from
//! blocking the process midway: socket_write/socket_send of more than the
//! socket buffer takes, socket_read in PHP_NORMAL_READ mode (byte by byte
//! up to a line end), socket_recv with MSG_WAITALL. Inside coroutines,
//! on a blocking Socket, these run here as non-blocking syscalls with the
//! coroutine waiting in the reactor in between; results, warnings and
//! socket_last_error() are stock's. Anything unusual in the arguments is
//! left to ext/sockets (its own errors).

use super::socket::{blocking_fd, socket_timeout_ms, MSG_DONTWAIT};
use crate::engine::php_ops::{self, Outcome};
use crate::io::fd_wait::{self, Direction, FdWait};
use crate::io::write_queue;
use crate::sys;
use ext_php_rs::types::Zval;
use ext_php_rs::zend::ExecuteData;
use std::ffi::{c_int, CStr};
use std::time::{Duration, Instant};

// The recv flags as the PHP ints a flags argument holds.
const MSG_PEEK: i64 = libc::MSG_PEEK as i64;
const MSG_WAITALL: i64 = libc::MSG_WAITALL as i64;
const PHP_NORMAL_READ: i64 = 1;
/// Bytes asked of the kernel per syscall.
const CHUNK: usize = 64 * 1024;

/// Whether a call was finished here.
pub enum Handled {
    /// Not a case for this module: the caller runs ext/sockets' own.
    No,
    Yes,
    /// A wait failed (cancellation, exit...): the call ends with it.
    Failed(Outcome),
}

fn errno() -> i32 {
    std::io::Error::last_os_error().raw_os_error().unwrap_or(0)
}

/// ext/sockets' warning and error codes for a call that failed with `err`.
fn socket_failed(sock: &Zval, err: i32, what: &CStr, rv: &mut Zval) {
    // SAFETY: the call's own Socket argument (checked by blocking_fd); the
    // shim sets its error and the module's, and warns as ext/sockets does.
    unsafe {
        sys::ta_ext_socket_failed((sock as *const Zval).cast_mut().cast(), err, what.as_ptr())
    };
    rv.set_bool(false);
}

/// After a syscall on `fd` failed with `err`: Ok(true) to try again (it
/// was interrupted, or would have blocked and the coroutine waited until
/// `fd` is ready in `dir`), Ok(false) for a real error or for the socket's
/// own timeout (`deadline`) passing, which the caller reports as the
/// EAGAIN a blocking call gets then; Err when the wait failed.
fn again(err: i32, fd: i32, dir: Direction, deadline: Option<Instant>) -> Result<bool, Outcome> {
    match err {
        libc::EINTR => Ok(true),
        libc::EAGAIN => {
            let left = match deadline.map(|d| d.saturating_duration_since(Instant::now())) {
                None => None,
                Some(left) if left.is_zero() => return Ok(false),
                Some(left) => Some((left.as_millis() as u64).max(1)),
            };
            match fd_wait::wait_unowned_fd(fd, dir, left) {
                FdWait::Ready => Ok(true),
                FdWait::TimedOut => Ok(false),
                FdWait::Failed(o) => Err(o),
            }
        }
        _ => Ok(false),
    }
}

/// When the socket's own timeout for `dir` ends this call (the kernel
/// counts it for the whole call).
fn deadline_of(fd: i32, dir: Direction) -> Option<Instant> {
    socket_timeout_ms(fd, dir).map(|ms| Instant::now() + Duration::from_millis(ms))
}

/// A long argument, if it is one.
fn long_at(args: &[Zval], i: usize) -> Option<i64> {
    args.get(i)?.dereference().long()
}

/// A length argument ext/sockets would accept (at least 1).
fn length_at(args: &[Zval], i: usize) -> Option<usize> {
    usize::try_from(long_at(args, i)?).ok().filter(|&l| l > 0)
}

/// socket_write($socket, $data, ?$length) (`flags_at` None) or
/// socket_send($socket, $data, $length, $flags): every byte asked for is
/// sent (as a blocking write gives), or the bytes sent before an error, or
/// false and ext/sockets' warning when none were.
pub fn write(ex: &mut ExecuteData, rv: &mut Zval, flags_at: Option<usize>) -> Handled {
    let args = php_ops::passed_args(ex);
    let Some(fd) = args.first().and_then(blocking_fd) else {
        return Handled::No;
    };
    let Some(data) = args.get(1).map(Zval::dereference).filter(|z| z.is_string()) else {
        return Handled::No;
    };
    // Borrowed, not copied: the frame's argument holds the string (PHP
    // strings do not change in place while referenced) until we return.
    let Some(bytes) = data.zend_str().map(|s| s.as_bytes()) else {
        return Handled::No;
    };
    let len = match args.get(2).map(Zval::dereference) {
        None => bytes.len(),
        Some(z) if z.is_null() && flags_at.is_none() => bytes.len(),
        Some(z) => match z.long().and_then(|l| usize::try_from(l).ok()) {
            Some(l) => l.min(bytes.len()),
            None => return Handled::No,
        },
    };
    let flags = match flags_at {
        None => 0,
        Some(i) => match long_at(args, i) {
            Some(f) if f & MSG_DONTWAIT == 0 => f,
            _ => return Handled::No,
        },
    };
    if len == 0 {
        return Handled::No;
    }
    // Writers of one Socket take turns, each sending all its bytes.
    if let Err(o) = write_queue::begin(fd) {
        return Handled::Failed(o);
    }
    let handled = send_all(&args[0], fd, &bytes[..len], flags, rv);
    write_queue::end(fd);
    handled
}

/// The sends of one socket_write/socket_send, waiting in between.
fn send_all(sock: &Zval, fd: i32, bytes: &[u8], flags: i64, rv: &mut Zval) -> Handled {
    let len = bytes.len();
    let flags = (flags | MSG_DONTWAIT) as c_int;
    // The socket's own timeout counts from the writer's turn.
    let deadline = deadline_of(fd, Direction::Write);
    let mut sent = 0;
    while sent < len {
        let rest = &bytes[sent..len];
        // SAFETY: a send from our own buffer on the Socket's own fd.
        let n = unsafe { libc::send(fd, rest.as_ptr().cast(), rest.len(), flags) };
        if n >= 0 {
            sent += n as usize;
            continue;
        }
        let err = errno();
        match again(err, fd, Direction::Write, deadline) {
            Ok(true) => {}
            // A blocking write that sent some bytes reports those.
            Ok(false) if sent > 0 => break,
            Ok(false) => {
                socket_failed(sock, err, c"unable to write to socket", rv);
                return Handled::Yes;
            }
            Err(o) => return Handled::Failed(o),
        }
    }
    rv.set_long(sent as i64);
    Handled::Yes
}

/// socket_read($socket, $length, PHP_NORMAL_READ): bytes up to and with
/// the first "\n" or "\r", or `$length` bytes. Each step peeks at what the
/// socket holds and takes exactly the bytes that belong to the line. The
/// end of the stream before a line end gives false and ECONNRESET, as
/// ext/sockets' byte loop does.
pub fn read_line(ex: &mut ExecuteData, rv: &mut Zval) -> Handled {
    let args = php_ops::passed_args(ex);
    let Some(fd) = args.first().and_then(blocking_fd) else {
        return Handled::No;
    };
    let (Some(length), Some(PHP_NORMAL_READ)) = (length_at(args, 1), long_at(args, 2)) else {
        return Handled::No;
    };
    let mut line = Vec::new();
    let mut buf = vec![0u8; length.min(CHUNK)];
    loop {
        let want = (length - line.len()).min(buf.len());
        // SAFETY: a peek into our own buffer on the Socket's own fd.
        let n = unsafe {
            libc::recv(
                fd,
                buf.as_mut_ptr().cast(),
                want,
                (MSG_PEEK | MSG_DONTWAIT) as c_int,
            )
        };
        if n > 0 {
            let n = n as usize;
            let end = buf[..n].iter().position(|&b| b == b'\n' || b == b'\r');
            let take = end.map_or(n, |i| i + 1);
            // SAFETY: as above; the bytes just peeked are there to take.
            let got =
                unsafe { libc::recv(fd, buf.as_mut_ptr().cast(), take, MSG_DONTWAIT as c_int) };
            if got > 0 {
                line.extend_from_slice(&buf[..got as usize]);
                if (end.is_some() && got as usize == take) || line.len() == length {
                    rv.set_binary(line);
                    return Handled::Yes;
                }
            }
            continue;
        }
        let err = if n == 0 { libc::ECONNRESET } else { errno() };
        // ext/sockets' byte loop retries through the socket's timeout.
        match again(err, fd, Direction::Read, None) {
            Ok(true) => {}
            Ok(false) => {
                socket_failed(&args[0], err, c"unable to read from socket", rv);
                return Handled::Yes;
            }
            Err(o) => return Handled::Failed(o),
        }
    }
}

/// socket_recv($socket, &$data, $length, MSG_WAITALL...): reads until
/// `$length` bytes came, the peer ended the stream or an error, as a
/// blocking recv with MSG_WAITALL returns.
pub fn recv_all(ex: &mut ExecuteData, rv: &mut Zval) -> Handled {
    let args = php_ops::passed_args(ex);
    let Some(fd) = args.first().and_then(blocking_fd) else {
        return Handled::No;
    };
    let (Some(length), Some(flags)) = (length_at(args, 2), long_at(args, 3)) else {
        return Handled::No;
    };
    if flags & MSG_WAITALL == 0 || flags & (MSG_DONTWAIT | MSG_PEEK) != 0 || !args[1].is_reference()
    {
        return Handled::No;
    }
    let flags = ((flags & !MSG_WAITALL) | MSG_DONTWAIT) as c_int;
    let deadline = deadline_of(fd, Direction::Read);
    let mut data: Vec<u8> = Vec::with_capacity(length.min(CHUNK));
    let mut failure = 0;
    while data.len() < length {
        let want = (length - data.len()).min(CHUNK);
        data.reserve(want);
        let spare = data.spare_capacity_mut();
        // SAFETY: a recv into the vector's spare capacity (at least `want`
        // bytes), whose length then grows by what the kernel wrote.
        let n = unsafe { libc::recv(fd, spare.as_mut_ptr().cast(), want, flags) };
        if n > 0 {
            // SAFETY: the kernel initialised these `n` bytes.
            unsafe { data.set_len(data.len() + n as usize) };
            continue;
        }
        if n == 0 {
            break;
        }
        let err = errno();
        match again(err, fd, Direction::Read, deadline) {
            Ok(true) => {}
            Ok(false) => {
                if data.is_empty() {
                    failure = err;
                }
                break;
            }
            Err(o) => return Handled::Failed(o),
        }
    }
    let out = &mut args[1];
    // SAFETY: the call's by-reference argument; the shim assigns it as
    // ext/sockets does (null when no byte came).
    unsafe {
        sys::ta_ext_socket_assign_buffer(
            (out as *mut Zval).cast(),
            data.as_ptr().cast(),
            data.len(),
        )
    };
    if failure != 0 {
        socket_failed(&args[0], failure, c"unable to read from socket", rv);
    } else {
        rv.set_long(data.len() as i64);
    }
    Handled::Yes
}
