//! The per-coroutine engine state (docs/design.md, section 3): the executor-global fields that belong to whoever is running.
//! Saved on LEAVE and restored on ENTER by the first engine switch handler.

use crate::sys::{eg, zend};
use std::ffi::c_int;
use std::ptr;

#[derive(Clone, Copy)]
pub struct VmState {
    pub vm_stack: zend::zend_vm_stack,
    pub vm_stack_top: *mut zend::zval,
    pub vm_stack_end: *mut zend::zval,
    pub vm_stack_page_size: usize,
    pub current_execute_data: *mut zend::zend_execute_data,
    pub error_reporting: c_int,
    pub jit_trace_num: u32,
    pub bailout: *mut zend::jmp_buf,
    pub active_fiber: *mut zend::zend_fiber,
    pub current_fiber_context: *mut zend::zend_fiber_context,
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
        // SAFETY: the caller guarantees the globals are live and that no one
        // else touches them now (single PHP thread).
        let g = unsafe { &*eg() };
        self.vm_stack = g.vm_stack;
        self.vm_stack_top = g.vm_stack_top;
        self.vm_stack_end = g.vm_stack_end;
        self.vm_stack_page_size = g.vm_stack_page_size;
        self.current_execute_data = g.current_execute_data;
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
        // SAFETY: see `save`.
        let g = unsafe { &mut *eg() };
        g.vm_stack = self.vm_stack;
        g.vm_stack_top = self.vm_stack_top;
        g.vm_stack_end = self.vm_stack_end;
        g.vm_stack_page_size = self.vm_stack_page_size;
        g.current_execute_data = self.current_execute_data;
        g.error_reporting = self.error_reporting;
        g.jit_trace_num = self.jit_trace_num;
        g.bailout = self.bailout;
        g.active_fiber = self.active_fiber;
        g.current_fiber_context = self.current_fiber_context;
    }
}
