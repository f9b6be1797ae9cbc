//! Ownership of libuv memory: the request's loop and every handle on it.
//!
//! Invariants:
//! - A handle lives in a `Box` that libuv points into; dropping its Rust
//!   owner calls `uv_close`, and the box is freed in the close callback, not
//!   before (libuv still touches a closing handle).
//! - The loop is closed only after every handle's close callback ran:
//!   `Loop::close` runs the loop until it is no longer alive.
//! - Callbacks run inside `uv_run`, on whatever stack the scheduler ran the
//!   tick on; they only record and queue (no coroutine switch, no PHP code).
//!
//! All of the crate's libuv `unsafe` is in this file.

use crate::runtime::event::{Event, EventOps};
use crate::sys::uv;
use std::cell::UnsafeCell;
use std::ptr::NonNull;

#[derive(Debug)]
pub struct UvError(pub i32);

impl std::fmt::Display for UvError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // SAFETY: uv_strerror returns a static string for any code.
        let msg = unsafe { std::ffi::CStr::from_ptr(uv::uv_strerror(self.0)) };
        write!(f, "{} ({})", msg.to_string_lossy(), self.0)
    }
}

fn check(rc: i32) -> Result<(), UvError> {
    if rc < 0 {
        Err(UvError(rc))
    } else {
        Ok(())
    }
}

/// CPUs this process may use (affinity and cgroup quota), at least 1: what
/// libuv recommends for sizing its thread pool.
pub fn available_parallelism() -> u32 {
    // SAFETY: a pure query with no arguments.
    unsafe { uv::uv_available_parallelism() }
}

/// The request's event loop.
pub struct Loop {
    raw: Box<UnsafeCell<uv::uv_loop_t>>,
}

impl Loop {
    pub fn new() -> Result<Self, UvError> {
        // SAFETY: uv_loop_t is plain C data; uv_loop_init initialises it in
        // place and it never moves afterwards (boxed).
        let raw: Box<UnsafeCell<uv::uv_loop_t>> =
            Box::new(UnsafeCell::new(unsafe { std::mem::zeroed() }));
        // SAFETY: a fresh, boxed loop struct.
        check(unsafe { uv::uv_loop_init(raw.get()) })?;
        Ok(Self { raw })
    }

    fn ptr(&self) -> *mut uv::uv_loop_t {
        self.raw.get()
    }

    /// One turn: ready events only (`wait` false) or blocking until the next
    /// event (`wait` true). Returns whether anything is still alive.
    pub fn run(&self, wait: bool) -> bool {
        let mode = if wait {
            uv::uv_run_mode_UV_RUN_ONCE
        } else {
            uv::uv_run_mode_UV_RUN_NOWAIT
        };
        // SAFETY: the loop is initialised; callbacks only queue coroutines.
        unsafe { uv::uv_run(self.ptr(), mode) != 0 }
    }

    /// Active, referenced handles or requests remain (a pending timer...).
    pub fn alive(&self) -> bool {
        // SAFETY: reads the initialised loop.
        unsafe { uv::uv_loop_alive(self.ptr()) != 0 }
    }

    /// Milliseconds of the loop's clock (updated by each turn).
    pub fn now(&self) -> u64 {
        // SAFETY: reads the initialised loop.
        unsafe { uv::uv_now(self.ptr()) }
    }

    /// Runs the loop until every handle has been closed, then closes it.
    /// Callers have dropped every handle owner before.
    pub fn close(self) -> Result<(), UvError> {
        for _ in 0..1000 {
            // SAFETY: the loop is initialised; only close callbacks remain.
            if unsafe { uv::uv_run(self.ptr(), uv::uv_run_mode_UV_RUN_NOWAIT) } == 0 {
                break;
            }
        }
        // SAFETY: no handle is left open (or uv_loop_close says EBUSY and
        // the box is leaked rather than freed under libuv).
        let rc = unsafe { uv::uv_loop_close(self.ptr()) };
        if rc < 0 {
            std::mem::forget(self);
            return Err(UvError(rc));
        }
        Ok(())
    }
}

/// The libuv side of one event kind (R2): armed when the first waiter
/// suspends (S7), stopped by its owner, described for reports.
pub trait Source: 'static {
    fn start(&self, ev: &Event) -> Result<(), UvError>;
    fn stop(&self);
    fn describe(&self) -> String;
}

/// The generic event record glued to the handle that talks to the OS. The
/// event is the first field, so the event's ops find their source from the
/// event pointer. Owners keep it in place (boxed, or on the waiting frame)
/// from `start` until it is dropped; dropping the source closes its handle.
#[repr(C)]
pub struct SourceEvent<S: Source> {
    pub event: Event,
    pub source: S,
}

impl<S: Source> SourceEvent<S> {
    const OPS: EventOps = EventOps {
        start: Some(source_start::<S>),
        stop: Some(source_stop::<S>),
        dispose: None,
        info: Some(source_info::<S>),
    };

    pub fn new(source: S, flags: u32) -> Self {
        Self {
            event: Event::new(&Self::OPS, flags),
            source,
        }
    }
}

