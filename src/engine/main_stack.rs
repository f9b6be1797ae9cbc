//! `ZEND_ASYNC_CALL_ON_MAIN_STACK(fn, arg)`: a C function run on the
//! thread's own stack, the one PHP started on, whatever coroutine calls it.
//! A coroutine's C stack is small (`async.stack_size`, 256 KiB by default)
//! and is not the one libraries that look at the thread's stack bounds
//! expect; the root stack is the process's main stack, megabytes deep.
//!
//! A coroutine context's parent is the root stack (engine/context.rs), so
//! the function runs there below the dispatch loop's frame, on corosensei's
//! `on_parent_stack`, and control comes back to the coroutine's stack when
//! it returns. No switch happens: the same coroutine stays current, its PHP
//! state untouched; the C side (csrc/zend_async_main_stack_shim.c) refuses
//! suspensions while the function runs and keeps a fatal error from
//! crossing the stacks.

use super::runtime::try_rt;
use std::ffi::c_void;

/// The function and its argument, carried to the root stack.
struct Call {
    run: unsafe extern "C" fn(*mut c_void),
    data: *mut c_void,
}

// SAFETY: the call moves between two stacks of the same thread, never to
// another thread; `Send` is what corosensei asks of the closure so that
// nothing of the coroutine's stack leaks to another thread.
unsafe impl Send for Call {}

/// Runs `run(data)` on the root stack: through the running coroutine's
/// context when the caller is on that context's stack, directly when it is
/// already on the root stack (main, the scheduler's loop, no request).
///
/// # Safety
/// On the PHP thread. `run` must return normally: no unwinding and no
/// longjmp out of it (the C caller runs it under `zend_try`), and no
/// coroutine switch inside it (the C caller holds switches off).
#[no_mangle]
pub unsafe extern "C" fn ta_engine_on_main_stack(
    run: unsafe extern "C" fn(*mut c_void),
    data: *mut c_void,
) {
    let marker = 0u8;
    let sp = &marker as *const u8 as usize;
    let ctx = try_rt()
        .and_then(|rt| rt.current.get())
        .map(|co| co.get().context.get())
        .unwrap_or(std::ptr::null_mut());
    // SAFETY: a non-null context pointer of the running coroutine is its
    // live context (it goes back to the pool only after the body ended).
    if !ctx.is_null() && unsafe { (*ctx).holds(sp) } {
        let call = Call { run, data };
        // SAFETY: we are on ctx's stack (holds) while its worker runs; the
        // caller's contract keeps `run` from switching.
        unsafe {
            (*ctx).on_root_stack(move || {
                let call = call;
                (call.run)(call.data)
            })
        };
        return;
    }
    // SAFETY: the caller's contract.
    unsafe { run(data) }
}
