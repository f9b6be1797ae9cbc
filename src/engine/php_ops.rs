//! The safe face of the engine for `php/`: every operation a PHP function or
//! method performs, with ownership of zvals and exception objects settled
//! here so that `php/` needs no `unsafe`.

use super::callable::{CallResult, Callable};
use super::coroutine::{CoRef, Coroutine, Record, WaitingFor};
use super::errors::{Kind, Thrown};
use super::runtime::{rt, try_rt};
use super::scheduler::Woken;
use crate::engine::wait::Wait;
use crate::sys::{self, eg, zend};
use ext_php_rs::types::{ZendClassObject, ZendObject, Zval};

pub use super::call_args::*;

/// What a PHP-facing operation ends with.
pub enum Outcome {
    Value(Zval),
    /// Throw this in the caller's frame.
    Throw(Thrown),
    /// Rethrow exit() in this frame.
    Exit,
    /// Bail out (fatal error elsewhere) once the caller's frames are gone.
    Bailout,
}

impl Outcome {
    pub fn error(kind: Kind, msg: &str) -> Self {
        Outcome::Throw(Thrown::new(kind, msg))
    }

    /// Puts the outcome in place: return value, pending exception. Returns
    /// true when the caller must call `bailout()` after dropping its locals.
    pub fn apply(self, rv: &mut Zval) -> bool {
        match self {
            Outcome::Value(v) => {
                sys::zval_put(rv, v);
                false
            }
            Outcome::Throw(ex) => {
                ex.throw();
                false
            }
            Outcome::Exit => {
                // SAFETY: throws PHP's internal unwind_exit in this frame.
                unsafe { sys::zend_throw_unwind_exit() };
                false
            }
            Outcome::Bailout => true,
        }
    }
}

impl Outcome {
    /// As `apply`, for methods, whose caller (ext-php-rs's wrapper) has
    /// frames of its own: a fatal error pending elsewhere ends the script
    /// through PHP's unwind_exit instead of a longjmp across them (the exit
    /// status the fatal error set is kept).
    pub fn apply_in_method(self, rv: &mut Zval) {
        if self.apply(rv) {
            // SAFETY: throws PHP's internal unwind_exit in this frame.
            unsafe { sys::zend_throw_unwind_exit() };
        }
    }
}

/// Ends a plain handler that may have suspended: sets the return value or
/// exception, and bails out only once the handler's own values are gone
/// (the caller's frame holds none with a destructor by then).
pub fn finish(outcome: Outcome, rv: &mut Zval) {
    if outcome.apply(rv) {
        bailout();
    }
}

/// Longjmps to the innermost zend_try. Call only from the outermost frame of
/// a function handler, with nothing left to drop.
pub fn bailout() -> ! {
    // SAFETY: the caller's frame holds no value with a destructor.
    unsafe { sys::ta_bailout() }
}

pub(crate) fn woken(w: Woken) -> Result<(), Outcome> {
    match w {
        Woken::Normal => Ok(()),
        Woken::Throw(ex) => Err(Outcome::Throw(ex)),
        Woken::Exit => Err(Outcome::Exit),
        Woken::Bailout => Err(Outcome::Bailout),
    }
}

/// A new reference to the coroutine's object, as a zval (spawn()'s
/// return value): the count and the two words written directly, where
/// ext-php-rs's `set_object` first releases what the new zval held.
#[inline(always)]
pub fn object_zval(co: CoRef) -> Zval {
    let mut z = Zval::new();
    let obj = co.get().zobj();
    // SAFETY: the object is alive (co is live or held by the caller); the
    // zval is fresh (undef), so nothing is overwritten that needs releasing.
    unsafe {
        (*obj).gc.refcount += 1;
        z.value.obj = obj;
        z.u1.type_info = ext_php_rs::flags::ZvalTypeFlags::ObjectEx.bits();
    }
    z
}

