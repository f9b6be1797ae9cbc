//! The libuv side of the zend_async API's reactor events: the records are
//! C (`zend_async_timer_event_t` and the others, made and driven by
//! csrc/zend_async_reactor_shim.c, which owns their fields, flags, starts
//! and callbacks); each holds a `Glue` from here, the request's reactor
//! handle that does the waiting and reports back with
//! `ta_zend_async_reactor_fired`.
//!
//! The handle reports to the glue itself (it is the handle's
//! `reactor::handle::Report` target), which hands the report to its
//! record; a glue on a shared source (an fd's registration, a signal's
//! watcher) is subscribed to that source's event while started.
//!
//! Lifetimes: a glue lives from the record's creation until the record's
//! dispose lets it go (`ta_reactor_glue_free`) or the request ends (then
//! the record is detached: its pointer to the glue is cleared, and later
//! starts fail). The handle closes at once when let go; the glue itself
//! (which the handle reports to) waits until no report of its own is
//! under way, since a C callback may dispose its record from inside the
//! report.

use super::zend_async_exec::{self, ExecSpawn};
use crate::awaitables::signal::{native_watch, SignalEntry};
use crate::core::registry::{Key, Resource};
use crate::engine::runtime::try_rt;
use crate::io::fd_wait::NativePoll;
use crate::reactor::handle::{
    ExecHandle, FsChange, FsEventHandle, JobOutput, PollHandle, Report, TimerHandle, TriggerHandle,
    TriggerSender, UvError, WorkRequest,
};
use crate::reactor::Reactor;
use crate::records::listener::Callback;
use crate::sys;
use std::cell::{Cell, OnceCell, RefCell};
use std::ffi::{c_char, c_int, c_void, CStr, CString};
use std::rc::Rc;

/// The kinds csrc/zend_async_reactor_shim.c makes (its TA_KIND_*).
const KIND_TIMER: u32 = 1;
const KIND_POLL: u32 = 2;
const KIND_TRIGGER: u32 = 3;
const KIND_SIGNAL: u32 = 4;
/// A poll on a child's pidfd.
const KIND_PROCESS: u32 = 5;
/// A filesystem watch (the path is the glue's).
const KIND_FS: u32 = 6;
/// From here on, the kinds whose work runs on libuv's thread pool
/// (csrc/zend_async_work_shim.c: getaddrinfo, getnameinfo, tasks).
const KIND_WORK_FIRST: u32 = 7;
/// A child process run by a shell (csrc/zend_async_exec_shim.c).
pub(super) const KIND_EXEC: u32 = 10;

/// `async_poll_event` bits are libuv's (READABLE 1, WRITABLE 2).
const POLL_DIRECTIONS: c_int = 1 | 2;

enum Handle {
    Timer(TimerHandle),
    /// A process's pidfd.
    Poll(PollHandle),
    /// A C poll of an fd: the fd's registration, shared with the coroutines
    /// that wait on it (io/fd_wait.rs); the glue is subscribed while
    /// started.
    SharedPoll(NativePoll, Cell<bool>),
    Trigger(TriggerHandle),
    /// The shared watcher of one signal (awaitables/signal.rs); the glue
    /// is subscribed to its event while started.
    Signal(Rc<SignalEntry>, Cell<bool>),
    /// A job on libuv's thread pool, queued when the glue was made.
    Work(WorkRequest),
    /// A watch of the path (a copy of the record's).
    Fs(FsEventHandle, CString),
    /// A child spawned when the glue was made (abi/zend_async_exec.rs).
    Exec(ExecHandle),
    Gone,
}

/// A C job for the thread pool: `run(job)` on a worker; `free(job)` when
/// it is of no more use (after its report, or unrun when given up), on
/// whichever thread lets go last.
pub(super) struct CJob {
    run: unsafe extern "C" fn(*mut c_void),
    job: *mut c_void,
    free: Option<unsafe extern "C" fn(*mut c_void)>,
}

// SAFETY: the job's memory is the shim's malloc'd block (or a task record
// its creator made for a worker), touched by one thread at a time: the
// worker while `run` runs, then the loop thread.
unsafe impl Send for CJob {}

impl Drop for CJob {
    fn drop(&mut self) {
        if let Some(free) = self.free {
            // SAFETY: the shim's free function for its own job, called once.
            unsafe { free(self.job) };
        }
    }
}

pub struct Glue {
    handle: RefCell<Handle>,
    /// The handle made its last report (`Report::close`): later ones are
    /// not handed on.
    closed: Cell<bool>,
    /// A trigger's sender, read from other threads (set before the record
    /// is returned to its creator, never changed after).
    sender: OnceCell<TriggerSender>,
    rec: *mut c_void,
    kind: u32,
    reporting: Cell<u32>,
    let_go: Cell<bool>,
}

