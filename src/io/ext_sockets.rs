//! ext/sockets (where it is loaded): socket_accept, socket_read,
//! socket_recv, socket_recvfrom, socket_write, socket_send, socket_sendto
//! and socket_select on a blocking `Socket` wait in the reactor until the
//! socket is ready, then ext/sockets' own function runs (which then does
//! not block for accept, reads, and writes the socket buffer can take).
//! The one-reader rule of hooked streams holds here too.

use super::select::select_loop;
use super::{finish, Family, Hook};
use crate::engine::api::{self, Outcome};
use crate::engine::fd_wait::{self, Direction, FdWait};
use crate::sys;
use ext_php_rs::types::Zval;
use ext_php_rs::zend::ExecuteData;

pub static HOOKS: [Hook; 8] = [
    Hook::new(c"socket_accept", Family::Sockets, socket_accept),
    Hook::new(c"socket_read", Family::Sockets, socket_read),
    Hook::new(c"socket_recv", Family::Sockets, socket_recv),
    Hook::new(c"socket_recvfrom", Family::Sockets, socket_recvfrom),
    Hook::new(c"socket_write", Family::Sockets, socket_write),
    Hook::new(c"socket_send", Family::Sockets, socket_send),
    Hook::new(c"socket_sendto", Family::Sockets, socket_sendto),
    Hook::new(c"socket_select", Family::Sockets, socket_select),
];

/// MSG_DONTWAIT: the caller asked not to wait.
const MSG_DONTWAIT: i64 = 0x40;

/// The fd of a blocking Socket in `z`, if it is one.
pub fn blocking_fd(z: &Zval) -> Option<i32> {
    let mut blocking = 0;
    // SAFETY: a live zval; the shim only reads it and the object it names.
    let fd = unsafe { sys::ta_ext_socket_fd((z as *const Zval).cast_mut().cast(), &mut blocking) };
    (fd >= 0 && blocking != 0).then_some(fd)
}

/// The fd of any Socket in `z` (socket_select's arrays).
pub fn any_fd(z: &Zval) -> Option<i32> {
    // SAFETY: as in `blocking_fd`.
    let fd = unsafe {
        sys::ta_ext_socket_fd((z as *const Zval).cast_mut().cast(), std::ptr::null_mut())
    };
    (fd >= 0).then_some(fd)
}

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
    let args = api::passed_args(ex);
    let dont_wait = flags_arg.and_then(|i| args.get(i)).is_some_and(|f| {
        f.dereference()
            .long()
            .is_some_and(|v| v & MSG_DONTWAIT != 0)
    });
    let fd = args.first().and_then(blocking_fd).filter(|_| !dont_wait);
    if let Some(fd) = fd {
        match fd_wait::wait_unowned_fd(fd, dir, None) {
            FdWait::Ready | FdWait::TimedOut => {}
            FdWait::Failed(o) => return fail(o, rv),
        }
    }
    hook.call_original(ex, rv);
}

fn fail(o: Outcome, rv: &mut Zval) {
    rv.set_bool(false);
    finish(o, rv);
}

extern "C" fn socket_accept(ex: &mut ExecuteData, rv: &mut Zval) {
    wait_then_call(&HOOKS[0], ex, rv, Direction::Read, None);
}

extern "C" fn socket_read(ex: &mut ExecuteData, rv: &mut Zval) {
    wait_then_call(&HOOKS[1], ex, rv, Direction::Read, None);
}

extern "C" fn socket_recv(ex: &mut ExecuteData, rv: &mut Zval) {
    wait_then_call(&HOOKS[2], ex, rv, Direction::Read, Some(3));
}

extern "C" fn socket_recvfrom(ex: &mut ExecuteData, rv: &mut Zval) {
    wait_then_call(&HOOKS[3], ex, rv, Direction::Read, Some(3));
}

extern "C" fn socket_write(ex: &mut ExecuteData, rv: &mut Zval) {
    wait_then_call(&HOOKS[4], ex, rv, Direction::Write, None);
}

extern "C" fn socket_send(ex: &mut ExecuteData, rv: &mut Zval) {
    wait_then_call(&HOOKS[5], ex, rv, Direction::Write, Some(3));
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
