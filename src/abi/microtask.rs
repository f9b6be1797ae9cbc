//! Microtasks a C extension queues through `ZEND_ASYNC_ADD_MICROTASK()`
//! (csrc/zend_async_microtask_shim.c). Each record joins the scheduler's one
//! microtask queue (core/microtask.rs) as a task whose run calls the record's
//! handler, so C and Rust microtasks keep one FIFO order, drained before the
//! next coroutine switch in the current context.

use crate::core::microtask::Microtask;
use crate::engine::runtime::{try_rt, Pending};
use crate::sys;
use std::ffi::c_void;

/// The queue's reference to a C record: given back when the task ran or was
/// dropped unrun (a request that ends with it still queued).
struct NativeMicrotask(*mut c_void);

impl NativeMicrotask {
    fn run(&self) {
        // SAFETY: the record is alive: the queue holds a reference until
        // this value drops.
        let bailed = unsafe { sys::ta_microtask_run(self.0) } != 0;
        if bailed {
            // A fatal error in the handler ends the script from main, as a
            // fatal error in a coroutine does.
            if let Some(rt) = try_rt() {
                rt.pending.set(Pending::Bailout);
            }
        }
    }
}

impl Drop for NativeMicrotask {
    fn drop(&mut self) {
        // SAFETY: the reference ta_add_microtask took for the queue.
        unsafe { sys::ta_microtask_release(self.0) };
    }
}

/// Queues a C microtask record (its queue reference already taken); false
/// outside a request, where no scheduler runs.
#[no_mangle]
pub extern "C" fn ta_queue_native_microtask(microtask: *mut c_void) -> bool {
    let Some(rt) = try_rt() else { return false };
    let task = NativeMicrotask(microtask);
    rt.microtasks.push(Microtask::new(move || {
        task.run();
        Ok(())
    }));
    true
}
