//! A coroutine's `zend_coroutine_t` (include/zend_async_coroutine.h): the
//! record C extensions see. It lives in the coroutine's `Running` part, so
//! a queued PHP coroutine does not pay for it; it is made when the
//! coroutine starts, or earlier when C asks for it (NEW_COROUTINE, or
//! `ZEND_ASYNC_OBJECT_TO_EVENT` on a queued coroutine's object). Its flag
//! bits and outcome are written as things happen; its event methods are
//! the API's callback functions (csrc/zend_async_coroutine_shim.c).
//!
//! Also the C-entry coroutines: a body that is a C function
//! (`internal_entry`, reading `extended_data`), created by
//! `ZEND_ASYNC_NEW_COROUTINE` / `ZEND_ASYNC_SPAWN`.

use super::coroutine::{CoRef, Record};
use super::runtime::rt;
use crate::core::queue::Priority;
use crate::records::c_event::CEvent;
use crate::records::callbacks as vector;
use crate::records::coroutine::flags as co_flags;
use crate::records::event::flags as ev_flags;
use crate::records::Coroutine as CCoroutine;
use crate::sys::{self, zend};
use std::cell::UnsafeCell;
use std::ptr;

/// The C record and what its event header points at.
#[repr(C)]
pub struct Prefix {
    pub co: CCoroutine,
    /// The `Async\Coroutine` object: `event.extra_offset` names this field
    /// (ZEND_ASYNC_EVENT_F_OBJ_REF), so `ZEND_ASYNC_EVENT_TO_OBJECT` works.
    pub zobj: *mut zend::zend_object,
    /// Back to the engine's record (the C functions' way in).
    pub rec: *const Record,
    /// The storage the event's vector uses while it holds at most one
    /// callback (lent at `bind`: the part never moves), so that an
    /// awaiter costs no allocation.
    pub slot: *mut crate::records::EventCallback,
}

/// Holds a `Prefix` in a `Running` part.
pub struct PrefixCell(UnsafeCell<Prefix>);

impl Default for PrefixCell {
    fn default() -> Self {
        Self::new()
    }
}

impl PrefixCell {
    pub fn new() -> Self {
        // SAFETY: every field of the C record is an integer, a pointer, an
        // Option of a function pointer or a zval, for which all-zero bytes
        // are a valid value (null, None, IS_UNDEF).
        Self(UnsafeCell::new(unsafe { std::mem::zeroed() }))
    }

    /// All zero again, as `new` makes it.
    pub fn clear(&mut self) {
        // SAFETY: as in `new`: all-zero bytes are a valid Prefix.
        unsafe { ptr::write_bytes(self.0.get_mut() as *mut Prefix, 0, 1) };
    }

    #[inline(always)]
    pub fn get(&self) -> *mut Prefix {
        self.0.get()
    }
}

/// Fills the event header and the back pointers (at the part's allocation,
/// and again if the record reaches its object with a part already made
/// before).
#[inline(always)]
pub fn bind(rec: &Record, cell: &PrefixCell) {
    // SAFETY: the record's own part, alive as long as the record; nothing
    // else writes it now (PHP thread, no C code runs meanwhile).
    let p = unsafe { &mut *cell.get() };
    p.rec = rec;
    if rec.slot.get() != usize::MAX {
        p.zobj = rec.zobj();
        // SAFETY: the object's event reference (interior mutable); C
        // reads it only on this thread.
        unsafe { (*rec.head().event_ref.get()).event = &mut p.co.event };
    }
    if p.co.scope.is_null() {
        // Its scope's record, one reference held until `forget`.
        p.co.scope = super::c_scope::for_coroutine(rec.owner.borrow().as_ref());
    }
    let ev = &mut p.co.event;
    if ev.add_callback.is_none() {
        ev.flags = ev_flags::ZEND_OBJ | ev_flags::OBJ_REF;
        if rec.is_main {
            ev.flags |= co_flags::MAIN | co_flags::STARTED;
        }
        ev.extra_offset = std::mem::offset_of!(Prefix, zobj) as u32;
        // Started from the beginning: a coroutine ends on its own, and a
        // wait's arm then has nothing to call.
        ev.loop_ref_count = 1;
        ev.callbacks.data = &mut p.slot;
        ev.callbacks.capacity = 1;
        // SAFETY: C functions with the event methods' prototypes.
        unsafe { sys::ta_coroutine_event_methods((ev as *mut crate::records::Event).cast()) };
        if rec.is_settled() {
            // A finished coroutine whose part was given back: its new C
            // record shows how it ended, as the first one did.
            if rec.started.get() {
                p.co.event.flags |= co_flags::STARTED;
            }
            mark_ended(rec, &mut p.co);
        }
    }
}

