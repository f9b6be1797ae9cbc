//! Output isolation (S11a), the third engine switch handler: every
//! coroutine has its own output-handler stack (`ob_start()` and friends),
//! saved on LEAVE and restored on ENTER. A coroutine starts with an empty
//! stack, so what it echoes is never caught by another's buffer (main's
//! included); what its buffers still hold when it ends is flushed, in
//! order, to the output below them. Destructor walkers at shutdown are
//! the exception: they share the main script's stack.
//!
//! Ownership: the stack lives either in the output globals (its coroutine
//! is running) or in the record (`owned`), never both; only an owned stack
//! is freed with the record.

use super::coroutine::{Record, Running};
use super::runtime::rt;
use crate::core::switch_handlers::SwitchEvent;
use crate::sys;
use std::cell::{Cell, UnsafeCell};
use std::ptr;

/// Mirrors the shim's `ta_output_state` (a zend_stack and two handler
/// pointers; 40 bytes, checked there).
#[repr(C, align(8))]
pub struct OutputState {
    raw: UnsafeCell<[u8; 40]>,
    owned: Cell<bool>,
}

impl OutputState {
    /// An empty stack (no allocation until the first ob_start()): the
    /// bytes `zend_stack_init(sizeof(void *))` and two null handler
    /// pointers make, written here without a call on every spawn
    /// (csrc/output_shim.c checks the layout this assumes).
    pub fn new() -> Self {
        Self {
            raw: UnsafeCell::new(EMPTY_STATE),
            owned: Cell::new(true),
        }
    }

    fn ptr(&self) -> *mut std::ffi::c_void {
        self.raw.get().cast()
    }

    /// The output globals' stack into this state: a 40-byte copy in place
    /// (the state is their prefix, checked in csrc/output_shim.c).
    ///
    /// # Safety
    /// On the PHP thread, inside a request.
    #[inline(always)]
    unsafe fn save(&self) {
        // SAFETY: both are 40 readable/writable bytes that do not overlap.
        unsafe {
            let og = (&raw const sys::output_globals).cast::<u8>();
            ptr::copy_nonoverlapping(og, self.raw.get().cast::<u8>(), 40);
        }
    }

    /// This state into the output globals (see `save`).
    ///
    /// # Safety
    /// As `save`.
    #[inline(always)]
    unsafe fn restore(&self) {
        // SAFETY: as in `save`.
        unsafe {
            let og = (&raw mut sys::output_globals).cast::<u8>();
            ptr::copy_nonoverlapping(self.raw.get().cast::<u8>().cast_const(), og, 40);
        }
    }
}

/// An empty `ta_output_state`: `zend_stack { size = sizeof(void *), top = 0,
/// max = 0, elements = NULL }`, `active = running = NULL` (x86-64 and
/// aarch64 are little-endian; the shim asserts the offsets).
const EMPTY_STATE: [u8; 40] = {
    let mut b = [0u8; 40];
    b[0] = std::mem::size_of::<*const u8>() as u8;
    b
};

/// The running coroutine's output globals hold no handler, no buffer and
/// no allocated stack: they are already the empty state its end would
/// leave, so there is nothing to flush or free.
///
/// # Safety
/// On the PHP thread, inside a request.
#[inline(always)]
unsafe fn running_state_is_empty() -> bool {
    // SAFETY: reads the output globals' first 40 bytes (their prefix, see
    // `save`); `elements`, `active` and `running` are the three pointers
    // at 16, 24 and 32.
    unsafe {
        let og = (&raw const sys::output_globals).cast::<u8>();
        let p = |off: usize| og.add(off).cast::<*const u8>().read_unaligned();
        p(16).is_null() && p(24).is_null() && p(32).is_null()
    }
}

impl Default for OutputState {
    fn default() -> Self {
        Self::new()
    }
}

impl Drop for OutputState {
    fn drop(&mut self) {
        if self.owned.get() {
            // SAFETY: a stack only this record owns (see the module doc).
            unsafe { sys::ta_output_state_destroy(self.ptr()) };
        }
    }
}

pub fn output(rec: &Record, run: &Running, event: SwitchEvent) {
    // A destructor walker at shutdown writes into the main script's
    // buffers, as PHP's own destructor pass does (main waits meanwhile).
    let main = if rec.walker.get() {
        rt().main.get()
    } else {
        None
    };
    let s = main.map_or(&run.output, |m| &m.get().output);
    // SAFETY: on the PHP thread, at a switch: the output globals belong to
    // the coroutine entering or leaving, as the module doc describes.
    unsafe {
        match event {
            SwitchEvent::Enter => {
                s.restore();
                s.owned.set(false);
            }
            SwitchEvent::Leave => {
                s.save();
                s.owned.set(true);
            }
            // A coroutine that ran ends while its stack is installed; one
            // cancelled before it started keeps its (empty) owned stack.
            SwitchEvent::Finish => {
                if !s.owned.get() {
                    if main.is_some() {
                        s.save();
                        s.owned.set(true);
                    } else if !running_state_is_empty() {
                        sys::ta_output_end_running();
                    }
                }
            }
        }
    }
}