/// The record behind an `Async\Coroutine` object, if it is one.
/// `Async\\Coroutine` is final and has one handler table: an object of
/// exactly its class is one (no walk up the class chain, on every await).
#[inline(always)]
pub fn record_of(obj: &ZendObject) -> Option<&Record> {
    use ext_php_rs::class::RegisteredClass;
    let meta = Coroutine::get_metadata();
    if std::ptr::eq(obj.ce.cast_const(), meta.ce()) && std::ptr::eq(obj.handlers, meta.handlers()) {
        let std = std::mem::offset_of!(ZendClassObject<Coroutine>, std);
        // SAFETY: an object with the class's own handlers was made by
        // `new_object` (or ext-php-rs) as a ZendClassObject<Coroutine>,
        // whose `std` sits `std` bytes in; `obj` is live for the borrow.
        let head = unsafe {
            &*(obj as *const ZendObject)
                .cast::<u8>()
                .sub(std)
                .cast::<ZendClassObject<Coroutine>>()
        };
        return head.obj.as_ref().map(|c| &c.rec);
    }
    ZendClassObject::<Coroutine>::from_zend_obj(obj).map(|o| &o.rec)
}

// Inlined, as `spawn_in`: the callable and arguments are moved once, into
// the scheduler, not copied through each layer's frame.
#[inline(always)]
pub fn spawn(callable: Callable, args: Vec<Zval>) -> Outcome {
    let owner = rt().ensure_launched().get().owner.borrow().clone();
    spawn_in(owner, callable, args, "Async\\spawn()")
}

/// A PHP-requested spawn into `owner` (`Scope::spawn`, `spawn_with`):
/// returns the Coroutine object; after graceful_shutdown() it is
/// cancelled before it starts. `what` names the caller for errors.
#[inline(always)]
pub fn spawn_in(
    owner: Option<super::owner::OwnerRef>,
    callable: Callable,
    args: Vec<Zval>,
    what: &str,
) -> Outcome {
    let rt = rt();
    let Ok(co) = rt.spawn_in(owner, callable, args) else {
        return out_of_memory(what);
    };
    // The caller's reference first: a coroutine cancelled before it
    // started still ends when its turn comes (without running its body).
    let obj = object_zval(co);
    let reason = rt
        .shutdown_reason
        .borrow()
        .as_ref()
        .map(Thrown::share_again);
    if let Some(reason) = reason {
        rt.cancel(co, reason);
    }
    Outcome::Value(obj)
}

#[cold]
fn out_of_memory(what: &str) -> Outcome {
    Outcome::error(Kind::Async, &format!("{what}: out of memory"))
}

/// `suspend()`'s handler: a normal wake-up leaves the VM's null return value.
#[inline(always)]
pub fn suspend_handler(ex: &mut ext_php_rs::zend::ExecuteData, rv: &mut Zval) {
    // SAFETY: `This.u2` of a running internal call's frame is its argument count.
    if unsafe { ex.This.u2.num_args } != 0 {
        let _ = call_args(ex, 0, Some(0));
    } else if let Err(o) = woken(rt().yield_turn()) {
        finish(o, rv);
    }
}

/// `current_coroutine()`. Outside any coroutine means, on stock PHP: before
/// the scheduler launched (the main script becomes the main coroutine only
/// then, at the first spawn or suspension), as TrueAsync's script root
/// before its launch; there it throws, as TrueAsync does.
pub fn current() -> Outcome {
    match try_rt().and_then(|rt| rt.current.get()) {
        Some(co) => Outcome::Value(object_zval(co)),
        None => Outcome::error(Kind::Async, "The current coroutine is not defined"),
    }
}

/// `delay($ms)`: parks the coroutine on a one-shot timer, armed as it
/// suspends. Returns early with the exception if it is cancelled meanwhile;
/// the timer is closed either way before returning.
pub fn delay(ms: u64) -> Outcome {
    delay_or(ms, None)
}

/// `delay(ms)`, ended early (normally) when `or` fires.
pub fn delay_or(ms: u64, or: Option<super::wait::AnyEvent>) -> Outcome {
    let rt = rt();
    let cur = rt.ensure_launched();
    // Coroutines due the same millisecond share one timer.
    let got = rt
        .reactor()
        .and_then(|r| r.delays.get(r.event_loop(), ms).map(|t| (r, t)));
    let (reactor, (due, timer)) = match got {
        Ok(g) => g,
        Err(e) => {
            return Outcome::error(
                Kind::Async,
                &format!("Async\\delay(): cannot arm a timer: {e}"),
            )
        }
    };
    let rec = cur.get();
    let mut wait = Wait::new(&rec.waker, rec.wake_callback());
    wait.on_live(&timer.event, rec.listener());
    if let Some(ev) = or {
        wait.on_any(ev, rec.listener());
    }
    let w = rt.wait_on(&mut wait, WaitingFor::Timer(ms));
    drop(wait);
    reactor.delays.release(due, timer);
    match woken(w) {
        Ok(()) => Outcome::Value(Zval::new()),
        Err(o) => o,
    }
}

