//! Filesystem watch events (uv_fs_event_t, inotify on Linux): repeating,
//! one notification per change with an `FsChange` as result.

use super::handle::{FsEventHandle, Loop, Source, SourceEvent, UvError};
use crate::records::LiveEvent;
use std::cell::RefCell;
use std::ffi::CString;

pub struct FsSource {
    path: CString,
    recursive: bool,
    handle: RefCell<Option<FsEventHandle>>,
}

impl FsSource {
    /// Closes the libuv handle now (close(), request end): no change is
    /// reported afterwards, even if the owner lives on.
    pub fn close(&self) {
        self.handle.borrow_mut().take();
    }
}

impl Source for FsSource {
    fn start(&self, ev: &LiveEvent) -> Result<(), UvError> {
        match self.handle.borrow().as_ref() {
            Some(h) => h.start(&self.path, self.recursive, ev),
            None => Err(UvError(crate::sys::uv::uv_errno_t_UV_ECANCELED)),
        }
    }

    fn stop(&self) {
        if let Some(h) = self.handle.borrow().as_ref() {
            h.stop();
        }
    }

    fn describe(&self) -> String {
        format!("changes under {}", self.path.to_string_lossy())
    }
}

pub type FsEvent = SourceEvent<FsSource>;

pub fn fs_event(lp: &Loop, path: &str, recursive: bool) -> Result<FsEvent, UvError> {
    let path = CString::new(path).map_err(|_| UvError(crate::sys::uv::uv_errno_t_UV_EINVAL))?;
    let source = FsSource {
        path,
        recursive,
        handle: RefCell::new(Some(FsEventHandle::new(lp)?)),
    };
    Ok(SourceEvent::new(source))
}
