//! ext/sockets (where it is loaded): socket_accept, socket_read,
//! socket_recv, socket_recvfrom, socket_write, socket_send, socket_sendto
//! and socket_select on a blocking `Socket` wait in the reactor until the
//! socket is ready, then ext/sockets' own function runs (which then does
//! not block for accept, reads, and writes the socket buffer can take).
//! Writes, line reads and MSG_WAITALL reads, which could still block
//! midway, are finished in nonblocking.rs instead. The one-reader rule
//! of hooked streams holds here too.
//!
//! socket_connect on a blocking inet Socket: a host name is looked up on
//! libuv's pool first (ext/sockets would call the blocking resolver), then
//! ext/sockets' own connect runs with the fd non-blocking (its
//! EINPROGRESS is silent by design), the coroutine waits for writability,
//! and SO_ERROR decides: success as stock, or ext/sockets' own warning and
//! error codes.
//!
//! socket_close: the coroutines waiting on the socket are woken first
//! (their call fails with `Async\InputOutputException`, as for a hooked
//! stream closed under them) and the fd's registration goes, so the
//! number the kernel hands out again starts afresh.

mod nonblocking;
mod socket;

use crate::engine::php_ops::{self, Outcome};
use crate::io::fd_wait::{self, Direction, FdWait};
use crate::io::select::select_loop;
use crate::io::{finish, Family, Hook};
use crate::sys;
use ext_php_rs::types::Zval;
use ext_php_rs::zend::ExecuteData;
use nonblocking::Handled;
use socket::{any_fd, blocking_fd, socket_timeout_ms, MSG_DONTWAIT};

pub static HOOKS: [Hook; 10] = [
    Hook::new(c"socket_accept", Family::Sockets, socket_accept),
    Hook::new(c"socket_read", Family::Sockets, socket_read),
    Hook::new(c"socket_recv", Family::Sockets, socket_recv),
    Hook::new(c"socket_recvfrom", Family::Sockets, socket_recvfrom),
    Hook::new(c"socket_write", Family::Sockets, socket_write),
    Hook::new(c"socket_send", Family::Sockets, socket_send),
    Hook::new(c"socket_sendto", Family::Sockets, socket_sendto),
    Hook::new(c"socket_select", Family::Sockets, socket_select),
    Hook::new(c"socket_connect", Family::Sockets, socket_connect),
    Hook::new(c"socket_close", Family::Sockets, socket_close),
];

/// Waits until the socket in argument 1 is ready in `dir` (unless the
/// flags argument `flags_arg` has MSG_DONTWAIT), then runs the original.
fn wait_then_call(
    hook: &Hook,
    ex: &mut ExecuteData,
    rv: &mut Zval,
    dir: Direction,
    flags_arg: Option<usize>,
) {
    if !hook.active() {
        return hook.call_original(ex, rv);
    }
    let args = php_ops::passed_args(ex);
    let dont_wait = flags_arg.and_then(|i| args.get(i)).is_some_and(|f| {
        f.dereference()
            .long()
            .is_some_and(|v| v & MSG_DONTWAIT != 0)
    });
    let fd = args.first().and_then(blocking_fd).filter(|_| !dont_wait);
    if let Some(fd) = fd {
        match fd_wait::wait_unowned_fd(fd, dir, socket_timeout_ms(fd, dir)) {
            FdWait::Ready => {}
            FdWait::TimedOut => return call_without_blocking(hook, ex, rv, fd),
            FdWait::Failed(o) => return fail(o, rv),
        }
    }
    hook.call_original(ex, rv);
}

/// The socket's timeout passed: ext/sockets' own call runs with the fd
/// non-blocking, so it gets EAGAIN at once and reports it as it does when
/// the kernel's timeout ends a blocking call (same errors, same warnings).
fn call_without_blocking(hook: &Hook, ex: &mut ExecuteData, rv: &mut Zval, fd: i32) {
    let flags = set_nonblocking(fd);
    hook.call_original(ex, rv);
    if let Some(flags) = flags {
        restore_flags(fd, flags);
    }
}

