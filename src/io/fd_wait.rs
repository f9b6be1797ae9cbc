//! Waiting for a file descriptor to become readable or writable (the hooked
//! socket streams and stream_select). One poll registration per fd
//! for the whole request, shared by its reader and its writer (libuv allows
//! a single poll handle per fd), kept across waits.
//!
//! Rules a stream keeps here, not in each caller:
//! - one reader at a time: a second coroutine reading the same fd while the
//!   first waits gets `Async\InputOutputException` instead of interleaved
//!   data (a stream's read buffer is shared, and a line read spans several
//!   reads). One waiter per direction here: the writers of a hooked stream
//!   take turns before they get here (write_queue.rs);
//! - a stream closed while a coroutine waits on it wakes that coroutine,
//!   which gets `Async\InputOutputException`; the closer waits until every
//!   waiter has left the stream code before the fd is really closed.

use crate::core::registry::{Key, Resource};
use crate::engine::coroutine::WaitingFor;
use crate::engine::errors::{Kind, Thrown};
use crate::engine::php_ops::Outcome;
use crate::engine::runtime::{rt, Runtime};
use crate::engine::scheduler::Woken;
use crate::engine::wait::Wait;
use crate::reactor::poll::{poll, PollEvent};
use crate::reactor::timer::{deadline, timer_event, DeadlineEvent, TimerEvent};
use crate::sys;
use std::cell::{Cell, OnceCell};
use std::rc::Rc;

/// The poll registration of one fd and who waits on it.
pub struct FdWatch {
    poll: Box<PollEvent>,
    /// The coroutine waiting to read / to write (0: none).
    reader: Cell<u64>,
    writer: Cell<u64>,
    /// stream_select() calls waiting for each direction (they claim no
    /// slot: watching is not reading).
    selecting: [Cell<u32>; 2],
    /// The reader's and the writer's reusable timeouts, made at first use.
    deadlines: [OnceCell<Box<DeadlineEvent>>; 2],
    /// The stream is being closed: waiters must leave.
    closing: Cell<bool>,
    /// Who keeps it while nobody waits (see Keeper).
    keeper: Cell<Keeper>,
    /// Started poll events of C extensions (zend_async API) on this fd,
    /// per direction: they share this registration (libuv allows one poll
    /// handle per fd), see `NativePoll`.
    native: [Cell<u32>; 2],
    /// Those of them that hold the loop (not HIDDEN), and those that do
    /// not (HIDDEN).
    native_held: Cell<u32>,
    native_hidden: Cell<u32>,
}

impl FdWatch {
    fn idle(&self) -> bool {
        self.reader.get() == 0
            && self.writer.get() == 0
            && self.selecting.iter().all(|c| c.get() == 0)
    }

    fn slot(&self, dir: Direction) -> &Cell<u64> {
        match dir {
            Direction::Read => &self.reader,
            Direction::Write => &self.writer,
        }
    }

    fn update_wants(&self) {
        let _ = self.poll.source.want(
            &self.poll.event,
            self.reader.get() != 0 || self.selecting[0].get() != 0 || self.native[0].get() != 0,
            self.writer.get() != 0 || self.selecting[1].get() != 0 || self.native[1].get() != 0,
        );
        self.release_loop_if_hidden();
    }

    /// Arming holds the loop; when only HIDDEN C polls want the fd, it
    /// must not (nobody would wait for them: the script may end).
    #[inline(always)]
    fn release_loop_if_hidden(&self) {
        if self.native_hidden.get() != 0 && self.native_held.get() == 0 && self.idle() {
            self.poll.source.let_loop_end();
        }
    }

    /// Nobody, C included, needs the registration any more.
    fn unused(&self) -> bool {
        self.idle() && self.native.iter().all(|c| c.get() == 0)
    }
}

