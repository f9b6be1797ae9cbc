//! Ownership of libuv memory: the request's loop and every handle on it.
//!
//! Invariants:
//! - A handle lives in a `Box` that libuv points into; dropping its Rust
//!   owner calls `uv_close`, and the box is freed in the close callback, not
//!   before (libuv still touches a closing handle).
//! - The loop is closed only after every handle's close callback ran:
//!   `Loop::drain` runs it until it is no longer alive, then
//!   `Loop::close_drained` closes it.
//! - Callbacks run inside `uv_run`, on whatever stack the scheduler ran the
//!   tick on; they only record and queue (no coroutine switch, no PHP code).
//!
//! All of the crate's libuv `unsafe` is in this module: `mod.rs` (the loop,
//! the generic event glue, owned handles) and one file per handle kind.

use crate::records::event::flags::CLOSED;
use crate::records::live_event::{info_string, set_start_error, LiveEvent, Methods};
use crate::records::Event as RawEvent;
use crate::sys::uv;
use crate::sys::zend::zend_string;
use std::cell::UnsafeCell;
use std::ffi::c_void;
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

    /// Brings the loop's clock to now (PHP may have run a while since the
    /// last turn).
    pub fn update_time(&self) {
        // SAFETY: the loop is initialised.
        unsafe { uv::uv_update_time(self.ptr()) }
    }

    /// Milliseconds of the loop's clock (updated by each turn).
    pub fn now(&self) -> u64 {
        // SAFETY: reads the initialised loop.
        unsafe { uv::uv_now(self.ptr()) }
    }

    /// In a child made by fork(): the loop gets kernel objects of its own
    /// (epoll set, io_uring, eventfd, signal pipe, inotify); the inherited
    /// descriptors are closed in the child only, so the parent's loop, which
    /// shares those kernel objects, is not disturbed. Every watcher is
    /// registered again on the new epoll set at the next turn.
    pub fn renew_after_fork(&self) -> Result<(), UvError> {
        // SAFETY: the loop is initialised and not running (called from a
        // PHP function, outside uv_run).
        check(unsafe { uv::uv_loop_fork(self.ptr()) })
    }

    /// Thread-pool requests (DNS lookups, file jobs) or child processes the
    /// loop still waits for. A forked child would wait for them forever:
    /// the pool's threads and the children belong to the parent.
    pub fn has_jobs_or_children(&self) -> bool {
        // SAFETY: reads two fields of the initialised loop; `count` is the
        // member libuv itself uses on Unix.
        unsafe {
            let l = &*self.ptr();
            let children = &l.process_handles;
            l.active_reqs.count > 0 || !std::ptr::eq(children.next, children)
        }
    }

    /// Runs the loop until every handle has been closed; false if some
    /// work was still alive at the time bound. Callers have dropped every
    /// handle owner before.
    pub fn drain(&self) -> bool {
        // Close callbacks need a turn or two; a request libuv still holds
        // (an orphaned DNS lookup or pool job, whose box its callback frees)
        // needs its thread to finish: wait for it, within a bound.
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(30);
        let mut turns = 0u32;
        loop {
            let mode = if turns < 16 {
                uv::uv_run_mode_UV_RUN_NOWAIT
            } else {
                uv::uv_run_mode_UV_RUN_ONCE
            };
            // SAFETY: the loop is initialised; only closing handles and
            // orphaned requests remain, whose callbacks free themselves.
            if unsafe { uv::uv_run(self.ptr(), mode) } == 0 {
                return true;
            }
            if std::time::Instant::now() > deadline {
                return false;
            }
            turns += 1;
        }
    }

    /// Closes a loop `drain` ran on (a drain that hit its time bound is not
    /// run again).
    pub fn close_drained(self) -> Result<(), UvError> {
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

/// Whom a handle reports to: true_async's own events (a `LiveEvent`,
/// the C record C code sees too) or the glue of a C extension's reactor
/// event (abi/zend_async_reactor.rs), which hands the report to its
/// record. `notify` for a repeating report, `close` for the last one
/// (result and error are the kind's: a ready mask, a status...).
pub trait Report {
    fn notify(&self, result: *mut c_void, error: *mut c_void);
    fn close(&self, result: *mut c_void, error: *mut c_void);
}

/// What handles keep a pointer to (see `Report`).
pub type Target = dyn Report + 'static;

impl Report for LiveEvent {
    #[inline(always)]
    fn notify(&self, result: *mut c_void, error: *mut c_void) {
        LiveEvent::notify(self, result, error);
    }

    #[inline(always)]
    fn close(&self, result: *mut c_void, error: *mut c_void) {
        LiveEvent::close(self, result, error);
    }
}

/// The libuv side of one event kind (docs/design.md, event record): armed when the first waiter
/// suspends (S7), stopped by its owner, described for reports.
pub trait Source: 'static {
    fn start(&self, ev: &LiveEvent) -> Result<(), UvError>;
    fn stop(&self);
    fn describe(&self) -> String;
}

