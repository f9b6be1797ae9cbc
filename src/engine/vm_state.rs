//! The per-coroutine engine state (docs/design.md, section 3): the executor-global fields that belong to whoever is running.
//! Saved on LEAVE and restored on ENTER by the first engine switch handler.

use crate::sys::{eg, zend};
use std::ffi::c_int;
use std::ptr;

#[derive(Clone, Copy)]
#[repr(C)]
pub struct VmState {
    // These five first, in the executor globals' order: they are adjacent
    // there too (checked below), so save and restore copy them as one
    // 40-byte block (a few wide moves instead of five loads and stores).
    pub vm_stack_top: *mut zend::zval,
    pub vm_stack_end: *mut zend::zval,
    pub vm_stack: zend::zend_vm_stack,
    pub vm_stack_page_size: usize,
    pub current_execute_data: *mut zend::zend_execute_data,
    pub error_reporting: c_int,
    pub jit_trace_num: u32,
    pub bailout: *mut zend::jmp_buf,
    pub active_fiber: *mut zend::zend_fiber,
    pub current_fiber_context: *mut zend::zend_fiber_context,
}

/// Bytes of the block `save` and `restore` copy whole.
const BLOCK: usize = 5 * std::mem::size_of::<usize>();

// The block is contiguous in the executor globals and in VmState.
const _: () = {
    use std::mem::offset_of;
    type G = zend::zend_executor_globals;
    let g = offset_of!(G, vm_stack_top);
    assert!(offset_of!(G, vm_stack_end) == g + 8);
    assert!(offset_of!(G, vm_stack) == g + 16);
    assert!(offset_of!(G, vm_stack_page_size) == g + 24);
    assert!(offset_of!(G, current_execute_data) == g + 32);
    assert!(offset_of!(VmState, vm_stack_top) == 0);
    assert!(offset_of!(VmState, current_execute_data) == 32);
    assert!(BLOCK == 40);
};

/// Where the block starts in the executor globals (a pointer to the whole
/// globals, moved to the field: valid for all BLOCK bytes).
#[inline(always)]
fn globals_block() -> *mut u8 {
    // SAFETY: an offset inside the executor globals' own allocation.
    unsafe {
        eg().cast::<u8>().add(std::mem::offset_of!(
            zend::zend_executor_globals,
            vm_stack_top
        ))
    }
}

impl VmState {
    pub const fn empty() -> Self {
        Self {
            vm_stack: ptr::null_mut(),
            vm_stack_top: ptr::null_mut(),
            vm_stack_end: ptr::null_mut(),
            vm_stack_page_size: 0,
            current_execute_data: ptr::null_mut(),
            error_reporting: 0,
            jit_trace_num: 0,
            bailout: ptr::null_mut(),
            active_fiber: ptr::null_mut(),
            current_fiber_context: ptr::null_mut(),
        }
    }

    /// Copies the running state out of the executor globals.
    ///
    /// # Safety
    /// On the PHP thread, with the executor active.
    #[inline(always)]
    pub unsafe fn save(&mut self) {
        // SAFETY: BLOCK bytes from the globals' vm_stack_top on are the
        // five fields this struct starts with (checked above); the two do
        // not overlap. The caller guarantees the globals are live and that
        // no one else touches them now (single PHP thread).
        unsafe {
            ptr::copy_nonoverlapping(globals_block(), (self as *mut Self).cast::<u8>(), BLOCK)
        };
        // SAFETY: as above.
        let g = unsafe { &*eg() };
        self.error_reporting = g.error_reporting;
        self.jit_trace_num = g.jit_trace_num;
        self.bailout = g.bailout;
        self.active_fiber = g.active_fiber;
        self.current_fiber_context = g.current_fiber_context;
    }

    /// Makes this state the running one.
    ///
    /// # Safety
    /// As for `save`; the state must have been saved from, or built for, a
    /// live VM stack.
    #[inline(always)]
    pub unsafe fn restore(&self) {
        // SAFETY: as in `save`, the other way; no reference to the
        // globals is live during the copy.
        unsafe {
            ptr::copy_nonoverlapping((self as *const Self).cast::<u8>(), globals_block(), BLOCK)
        };
        // SAFETY: see `save`.
        let g = unsafe { &mut *eg() };
        g.error_reporting = self.error_reporting;
        g.jit_trace_num = self.jit_trace_num;
        g.bailout = self.bailout;
        g.active_fiber = self.active_fiber;
        g.current_fiber_context = self.current_fiber_context;
    }
}