/// The request's glues, in creation order. Boxed: the C records and the
/// handles point at them, so they must not move when the vector grows.
#[derive(Default)]
#[allow(clippy::vec_box)]
struct Glues(RefCell<Vec<Box<Glue>>>);

impl Glue {
    /// Its subscriptions to a shared source's event (notify: `fired`).
    fn data(&self) -> *mut c_void {
        self as *const Glue as *mut c_void
    }

    fn callback(&self) -> Callback {
        Callback {
            notify: fired,
            data: self.data(),
        }
    }

    /// Closes the handle (a signal glue stops listening to the watcher).
    fn close_handle(&self) {
        match &*self.handle.borrow() {
            Handle::Signal(entry, listening) if listening.replace(false) => {
                entry.unlisten(self.callback());
            }
            Handle::SharedPoll(p, subscribed) => {
                if subscribed.replace(false) {
                    p.event().unhook(fired, self.data());
                }
                let _ = p.want(false, false, false);
                // Kept until the glue goes: its reference may be the fd
                // registration's last, whose event may be notifying right
                // now (a C callback releasing its own poll event).
                return;
            }
            _ => {}
        }
        self.handle.replace(Handle::Gone);
    }

    /// Let go by its record, with no report of it under way.
    fn done(&self) -> bool {
        self.let_go.get() && self.reporting.get() == 0
    }
}

impl Glues {
    /// Frees the glues their records let go of whose reports are over.
    fn sweep(&self) {
        let gone: Vec<Box<Glue>> = {
            let mut all = self.0.borrow_mut();
            // Not while any report is under way: a glue's handle may hold
            // the last reference to a shared fd registration whose event
            // is notifying further up the stack.
            if !all.iter().any(|g| g.done()) || all.iter().any(|g| g.reporting.get() > 0) {
                return;
            }
            let (gone, kept) = std::mem::take(&mut *all)
                .into_iter()
                .partition(|g| g.done());
            *all = kept;
            gone
        };
        drop(gone);
    }
}

impl Resource for Glues {
    fn close(&self) {
        let all = std::mem::take(&mut *self.0.borrow_mut());
        for g in &all {
            g.close_handle();
            if !g.let_go.get() {
                // SAFETY: the record is alive (its dispose would have let
                // go); the shim only clears its pointer to the glue.
                unsafe { sys::ta_zend_async_reactor_detach(g.rec, g.kind) };
            }
        }
        drop(all);
    }
}

static GLUES: Key<Glues> = Key::new(Glues::default);

fn reactor() -> Result<(&'static Reactor, &'static Glues), UvError> {
    let rt = try_rt().ok_or(UvError(-libc::ENXIO))?;
    let glues = rt.resources.get(&GLUES);
    glues.sweep();
    Ok((rt.reactor()?, glues))
}

/// The glue's own handle reports straight to it (it is the handle's
/// target, kept alive by the glue, which outlives its handle).
impl Report for Glue {
    fn notify(&self, result: *mut c_void, error: *mut c_void) {
        if !self.closed.get() {
            reported(self, result, error);
        }
    }

    fn close(&self, result: *mut c_void, error: *mut c_void) {
        if !self.closed.replace(true) {
            reported(self, result, error);
        }
    }
}

/// A shared source's event notified (the glue's subscription to it).
extern "C" fn fired(_: *const c_void, data: *mut c_void, result: *mut c_void, error: *mut c_void) {
    // SAFETY: `data` is the glue this subscription was made for; it
    // unsubscribes before it goes (close_handle, stop).
    reported(unsafe { &*(data as *const Glue) }, result, error);
}

/// One report of the glue's source. A glue outlives every report (it is
/// freed only by a sweep, never while `reporting` is non-zero).
fn reported(g: &Glue, result: *mut c_void, error: *mut c_void) {
    if g.let_go.get() {
        return;
    }
    g.reporting.set(g.reporting.get() + 1);
    report(g, result, error);
    g.reporting.set(g.reporting.get() - 1);
}

