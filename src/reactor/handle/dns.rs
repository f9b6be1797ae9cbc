//! The libuv side of DNS events: getaddrinfo (name to addresses) and
//! getnameinfo (address to name) on libuv's thread pool. Each closes its
//! event when done (error pointer: the status).

use super::{Loop, Request, Target, UvError};
use crate::sys::uv;
use std::ffi::{c_void, CStr, CString};
use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr};

/// The addresses of a name, in resolver order, without duplicates.
#[derive(Default)]
struct Addrs {
    result: Option<Result<Vec<IpAddr>, i32>>,
}

/// # Safety
/// `sa` is null or points to a sockaddr of its family's size.
unsafe fn ip_of(sa: *const uv::sockaddr) -> Option<IpAddr> {
    // SAFETY: the caller's contract.
    let family = i32::from(unsafe { sa.as_ref() }?.sa_family);
    match family {
        libc::AF_INET => {
            // SAFETY: an AF_INET sockaddr is a sockaddr_in.
            let sin = unsafe { &*(sa as *const uv::sockaddr_in) };
            Some(IpAddr::V4(Ipv4Addr::from(u32::from_be(
                sin.sin_addr.s_addr,
            ))))
        }
        libc::AF_INET6 => {
            // SAFETY: an AF_INET6 sockaddr is a sockaddr_in6; the address
            // is 16 bytes at a fixed offset.
            let bytes: [u8; 16] = unsafe {
                std::ptr::read_unaligned(
                    std::ptr::addr_of!((*(sa as *const uv::sockaddr_in6)).sin6_addr).cast(),
                )
            };
            Some(IpAddr::V6(Ipv6Addr::from(bytes)))
        }
        _ => None,
    }
}

unsafe extern "C" fn addrinfo_cb(
    req: *mut uv::uv_getaddrinfo_t,
    status: i32,
    res: *mut uv::addrinfo,
) {
    let mut list = Vec::new();
    let mut ai = res;
    // SAFETY: libuv hands a well-formed list (or null), freed below.
    while let Some(a) = unsafe { ai.as_ref() } {
        // SAFETY: ai_addr points to a sockaddr of the entry's family.
        if let Some(ip) = unsafe { ip_of(a.ai_addr) } {
            if !list.contains(&ip) {
                list.push(ip);
            }
        }
        ai = a.ai_next;
    }
    if !res.is_null() {
        // SAFETY: the list libuv allocated for this request, freed once.
        unsafe { uv::uv_freeaddrinfo(res) };
    }
    // SAFETY: libuv's completion callback for this request.
    let Some(b) = (unsafe { Request::<uv::uv_getaddrinfo_t, Addrs>::complete(req) }) else {
        return;
    };
    b.payload.result = Some(if status < 0 { Err(status) } else { Ok(list) });
    // SAFETY: the owner keeps its target alive while it owns the request.
    if let Some(ev) = unsafe { super::target_ref(b.target) } {
        ev.close(std::ptr::null_mut(), status as isize as *mut c_void);
    }
}

/// A name being resolved; drop it to give up.
pub struct AddrRequest(Request<uv::uv_getaddrinfo_t, Addrs>);

impl AddrRequest {
    /// Resolves `host` (IPv4 and IPv6); `target` is closed when done.
    pub fn resolve(lp: &Loop, host: &str, target: &Target) -> Result<Self, UvError> {
        let host = CString::new(host).map_err(|_| UvError(uv::uv_errno_t_UV_EINVAL))?;
        Ok(Self(Request::submit(Addrs::default(), target, |req| {
            // SAFETY: a fresh request on a live loop; libuv copies the
            // name before returning; no hints (any family).
            unsafe {
                uv::uv_getaddrinfo(
                    lp.ptr(),
                    req,
                    Some(addrinfo_cb),
                    host.as_ptr(),
                    std::ptr::null(),
                    std::ptr::null(),
                )
            }
        })?))
    }

    /// The addresses, or the libuv error, once done.
    pub fn take_result(&self) -> Option<Result<Vec<IpAddr>, i32>> {
        self.0.with_payload(|p| p.result.take()).flatten()
    }
}

#[derive(Default)]
struct Name {
    result: Option<Result<String, i32>>,
}

unsafe extern "C" fn nameinfo_cb(
    req: *mut uv::uv_getnameinfo_t,
    status: i32,
    host: *const std::ffi::c_char,
    _service: *const std::ffi::c_char,
) {
    let name = if status < 0 || host.is_null() {
        Err(status.min(-1))
    } else {
        // SAFETY: a NUL-terminated name inside the request, valid now.
        Ok(unsafe { CStr::from_ptr(host) }
            .to_string_lossy()
            .into_owned())
    };
    // SAFETY: libuv's completion callback for this request.
    let Some(b) = (unsafe { Request::<uv::uv_getnameinfo_t, Name>::complete(req) }) else {
        return;
    };
    b.payload.result = Some(name);
    // SAFETY: the owner keeps its target alive while it owns the request.
    if let Some(ev) = unsafe { super::target_ref(b.target) } {
        ev.close(std::ptr::null_mut(), status as isize as *mut c_void);
    }
}

/// An address being named; drop it to give up.
pub struct NameRequest(Request<uv::uv_getnameinfo_t, Name>);

impl NameRequest {
    pub fn lookup(lp: &Loop, ip: IpAddr, target: &Target) -> Result<Self, UvError> {
        let sa = sockaddr_bytes(SocketAddr::new(ip, 0));
        Ok(Self(Request::submit(Name::default(), target, |req| {
            // SAFETY: a fresh request on a live loop; libuv copies the
            // address before returning.
            unsafe { uv::uv_getnameinfo(lp.ptr(), req, Some(nameinfo_cb), sa.as_ptr().cast(), 0) }
        })?))
    }

    pub fn take_result(&self) -> Option<Result<String, i32>> {
        self.0.with_payload(|p| p.result.take()).flatten()
    }
}

/// A sockaddr_in or sockaddr_in6 for `addr`, as bytes (28, enough for both).
fn sockaddr_bytes(addr: SocketAddr) -> [u64; 4] {
    let mut out = [0u64; 4];
    let text = CString::new(addr.ip().to_string()).unwrap_or_default();
    // SAFETY: `out` has room for a sockaddr_in6 (28 bytes) and is aligned
    // for one; uv_ip*_addr only writes the struct.
    unsafe {
        match addr {
            SocketAddr::V4(_) => {
                uv::uv_ip4_addr(text.as_ptr(), 0, out.as_mut_ptr().cast());
            }
            SocketAddr::V6(_) => {
                uv::uv_ip6_addr(text.as_ptr(), 0, out.as_mut_ptr().cast());
            }
        }
    }
    out
}