/// A C extension's poll event on an fd (zend_async API): it shares the
/// fd's registration with the coroutines that wait on it, so a socket both
/// a C extension and PHP code poll works for both. Its subscriber gets
/// every readiness of the fd and keeps what it wants.
pub struct NativePoll {
    fd: i32,
    watch: Rc<FdWatch>,
    /// What this one wants now (counted in the watch while started).
    wants: Cell<(bool, bool)>,
    /// Whether it holds the loop while it wants something (counted in the
    /// watch's `native_held` then).
    holds: Cell<bool>,
}

impl NativePoll {
    /// The registration of `fd` (made now if nobody watches it yet).
    pub fn new(fd: i32) -> Result<Self, String> {
        let rt = crate::engine::runtime::try_rt().ok_or("no request is running")?;
        Ok(Self {
            fd,
            watch: watch_of(rt, fd, Keeper::Nobody)?,
            wants: Cell::new((false, false)),
            holds: Cell::new(false),
        })
    }

    /// The event every readiness of the fd notifies (result: libuv's mask).
    pub fn event(&self) -> &crate::records::LiveEvent {
        &self.watch.poll.event
    }

    /// Wants `readable` / `writable` from now on (both false: stops), and
    /// arms the registration; Err(libuv code) if that failed. `holds`:
    /// it keeps the loop (and the script) alive meanwhile; a HIDDEN C
    /// poll does not, unless others want the fd too.
    pub fn want(&self, readable: bool, writable: bool, holds: bool) -> Result<(), i32> {
        let (r0, w0) = self.wants.replace((readable, writable));
        let (on0, on1) = (r0 || w0, readable || writable);
        let holds0 = self.holds.replace(holds);
        let n = &self.watch.native;
        n[0].set(n[0].get() + u32::from(readable) - u32::from(r0));
        n[1].set(n[1].get() + u32::from(writable) - u32::from(w0));
        let count = |c: &Cell<u32>, before: bool, after: bool| {
            c.set(c.get() + u32::from(after) - u32::from(before));
        };
        count(&self.watch.native_held, on0 && holds0, on1 && holds);
        count(&self.watch.native_hidden, on0 && !holds0, on1 && !holds);
        self.watch.update_wants();
        if readable || writable {
            self.watch.poll.event.start()?;
            self.watch.release_loop_if_hidden();
        } else if let Some(rt) = crate::engine::runtime::try_rt() {
            if self.watch.keeper.get() == Keeper::Nobody && self.watch.unused() {
                table(rt).remove_if(self.fd, &self.watch);
            }
        }
        Ok(())
    }

    /// What it wants now (libuv's mask).
    pub fn wanted_mask(&self) -> i32 {
        let (r, w) = self.wants.get();
        i32::from(r) | (i32::from(w) << 1)
    }
}

impl Drop for NativePoll {
    fn drop(&mut self) {
        let _ = self.want(false, false, false);
    }
}

/// Every fd watched in this request, indexed by fd (small integers: a
/// vector beats a hash on the per-read lookup).
#[derive(Default)]
pub struct FdTable(std::cell::RefCell<Vec<Option<Rc<FdWatch>>>>);

static FDS: Key<FdTable> = Key::new(FdTable::default);

fn table(rt: &Runtime) -> &FdTable {
    rt.resources.get(&FDS)
}

/// The table if some stream ever waited in this request.
pub fn table_if_made(rt: &Runtime) -> Option<&FdTable> {
    rt.resources.get_if_made(&FDS)
}

impl Resource for FdTable {
    /// Request end: every registration goes before the loop closes.
    fn close(&self) {
        let all = std::mem::take(&mut *self.0.borrow_mut());
        drop(all);
    }
}

impl FdTable {
    fn get(&self, fd: i32) -> Option<Rc<FdWatch>> {
        let i = usize::try_from(fd).ok()?;
        self.0.borrow().get(i).and_then(Clone::clone)
    }

    fn insert(&self, fd: i32, w: Rc<FdWatch>) {
        let Ok(i) = usize::try_from(fd) else { return };
        let mut v = self.0.borrow_mut();
        if v.len() <= i {
            v.resize(i + 1, None);
        }
        v[i] = Some(w);
    }