/// Hands one report of the glue's handle to the shim, which runs the
/// record's callbacks (they may dispose the record: then `let_go` is set
/// and the record is not touched again here).
fn report(g: &Glue, result: *mut c_void, error: *mut c_void) {
    if g.kind == KIND_FS {
        // SAFETY: a watch's report: `result` is the FsChange of this call.
        return fs_fired(g, unsafe { &*(result as *const FsChange) });
    }
    if g.kind == KIND_EXEC {
        // Before its close, a piece of output (the printing modes).
        if !g.closed.get() {
            if let Handle::Exec(h) = &*g.handle.borrow() {
                zend_async_exec::piece(g.rec, h);
            }
            return;
        }
        // Taken before the report: its callbacks may close the handle.
        let outcome = match &*g.handle.borrow() {
            Handle::Exec(h) => zend_async_exec::take_outcome(h),
            _ => None,
        };
        return zend_async_exec::report(g.rec, outcome);
    }
    // The handle is borrowed only to read the report: the callbacks may
    // close it.
    let (events, job) = match &*g.handle.borrow() {
        // A pool job's status is its error pointer; its block stays alive
        // (in `job`) until the shim has read it.
        Handle::Work(w) => {
            let job = w.take_result();
            let status = match job {
                Some(Ok(_)) => error as isize as c_int,
                _ => -libc::ECANCELED,
            };
            (status, job)
        }
        // A shared registration reports every readiness of the fd (and 0
        // when its stream closes): only what this event wants counts.
        Handle::SharedPoll(p, _) => {
            let events = result as usize as c_int;
            if events & p.wanted_mask() == 0 {
                return;
            }
            (events, None)
        }
        // A poll report's result is the libuv events seen.
        _ => (result as usize as c_int, None),
    };
    // SAFETY: the record has not let go of its glue, so it is alive.
    unsafe { sys::ta_zend_async_reactor_fired(g.rec, g.kind, events) };
    drop(job);
}

/// A filesystem watch's report: RENAME 1 / CHANGE 2, the entry's name.
fn fs_fired(g: &Glue, change: &FsChange) {
    let bits = u32::from(change.renamed) | (u32::from(change.changed) << 1);
    let name = change.filename.as_deref().unwrap_or("");
    // SAFETY: as in `report`; the name is read during the call only.
    unsafe {
        sys::ta_zend_async_fs_fired(
            g.rec,
            bits,
            name.as_ptr().cast(),
            name.len(),
            change.filename.is_some(),
            change.status,
        )
    };
}

pub(super) fn new_glue(
    kind: u32,
    rec: *mut c_void,
    fd: c_int,
    job: Option<CJob>,
    path: Option<CString>,
    exec: Option<&ExecSpawn>,
) -> Result<*mut Glue, UvError> {
    let (r, glues) = reactor()?;
    let lp = r.event_loop();
    let g = Box::new(Glue {
        handle: RefCell::new(Handle::Gone),
        closed: Cell::new(false),
        sender: OnceCell::new(),
        rec,
        kind,
        reporting: Cell::new(0),
        let_go: Cell::new(false),
    });
    let handle = match kind {
        KIND_TIMER => Handle::Timer(TimerHandle::new(lp)?),
        KIND_POLL => Handle::SharedPoll(
            NativePoll::new(fd).map_err(|_| UvError(-libc::EEXIST))?,
            Cell::new(false),
        ),
        // Without a pidfd (fd < 0) a repeating timer looks instead.
        KIND_PROCESS if fd < 0 => Handle::Timer(TimerHandle::new(lp)?),
        KIND_PROCESS => Handle::Poll(PollHandle::new(lp, fd)?),
        KIND_TRIGGER => {
            let t = TriggerHandle::new(lp, &*g)?;
            t.set_ref(false);
            let _ = g.sender.set(t.sender());
            Handle::Trigger(t)
        }
        KIND_SIGNAL => match native_watch(fd)? {
            Some(entry) => Handle::Signal(entry, Cell::new(false)),
            None => return Err(UvError(-libc::EINVAL)),
        },
        KIND_FS => Handle::Fs(FsEventHandle::new(lp)?, path.ok_or(UvError(-libc::EINVAL))?),
        KIND_EXEC => Handle::Exec(exec.ok_or(UvError(-libc::EINVAL))?.spawn(lp, &*g)?),
        _ if kind >= KIND_WORK_FIRST => {
            let job = job.ok_or(UvError(-libc::EINVAL))?;
            let run = Box::new(move || {
                // SAFETY: the shim's worker function on its own block.
                unsafe { (job.run)(job.job) };
                Box::new(job) as JobOutput
            });
            Handle::Work(WorkRequest::queue(lp, run, &*g)?)
        }
        _ => return Err(UvError(-libc::EINVAL)),
    };
    g.handle.replace(handle);
    let data = &*g as *const Glue as *mut c_void;
    glues.0.borrow_mut().push(g);
    Ok(data.cast())
}