/// The object's event reference is cleared: its part (and C record) is
/// being given back; C asking the object again makes a new one.
pub fn unbind(rec: &Record) {
    if rec.slot.get() == usize::MAX {
        return;
    }
    // SAFETY: as in `bind`.
    unsafe { (*rec.head().event_ref.get()).event = ptr::null_mut() };
}

/// Whether C code left something on this C record that must live as long
/// as the object: extended data or a dispose hook, which C may set on
/// `ZEND_ASYNC_CURRENT_COROUTINE` without any API call. (Subscribers and
/// bodies come through API calls, which keep every part anyway: `pin`.)
pub fn in_use(cell: &PrefixCell) -> bool {
    // SAFETY: the record's own part, PHP thread; only read.
    let co = unsafe { &(*cell.get()).co };
    !co.extended_data.is_null() || co.extended_dispose.is_some()
}

/// C holds this coroutine's C record: C uses the API, so finished
/// coroutines keep their parts from now on (`Record::release_running`).
fn pin(rec: &Record) -> *mut CCoroutine {
    // SAFETY: sets a flag of the shim on the PHP thread.
    unsafe { sys::ta_zend_async_c_api_mark() };
    of(rec)
}

/// The record's C record (made now if it has none).
#[inline(always)]
pub fn of(rec: &Record) -> *mut CCoroutine {
    rec.prefix.get().cast()
}

/// Its completion event (`coroutine->event`, made now if it has none):
/// what awaiters join, Rust's and C's in one vector. The part holding it
/// is kept while anyone listed there may still look (`listened`).
#[inline(always)]
pub fn event(rec: &Record) -> &CEvent {
    // SAFETY: the record's own part, which lives until the record goes
    // or, once it finished unlistened, is given back (`complete`).
    unsafe { CEvent::from_ptr(&mut (*of(rec)).event) }
}

/// `notify(event, data, result, error)` once it ends (listed in its
/// completion event, heap-allocated, freed with the record's vector).
/// False (nothing listed, `data` still the caller's) if it has ended.
pub fn on_end(
    rec: &Record,
    notify: crate::records::listener::RawNotifyFn,
    data: *mut std::ffi::c_void,
) -> bool {
    let ev = event(rec);
    if ev.is_closed() {
        return false;
    }
    crate::records::listener::hook(ev, notify, data).is_some()
}

/// Somebody is listed in its completion event (without making a part).
#[inline(always)]
pub fn listened(rec: &Record) -> bool {
    rec.running_if().is_some_and(|run| {
        // SAFETY: the record's own part, PHP thread; only read.
        unsafe { (*run.prefix.get()).co.event.callbacks.length != 0 }
    })
}

/// Tells everybody listed in its completion event, now closed: C's
/// notify when C installed a handler, else the vector's loop inline (no
/// reference taken: the caller holds the coroutine). Then the vector is
/// let go, as a LiveEvent's close does (each callback loses the vector's
/// reference: one made by `zend_async_event_callback_new` is disposed,
/// a waiter's listener is not; a wait's end finds nothing to leave).
#[inline(always)]
fn tell(co: *mut CCoroutine, result: *mut std::ffi::c_void, error: *mut zend::zend_object) {
    // SAFETY: the record's own live C record, PHP thread.
    unsafe {
        let raw: *mut crate::records::Event = ptr::addr_of_mut!((*co).event);
        (*raw).flags |= ev_flags::CLOSED;
        if (*raw).callbacks.length == 0 {
            return;
        }
        let v = ptr::addr_of_mut!((*raw).callbacks);
        if (*v).length == 1 && (*v).current_iterator.is_null() && (*raw).notify_handler.is_none() {
            // The usual lone awaiter: its call, then the vector let go,
            // without a pass record (nothing else to reach). One added or
            // taken out meanwhile sends the rest to the general free.
            let cb = *(*v).data;
            (*raw).flags &= !ev_flags::EXCEPTION_HANDLED;
            (*cb).ref_count += 1;
            if let Some(f) = (*cb).callback {
                f(raw, cb, result, error);
            }
            vector::release(cb, raw);
            // Still the lent slot alone: nothing to free. A vector that grew
            // (a second awaiter came, then left) owns an array: the general
            // free gives it back.
            if (*v).length == 1 && (*v).capacity == 1 && *(*v).data == cb {
                (*v).length = 0;
                (*v).capacity = 0;
                (*v).data = ptr::null_mut();
                vector::release(cb, raw);
                return;
            }
            vector::free(v, raw);
            return;
        }
        if (*raw).notify_handler.is_some() {
            sys::ta_zend_async_callbacks_notify(raw.cast(), result.cast(), error, false);
        } else {
            (*raw).flags &= !ev_flags::EXCEPTION_HANDLED;
            vector::notify(v, raw, result, error);
        }
        vector::free(v, raw);
    }
}