/// The event record glued to the handle that talks to the OS: a
/// `LiveEvent`, the C record (`zend_async_event_t`) that C code reads
/// too, whose methods (start, stop, info) are the source's. The event is
/// the first field, so the methods find their source from the record's
/// pointer. Owners keep it in place (boxed, or on the waiting frame)
/// from `start` until it is dropped; dropping the source closes its
/// handle.
#[repr(C)]
pub struct SourceEvent<S: Source> {
    pub event: LiveEvent,
    pub source: S,
}

impl<S: Source> SourceEvent<S> {
    const METHODS: Methods = Methods {
        start: Some(source_start::<S>),
        stop: Some(source_stop::<S>),
        dispose: None,
        info: Some(source_info::<S>),
        replay: false,
    };

    /// A repeating event, or a one-shot one that tells nobody after it
    /// closed.
    pub fn new(source: S) -> Self {
        Self {
            event: LiveEvent::new(&Self::METHODS, 0),
            source,
        }
    }

    /// A one-shot event that tells late subscribers its outcome at once
    /// (the REPLAY of true_async's events).
    pub fn replaying(source: S) -> Self {
        let m = Methods {
            replay: true,
            ..Self::METHODS
        };
        Self {
            event: LiveEvent::new(&m, 0),
            source,
        }
    }
}

/// # Safety (shared by the three methods)
/// These methods are installed only by `SourceEvent::<S>::new` and
/// `replaying`, in the record that heads the `LiveEvent` that is the
/// first field of a `repr(C)` `SourceEvent<S>`, and a record's methods
/// only run while it is alive.
unsafe fn source_of<'a, S: Source>(ev: *mut RawEvent) -> &'a SourceEvent<S> {
    // SAFETY: see above.
    unsafe { &*(ev as *const SourceEvent<S>) }
}

/// The record's `start`, counted as C's API counts (`loop_ref_count`):
/// the first start arms the source, later ones only count, so that a C
/// waker joining an event true_async already started (a Timeout's timer)
/// does not arm it again. A closed event does not start.
unsafe extern "C" fn source_start<S: Source>(ev: *mut RawEvent) -> bool {
    // SAFETY: see source_of; the counts are read and written on the PHP
    // thread, in no borrow of the record held across the call.
    unsafe {
        if (*ev).flags & CLOSED != 0 {
            return true;
        }
        if (*ev).loop_ref_count > 0 {
            (*ev).loop_ref_count += 1;
            return true;
        }
        let se = source_of::<S>(ev);
        match se.source.start(&se.event) {
            Ok(()) => {
                (*ev).loop_ref_count = 1;
                true
            }
            Err(e) => {
                set_start_error(e.0);
                false
            }
        }
    }
}

