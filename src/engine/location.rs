//! Where and what a thing is. A source location (file and line of a user
//! frame) is kept as a reference to the engine's filename string: taking
//! one costs a refcount increment, not an allocation, so spawn can afford
//! it. Formatted only when asked.

use crate::sys::{self, eg, zend};

/// Packed to 12 bytes (align 4): a queued coroutine's record keeps one, and
/// the line then shares 8 bytes with the record's other 4-byte fields.
/// Fields are only read and written by value.
#[repr(C, packed(4))]
pub struct Location {
    file: *mut zend::zend_string,
    line: u32,
}

impl Location {
    pub const fn unknown() -> Self {
        Self {
            file: std::ptr::null_mut(),
            line: 0,
        }
    }

    /// The innermost user frame at or below `ex`.
    ///
    /// # Safety
    /// `ex` is null or a live frame chain (the running one, or the saved
    /// chain of a coroutine that is suspended now).
    pub unsafe fn of_frame(ex: *mut zend::zend_execute_data) -> Self {
        let mut line = 0;
        // SAFETY: forwarded from the caller; the shim only reads the chain
        // and returns a new reference to the filename.
        let file = unsafe { sys::ta_frame_file(ex, &mut line) };
        Self { file, line }
    }

    /// Where the running code is now.
    pub fn here() -> Self {
        // SAFETY: the running frame chain is live.
        unsafe { Self::of_frame((*eg()).current_execute_data) }
    }

    pub fn file(&self) -> Option<String> {
        // SAFETY: we hold a reference to the string; len/val are its bytes.
        let s = unsafe { self.file.as_ref()? };
        // SAFETY: a zend_string's `len` bytes follow its header in `val`.
        let bytes = unsafe { std::slice::from_raw_parts(s.val.as_ptr().cast::<u8>(), s.len) };
        Some(String::from_utf8_lossy(bytes).into_owned())
    }

    /// The filename string (null when unknown), borrowed.
    pub fn file_ptr(&self) -> *mut zend::zend_string {
        self.file
    }

    pub fn line(&self) -> u32 {
        self.line
    }

    /// "file:line", or "unknown".
    pub fn describe(&self) -> String {
        match self.file() {
            Some(f) => format!("{f}:{}", self.line),
            None => "unknown".into(),
        }
    }
}

impl Drop for Location {
    fn drop(&mut self) {
        if !self.file.is_null() {
            // SAFETY: the reference taken in `of_frame`.
            unsafe { sys::ta_string_release(self.file) };
        }
    }
}
