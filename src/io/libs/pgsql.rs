//! libpq behind ext/pgsql and pdo_pgsql. Its waits are the library waits
//! of poll.rs; csrc/pgsql_shim.c wraps every libpq call of pgsql.so and
//! pdo_pgsql.so that may wait or touch the connection's protocol state, so
//! that this module knows which connection a wait is on. What that buys:
//!
//! - turns: one coroutine at a time inside libpq per connection (a
//!   `pg_connect()` link two coroutines share, a PDO object passed around).
//!   A second coroutine's call waits for the first's to return; without
//!   that, its PQgetResult or PQconsumeInput would read the first one's
//!   reply, or its PQfinish free the connection under it. A call that may
//!   not wait (a destructor the GC runs) gets `Async\InputOutputException`
//!   instead. Between two libpq calls of one PHP function no other
//!   coroutine runs, so a function's calls are never split by another's;
//! - cancellation: a coroutine cancelled (or ended by exit()) while a query
//!   waits does not abandon the reply, which would leave the connection
//!   half read: the server gets a cancel request (PQcancel, on the thread
//!   pool), libpq reads the reply it then sends ("canceling statement due
//!   to user request", which ext/pgsql reports as usual), and the
//!   cancellation goes on when the libpq call returns. Further
//!   cancellations wait meanwhile. A server that does not answer within
//!   CANCEL_BOUND has its socket shut down: libpq sees the connection end
//!   and marks it bad (usable or closed, never half read). A connect that
//!   is cancelled fails at once (the connection is bad anyway).

use super::poll::AfterFailure;
use crate::core::registry::{Key, Resource};
use crate::engine::coroutine::WaitingFor;
use crate::engine::errors::Kind as ErrorKind;
use crate::engine::php_ops::{self, Outcome};
use crate::engine::runtime::{try_rt, Runtime};
use crate::io::Family;
use crate::reactor::work::{offload, OffloadEvent};
use crate::records::live_event::{LiveEvent, Methods};
use crate::sys;
use ext_php_rs::types::Zval;
use std::cell::{Cell, RefCell};
use std::ffi::{c_int, c_void};
use std::rc::Rc;
use std::time::{Duration, Instant};

/// How long a cancelled query may take to end after the cancel request was
/// sent before its socket is shut down.
const CANCEL_BOUND: Duration = Duration::from_secs(5);

/// What a wrapped call does to its connection (csrc/pgsql_shim.c TA_PG_*).
#[derive(Clone, Copy, PartialEq, Eq)]
enum CallKind {
    Query,
    Connect,
    Finish,
}

impl CallKind {
    fn from_raw(v: c_int) -> Self {
        match v {
            1 => CallKind::Connect,
            2 => CallKind::Finish,
            _ => CallKind::Query,
        }
    }
}

/// One connection's turn.
struct Turn {
    conn: usize,
    /// The coroutine inside libpq with it (0: none), and its live-set slot.
    holder: Cell<u64>,
    holder_slot: Cell<usize>,
    depth: Cell<u32>,
    waiters: Cell<u32>,
    /// PQfinish ran: waiters must not touch the connection.
    closed: Cell<bool>,
    /// Notified when the turn is given back or the connection closes.
    event: LiveEvent,
}

impl Turn {
    /// Nobody holds it: free, or its holder is gone (a fatal error ended
    /// its call without the end being seen).
    fn free(&self, rt: &Runtime) -> bool {
        let h = self.holder.get();
        h == 0 || rt.live.borrow().at(self.holder_slot.get(), h).is_none()
    }

    fn take(&self, id: u64, slot: usize) {
        if self.holder.get() == id {
            self.depth.set(self.depth.get() + 1);
        } else {
            self.holder.set(id);
            self.holder_slot.set(slot);
            self.depth.set(1);
        }
    }
}

/// A wrapped call in progress: one per coroutine inside libpq.
struct Call {
    co: u64,
    conn: usize,
    kind: CallKind,
    /// The outcome its wait ended with, applied when libpq returns.
    held: Option<Outcome>,
    /// The cancel request on the thread pool.
    cancel: Option<Box<OffloadEvent>>,
    /// When the socket is shut down if libpq has not returned.
    overdue_at: Option<Instant>,
    /// It raised its coroutine's protect depth (while held).
    protected: bool,
}

#[derive(Default)]
struct State {
    turns: RefCell<Vec<Rc<Turn>>>,
    calls: RefCell<Vec<Call>>,
}

impl Resource for State {
    fn close(&self) {
        self.calls.borrow_mut().clear();
        self.turns.borrow_mut().clear();
    }
}

static STATE: Key<State> = Key::new(State::default);

/// The running coroutine: (id, live-set slot), or None outside coroutines.
fn me(rt: &Runtime) -> Option<(u64, usize)> {
    rt.current.get().map(|c| (c.get().id, c.get().slot.get()))
}