    fn remove(&self, fd: i32) {
        let Ok(i) = usize::try_from(fd) else { return };
        let removed = self.0.borrow_mut().get_mut(i).and_then(Option::take);
        drop(removed);
    }

    /// Removes `w` if it is still the registration of `fd` (a library may
    /// have closed the fd meanwhile and a new socket got its number).
    fn remove_if(&self, fd: i32, w: &Rc<FdWatch>) {
        let Ok(i) = usize::try_from(fd) else { return };
        let removed = match self.0.borrow_mut().get_mut(i) {
            Some(slot) if slot.as_ref().is_some_and(|cur| Rc::ptr_eq(cur, w)) => slot.take(),
            _ => None,
        };
        drop(removed);
    }

    /// A read of `fd` got less than it asked for: nothing is left to read
    /// until the reactor says otherwise.
    pub fn drained(&self, fd: i32) {
        let Ok(i) = usize::try_from(fd) else { return };
        if let Some(Some(w)) = self.0.borrow().get(i) {
            w.poll.source.not_ready(false);
        }
    }

    /// Whether reading (or writing) `fd` is worth a syscall now: false when
    /// its registration says no readiness came since the last EAGAIN.
    pub fn may_be_ready(&self, fd: i32, write: bool) -> bool {
        let Ok(i) = usize::try_from(fd) else {
            return true;
        };
        match self.0.borrow().get(i) {
            Some(Some(w)) => w.poll.source.may_be_ready(write),
            _ => true,
        }
    }

    /// The coroutine other than `me` that waits to read (or write) `fd`, if
    /// any. It is suspended inside the stream's read op, with the stream's
    /// read buffer half filled: a read by anyone else now, even one that
    /// would not wait, would write into that buffer under it.
    pub fn held_by_other(&self, fd: i32, write: bool, me: u64) -> Option<u64> {
        let i = usize::try_from(fd).ok()?;
        let dir = if write {
            Direction::Write
        } else {
            Direction::Read
        };
        let holder = self.0.borrow().get(i)?.as_ref()?.slot(dir).get();
        (holder != 0 && holder != me).then_some(holder)
    }
}

/// Who keeps a registration while nobody waits on its fd.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Keeper {
    /// Nobody: dropped as soon as nobody waits (stream_select on other
    /// fds, ext/sockets: nothing tells us when those close).
    Nobody,
    /// A hooked stream, which drops it when it closes (`closing`).
    Stream,
    /// A library whose close() we see (libcurl, libpq: `library_closing`),
    /// so that a socket it waits on again and again is registered once.
    Library,
}

#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Direction {
    Read = 0,
    Write = 1,
}

/// How a wait ended.
pub enum FdWait {
    /// The fd is ready (or was, an instant ago: callers retry on EAGAIN).
    Ready,
    TimedOut,
    /// The caller must end with this (exception, exit, bailout).
    Failed(Outcome),
}

/// The running PHP function's name, for messages.
pub(crate) fn function_name() -> String {
    // SAFETY: reads the executing frame's function name on the PHP thread;
    // the string is the engine's and is copied at once.
    let p = unsafe { sys::ta_active_function_name() };
    if p.is_null() {
        return "stream operation".into();
    }
    // SAFETY: a NUL-terminated string owned by the engine.
    unsafe { std::ffi::CStr::from_ptr(p) }
        .to_string_lossy()
        .into_owned()
}

/// The one-reader (one-writer) rule's refusal, for any hooked stream.
pub(crate) fn busy_message(write: bool, holder: u64) -> String {
    let what = if write { "written" } else { "read" };
    format!(
        "{}(): the stream is already being {what} by coroutine {holder}; one coroutine at a time may wait on it",
        function_name()
    )
}

fn io_error(msg: String) -> FdWait {
    FdWait::Failed(Outcome::Throw(Thrown::new(Kind::InputOutput, &msg)))
}

