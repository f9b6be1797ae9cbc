//! An execution context (design S9): a corosensei stack plus a Zend VM stack,
//! pooled and reused by coroutine after coroutine.
//!
//! A context runs a *worker*: a loop that runs one coroutine body after
//! another on the same C stack (a finished coroutine hands its context to the
//! next unstarted one without a switch, design S3). corosensei coroutines are
//! asymmetric, so every context's parent is the thread's root stack, where the
//! scheduler's dispatch loop lives: a context yields to the root with the
//! coroutine to run next and the root resumes that one.
//!
//! Invariant: a context is never dropped while a coroutine body is suspended
//! on it (dropping would unwind through PHP frames). Idle contexts are parked
//! between bodies, holding no PHP frame; they are ended by resuming them with
//! `Resume::Exit`, so that even they never need a forced unwind.

use super::coroutine::CoRef;
use super::stack::{SlabStack, PAGE};
use crate::sys::{self, zend};
use corosensei::stack::Stack;
use corosensei::{Coroutine, CoroutineResult, Yielder};
use std::cell::Cell;
use std::ptr;

/// Bytes of the first VM stack page, which lives at the top of the C stack
/// slot (engine/stack.rs). Small, so that idle coroutines cost little; the
/// engine grows further pages of `VM_STACK_PAGE_SIZE` on demand (emalloc).
pub const VM_STACK_FIRST_PAGE: usize = super::stack::VM_AREA;
pub const VM_STACK_PAGE_SIZE: usize = 16 * 1024;
/// Keep this much of a stack resident when pooling; deeper pages go back to
/// the OS before the context is reused.
const STACK_KEEP_RESIDENT: usize = 32 * 1024;
/// One guard page below each stack (engine/stack.rs).
const GUARD_PAGE: usize = PAGE;

/// What a context is resumed with.
pub enum Resume {
    /// Run this coroutine's body from its start.
    Start(CoRef),
    /// Continue the coroutine suspended on this context.
    Continue,
    /// Leave the worker loop (the context is being destroyed).
    Exit,
}

/// Where control should go when a context yields to the root.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Target {
    Main,
    Co(CoRef),
    /// Nothing is ready: the root must run a scheduler tick.
    Scheduler,
}

/// What a context tells the root when it yields.
pub enum Yield {
    /// The current coroutine is suspended; run `Target` next.
    SwitchTo(Target),
    /// The worker has no body to run: pool this context, then run `Target`.
    Idle(Target),
}

pub type WorkerYielder = Yielder<Resume, Yield>;

pub struct Context {
    co: Coroutine<Resume, Yield, (), SlabStack>,
    /// The yielder of the running worker, valid while the worker runs.
    yielder: Cell<*const WorkerYielder>,
    pub vm_page: zend::zend_vm_stack,
    pub bottom: *mut zend::zend_execute_data,
    pub first_top: *mut zend::zval,
    /// Lowest stack address a coroutine on this context was seen at.
    low_water: Cell<usize>,
    stack_base: usize,
    stack_limit: usize,
}

pub type WorkerFn = fn(&WorkerYielder, Resume);

#[derive(Debug)]
pub struct StackError(pub std::io::Error);

impl Context {
    /// Maps a guard-paged stack of `stack_size` bytes and a VM stack page.
    pub fn new(stack_size: usize, worker: WorkerFn) -> Result<Box<Self>, StackError> {
        let stack = SlabStack::new(stack_size).map_err(StackError)?;
        let stack_base = stack.base().get();
        let vm_area = stack.vm_area();
        // corosensei's limit() is the start of the mapping, i.e. the guard
        // page; usable stack starts one page above.
        let guard = stack.limit().get();
        let stack_limit = guard + GUARD_PAGE;
        let co = Coroutine::with_stack(stack, move |y: &WorkerYielder, input: Resume| {
            worker(y, input)
        });
        let mut bottom = ptr::null_mut();
        let mut first_top = ptr::null_mut();
        // SAFETY: the VM area is VM_STACK_FIRST_PAGE bytes of the slot the
        // coroutine owns, above its C stack, and nothing else uses it.
        let vm_page = unsafe {
            sys::ta_vm_stack_init(
                vm_area.cast(),
                VM_STACK_FIRST_PAGE,
                &mut bottom,
                &mut first_top,
            )
        };
        Ok(Box::new(Self {
            co,
            yielder: Cell::new(ptr::null()),
            vm_page,
            bottom,
            first_top,
            low_water: Cell::new(stack_base),
            stack_base,
            stack_limit,
        }))
    }