fn turn_of(state: &State, conn: usize) -> Rc<Turn> {
    let mut turns = state.turns.borrow_mut();
    if let Some(t) = turns.iter().find(|t| t.conn == conn) {
        return t.clone();
    }
    let t = Rc::new(Turn {
        conn,
        holder: Cell::new(0),
        holder_slot: Cell::new(0),
        depth: Cell::new(0),
        waiters: Cell::new(0),
        closed: Cell::new(false),
        event: LiveEvent::new(&Methods::NONE, 0),
    });
    turns.push(t.clone());
    t
}

fn forget_turn(state: &State, turn: &Rc<Turn>) {
    state.turns.borrow_mut().retain(|t| !Rc::ptr_eq(t, turn));
}

fn closed_error() -> Outcome {
    Outcome::error(
        ErrorKind::InputOutput,
        &format!(
            "{}(): the connection was closed by another coroutine while this one waited for it",
            crate::io::fd_wait::function_name()
        ),
    )
}

/// Takes the connection's turn for the running coroutine, waiting while
/// another one is inside libpq with it.
fn take_turn(
    rt: &Runtime,
    state: &State,
    conn: usize,
    kind: CallKind,
    (id, slot): (u64, usize),
) -> Result<(), Outcome> {
    let turn = turn_of(state, conn);
    // PQfinish goes last: a coroutine waiting for the turn has already
    // passed its extension's "link closed" check and holds the PGconn
    // pointer, which it uses again after its call (error messages), so the
    // connection is freed only once nobody waits for it.
    let finish = kind == CallKind::Finish;
    let ready = |me_waiting: u32| turn.free(rt) && (!finish || turn.waiters.get() <= me_waiting);
    if turn.holder.get() == id || ready(0) {
        turn.take(id, slot);
        return Ok(());
    }
    let holder = turn.holder.get();
    if !Family::Pgsql.active() {
        return Err(Outcome::error(
            ErrorKind::InputOutput,
            &format!(
                "{}(): the connection is in use by coroutine {holder}, and this call cannot wait for it here",
                crate::io::fd_wait::function_name()
            ),
        ));
    }
    // Closing waits whatever happens meanwhile: the connection must not be
    // freed under its holder, nor left open.
    let rec = rt.current.get().map(|c| c.get());
    if let (true, Some(r)) = (finish, rec) {
        r.protect_depth.set(r.protect_depth.get() + 1);
    }
    turn.waiters.set(turn.waiters.get() + 1);
    let waited = php_ops::wait_until(&turn.event, WaitingFor::Connection(holder), || {
        turn.closed.get() || ready(1)
    });
    turn.waiters.set(turn.waiters.get() - 1);
    if let (true, Some(r)) = (finish, rec) {
        r.protect_depth.set(r.protect_depth.get().saturating_sub(1));
    }
    waited?;
    if turn.closed.get() {
        return Err(closed_error());
    }
    turn.take(id, slot);
    Ok(())
}

/// Gives the turn back (the call that took it returned).
fn give_turn(state: &State, conn: usize, id: u64, finished: bool) {
    let Some(turn) = state
        .turns
        .borrow()
        .iter()
        .find(|t| t.conn == conn)
        .cloned()
    else {
        return;
    };
    if turn.holder.get() == id {
        turn.depth.set(turn.depth.get().saturating_sub(1));
        if turn.depth.get() == 0 {
            turn.holder.set(0);
        }
    }
    if finished {
        turn.closed.set(true);
        forget_turn(state, &turn);
    } else if turn.holder.get() == 0 && turn.waiters.get() == 0 {
        forget_turn(state, &turn);
    }
    turn.event
        .notify(std::ptr::null_mut(), std::ptr::null_mut());
}

/// Before a wrapped libpq call on `conn` (null for a new connection): 0
/// untracked (the scheduler is not running: stock), 1 tracked
/// (`ta_pg_leave` follows), -1 refused (its exception is pending; the
/// call returns libpq's failure value without running).
#[no_mangle]
pub extern "C" fn ta_pg_enter(conn: *mut c_void, kind: c_int) -> c_int {
    let Some(rt) = try_rt() else { return 0 };
    // Tracked even with async.hook_pgsql off: a coroutine that waited
    // inside libpq before it was switched off may still hold the turn.
    if !crate::io::scheduler_running() {
        return 0;
    }
    let Some(who) = me(rt) else { return 0 };
    let kind = CallKind::from_raw(kind);
    let state = rt.resources.get(&STATE);
    let conn = conn as usize;
    if conn != 0 {
        if let Err(o) = take_turn(rt, state, conn, kind, who) {
            o.apply_in_method(&mut Zval::new());
            return -1;
        }
    }
    state.calls.borrow_mut().push(Call {
        co: who.0,
        conn,
        kind,
        held: None,
        cancel: None,
        overdue_at: None,
        protected: false,
    });
    1
}