/// Suspends the running coroutine until the one-shot `ev` closed (a hooked
/// function waiting for its DNS answer, its child process...): the
/// coroutine's listener joins it. Err: what the caller must end with
/// instead (cancellation, exit).
pub fn wait_closed(
    ev: &crate::records::live_event::LiveEvent,
    waiting: WaitingFor,
) -> Result<(), Outcome> {
    let rt = rt();
    while !ev.is_closed() {
        let rec = rt.ensure_launched().get();
        let mut wait = Wait::new(&rec.waker, rec.wake_callback());
        wait.on_live(ev, rec.listener());
        let w = rt.wait_on(&mut wait, waiting);
        drop(wait);
        woken(w)?;
    }
    Ok(())
}

/// Suspends the running coroutine until `ev` (or `also`) notifies once.
/// Either is a C record (`AnyEvent`, or a `&LiveEvent`).
pub fn wait_once<'a>(
    ev: impl Into<super::wait::AnyEvent<'a>>,
    also: Option<super::wait::AnyEvent<'a>>,
    waiting: WaitingFor,
) -> Result<(), Outcome> {
    let rt = rt();
    let rec = rt.ensure_launched().get();
    let mut wait = Wait::new(&rec.waker, rec.wake_callback());
    wait.on_any(ev.into(), rec.listener());
    if let Some(also) = also {
        wait.on_any(also, rec.listener());
    }
    let w = rt.wait_on(&mut wait, waiting);
    drop(wait);
    woken(w)
}

/// Suspends the running coroutine until `done()`, checked each time `ev`
/// notifies (an event that fires many times: a scope's or group's change).
pub fn wait_until<'a>(
    ev: impl Into<super::wait::AnyEvent<'a>>,
    waiting: WaitingFor,
    done: impl Fn() -> bool,
) -> Result<(), Outcome> {
    wait_until_or(ev, None, waiting, done)
}

/// As `wait_until`, also woken by `also` (a timeout's record), which
/// `done` checks.
pub fn wait_until_or<'a>(
    ev: impl Into<super::wait::AnyEvent<'a>>,
    also: Option<super::wait::AnyEvent<'a>>,
    waiting: WaitingFor,
    done: impl Fn() -> bool,
) -> Result<(), Outcome> {
    let ev = ev.into();
    while !done() {
        wait_once(ev, also, waiting)?;
    }
    Ok(())
}

/// CPUs this process may use (affinity and cgroup quota), at least 1.
pub fn available_parallelism() -> u32 {
    crate::reactor::handle::available_parallelism()
}

/// The result or exception of a finished coroutine.
#[inline(always)]
pub fn result_of(target: &Record) -> Outcome {
    if let Some(ex) = target.exception() {
        return Outcome::Throw(ex);
    }
    Outcome::Value(target.result_value())
}

/// Calls `closure` with cancellation deferred (protect()).
pub fn protect(closure: &Callable) -> Outcome {
    let rt = rt();
    let cur = rt.ensure_launched();
    let rec = cur.get();
    rec.protect_depth.set(rec.protect_depth.get() + 1);
    let r = closure.call(&mut []);
    // A deadlock or the shutdown may have lifted the protection meanwhile.
    rec.protect_depth
        .set(rec.protect_depth.get().saturating_sub(1));
    match r {
        CallResult::Bailout => Outcome::Bailout,
        CallResult::Threw => Outcome::Value(Zval::new()), // already pending in EG(exception)
        CallResult::Returned(v) => {
            let deferred = if rec.protect_depth.get() == 0 {
                rec.deferred_cancel.take()
            } else {
                None
            };
            match deferred {
                Some(ex) => {
                    rec.cancelled.set(true);
                    Outcome::Throw(ex)
                }
                None => Outcome::Value(v),
            }
        }
    }
}