fn watch_of(rt: &Runtime, fd: i32, keeper: Keeper) -> Result<Rc<FdWatch>, String> {
    if let Some(w) = table(rt).get(fd) {
        if keeper != Keeper::Nobody && w.keeper.get() != Keeper::Stream {
            w.keeper.set(keeper);
        }
        return Ok(w);
    }
    let reactor = rt.reactor().map_err(|e| e.to_string())?;
    let p = poll(reactor.event_loop(), fd).map_err(|e| e.to_string())?;
    let w = Rc::new(FdWatch {
        poll: p,
        reader: Cell::new(0),
        writer: Cell::new(0),
        selecting: [Cell::new(0), Cell::new(0)],
        deadlines: [OnceCell::new(), OnceCell::new()],
        closing: Cell::new(false),
        keeper: Cell::new(keeper),
        native: [Cell::new(0), Cell::new(0)],
        native_held: Cell::new(0),
        native_hidden: Cell::new(0),
    });
    table(rt).insert(fd, w.clone());
    Ok(w)
}

/// Suspends the running coroutine until `fd` is ready in `dir`, or
/// `timeout_ms` passed (None: no limit). The fd belongs to a hooked stream,
/// which tells `closing` when it closes; the caller is its reader (or
/// writer) while it waits.
pub fn wait_fd(fd: i32, dir: Direction, timeout_ms: Option<u64>) -> FdWait {
    wait_fds(&[(fd, dir)], timeout_ms, true, true)
}

/// As `wait_fd`, for an fd nothing tells us the closing of (ext/sockets'
/// objects close on their own): the registration goes when the wait ends,
/// so a reused fd number never meets a stale one.
pub fn wait_unowned_fd(fd: i32, dir: Direction, timeout_ms: Option<u64>) -> FdWait {
    wait_fds(&[(fd, dir)], timeout_ms, true, false)
}

/// stream_select(): suspends until any of `fds` is ready in its direction,
/// or `timeout_ms` passed. Claims no reader or writer slot.
pub fn select_fds(fds: &[(i32, Direction)], timeout_ms: Option<u64>) -> FdWait {
    wait_fds(fds, timeout_ms, false, false)
}

/// A library's poll() (libcurl, libpq): as `select_fds`. None when an fd
/// cannot be watched (a regular file) or no timer can be armed: the caller
/// then makes the library's own blocking call.
pub fn library_wait(fds: &[(i32, Direction)], timeout_ms: Option<u64>) -> Option<FdWait> {
    wait_fds_or(fds, timeout_ms, false, Keeper::Library).ok()
}

fn wait_fds(fds: &[(i32, Direction)], timeout_ms: Option<u64>, claim: bool, owned: bool) -> FdWait {
    let keeper = if owned {
        Keeper::Stream
    } else {
        Keeper::Nobody
    };
    wait_fds_or(fds, timeout_ms, claim, keeper).unwrap_or_else(io_error)
}