/// After a tracked call: the turn goes back, and an outcome its wait
/// ended with is put in place now.
#[no_mangle]
pub extern "C" fn ta_pg_leave(conn: *mut c_void) {
    let Some(rt) = try_rt() else { return };
    let Some(state) = rt.resources.get_if_made(&STATE) else {
        return;
    };
    let Some((id, _)) = me(rt) else { return };
    let call = {
        let mut calls = state.calls.borrow_mut();
        calls
            .iter()
            .rposition(|c| c.co == id)
            .map(|i| calls.remove(i))
    };
    let Some(mut call) = call else { return };
    // The cancel request is sent before anyone else may send a query on
    // the connection (a late one would cancel theirs).
    if let Some(ev) = call.cancel.take() {
        if !ev.event.is_closed() {
            let _ = php_ops::wait_closed(&ev.event, WaitingFor::Connection(id));
        }
    }
    if call.protected {
        if let Some(rec) = rt.current.get().map(|c| c.get()) {
            rec.protect_depth
                .set(rec.protect_depth.get().saturating_sub(1));
            // The held cancellation is the one that counts; another that
            // came meanwhile asked for the same.
            if call.held.is_some() && rec.protect_depth.get() == 0 {
                drop(rec.deferred_cancel.take());
            }
        }
    }
    let conn = conn as usize;
    if conn != 0 {
        give_turn(state, conn, id, call.kind == CallKind::Finish);
    }
    if let Some(o) = call.held.take() {
        if php_ops::exception_pending() {
            drop(o);
        } else {
            o.apply_in_method(&mut Zval::new());
        }
    }
}

/// A new connection came back from PQconnectdb/PQconnectStart: a turn left
/// for a freed connection at the same address is not its.
#[no_mangle]
pub extern "C" fn ta_pg_connected(conn: *mut c_void) {
    let Some(rt) = try_rt() else { return };
    if let Some(state) = rt.resources.get_if_made(&STATE) {
        state
            .turns
            .borrow_mut()
            .retain(|t| t.conn != conn as usize || t.holder.get() != 0 || t.waiters.get() != 0);
    }
}

/// The running coroutine's call, if it is inside a wrapped one.
fn with_call<R>(f: impl FnOnce(&mut Call) -> R) -> Option<R> {
    let rt = try_rt()?;
    let state = rt.resources.get_if_made(&STATE)?;
    let (id, _) = me(rt)?;
    let mut calls = state.calls.borrow_mut();
    calls.iter_mut().rev().find(|c| c.co == id).map(f)
}

struct CancelPtr(*mut c_void);

// SAFETY: a PGcancel is a copy of what the cancel needs, read-only for
// PQcancel; libpq documents calling it from another thread than the
// connection's.
unsafe impl Send for CancelPtr {}

impl Drop for CancelPtr {
    fn drop(&mut self) {
        // SAFETY: an object from PQgetCancel not yet freed (the job nulls
        // it once PQcancel freed it).
        unsafe { sys::ta_pq_free_cancel(self.0) };
    }
}

/// Sends the server a cancel request for `conn`'s running statement.
fn send_cancel(conn: usize) -> Option<Box<OffloadEvent>> {
    let rt = try_rt()?;
    let lp = rt.reactor().ok()?.event_loop();
    // SAFETY: a live connection inside a wrapped call, on its thread.
    let cancel = CancelPtr(unsafe { sys::ta_pq_get_cancel(conn as *mut c_void) });
    if cancel.0.is_null() {
        return None;
    }
    let ev = offload(lp, move || {
        let mut c = cancel;
        let p = std::mem::replace(&mut c.0, std::ptr::null_mut());
        // SAFETY: the PGcancel is ours; PQcancel may run on any thread,
        // and the shim frees it.
        unsafe { sys::ta_pq_run_cancel(p) }
    });
    ev.event.start().ok()?;
    Some(ev)
}

/// poll.rs: the wait of the running coroutine's libpq call failed with `o`.
pub fn wait_failed(o: Outcome) -> AfterFailure {
    let query = with_call(|c| c.conn != 0 && c.kind == CallKind::Query).unwrap_or(false);
    if !query {
        return AfterFailure::Fail(o);
    }
    with_call(move |call| {
        if call.held.is_none() {
            // First failure: hold it, protect the wait, cancel the query.
            call.held = Some(o);
            if let Some(rec) = try_rt().and_then(|rt| rt.current.get()) {
                let rec = rec.get();
                rec.protect_depth.set(rec.protect_depth.get() + 1);
                call.protected = true;
            }
            call.cancel = send_cancel(call.conn);
            call.overdue_at = Some(Instant::now() + CANCEL_BOUND);
        } else {
            // The protection was lifted (the script is shutting down):
            // the connection ends now.
            call.held = Some(o);
            shut(call);
        }
    });
    AfterFailure::KeepWaiting
}

fn shut(call: &mut Call) {
    call.overdue_at = None;
    // SAFETY: a live connection inside a wrapped call.
    unsafe { sys::ta_pq_shut(call.conn as *mut c_void) };
}

/// poll.rs: when the running coroutine's wait must end regardless of the
/// library's own timeout (a cancel request the server has not answered).
pub fn overdue_at() -> Option<Instant> {
    with_call(|c| c.overdue_at).flatten()
}

/// poll.rs: that time came.
pub fn overdue() {
    with_call(shut);
}