/// # Safety (shared by the three ops)
/// These ops are installed only by `SourceEvent::<S>::new`, in the event that
/// is the first field of a `repr(C)` `SourceEvent<S>`, and an event's ops
/// only run while the event is alive.
fn source_of<'a, S: Source>(ev: *const Event) -> &'a SourceEvent<S> {
    // SAFETY: see above.
    unsafe { &*(ev as *const SourceEvent<S>) }
}

extern "C" fn source_start<S: Source>(ev: *const Event) -> i32 {
    let se = source_of::<S>(ev);
    match se.source.start(&se.event) {
        Ok(()) => 0,
        Err(e) => e.0,
    }
}

extern "C" fn source_stop<S: Source>(ev: *const Event) {
    source_of::<S>(ev).source.stop();
}

extern "C" fn source_info<S: Source>(ev: *const Event, buf: *mut u8, cap: usize) -> usize {
    let text = source_of::<S>(ev).source.describe();
    let n = text.len().min(cap);
    // SAFETY: the caller's buffer holds `cap` bytes.
    unsafe { std::ptr::copy_nonoverlapping(text.as_ptr(), buf, n) };
    n
}

/// A libuv handle kind this file knows how to initialise.
pub trait HandleKind: 'static {
    /// # Safety
    /// `h` points to zeroed memory that stays in place until closed.
    unsafe fn init(lp: *mut uv::uv_loop_t, h: *mut Self) -> i32;
}

impl HandleKind for uv::uv_timer_t {
    unsafe fn init(lp: *mut uv::uv_loop_t, h: *mut Self) -> i32 {
        // SAFETY: the trait's contract.
        unsafe { uv::uv_timer_init(lp, h) }
    }
}

impl HandleKind for uv::uv_signal_t {
    unsafe fn init(lp: *mut uv::uv_loop_t, h: *mut Self) -> i32 {
        // SAFETY: the trait's contract.
        unsafe { uv::uv_signal_init(lp, h) }
    }
}

impl HandleKind for uv::uv_fs_event_t {
    unsafe fn init(lp: *mut uv::uv_loop_t, h: *mut Self) -> i32 {
        // SAFETY: the trait's contract.
        unsafe { uv::uv_fs_event_init(lp, h) }
    }
}

/// A libuv handle owned from Rust with the event it reports to. The box is
/// handed to libuv on drop (`uv_close`) and freed in the close callback.
struct Owned<H: HandleKind> {
    raw: NonNull<HandleBox<H>>,
}

#[repr(C)]
struct HandleBox<H> {
    handle: H,
    /// The event to report to; set by `start`, valid while the handle runs.
    target: *const Event,
}

unsafe extern "C" fn close_cb<H: HandleKind>(h: *mut uv::uv_handle_t) {
    // SAFETY: the box was handed to libuv in Drop; this is its last use.
    drop(unsafe { Box::from_raw(h as *mut HandleBox<H>) });
}

impl<H: HandleKind> Owned<H> {
    fn new(lp: &Loop) -> Result<Self, UvError> {
        let b = Box::new(HandleBox::<H> {
            // SAFETY: plain C data, initialised by H::init below.
            handle: unsafe { std::mem::zeroed() },
            target: std::ptr::null(),
        });
        let raw = NonNull::from(Box::leak(b));
        // SAFETY: a fresh, boxed handle struct on a live loop.
        if let Err(e) = check(unsafe { H::init(lp.ptr(), raw.as_ptr().cast()) }) {
            // SAFETY: never registered with libuv; ours to free.
            drop(unsafe { Box::from_raw(raw.as_ptr()) });
            return Err(e);
        }
        Ok(Self { raw })
    }

    fn handle(&self) -> *mut H {
        self.raw.as_ptr().cast()
    }

    /// Points the handle at `target`. The caller keeps `target` alive until
    /// the handle is stopped or dropped (the event and the handle have one
    /// owner).
    fn set_target(&self, target: &Event) {
        // SAFETY: the box is ours; libuv does not read `target`.
        unsafe { (*self.raw.as_ptr()).target = target };
    }

    /// The target of the handle behind `h`, from inside its callback.
    ///
    /// # Safety
    /// `h` is the handle of a live, open `Owned<H>` (libuv only calls back
    /// open handles), and `set_target`'s contract holds.
    unsafe fn target_of<'a>(h: *mut H) -> Option<&'a Event> {
        // SAFETY: `h` is the first field of a repr(C) HandleBox<H>.
        let b = unsafe { &*(h as *const HandleBox<H>) };
        // SAFETY: see above.
        unsafe { b.target.as_ref() }
    }
}

impl<H: HandleKind> Drop for Owned<H> {
    fn drop(&mut self) {
        // SAFETY: an open handle; from here libuv owns the box until the
        // close callback frees it. Closing stops it: the target is never
        // touched again.
        unsafe { uv::uv_close(self.handle().cast(), Some(close_cb::<H>)) };
    }
}

/// A one-shot libuv timer that closes its event when it fires.
pub struct TimerHandle(Owned<uv::uv_timer_t>);