    /// Runs the worker until it yields. Called only from the root stack.
    pub fn resume(&mut self, input: Resume) -> Option<Yield> {
        match self.co.resume(input) {
            CoroutineResult::Yield(y) => Some(y),
            CoroutineResult::Return(()) => None,
        }
    }

    pub fn set_yielder(&self, y: &WorkerYielder) {
        self.yielder.set(y as *const _);
    }

    /// Yields to the root from inside this context's worker.
    ///
    /// # Safety
    /// Must be called on this context's stack while its worker runs.
    pub unsafe fn yield_to_root(&self, y: Yield) -> Resume {
        self.note_stack_depth();
        let yielder = self.yielder.get();
        // SAFETY: set by the worker on entry; the worker (and so the yielder)
        // is alive while code runs on this stack, which the caller guarantees.
        unsafe { (*yielder).suspend(y) }
    }

    /// Whether `sp` lies on this context's C stack (its guard page
    /// included).
    pub fn holds(&self, sp: usize) -> bool {
        sp >= self.stack_limit - GUARD_PAGE && sp < self.stack_base
    }

    /// Runs `f` on the root stack, below the frame that resumed this
    /// context, and returns here with its result.
    ///
    /// # Safety
    /// Must be called on this context's stack while its worker runs; `f`
    /// must not switch (nothing may resume or yield a context meanwhile).
    pub unsafe fn on_root_stack<R: Send>(&self, f: impl FnOnce() -> R + Send) -> R {
        let yielder = self.yielder.get();
        // SAFETY: as in yield_to_root; the caller keeps `f` from switching.
        unsafe { (*yielder).on_parent_stack(f) }
    }

    #[inline(always)]
    fn note_stack_depth(&self) {
        let marker = 0u8;
        let sp = &marker as *const u8 as usize;
        if sp < self.low_water.get() && sp > self.stack_limit {
            self.low_water.set(sp);
        }
    }

    /// The guard page below the stack, [lo, hi).
    pub fn guard_page(&self) -> (usize, usize) {
        (self.stack_limit - GUARD_PAGE, self.stack_limit)
    }

    /// Bytes of this context's stack that are resident now (mincore).
    pub fn resident_bytes(&self) -> usize {
        let start = self.stack_limit;
        let len = self.stack_base - start;
        let mut pages = vec![0u8; len.div_ceil(PAGE)];
        // SAFETY: [start, start + len) is this context's own mapped, usable
        // stack (page aligned); mincore writes one byte per page into `pages`.
        let rc = unsafe { libc::mincore(start as *mut _, len, pages.as_mut_ptr()) };
        if rc != 0 {
            return 0;
        }
        pages.iter().filter(|b| *b & 1 != 0).count() * PAGE
    }

    /// Gives back the physical pages of a stack that went deep, so a pooled
    /// context costs only its shallow pages.
    pub fn release_deep_pages(&self) {
        let keep_from = self.stack_base.saturating_sub(STACK_KEEP_RESIDENT);
        if self.low_water.get() >= keep_from {
            return;
        }
        let page = 4096;
        let start = self.stack_limit & !(page - 1);
        let end = keep_from & !(page - 1);
        if end > start {
            // SAFETY: [start, end) lies inside this context's own stack
            // mapping, below every live frame (the worker is parked near the
            // stack base); MADV_DONTNEED on anonymous memory just drops pages.
            unsafe {
                libc::madvise(start as *mut _, end - start, libc::MADV_DONTNEED);
            }
        }
        self.low_water.set(self.stack_base);
    }
}

impl Drop for Context {
    fn drop(&mut self) {
        if !self.co.done() {
            // Parked between bodies: ask the worker loop to return so that
            // corosensei never force-unwinds this stack.
            let _ = self.co.resume(Resume::Exit);
        }
        // The first VM page lives in the stack slot and goes with it; pages
        // the engine grew were freed when the last body ended (run_body).
    }
}
