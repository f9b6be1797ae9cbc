//! The libuv side of filesystem watch events.

use super::{check, Loop, Owned, Target, UvError};
use crate::sys::uv;

/// One change libuv reported for a watched path: what a filesystem event's
/// `result` pointer points to during its notification.
#[derive(Debug, Clone)]
pub struct FsChange {
    /// The entry that changed, relative to the watched directory (or the
    /// watched file's own name); libuv may not know it.
    pub filename: Option<String>,
    /// Created, deleted or renamed.
    pub renamed: bool,
    /// Contents or metadata modified.
    pub changed: bool,
    /// 0, or the libuv error the watch ended with.
    pub status: i32,
}

/// A libuv filesystem watch (inotify here): every change notifies its event
/// (repeating) with an `FsChange` as result.
pub struct FsEventHandle(Owned<uv::uv_fs_event_t>);

unsafe extern "C" fn fs_event_cb(
    h: *mut uv::uv_fs_event_t,
    filename: *const std::ffi::c_char,
    events: i32,
    status: i32,
) {
    // SAFETY: libuv calls back the open handle of an Owned box.
    let Some(ev) = (unsafe { Owned::target_of(h) }) else {
        return;
    };
    let filename = if filename.is_null() {
        None
    } else {
        // SAFETY: libuv passes a NUL-terminated name valid for the call.
        let name = unsafe { std::ffi::CStr::from_ptr(filename) };
        Some(name.to_string_lossy().into_owned())
    };
    let change = FsChange {
        filename,
        renamed: events & uv::uv_fs_event_UV_RENAME as i32 != 0,
        changed: events & uv::uv_fs_event_UV_CHANGE as i32 != 0,
        status,
    };
    ev.notify(
        &change as *const FsChange as *mut std::ffi::c_void,
        std::ptr::null_mut(),
    );
}

impl FsEventHandle {
    pub fn new(lp: &Loop) -> Result<Self, UvError> {
        Ok(Self(Owned::new(lp, |l, h| {
            // SAFETY: a zeroed handle on a live loop, initialised once.
            unsafe { uv::uv_fs_event_init(l, h) }
        })?))
    }

    /// Watches `path` (recursively if asked and supported); the caller keeps
    /// `target` alive until this handle is stopped or dropped.
    pub fn start(
        &self,
        path: &std::ffi::CStr,
        recursive: bool,
        target: &Target,
    ) -> Result<(), UvError> {
        self.0.set_target(target);
        let flags = if recursive {
            uv::uv_fs_event_flags_UV_FS_EVENT_RECURSIVE
        } else {
            0
        };
        // SAFETY: an initialised, open handle; libuv copies the path.
        check(unsafe {
            uv::uv_fs_event_start(self.0.handle(), Some(fs_event_cb), path.as_ptr(), flags)
        })
    }

    pub fn stop(&self) {
        // SAFETY: an initialised, open handle.
        unsafe { uv::uv_fs_event_stop(self.0.handle()) };
    }

    /// Whether the watch keeps the loop alive while it runs.
    pub fn set_ref(&self, on: bool) {
        self.0.set_loop_ref(on);
    }
}
