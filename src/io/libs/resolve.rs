//! A library's getaddrinfo() (libpq's, resolving a host name while it
//! connects): inside coroutines the lookup runs on libuv's thread pool and
//! the coroutine waits. The list the library gets is glibc's own, which it
//! frees with freeaddrinfo() as usual. Numeric addresses, and calls outside
//! coroutines, go straight to the real function.

use crate::engine::coroutine::WaitingFor;
use crate::engine::php_ops;
use crate::engine::runtime::try_rt;
use crate::io::Family;
use crate::reactor::work::offload;
use ext_php_rs::types::Zval;
use std::ffi::{c_char, c_int, c_void, CStr, CString};

type GetAddrInfo = unsafe extern "C" fn(
    *const c_char,
    *const c_char,
    *const libc::addrinfo,
    *mut *mut libc::addrinfo,
) -> c_int;

/// The lookup's answer, owned until the library takes the list.
struct Answer {
    rc: c_int,
    errno: c_int,
    list: *mut libc::addrinfo,
}

// SAFETY: the list is plain heap memory from glibc, owned by one side at
// a time (the job, then the loop thread).
unsafe impl Send for Answer {}

impl Drop for Answer {
    fn drop(&mut self) {
        if !self.list.is_null() {
            // SAFETY: a list getaddrinfo returned, not handed over.
            unsafe { libc::freeaddrinfo(self.list) };
        }
    }
}

/// What the job needs of the caller's hints (pointers left out).
#[derive(Clone, Copy)]
struct Hints {
    flags: c_int,
    family: c_int,
    socktype: c_int,
    protocol: c_int,
}

/// Called by a library's getaddrinfo() replacement on the PHP thread.
///
/// # Safety
/// The arguments are getaddrinfo's, and `real` is the library's original.
#[no_mangle]
pub unsafe extern "C" fn ta_lib_getaddrinfo(
    node: *const c_char,
    service: *const c_char,
    hints: *const libc::addrinfo,
    res: *mut *mut libc::addrinfo,
    real: *mut c_void,
) -> c_int {
    if real.is_null() {
        return libc::EAI_SYSTEM;
    }
    // SAFETY: the library's original getaddrinfo.
    let real: GetAddrInfo = unsafe { std::mem::transmute::<*mut c_void, GetAddrInfo>(real) };
    // SAFETY: getaddrinfo's own arguments.
    let direct = || unsafe { real(node, service, hints, res) };
    if node.is_null() || res.is_null() || !Family::Pgsql.active() {
        return direct();
    }
    // SAFETY: a NUL-terminated host name from the library.
    let host = unsafe { CStr::from_ptr(node) };
    if host
        .to_str()
        .is_ok_and(|h| h.parse::<std::net::IpAddr>().is_ok())
    {
        return direct();
    }
    let host = host.to_owned();
    // SAFETY: NUL-terminated when not null.
    let service: Option<CString> =
        (!service.is_null()).then(|| unsafe { CStr::from_ptr(service) }.to_owned());
    // SAFETY: the caller's hints, when given, are a valid addrinfo.
    let hints = unsafe { hints.as_ref() }.map(|h| Hints {
        flags: h.ai_flags,
        family: h.ai_family,
        socktype: h.ai_socktype,
        protocol: h.ai_protocol,
    });
    match lookup(real, host, service, hints) {
        Ok(mut answer) => {
            // SAFETY: `res` is the caller's out pointer; the list is now
            // the library's.
            unsafe { *res = std::mem::replace(&mut answer.list, std::ptr::null_mut()) };
            if answer.rc == libc::EAI_SYSTEM {
                set_errno(answer.errno);
            }
            answer.rc
        }
        Err(rc) => rc,
    }
}

fn set_errno(e: c_int) {
    // SAFETY: glibc's thread-local errno.
    unsafe { *libc::__errno_location() = e };
}

/// Runs the lookup on the thread pool. Err: getaddrinfo's result for a
/// lookup that could not run or whose wait failed (its outcome is then
/// pending: a connect ends).
fn lookup(
    real: GetAddrInfo,
    host: CString,
    service: Option<CString>,
    hints: Option<Hints>,
) -> Result<Answer, c_int> {
    let Some(lp) = try_rt()
        .and_then(|rt| rt.reactor().ok())
        .map(|r| r.event_loop())
    else {
        return Err(libc::EAI_AGAIN);
    };
    let ev = offload(lp, move || {
        let h = hints.map(|h| {
            // SAFETY: an all-zero addrinfo is a valid "no hints" value.
            let mut a: libc::addrinfo = unsafe { std::mem::zeroed() };
            a.ai_flags = h.flags;
            a.ai_family = h.family;
            a.ai_socktype = h.socktype;
            a.ai_protocol = h.protocol;
            a
        });
        let mut list = std::ptr::null_mut();
        let hp = h.as_ref().map_or(std::ptr::null(), |a| a as *const _);
        let sp = service.as_ref().map_or(std::ptr::null(), |s| s.as_ptr());
        // SAFETY: owned strings and hints, an out pointer of our own.
        let rc = unsafe { real(host.as_ptr(), sp, hp, &mut list) };
        let errno = std::io::Error::last_os_error().raw_os_error().unwrap_or(0);
        Answer { rc, errno, list }
    });
    if ev.event.start().is_err() {
        return Err(libc::EAI_AGAIN);
    }
    if let Err(o) = php_ops::wait_closed(&ev.event, WaitingFor::Dns) {
        o.apply_in_method(&mut Zval::new());
        set_errno(libc::ECANCELED);
        return Err(libc::EAI_SYSTEM);
    }
    match ev.source.take_result() {
        Some(Ok(out)) => out
            .downcast::<Answer>()
            .map(|a| *a)
            .map_err(|_| libc::EAI_FAIL),
        _ => Err(libc::EAI_FAIL),
    }
}