/// Err: the wait could not be set up (the message says why).
fn wait_fds_or(
    fds: &[(i32, Direction)],
    timeout_ms: Option<u64>,
    claim: bool,
    keeper: Keeper,
) -> Result<FdWait, String> {
    let rt = rt();
    let cur = rt.ensure_launched();
    let rec = cur.get();
    let mut watches = Watched::None;
    for &(fd, dir) in fds {
        let w = match watch_of(rt, fd, keeper) {
            Ok(w) => w,
            Err(e) => {
                release(rt, &watches, claim);
                return Err(format!("{}(): cannot watch fd {fd}: {e}", function_name()));
            }
        };
        if claim && w.slot(dir).get() != 0 {
            release(rt, &watches, claim);
            return Ok(io_error(busy_message(
                dir == Direction::Write,
                w.slot(dir).get(),
            )));
        }
        if claim {
            w.slot(dir).set(rec.id);
            // The caller just got EAGAIN (or was told not to try).
            w.poll.source.not_ready(dir == Direction::Write);
        } else {
            let c = &w.selecting[dir as usize];
            c.set(c.get() + 1);
        }
        w.update_wants();
        watches.push((fd, dir, w));
    }
    let timer = match arm_timeout(rt, &watches, timeout_ms, claim) {
        Ok(t) => t,
        Err(e) => {
            release(rt, &watches, claim);
            return Err(format!("{}(): cannot arm a timer: {e}", function_name()));
        }
    };
    let mut wait = Wait::new(&rec.waker, rec.wake_callback());
    if let Some(t) = timer.event() {
        wait.on_live(t, rec.listener());
    }
    for (_, _, w) in watches.iter() {
        wait.on_live(&w.poll.event, rec.listener());
    }
    let waiting = match fds {
        [(fd, dir)] => WaitingFor::Fd(*fd, *dir == Direction::Write),
        _ => WaitingFor::Many(fds.len()),
    };
    let woken = rt.wait_on(&mut wait, waiting);
    let timed_out = timer
        .event()
        .is_some_and(|t| wait.fired_is(t.as_ptr() as *const std::ffi::c_void));
    drop(wait);
    timer.clear();
    let closed = watches.iter().any(|(_, _, w)| w.closing.get());
    release(rt, &watches, claim);
    if closed {
        return Ok(io_error(format!(
            "{}(): the stream was closed while this coroutine waited on it",
            function_name()
        )));
    }
    Ok(match woken {
        Woken::Normal if timed_out => FdWait::TimedOut,
        Woken::Normal => FdWait::Ready,
        Woken::Throw(ex) => FdWait::Failed(Outcome::Throw(ex)),
        Woken::Exit => FdWait::Failed(Outcome::Exit),
        Woken::Bailout => FdWait::Failed(Outcome::Bailout),
    })
}

type Watch = (i32, Direction, Rc<FdWatch>);

/// The watches of one wait: inline for the usual single fd (a stream's
/// read or write allocates nothing here), a vector for stream_select.
enum Watched {
    None,
    One([Watch; 1]),
    Many(Vec<Watch>),
}

impl Watched {
    fn push(&mut self, w: Watch) {
        *self = match std::mem::replace(self, Watched::None) {
            Watched::None => Watched::One([w]),
            Watched::One([first]) => Watched::Many(vec![first, w]),
            Watched::Many(mut v) => {
                v.push(w);
                Watched::Many(v)
            }
        };
    }
}

impl std::ops::Deref for Watched {
    type Target = [Watch];

    fn deref(&self) -> &[Watch] {
        match self {
            Watched::None => &[],
            Watched::One(one) => one,
            Watched::Many(v) => v,
        }
    }
}

/// The timeout of one wait: none, a stream's reusable deadline, or a
/// one-off timer (stream_select).
enum WaitTimer<'a> {
    None,
    Reused(&'a DeadlineEvent),
    /// Boxed: the usual wait has none, and the enum is returned by value.
    Fresh(Box<TimerEvent>),
}

impl WaitTimer<'_> {
    fn event(&self) -> Option<&crate::records::LiveEvent> {
        match self {
            WaitTimer::None => None,
            WaitTimer::Reused(d) => Some(&d.event),
            WaitTimer::Fresh(t) => Some(&t.event),
        }
    }

    fn clear(self) {
        if let WaitTimer::Reused(d) = self {
            d.source.clear();
        }
    }
}

fn arm_timeout<'a>(
    rt: &Runtime,
    watches: &'a [Watch],
    timeout_ms: Option<u64>,
    claim: bool,
) -> Result<WaitTimer<'a>, crate::reactor::handle::UvError> {
    let Some(ms) = timeout_ms else {
        return Ok(WaitTimer::None);
    };
    let lp = rt.reactor()?.event_loop();
    match watches {
        [(_, dir, w)] if claim => {
            let cell = &w.deadlines[*dir as usize];
            let d = match cell.get() {
                Some(d) => d,
                None => {
                    let _ = cell.set(deadline(lp)?);
                    cell.get().ok_or(crate::reactor::handle::UvError(-1))?
                }
            };
            d.source.set(&d.event, ms)?;
            Ok(WaitTimer::Reused(d))
        }
        _ => Ok(WaitTimer::Fresh(Box::new(timer_event(lp, ms, false)?))),
    }
}

