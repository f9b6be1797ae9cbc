//! The engine's side of the zend_async waker (csrc/zend_async_waker_shim.c,
//! csrc/zend_async_scheduler_shim.c): a coroutine that C code suspends with
//! `ZEND_ASYNC_SUSPEND()` parks as any waiting coroutine does, waiting
//! for `WaitingFor::Native` (its C waker's events, which the deadlock
//! report and `getAwaitingInfo()` name), and is woken by
//! `ZEND_ASYNC_RESUME` or by a cancellation. Its Rust waker is marked
//! waiting meanwhile, so exactly one of the two queues it.
//!
//! The C waker lives as long as the coroutine uses it and goes when the
//! coroutine ends (or its record, for main).

use super::c_coroutine::{self, record_of};
use super::coroutine::{CoRef, Record, WaitingFor};
use super::errors::{Kind, Thrown};
use super::php_ops::Outcome;
use super::runtime::try_rt;
use crate::records::coroutine::flags as co_flags;
use crate::records::Coroutine as CCoroutine;
use crate::sys::{self, zend};

/// The waker shim's functions the engine calls, installed at MINIT
/// (abi/zend_async.rs): through these the engine's unit tests link
/// without the C side.
pub struct Shim {
    /// `ta_coroutine_c_release(zend_coroutine_t *)`: frees the waker and
    /// an fcall never called.
    pub destroy: unsafe extern "C" fn(*mut std::ffi::c_void),
    /// `ta_waker_describe(const zend_async_waker_t *)`.
    pub describe: unsafe extern "C" fn(*const std::ffi::c_void) -> *mut zend::zend_string,
}

static SHIM: std::sync::OnceLock<Shim> = std::sync::OnceLock::new();

pub fn install(shim: Shim) {
    let _ = SHIM.set(shim);
}

/// Frees the C waker of `c` and an fcall never called, if it has them.
///
/// # Safety
/// `c` is a live `zend_coroutine_t` of a record.
pub unsafe fn destroy_c(c: *mut CCoroutine) {
    // SAFETY: the caller's promise; the shim frees the waker it allocated.
    unsafe {
        if !(*c).waker.is_null() || !(*c).fcall.is_null() {
            if let Some(shim) = SHIM.get() {
                (shim.destroy)(c.cast());
            }
        }
    }
}

/// What `park` tells the C suspend.
pub const PARKED_NORMAL: i32 = 0;
/// An exception is pending (EG(exception)): thrown at the suspension point.
pub const PARKED_THREW: i32 = -1;
/// A fatal error elsewhere: the C caller bails out.
pub const PARKED_BAILOUT: i32 = -2;

/// `ZEND_COROUTINE_F_PROTECTED` set by C on the coroutine's record: a
/// cancellation waits as under protect(). Only for a coroutine that has
/// its C record (read without making it).
#[inline]
pub fn protected(rec: &Record) -> bool {
    rec.running_if().is_some_and(|run| {
        // SAFETY: the record's own C record, read on the PHP thread.
        unsafe { (*run.prefix.get()).co.event.flags & co_flags::PROTECTED != 0 }
    })
}

/// The current coroutine's C record, the scheduler launched first (main
/// then has one). Null outside a request.
pub fn current() -> *mut CCoroutine {
    let Some(rt) = try_rt() else {
        return std::ptr::null_mut();
    };
    c_coroutine::of(rt.ensure_launched().get())
}

/// Parks the current coroutine until its C waker is resumed or it is
/// cancelled. Returns one of the `PARKED_*` codes; an exception to throw
/// (a cancellation, a refused suspension) is thrown here.
pub fn park() -> i32 {
    let Some(rt) = try_rt() else {
        Thrown::new(Kind::Async, "Cannot suspend: no request is running").throw();
        return PARKED_THREW;
    };
    let cur = rt.ensure_launched();
    if let Err(ex) = rt.check_can_suspend(cur) {
        ex.throw();
        return PARKED_THREW;
    }
    let rec = cur.get();
    rec.waker.wait_native();
    let w = rt.park_native(cur);
    rec.waker.end_native();
    match super::php_ops::woken(w) {
        Ok(()) => PARKED_NORMAL,
        Err(Outcome::Bailout) => PARKED_BAILOUT,
        // A throw or exit(): put in the running frame as PHP functions do.
        Err(thrown) => {
            thrown.apply(&mut ext_php_rs::types::Zval::new());
            PARKED_THREW
        }
    }
}

/// `ZEND_ASYNC_RESUME`: queues the coroutine if it is parked on its C
/// waker and nothing queued it yet.
///
/// # Safety
/// `c` is null or a `zend_coroutine_t` true_async handed out, whose
/// coroutine's object is still alive.
pub unsafe fn resume(c: *mut CCoroutine) {
    // SAFETY: the caller's promise.
    let Some(co) = (unsafe { record_of(c) }) else {
        return;
    };
    let rec = co.get();
    let Some(run) = rec.running_if() else { return };
    if run.waiting_for.get() == WaitingFor::Native && run.waker.force_queue() {
        if let Some(rt) = try_rt() {
            rt.wake(co);
        }
    }
}

/// `ZEND_ASYNC_CANCEL`: cancels as `Coroutine::cancel()` does, with
/// `error` (a new reference is taken) or a new AsyncCancellation. False
/// for a coroutine whose body is over.
///
/// # Safety
/// As `resume`; `error` is null or a live object.
pub unsafe fn cancel(c: *mut CCoroutine, error: *mut zend::zend_object) -> bool {
    // SAFETY: the caller's promise.
    let Some(co) = (unsafe { record_of(c) }) else {
        return false;
    };
    let Some(rt) = try_rt() else { return false };
    let rec = co.get();
    if rec.ended.get() {
        return false;
    }
    // SAFETY: the caller's promise: null or live.
    let ex = unsafe { Thrown::share_ptr(error) }
        .unwrap_or_else(|| Thrown::new(Kind::Cancellation, "Coroutine cancelled"));
    rt.cancel(CoRef::new(rec), ex);
    true
}

/// The C waker goes (its events released), if the coroutine has one.
pub fn destroy(rec: &Record) {
    let Some(run) = rec.running_if() else { return };
    // SAFETY: the record's own C record.
    unsafe { destroy_c(run.prefix.get().cast::<CCoroutine>()) };
}

impl Record {
    /// What it waits for, in words (deadlock report, getAwaitingInfo()):
    /// for a C wait, its waker's events.
    pub fn describe_waiting(&self) -> String {
        // A finished coroutine may have given its running part back.
        let Some(run) = self.running_if() else {
            return WaitingFor::Nothing.describe();
        };
        let w = run.waiting_for.get();
        if w != WaitingFor::Native {
            return w.describe();
        }
        let c = c_coroutine::of(self);
        let Some(shim) = SHIM.get() else {
            return w.describe();
        };
        // SAFETY: the record's own C record; the shim returns a new string
        // or null.
        let s = unsafe { (shim.describe)((*c).waker.cast()) };
        if s.is_null() {
            return w.describe();
        }
        // SAFETY: a live zend_string we own; read, then released.
        let text = unsafe {
            let bytes = std::slice::from_raw_parts((*s).val.as_ptr().cast::<u8>(), (*s).len);
            let t = String::from_utf8_lossy(bytes).into_owned();
            sys::ta_string_release(s);
            t
        };
        format!("its waker's events (native code): {text}")
    }
}