/// A glue for the record `rec` of `kind` (`fd`: a poll's descriptor, a
/// process's pidfd, a signal's number), or null with
/// the libuv error code in `*error`.
///
/// # Safety
/// `rec` is the shim's record, alive until it lets go of the glue;
/// `error` is writable.
#[no_mangle]
pub unsafe extern "C" fn ta_reactor_glue_new(
    kind: u32,
    rec: *mut c_void,
    fd: c_int,
    error: *mut c_int,
) -> *mut Glue {
    match new_glue(kind, rec, fd, None, None, None) {
        Ok(g) => g,
        Err(e) => {
            // SAFETY: the caller's out-parameter.
            unsafe { *error = e.0 };
            std::ptr::null_mut()
        }
    }
}

/// A glue for the filesystem-watch record `rec` of `path` (copied), or null
/// with the libuv error code in `*error`.
///
/// # Safety
/// As for `ta_reactor_glue_new`; `path` is NUL-terminated.
#[no_mangle]
pub unsafe extern "C" fn ta_reactor_glue_new_fs(
    rec: *mut c_void,
    path: *const c_char,
    error: *mut c_int,
) -> *mut Glue {
    // SAFETY: the caller's NUL-terminated path.
    let path = unsafe { CStr::from_ptr(path) }.to_owned();
    match new_glue(KIND_FS, rec, -1, None, Some(path), None) {
        Ok(g) => g,
        Err(e) => {
            // SAFETY: the caller's out-parameter.
            unsafe { *error = e.0 };
            std::ptr::null_mut()
        }
    }
}

/// A glue for the record `rec` of a pool `kind` whose job is queued now:
/// `run(job)` on a worker thread, then the record's report (status 0, or a
/// libuv error such as ECANCELED) on the loop thread, then `free(job)` (if
/// given). Null with the libuv error in `*error`; `free(job)` has then
/// been called.
///
/// # Safety
/// As for `ta_reactor_glue_new`; `run` may be called on another thread
/// with `job`, which nothing else touches until the report.
#[no_mangle]
pub unsafe extern "C" fn ta_reactor_work_new(
    kind: u32,
    rec: *mut c_void,
    run: unsafe extern "C" fn(*mut c_void),
    job: *mut c_void,
    free: Option<unsafe extern "C" fn(*mut c_void)>,
    error: *mut c_int,
) -> *mut Glue {
    let job = CJob { run, job, free };
    match new_glue(kind, rec, -1, Some(job), None, None) {
        Ok(g) => g,
        Err(e) => {
            // SAFETY: the caller's out-parameter.
            unsafe { *error = e.0 };
            std::ptr::null_mut()
        }
    }
}

/// Starts the handle: a timer of `amount` ms (repeating when `flag`: a
/// process without a pidfd starts as a repeating timer), a
/// poll for the events in `flag`, a trigger (always listening: only its
/// hold on the loop changes). `keep_alive`: whether it keeps the loop
/// running. 0 or a libuv error code.
///
/// # Safety
/// `g` came from `ta_reactor_glue_new` and was not let go.
#[no_mangle]
pub unsafe extern "C" fn ta_reactor_glue_start(
    g: *const Glue,
    amount: u64,
    flag: c_int,
    keep_alive: bool,
) -> c_int {
    // SAFETY: the caller's contract.
    let g = unsafe { &*g };
    let started = match &*g.handle.borrow() {
        Handle::Timer(t) => {
            let r = if flag != 0 {
                t.start_repeating(amount, g)
            } else {
                // Left open: the shim closes the record (or not, for a
                // MULTISHOT timer, which may be rearmed).
                t.start_once_open(amount, g)
            };
            r.map(|()| t.set_ref(keep_alive))
        }
        Handle::Poll(p) => p.want(flag & POLL_DIRECTIONS, g).map(|()| {
            if !keep_alive {
                p.unref();
            }
        }),
        // A HIDDEN poll lets the loop end unless others want the fd.
        Handle::SharedPoll(p, subscribed) => {
            if !subscribed.replace(true) {
                p.event().hook(fired, g.data());
            }
            p.want(flag & 1 != 0, flag & 2 != 0, keep_alive)
                .map_err(UvError)
        }
        Handle::Trigger(t) => {
            t.set_ref(keep_alive);
            Ok(())
        }
        Handle::Signal(entry, listening) => {
            if listening.get() {
                return 0;
            }
            match entry.listen(g.callback()) {
                Ok(()) => listening.set(true),
                Err(e) => {
                    entry.unlisten(g.callback());
                    return e.0;
                }
            }
            Ok(())
        }
        // The job (the child) runs from its queueing (spawn); a start only
        // counts (the shim).
        Handle::Work(_) | Handle::Exec(_) => Ok(()),
        // `flag` bit 0: recursive (ZEND_ASYNC_FS_EVENT_RECURSIVE).
        Handle::Fs(h, path) => h
            .start(path, flag & 1 != 0, g)
            .map(|()| h.set_ref(keep_alive)),
        Handle::Gone => Err(UvError(-libc::ECANCELED)),
    };
    started.map_or_else(|e| e.0, |()| 0)
}