/// The record's `stop`: the last of the counted starts disarms the
/// source (the owner's `LiveEvent::stop` stops it whatever C counted).
unsafe extern "C" fn source_stop<S: Source>(ev: *mut RawEvent) -> bool {
    // SAFETY: as in source_start.
    unsafe {
        if (*ev).loop_ref_count == 0 {
            return true;
        }
        (*ev).loop_ref_count -= 1;
        if (*ev).loop_ref_count == 0 {
            source_of::<S>(ev).source.stop();
        }
    }
    true
}

unsafe extern "C" fn source_info<S: Source>(ev: *mut RawEvent) -> *mut zend_string {
    // SAFETY: see source_of.
    info_string(&unsafe { source_of::<S>(ev) }.source.describe())
}

/// The target a handle or request points at.
///
/// # Safety
/// The owner of the handle keeps its target alive while the pointer is
/// set (for `'a`).
unsafe fn target_ref<'a>(t: Option<NonNull<Target>>) -> Option<&'a Target> {
    // SAFETY: the caller's contract.
    t.map(|t| unsafe { &*t.as_ptr() })
}

/// A libuv handle type (uv_timer_t, uv_poll_t...): plain C data that libuv
/// initialises in place.
pub trait HandleKind: 'static {}

impl HandleKind for uv::uv_timer_t {}
impl HandleKind for uv::uv_fs_event_t {}
impl HandleKind for uv::uv_poll_t {}
impl HandleKind for uv::uv_async_t {}
impl HandleKind for uv::uv_process_t {}
impl HandleKind for uv::uv_pipe_t {}

/// A libuv handle owned from Rust with the event it reports to. The box is
/// handed to libuv on drop (`uv_close`) and freed in the close callback.
struct Owned<H: HandleKind> {
    raw: NonNull<HandleBox<H>>,
}

#[repr(C)]
struct HandleBox<H> {
    handle: H,
    /// Whom to report to; set by `start`, valid while the handle runs.
    target: Option<NonNull<Target>>,
}

unsafe extern "C" fn close_cb<H: HandleKind>(h: *mut uv::uv_handle_t) {
    // SAFETY: the box was handed to libuv in Drop; this is its last use.
    drop(unsafe { Box::from_raw(h as *mut HandleBox<H>) });
}