/// An owned reference to `reason`, or a new AsyncCancellation.
pub fn cancellation(reason: Option<&ZendObject>, default_message: &str) -> Thrown {
    match reason {
        Some(obj) => Thrown::share(obj),
        None => Thrown::new(Kind::Cancellation, default_message),
    }
}

/// `Coroutine::cancel()`; `reason` is an AsyncCancellation or null. A
/// coroutine whose body is over has nothing left to cancel (its finally()
/// callbacks are not part of what the caller can stop).
pub fn cancel(target: &Record, reason: Option<&ZendObject>) {
    if target.ended.get() {
        return;
    }
    rt().cancel(
        CoRef::new(target),
        cancellation(reason, "Coroutine cancelled"),
    );
}

/// `graceful_shutdown()`: cancels every coroutine but the caller (and main);
/// they unwind, finally blocks included, when the scheduler next runs them.
/// Coroutines spawned afterwards are cancelled before they start.
pub fn graceful_shutdown(reason: Option<&ZendObject>) {
    let Some(rt) = try_rt() else { return };
    if rt.shutdown_reason.borrow().is_none() {
        *rt.shutdown_reason.borrow_mut() = Some(cancellation(reason, "Graceful shutdown"));
    }
    if !rt.launched.get() {
        return;
    }
    let others: Vec<CoRef> = rt.live.borrow().snapshot();
    for co in others {
        if !rt.is_main(co) && Some(co) != rt.current.get() {
            rt.cancel(co, cancellation(reason, "Graceful shutdown"));
        }
    }
}

pub fn raise_priority(target: &Record) {
    rt().raise_priority(CoRef::new(target));
}

pub fn coroutines() -> Vec<Zval> {
    match try_rt() {
        Some(rt) if rt.launched.get() => rt
            .live
            .borrow()
            .snapshot()
            .into_iter()
            .map(object_zval)
            .collect(),
        _ => Vec::new(),
    }
}

/// The backtrace of a suspended coroutine, from its suspension point.
pub fn trace(target: &Record, options: i64, limit: i64) -> Option<Zval> {
    if !target.phase.get().is_suspended() {
        return None;
    }
    // SAFETY: the saved frame chain of a suspended coroutine stays valid
    // until it is resumed; the shim only reads it.
    let ex = unsafe { (*target.vm.get()).current_execute_data };
    if ex.is_null() {
        return None;
    }
    let mut out = Zval::new();
    // SAFETY: see above.
    unsafe { sys::ta_backtrace_from(ex, &mut out, options as i32, limit as i32) };
    Some(out)
}

pub fn exception_of(target: &Record) -> Option<Zval> {
    rt().observe(target);
    // SAFETY: the record holds a reference; the zval takes its own.
    let obj = unsafe { target.exception_obj().as_mut() }?;
    let mut z = Zval::new();
    z.set_object(obj);
    Some(z)
}

pub fn result_zval(target: &Record) -> Zval {
    if !target.completed() || target.has_exception() {
        return Zval::new();
    }
    target.result_value()
}

/// Whether `obj` is an `Async\AsyncCancellation`.
pub fn is_cancellation(obj: &ZendObject) -> bool {
    Thrown::share(obj).is_instance_of(Kind::Cancellation)
}

/// Writes `bytes` to PHP's output (through the running coroutine's buffers).
pub fn output_write(bytes: &[u8]) {
    // SAFETY: php_output_write copies the bytes.
    unsafe { sys::ta_output_write(bytes.as_ptr().cast(), bytes.len()) };
}

/// An E_WARNING with `msg` as it is.
pub fn php_warning(msg: &str) {
    let msg = std::ffi::CString::new(msg).unwrap_or_default();
    // SAFETY: raises a warning in the running frame.
    unsafe { sys::ta_warning(msg.as_ptr()) };
}

/// A method handler as PHP calls it.
pub type MethodHandler = extern "C" fn(&mut ext_php_rs::zend::ExecuteData, &mut Zval);

/// (lower-case class, lower-case method, handler): a method that gets a
/// plain handler instead of ext-php-rs's wrapper.
pub type FastPath = (
    &'static std::ffi::CStr,
    &'static std::ffi::CStr,
    MethodHandler,
);