/// Main's script ended: its awaiters are told, with its result.
pub fn main_ended(rec: &Record) {
    let co = of(rec);
    if event(rec).is_closed() {
        return;
    }
    tell(co, rec.result_ptr().cast(), ptr::null_mut());
}

/// STARTED: its body begins.
pub fn started(rec: &Record) {
    // SAFETY: the record's own part, PHP thread.
    unsafe { (*of(rec)).event.flags |= co_flags::STARTED };
}

/// CLOSED (and CANCELLED): it ended. `result`/`exception` point at its
/// outcome (no reference taken: the record keeps them as long as it
/// lives). C subscribers are told.
pub fn ended(rec: &Record) {
    let co = of(rec);
    // Its C waker (and the events it holds) is of no more use.
    // SAFETY: the record's own C record.
    unsafe { super::c_waker::destroy_c(co) };
    // Told once (a part kept after all is marked again).
    // SAFETY: the record's own part, PHP thread.
    let first = unsafe { (*co).event.flags } & ev_flags::CLOSED == 0;
    // SAFETY: as above.
    let error = mark_ended(rec, unsafe { &mut *co });
    if first {
        // SAFETY: as above; the subscribers get the outcome the record keeps.
        tell(co, unsafe { ptr::addr_of_mut!((*co).result) }.cast(), error);
    }
    // SAFETY: as above.
    unsafe {
        // Its internal context: after the subscribers, who may read it.
        if !(*co).internal_context.is_null() {
            sys::ta_zend_async_coroutine_internal_context_dispose(co.cast());
        }
    }
}

/// CLOSED (and CANCELLED), `result`/`exception` pointing at the outcome
/// (bitwise copies, no reference: the record keeps them as long as it
/// lives; `forget` clears them). Returns the exception object.
fn mark_ended(rec: &Record, co: &mut CCoroutine) -> *mut zend::zend_object {
    let error = rec.exception_obj();
    // SAFETY: result_ptr is the record's outcome zval; co.result is a
    // bitwise copy (never released), overwritten without a drop.
    unsafe { ptr::write(&mut co.result, ptr::read(rec.result_ptr())) };
    co.exception = error;
    co.event.flags |= ev_flags::CLOSED;
    if rec.cancelled.get() {
        co.event.flags |= co_flags::CANCELLED;
    }
    error
}

/// The record goes: its internal context released (if C set one after the
/// end), `extended_dispose` once, C subscribers freed, the borrowed
/// outcome forgotten.
// Not inlined: the record's drop stays small enough to be inlined where a
// record is made and dropped, so that a record that never had a part
// (unit tests) drops without referencing the C side at all.
#[inline(never)]
pub fn forget(cell: &PrefixCell) {
    // SAFETY: the part of a record being dropped: nothing else uses it.
    let co = unsafe { &mut (*cell.get()).co };
    // SAFETY: this record's C record, whose waker (if any) is of no more
    // use (one that never ended: main, a coroutine never run).
    unsafe { super::c_waker::destroy_c(co) };
    if !co.internal_context.is_null() {
        // SAFETY: the API's dispose on this record's own table (set after
        // the end, or on a coroutine that never ended).
        unsafe {
            sys::ta_zend_async_coroutine_internal_context_dispose((co as *mut CCoroutine).cast())
        };
    }
    // SAFETY: its own context's field (a reference, or null).
    unsafe { super::c_context::release_slot(&mut co.context) };
    if !co.switch_handlers.is_null() {
        // SAFETY: the registry's free of this record's own vector, which
        // `handlers::drop_own` frees at a coroutine's end; main, which does
        // not end that way, keeps it until its record goes.
        unsafe { sys::ta_switch_destroy_slot((&raw mut co.switch_handlers).cast()) };
    }
    if let Some(dispose) = co.extended_dispose.take() {
        // SAFETY: the creator's function, given its own record.
        unsafe { dispose(co) };
    }
    let scope = std::mem::replace(&mut co.scope, ptr::null_mut());
    if !scope.is_null() {
        // SAFETY: the reference `bind` took for this record.
        unsafe { super::c_scope::release(scope) };
    }
    if co.event.callbacks.length != 0 || co.event.callbacks.capacity > 1 {
        // SAFETY: the API's vector free on this event.
        unsafe {
            sys::ta_zend_async_callbacks_free((&mut co.event as *mut crate::records::Event).cast())
        };
    }
    // A bitwise copy of the record's result (see `ended`): never released
    // here.
    // SAFETY: writing a plain zval.
    unsafe { ptr::write(&mut co.result as *mut zend::zval, std::mem::zeroed()) };
    co.exception = ptr::null_mut();
}