/// Makes the Socket's fd non-blocking for one call of ext/sockets' own;
/// its previous flags, or None when they cannot be read (left alone).
fn set_nonblocking(fd: i32) -> Option<i32> {
    // SAFETY: fcntl on the Socket's own fd.
    let flags = unsafe { libc::fcntl(fd, libc::F_GETFL) };
    if flags < 0 {
        return None;
    }
    // SAFETY: as above.
    unsafe { libc::fcntl(fd, libc::F_SETFL, flags | libc::O_NONBLOCK) };
    Some(flags)
}

/// Puts back the flags `set_nonblocking` returned.
fn restore_flags(fd: i32, flags: i32) {
    // SAFETY: fcntl on the Socket's own fd, with its own earlier flags.
    unsafe { libc::fcntl(fd, libc::F_SETFL, flags) };
}

fn fail(o: Outcome, rv: &mut Zval) {
    rv.set_bool(false);
    finish(o, rv);
}

extern "C" fn socket_accept(ex: &mut ExecuteData, rv: &mut Zval) {
    wait_then_call(&HOOKS[0], ex, rv, Direction::Read, None);
}

/// Runs `finished_here` (nonblocking.rs: calls that would block midway),
/// or else waits for readiness and runs ext/sockets' own function.
fn finish_or_wait(
    hook: &Hook,
    ex: &mut ExecuteData,
    rv: &mut Zval,
    finished_here: fn(&mut ExecuteData, &mut Zval) -> Handled,
    dir: Direction,
    flags_arg: Option<usize>,
) {
    if !hook.active() {
        return hook.call_original(ex, rv);
    }
    match finished_here(ex, rv) {
        Handled::Yes => {}
        Handled::Failed(o) => fail(o, rv),
        Handled::No => wait_then_call(hook, ex, rv, dir, flags_arg),
    }
}

extern "C" fn socket_read(ex: &mut ExecuteData, rv: &mut Zval) {
    let read_line = nonblocking::read_line;
    finish_or_wait(&HOOKS[1], ex, rv, read_line, Direction::Read, None);
}

extern "C" fn socket_recv(ex: &mut ExecuteData, rv: &mut Zval) {
    let recv_all = nonblocking::recv_all;
    finish_or_wait(&HOOKS[2], ex, rv, recv_all, Direction::Read, Some(3));
}

extern "C" fn socket_recvfrom(ex: &mut ExecuteData, rv: &mut Zval) {
    wait_then_call(&HOOKS[3], ex, rv, Direction::Read, Some(3));
}

extern "C" fn socket_write(ex: &mut ExecuteData, rv: &mut Zval) {
    let write = |ex: &mut ExecuteData, rv: &mut Zval| nonblocking::write(ex, rv, None);
    finish_or_wait(&HOOKS[4], ex, rv, write, Direction::Write, None);
}

extern "C" fn socket_send(ex: &mut ExecuteData, rv: &mut Zval) {
    let send = |ex: &mut ExecuteData, rv: &mut Zval| nonblocking::write(ex, rv, Some(3));
    finish_or_wait(&HOOKS[5], ex, rv, send, Direction::Write, Some(3));
}

extern "C" fn socket_sendto(ex: &mut ExecuteData, rv: &mut Zval) {
    wait_then_call(&HOOKS[6], ex, rv, Direction::Write, Some(3));
}

extern "C" fn socket_select(ex: &mut ExecuteData, rv: &mut Zval) {
    let hook = &HOOKS[7];
    if !hook.active() {
        return hook.call_original(ex, rv);
    }
    if let Some(o) = select_loop(hook, ex, rv, any_fd) {
        fail(o, rv);
    }
}

extern "C" fn socket_connect(ex: &mut ExecuteData, rv: &mut Zval) {
    let hook = &HOOKS[8];
    if !hook.active() {
        return hook.call_original(ex, rv);
    }
    // Everything connect_body() owns is dropped before a bailout.
    if let Some(o) = connect_body(ex, rv) {
        fail(o, rv);
    }
}