/// Gives a registered class's method a plain handler (see
/// csrc/call_shim.c). `class_lc`/`method_lc`: lower-case, NUL-terminated.
/// Call before any PHP code of the request runs.
pub fn set_method_handler(
    class_lc: &std::ffi::CStr,
    method_lc: &std::ffi::CStr,
    h: MethodHandler,
) -> bool {
    // SAFETY: references and raw pointers share the C ABI, so the handler
    // is a valid zif_handler; the function entry is only read by calls,
    // and none runs now (the caller's contract).
    unsafe {
        let h = std::mem::transmute::<MethodHandler, sys::InternalHandler>(h);
        let mut old = None;
        sys::ta_swap_method_handler(class_lc.as_ptr(), method_lc.as_ptr(), h, &mut old)
    }
}

/// What reflection shows as the type of argument `idx` (0-based) of a
/// registered class's method: PHP's MAY_BE_* bits, and the default's PHP
/// text if given. Same contract as `set_method_handler`.
pub fn set_arg_type(
    class_lc: &std::ffi::CStr,
    method_lc: &std::ffi::CStr,
    idx: u32,
    mask: u32,
    default: Option<&'static std::ffi::CStr>,
) -> bool {
    // SAFETY: the class and its function entries are persistent; nothing
    // reads the argument info concurrently (the caller's contract). The
    // default's text is static: the function entry keeps pointing at it.
    unsafe {
        sys::ta_set_arg_type(
            class_lc.as_ptr(),
            method_lc.as_ptr(),
            idx,
            mask,
            default.map_or(std::ptr::null(), |d| d.as_ptr()),
        )
    }
}

/// How the running internal method was called: `Some(by_ref)` from a
/// user foreach, `None` for a direct call from PHP code (engine-driven
/// iteration counts as a foreach by value).
pub fn called_by_foreach() -> Option<bool> {
    // SAFETY: reads the running call's frames on the PHP thread.
    match unsafe { sys::ta_called_by_foreach() } {
        0 | 1 => Some(false),
        2 => Some(true),
        _ => None,
    }
}

/// `$this` of the running internal method as a new reference (for a
/// method that returns `$this`); undef outside one.
pub fn this_zval() -> Zval {
    let mut z = Zval::new();
    // SAFETY: as in `this_object`; set_object takes its own reference.
    unsafe {
        let ex = (*eg()).current_execute_data;
        if !ex.is_null() && (*ex).This.u1.v.type_ as u32 == zend::IS_OBJECT {
            if let Some(obj) = (*ex).This.value.obj.cast::<ZendObject>().as_mut() {
                z.set_object(obj);
            }
        }
    }
    z
}

/// The object a running internal method was called on (`$this`), for a
/// constructor that must tell a second call from the first.
pub fn this_object() -> Option<&'static ZendObject> {
    // SAFETY: on the PHP thread, inside an internal method: the current
    // frame is the method's own and its This holds the object for the whole
    // call, which outlives every use the caller makes of the reference.
    unsafe {
        let ex = (*eg()).current_execute_data;
        if ex.is_null() {
            return None;
        }
        let this = &(*ex).This;
        if this.u1.v.type_ as u32 != zend::IS_OBJECT {
            return None;
        }
        this.value.obj.as_ref()
    }
}

pub fn exception_pending() -> bool {
    // SAFETY: plain read.
    unsafe { !(*eg()).exception.is_null() }
}

/// The largest resident stack among pooled contexts and among live
/// coroutines' contexts, in bytes (runtime_stats()).
pub fn stack_resident_max() -> (usize, usize) {
    let Some(rt) = try_rt() else { return (0, 0) };
    let pooled = rt
        .pool
        .borrow()
        .idle()
        .map(|c| c.resident_bytes())
        .max()
        .unwrap_or(0);
    let live = rt
        .live
        .borrow()
        .snapshot()
        .into_iter()
        // SAFETY: a live record's context pointer is null or its own
        // context, alive while the coroutine is (a queued one has none).
        .filter_map(|co| unsafe { co.get().running_if()?.context.get().as_ref() })
        .map(|c| c.resident_bytes())
        .max()
        .unwrap_or(0);
    (pooled, live)
}