/// The wait is over: slots and counts go back, watches nobody owns go.
fn release(rt: &Runtime, watches: &[Watch], claim: bool) {
    for (fd, dir, w) in watches {
        if claim {
            w.slot(*dir).set(0);
        } else {
            let c = &w.selecting[*dir as usize];
            c.set(c.get().saturating_sub(1));
        }
        w.update_wants();
        if w.keeper.get() == Keeper::Nobody && w.unused() {
            table(rt).remove_if(*fd, w);
        }
    }
}

/// A library (libcurl, libpq) closes `fd` with its own close(), which
/// coroutines may wait on in the library's poll() (two coroutines driving
/// one curl multi handle, a pg_socket() stream in stream_select). They wake
/// without an error: the library's next poll() sees the fd closed, or the
/// library moves on. The registration leaves epoll before the fd closes.
pub fn library_closing(fd: i32) {
    let Some(rt) = crate::engine::runtime::try_rt() else {
        return;
    };
    let Some(t) = table_if_made(rt) else { return };
    let Some(w) = t.get(fd) else { return };
    // A hooked stream's fd is closed by the stream, which says so itself.
    if w.keeper.get() == Keeper::Stream {
        return;
    }
    if !w.unused() {
        w.poll.source.detach();
        w.poll
            .event
            .notify(std::ptr::null_mut(), std::ptr::null_mut());
    }
    t.remove(fd);
}

/// A hooked stream is closing `fd`: waiters are woken (they fail) and have
/// left the stream code when this returns, a write under way has ended,
/// and the registration is gone, so the fd can be closed. Err: what the
/// closer must end with (it was cancelled or the script exits while it
/// waited for them).
pub fn closing(fd: i32) -> Result<(), Outcome> {
    let Some(rt) = crate::engine::runtime::try_rt() else {
        return Ok(());
    };
    super::write_queue::queues(rt).closing(fd);
    let w = table(rt).get(fd);
    if let Some(w) = w.as_ref().filter(|w| !w.idle()) {
        w.closing.set(true);
        w.poll
            .event
            .notify(std::ptr::null_mut(), std::ptr::null_mut());
    }
    let me = rt.current.get().map_or(0, |c| c.get().id);
    // SAFETY: a plain read of engine state on the PHP thread.
    let can_wait = me != 0 && unsafe { sys::switch_refused() } == 0;
    let mut result = Ok(());
    loop {
        let waiting = w.as_ref().is_some_and(|w| !w.idle());
        let woken = match super::write_queue::queues(rt).busy(fd, me) {
            _ if !can_wait => break,
            None if !waiting => break,
            // A writer in the middle of its write (on the thread pool, or
            // past its last wait) finishes it on its own.
            Some(false) if !waiting => match crate::engine::php_ops::delay(1) {
                Outcome::Value(_) => Woken::Normal,
                Outcome::Throw(ex) => Woken::Throw(ex),
                Outcome::Exit => Woken::Exit,
                Outcome::Bailout => Woken::Bailout,
            },
            // Each woken waiter runs up to its next suspension (out of the
            // stream code) before we get our turn again.
            _ => rt.yield_turn(),
        };
        match woken {
            Woken::Normal => {}
            Woken::Throw(ex) => result = Err(Outcome::Throw(ex)),
            Woken::Exit => result = Err(Outcome::Exit),
            Woken::Bailout => {
                result = Err(Outcome::Bailout);
                break;
            }
        }
    }
    // C poll events still on it lose it: it leaves epoll before the fd
    // closes (they are not told; their fd is gone).
    if let Some(w) = w.as_ref().filter(|w| w.native.iter().any(|c| c.get() != 0)) {
        w.poll.source.detach();
    }
    table(rt).remove(fd);
    super::write_queue::queues(rt).forget(fd);
    result
}