/// Some: the wait failed (cancellation, exit...).
fn connect_body(ex: &mut ExecuteData, rv: &mut Zval) -> Option<Outcome> {
    let hook = &HOOKS[8];
    let args = php_ops::passed_args(ex);
    let Some(fd) = args.first().and_then(blocking_fd) else {
        hook.call_original(ex, rv);
        return None;
    };
    // SAFETY: a plain getsockname on the Socket's own fd.
    let family = unsafe { sys::ta_socket_family(fd) };
    if family != libc::AF_INET && family != libc::AF_INET6 {
        hook.call_original(ex, rv);
        return None;
    }
    if let Some(ip) = resolve_host(args.get(1), family) {
        match ip {
            Ok(ip) => {
                if let Some(addr) = php_ops::passed_args(ex).get_mut(1) {
                    let _ = addr.set_string(&ip, false);
                }
            }
            Err(o) => return Some(o),
        }
    }
    let sock = php_ops::passed_args(ex).first()?.shallow_clone();
    let sock_ptr = (&sock as *const Zval).cast_mut().cast();
    let (mut sock_err, mut last_err) = (0, 0);
    // SAFETY: the Socket object the call was given (checked by blocking_fd).
    unsafe { sys::ta_ext_socket_errors(sock_ptr, &mut sock_err, &mut last_err) };
    let Some(flags) = set_nonblocking(fd) else {
        hook.call_original(ex, rv);
        return None;
    };
    hook.call_original(ex, rv);
    let (mut now_err, mut now_last) = (0, 0);
    // SAFETY: as above.
    unsafe { sys::ta_ext_socket_errors(sock_ptr, &mut now_err, &mut now_last) };
    if rv.is_true() || now_err != libc::EINPROGRESS || php_ops::exception_pending() {
        restore_flags(fd, flags);
        return None;
    }
    let waited = fd_wait::wait_unowned_fd(fd, Direction::Write, None);
    let mut err: i32 = 0;
    let mut len = std::mem::size_of::<i32>() as libc::socklen_t;
    // SAFETY: SO_ERROR into a c_int-sized buffer on the Socket's own fd.
    unsafe {
        libc::getsockopt(
            fd,
            libc::SOL_SOCKET,
            libc::SO_ERROR,
            (&mut err as *mut i32).cast(),
            &mut len,
        );
    }
    restore_flags(fd, flags);
    if let FdWait::Failed(o) = waited {
        return Some(o);
    }
    if err == 0 {
        // A successful connect leaves socket_last_error() as it was.
        // SAFETY: as above.
        unsafe { sys::ta_ext_socket_set_errors(sock_ptr, sock_err, last_err) };
        rv.set_bool(true);
    } else {
        // SAFETY: as above; the shim warns as ext/sockets does.
        unsafe { sys::ta_ext_socket_failed(sock_ptr, err, c"unable to connect".as_ptr()) };
        rv.set_bool(false);
    }
    None
}

/// The address argument, if a host name rather than an IP literal, looked
/// up without blocking the process: Some(Ok(ip)) of the socket's family,
/// None to leave the argument to ext/sockets (a literal, or a failed
/// lookup, for its own messages).
fn resolve_host(addr: Option<&Zval>, family: i32) -> Option<Result<String, Outcome>> {
    let host = addr?.dereference().str()?.to_string();
    if host.parse::<std::net::IpAddr>().is_ok() {
        return None;
    }
    match super::dns::addresses_of(&host) {
        Err(o) => Some(Err(o)),
        Ok(ips) => ips
            .into_iter()
            .find(|ip| ip.is_ipv4() == (family == libc::AF_INET))
            .map(|ip| Ok(ip.to_string())),
    }
}

/// Wakes (and fails) what waits on the socket and forgets the fd before
/// ext/sockets closes it; the closer ends with what interrupted it while
/// it let those waiters leave (a cancellation), after the close.
extern "C" fn socket_close(ex: &mut ExecuteData, rv: &mut Zval) {
    let hook = &HOOKS[9];
    if !hook.active() {
        return hook.call_original(ex, rv);
    }
    let fd = php_ops::passed_args(ex).first().and_then(any_fd);
    let interrupted = fd.and_then(|fd| fd_wait::closing(fd).err());
    hook.call_original(ex, rv);
    if let Some(o) = interrupted {
        finish(o, rv);
    }
}
