//! libuv, linked statically (libuv-sys2), and its version.

pub use libuv_sys2 as uv;

/// The libuv version the extension was compiled against (its headers).
pub fn libuv_built_version() -> String {
    format!(
        "{}.{}.{}",
        uv::UV_VERSION_MAJOR,
        uv::UV_VERSION_MINOR,
        uv::UV_VERSION_PATCH
    )
}

/// The libuv version running now (linked statically, from source, so it is
/// the same library; reported as libuv itself reports it).
pub fn libuv_running_version() -> String {
    // SAFETY: uv_version_string returns a static NUL-terminated string.
    unsafe { std::ffi::CStr::from_ptr(uv::uv_version_string()) }
        .to_string_lossy()
        .into_owned()
}
