//! What the ext/sockets hooks need to know of a `Socket` object: its fd,
//! whether it is blocking, and its own timeouts.

use crate::io::fd_wait::Direction;
use crate::sys;
use ext_php_rs::types::Zval;

/// MSG_DONTWAIT as the PHP int a flags argument holds: the caller asked not
/// to wait.
pub const MSG_DONTWAIT: i64 = libc::MSG_DONTWAIT as i64;

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

/// The socket's own timeout for `dir` (SO_RCVTIMEO / SO_SNDTIMEO, which a
/// blocking syscall on it honours), if one is set.
pub fn socket_timeout_ms(fd: i32, dir: Direction) -> Option<u64> {
    let opt = match dir {
        Direction::Read => libc::SO_RCVTIMEO,
        Direction::Write => libc::SO_SNDTIMEO,
    };
    let mut tv = libc::timeval {
        tv_sec: 0,
        tv_usec: 0,
    };
    let mut len = std::mem::size_of_val(&tv) as libc::socklen_t;
    // SAFETY: a struct timeval for getsockopt on the Socket's own fd.
    let rc = unsafe {
        libc::getsockopt(
            fd,
            libc::SOL_SOCKET,
            opt,
            (&mut tv as *mut libc::timeval).cast(),
            &mut len,
        )
    };
    let (sec, usec) = (tv.tv_sec, tv.tv_usec);
    if rc != 0 || (sec <= 0 && usec <= 0) {
        return None;
    }
    Some(sec.max(0) as u64 * 1000 + (usec.max(0) as u64).div_ceil(1000))
}