/// `zend_async_new_coroutine_fn` (queue false) and `zend_async_spawn_fn`
/// (queue true): a coroutine whose body is `internal_entry` or `fcall`
/// (whichever its creator sets before it starts), in `scope` (null: the
/// main scope). Null without memory for it, or (an Error thrown) when the
/// scope takes no more coroutines.
///
/// # Safety
/// `scope` is null or a live `zend_async_scope_t` true_async made.
pub unsafe fn create(queue: bool, hi: bool, scope: *mut crate::records::Scope) -> *mut CCoroutine {
    let Some(rt) = super::runtime::try_rt() else {
        return ptr::null_mut();
    };
    // SAFETY: the caller's promise.
    let owner = match unsafe { super::c_scope::owner_for_spawn(scope) } {
        Ok(o) => o,
        Err(msg) => {
            super::errors::Thrown::new(super::errors::Kind::Async, msg).throw();
            return ptr::null_mut();
        }
    };
    let Ok(co) = rt.spawn_held(Box::new(move || run_entry(co_of_current()))) else {
        return ptr::null_mut();
    };
    let rec = co.get();
    if hi {
        rec.priority.set(Priority::Hi);
    }
    if let Some(owner) = owner {
        owner.adopted(co);
        *rec.owner.borrow_mut() = Some(owner);
    }
    let c = pin(rec);
    // SAFETY: the record `pin` just bound: its scope becomes the owner's.
    unsafe {
        let old = std::mem::replace(
            &mut (*c).scope,
            super::c_scope::for_coroutine(rec.owner.borrow().as_ref()),
        );
        if !old.is_null() {
            super::c_scope::release(old);
        }
    }
    if queue {
        rt.enqueue_held(co);
    }
    c
}

/// `zend_async_enqueue_coroutine_fn`: a coroutine made by NEW_COROUTINE
/// goes to the ready queue; false (nothing done) for any other.
///
/// # Safety
/// `c` is null or a `zend_coroutine_t` true_async handed out, whose
/// coroutine's object is still alive.
pub unsafe fn enqueue(c: *mut CCoroutine) -> bool {
    // SAFETY: the caller's promise.
    let Some(co) = (unsafe { record_of(c) }) else {
        return false;
    };
    super::runtime::try_rt().is_some_and(|rt| rt.enqueue_held(co))
}

/// Whether `c` was made by NEW_COROUTINE and is not queued yet (what
/// `enqueue` accepts).
///
/// # Safety
/// As `enqueue`.
pub unsafe fn held(c: *mut CCoroutine) -> bool {
    // SAFETY: the caller's promise.
    unsafe { record_of(c) }
        .is_some_and(|co| co.get().running_if().is_some_and(|run| run.held.get()))
}

/// # Safety
/// As `enqueue`.
pub(crate) unsafe fn record_of(c: *mut CCoroutine) -> Option<CoRef> {
    if c.is_null() {
        return None;
    }
    // SAFETY: a zend_coroutine_t C got from us is the head of a Prefix
    // (repr(C), first field); its rec pointer was set by `bind`.
    let rec = unsafe { (*c.cast::<Prefix>()).rec };
    // SAFETY: as above: the record lives while C holds its coroutine.
    (!rec.is_null()).then(|| CoRef::new(unsafe { &*rec }))
}

fn co_of_current() -> CoRef {
    rt().current
        .get()
        .expect("a C-entry body runs as the current coroutine")
}

/// The body: `internal_entry()` (or the PHP callable its creator set in
/// `fcall`), then what it left in `co->result` becomes
/// the coroutine's result; an exception in EG(exception) its failure.
fn run_entry(co: CoRef) -> bool {
    let rec = co.get();
    let c = of(rec);
    // SAFETY: the current coroutine's own record; the shim checks the
    // entry and catches a bailout.
    let bailed = unsafe { sys::ta_run_internal_entry(c.cast()) };
    // SAFETY: move the zval the entry wrote into the record's result
    // (which is undef: the body has not returned anything else).
    unsafe {
        ptr::write(rec.result_ptr(), ptr::read(&(*c).result));
        ptr::write(&mut (*c).result as *mut zend::zval, std::mem::zeroed());
    }
    bailed
}

/// `true_async_object_event` (include/zend_async_event.h): the event of
/// an `Async\Coroutine` object whose reference is still null (queued, no
/// `zend_coroutine_t` yet): made now. Null for any other object.
///
/// # Safety
/// `obj` is a live object.
pub unsafe fn object_event(obj: *const zend::zend_object) -> *mut crate::records::Event {
    // SAFETY: the caller's promise.
    let Some(o) =
        ext_php_rs::types::ZendClassObject::<super::coroutine::Coroutine>::from_zend_obj(unsafe {
            &*obj
        })
    else {
        return ptr::null_mut();
    };
    let c = pin(&o.rec);
    // SAFETY: `pin` made the part and bound it; the event heads the record.
    unsafe { &mut (*c).event }
}