unsafe extern "C" fn timer_cb(h: *mut uv::uv_timer_t) {
    // SAFETY: libuv calls back the open timer of an Owned box.
    if let Some(ev) = unsafe { Owned::target_of(h) } {
        ev.close(std::ptr::null_mut(), std::ptr::null_mut());
    }
}

impl TimerHandle {
    /// An inactive timer on `lp`.
    pub fn new(lp: &Loop) -> Result<Self, UvError> {
        Ok(Self(Owned::new(lp)?))
    }

    /// Starts counting `timeout_ms`; then `target` is closed. The caller
    /// keeps `target` alive until this handle is stopped or dropped.
    pub fn start(&self, timeout_ms: u64, target: &Event) -> Result<(), UvError> {
        self.0.set_target(target);
        // SAFETY: an initialised, open timer.
        check(unsafe { uv::uv_timer_start(self.0.handle(), Some(timer_cb), timeout_ms, 0) })
    }

    pub fn stop(&self) {
        // SAFETY: an initialised, open timer.
        unsafe { uv::uv_timer_stop(self.0.handle()) };
    }
}

/// A libuv signal watcher: every delivery of its signal notifies its event
/// (repeating), with the signal number as the result pointer's value.
pub struct SignalHandle(Owned<uv::uv_signal_t>);

unsafe extern "C" fn signal_cb(h: *mut uv::uv_signal_t, signum: i32) {
    // SAFETY: libuv calls back the open signal handle of an Owned box.
    if let Some(ev) = unsafe { Owned::target_of(h) } {
        ev.notify(
            signum as usize as *mut std::ffi::c_void,
            std::ptr::null_mut(),
        );
    }
}

impl SignalHandle {
    pub fn new(lp: &Loop) -> Result<Self, UvError> {
        Ok(Self(Owned::new(lp)?))
    }

    /// Listens for `signum`; the caller keeps `target` alive until this
    /// handle is stopped or dropped.
    pub fn start(&self, signum: i32, target: &Event) -> Result<(), UvError> {
        self.0.set_target(target);
        // SAFETY: an initialised, open signal handle.
        check(unsafe { uv::uv_signal_start(self.0.handle(), Some(signal_cb), signum) })
    }

    pub fn stop(&self) {
        // SAFETY: an initialised, open signal handle.
        unsafe { uv::uv_signal_stop(self.0.handle()) };
    }
}

/// One change libuv reported for a watched path: what a filesystem event's
/// `result` pointer points to during its notification.
#[derive(Debug, Clone)]
pub struct FsChange {
    /// The entry that changed, relative to the watched directory (or the
    /// watched file's own name); libuv may not know it.
    pub filename: Option<String>,
    /// Created, deleted or renamed.
    pub renamed: bool,
    /// Contents or metadata modified.
    pub changed: bool,
    /// 0, or the libuv error the watch ended with.
    pub status: i32,
}

/// A libuv filesystem watch (inotify here): every change notifies its event
/// (repeating) with an `FsChange` as result.
pub struct FsEventHandle(Owned<uv::uv_fs_event_t>);

unsafe extern "C" fn fs_event_cb(
    h: *mut uv::uv_fs_event_t,
    filename: *const std::ffi::c_char,
    events: i32,
    status: i32,
) {
    // SAFETY: libuv calls back the open handle of an Owned box.
    let Some(ev) = (unsafe { Owned::target_of(h) }) else {
        return;
    };
    let filename = if filename.is_null() {
        None
    } else {
        // SAFETY: libuv passes a NUL-terminated name valid for the call.
        let name = unsafe { std::ffi::CStr::from_ptr(filename) };
        Some(name.to_string_lossy().into_owned())
    };
    let change = FsChange {
        filename,
        renamed: events & uv::uv_fs_event_UV_RENAME as i32 != 0,
        changed: events & uv::uv_fs_event_UV_CHANGE as i32 != 0,
        status,
    };
    ev.notify(
        &change as *const FsChange as *mut std::ffi::c_void,
        std::ptr::null_mut(),
    );
}

impl FsEventHandle {
    pub fn new(lp: &Loop) -> Result<Self, UvError> {
        Ok(Self(Owned::new(lp)?))
    }

    /// Watches `path` (recursively if asked and supported); the caller keeps
    /// `target` alive until this handle is stopped or dropped.
    pub fn start(
        &self,
        path: &std::ffi::CStr,
        recursive: bool,
        target: &Event,
    ) -> Result<(), UvError> {
        self.0.set_target(target);
        let flags = if recursive {
            uv::uv_fs_event_flags_UV_FS_EVENT_RECURSIVE
        } else {
            0
        };
        // SAFETY: an initialised, open handle; libuv copies the path.
        check(unsafe {
            uv::uv_fs_event_start(self.0.handle(), Some(fs_event_cb), path.as_ptr(), flags)
        })
    }

    pub fn stop(&self) {
        // SAFETY: an initialised, open handle.
        unsafe { uv::uv_fs_event_stop(self.0.handle()) };
    }
}