/// # Safety
/// As for `ta_reactor_glue_start`.
#[no_mangle]
pub unsafe extern "C" fn ta_reactor_glue_stop(g: *const Glue) {
    // SAFETY: the caller's contract.
    let g = unsafe { &*g };
    match &*g.handle.borrow() {
        Handle::Timer(t) => t.stop(),
        Handle::Poll(p) => p.stop(),
        Handle::SharedPoll(p, subscribed) => {
            if subscribed.replace(false) {
                p.event().unhook(fired, g.data());
            }
            let _ = p.want(false, false, false);
        }
        Handle::Trigger(t) => t.set_ref(false),
        Handle::Signal(entry, listening) => {
            if listening.replace(false) {
                entry.unlisten(g.callback());
            }
        }
        Handle::Fs(h, _) => h.stop(),
        // A stopped exec ends its child (as TrueAsync's, with SIGTERM); the
        // exit is still reported.
        Handle::Exec(h) => {
            h.kill(libc::SIGTERM);
        }
        Handle::Work(_) | Handle::Gone => {}
    }
}

/// The record lets go of its glue (its dispose): the handle closes now,
/// the glue goes once no report of it is under way.
///
/// # Safety
/// As for `ta_reactor_glue_start`; `g` is not used by the caller again.
#[no_mangle]
pub unsafe extern "C" fn ta_reactor_glue_free(g: *const Glue) {
    // SAFETY: the caller's contract.
    let glue = unsafe { &*g };
    glue.let_go.set(true);
    glue.close_handle();
    if glue.reporting.get() == 0 {
        if let Some(rt) = try_rt() {
            rt.resources.get(&GLUES).sweep();
        }
    }
}

/// Fires a trigger from any thread; false if it is closed.
///
/// # Safety
/// `g` came from `ta_reactor_glue_new` for a trigger and is alive.
#[no_mangle]
pub unsafe extern "C" fn ta_reactor_glue_send(g: *const Glue) -> bool {
    // SAFETY: the caller's contract; only the sender (an Arc and a mutex
    // made for other threads) is read.
    let glue = unsafe { &*g };
    glue.sender.get().is_some_and(TriggerSender::send)
}

/// `zend_async_reactor_execute_fn`: one loop turn; true while work is left.
#[no_mangle]
pub extern "C" fn ta_reactor_execute(no_wait: bool) -> bool {
    match reactor() {
        Ok((r, _)) => {
            crate::engine::scheduler::tick_in_scheduler_context(r, !no_wait);
            r.has_work()
        }
        Err(_) => false,
    }
}

/// `zend_async_reactor_loop_alive_fn`.
#[no_mangle]
pub extern "C" fn ta_reactor_loop_alive() -> bool {
    try_rt()
        .and_then(|rt| rt.reactor_if_started())
        .is_some_and(Reactor::has_work)
}

/// `zend_async_sigaction_fn`: whether the reactor owns signal `signo` now
/// (an `Async\signal()` wait or a started C signal event watches it).
#[no_mangle]
pub extern "C" fn ta_reactor_sigaction(signo: c_int) -> bool {
    crate::awaitables::signal::watched(signo)
}

/// `zend_async_now_fn`: the loop's clock in ms (0 outside a request).
#[no_mangle]
pub extern "C" fn ta_reactor_now() -> u64 {
    try_rt()
        .and_then(|rt| rt.reactor().ok())
        .map_or(0, |r| r.event_loop().now())
}

/// `zend_async_available_parallelism_fn`.
#[no_mangle]
pub extern "C" fn ta_reactor_available_parallelism() -> u32 {
    crate::reactor::handle::available_parallelism()
}

/// Whether pidfd_open may be called: valgrind does not know it and says
/// so on stderr (the process events then look with a timer).
#[no_mangle]
pub extern "C" fn ta_reactor_pidfd_usable() -> bool {
    !crate::engine::stack::under_valgrind()
}

/// libuv's text for an error code (static).
#[no_mangle]
pub extern "C" fn ta_reactor_strerror(code: c_int) -> *const c_char {
    // SAFETY: uv_strerror returns a static string for any code.
    unsafe { sys::uv::uv_strerror(code) }
}