impl<H: HandleKind> Owned<H> {
    /// `init` is the kind's uv_*_init, called once on the zeroed, boxed
    /// handle (which never moves afterwards).
    fn new(
        lp: &Loop,
        init: impl FnOnce(*mut uv::uv_loop_t, *mut H) -> i32,
    ) -> Result<Self, UvError> {
        let b = Box::new(HandleBox::<H> {
            // SAFETY: plain C data, initialised by H::init below.
            handle: unsafe { std::mem::zeroed() },
            target: None,
        });
        let raw = NonNull::from(Box::leak(b));
        if let Err(e) = check(init(lp.ptr(), raw.as_ptr().cast())) {
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
    fn set_target(&self, target: &Target) {
        // SAFETY: the box is ours; libuv does not read `target`.
        unsafe { (*self.raw.as_ptr()).target = Some(NonNull::from(target)) };
    }

    /// Whether the open handle keeps its loop alive while it is active
    /// (uv_ref / uv_unref: only a flag flips).
    fn set_loop_ref(&self, on: bool) {
        let h = self.handle().cast::<uv::uv_handle_t>();
        // SAFETY: an initialised, open handle (closed only in Drop).
        unsafe {
            if on {
                uv::uv_ref(h)
            } else {
                uv::uv_unref(h)
            }
        }
    }

    /// The target of the handle behind `h`, from inside its callback.
    ///
    /// # Safety
    /// `h` is the handle of a live, open `Owned<H>` (libuv only calls back
    /// open handles), and `set_target`'s contract holds.
    unsafe fn target_of<'a>(h: *mut H) -> Option<&'a Target> {
        // SAFETY: `h` is the first field of a repr(C) HandleBox<H>.
        let b = unsafe { &*(h as *const HandleBox<H>) };
        // SAFETY: see above.
        unsafe { target_ref(b.target) }
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

/// A libuv request (uv_work_t, uv_getaddrinfo_t...) owned jointly by Rust
/// and libuv: freed by whoever lets go last. The owner frees it once it
/// completed; an owner that gives up first marks it orphaned and asks libuv
/// to cancel it, and the completion callback (which libuv always runs,
/// with UV_ECANCELED if cancelled) frees it then.
struct Request<R: 'static, P: 'static> {
    raw: NonNull<ReqBox<R, P>>,
}

#[repr(C)]
struct ReqBox<R, P> {
    req: R,
    /// Loop-thread fields.
    target: Option<NonNull<Target>>,
    orphaned: bool,
    done: bool,
    /// The kind's own data (a thread-pool job may touch it off the loop
    /// thread while the request runs).
    payload: P,
}

impl<R, P> Request<R, P> {
    /// Boxes an unsubmitted request; `submit` hands it to libuv (the
    /// uv_* call returns 0 or an error). `target` is closed by the kind's
    /// callback and must outlive this owner.
    fn submit(
        payload: P,
        target: &Target,
        submit: impl FnOnce(*mut R) -> i32,
    ) -> Result<Self, UvError> {
        let b = Box::new(ReqBox {
            // SAFETY: plain C data that the uv_* call initialises.
            req: unsafe { std::mem::zeroed() },
            target: Some(NonNull::from(target)),
            orphaned: false,
            done: false,
            payload,
        });
        let raw = NonNull::from(Box::leak(b));
        if let Err(e) = check(submit(raw.as_ptr().cast())) {
            // SAFETY: libuv did not take the request; ours to free.
            drop(unsafe { Box::from_raw(raw.as_ptr()) });
            return Err(e);
        }
        Ok(Self { raw })
    }

    /// In the completion callback, on the loop thread: the box if its
    /// owner still wants it (marked done), None if it was orphaned (then
    /// freed here).
    ///
    /// # Safety
    /// `req` is the request of a live ReqBox<R, P> whose callback this is.
    unsafe fn complete<'a>(req: *mut R) -> Option<&'a mut ReqBox<R, P>> {
        let raw = req as *mut ReqBox<R, P>;
        // SAFETY: the caller's contract; libuv is done with the request.
        let b = unsafe { &mut *raw };
        if b.orphaned {
            // SAFETY: the owner let go; this is the box's last use.
            drop(unsafe { Box::from_raw(raw) });
            return None;
        }
        b.done = true;
        Some(b)
    }

    /// Runs `f` on the payload, once the request completed.
    fn with_payload<T>(&self, f: impl FnOnce(&mut P) -> T) -> Option<T> {
        // SAFETY: on the loop thread; once done, libuv no longer touches
        // the box, and no other reference to it is live during `f`.
        let b = unsafe { &mut *self.raw.as_ptr() };
        b.done.then(|| f(&mut b.payload))
    }
}

impl<R, P> Drop for Request<R, P> {
    fn drop(&mut self) {
        let raw = self.raw.as_ptr();
        // SAFETY: on the loop thread; `done`, `orphaned` and `target` are
        // only touched here and in `complete`, on this thread.
        unsafe {
            if (*raw).done {
                drop(Box::from_raw(raw));
                return;
            }
            (*raw).orphaned = true;
            (*raw).target = None;
            // Not started: the callback runs with ECANCELED and frees the
            // box. Running: it frees it when done.
            uv::uv_cancel(raw.cast());
        }
    }
}

mod dns;
mod exec;
mod fs_event;
pub mod poll;
mod timer;
mod trigger;
mod work;

pub use dns::{AddrRequest, NameRequest};
pub use exec::{ExecHandle, ExitStatus, SpawnOptions};
pub use fs_event::{FsChange, FsEventHandle};
pub use poll::PollHandle;
pub use timer::{DeadlineHandle, TimerHandle};
pub use trigger::{TriggerHandle, TriggerSender};
pub use work::{JobOutput, JobResult, WorkRequest};
