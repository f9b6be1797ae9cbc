//! A future's `zend_future_t` (include/zend_async_coroutine.h): every
//! future's event, the one its PHP awaiters join and C extensions see for
//! a future they made (`ZEND_ASYNC_NEW_FUTURE`) or found on an
//! `Async\Future` object (`ZEND_ASYNC_OBJECT_TO_EVENT`).
//!
//! The future (awaitables/future.rs `FutureCore`) stays the one place an
//! outcome is decided: C's `resolve` (ZEND_FUTURE_COMPLETE / REJECT) hands
//! the outcome C wrote to the future, and the future, once complete by
//! whichever side, stores a copy into its record ([`Handle::store`]), closes
//! it and tells every subscriber (C's callbacks and PHP's awaiters, in the
//! order they joined). The record is made with the future and lives while
//! anything holds it: the future (one Rust reference, `internal`, for as
//! long as it lives) and C (`event.ref_count`; the creator of a
//! NEW_FUTURE holds one, and while C holds any, the record holds the
//! future: `held`). So a record C holds stays valid after every PHP
//! object on its future is gone, and a completion from C still reaches
//! the future's awaiters. The use marks (RESULT_USED, EXC_CAUGHT,
//! IGNORED) live on the record, whichever side sets them.

use super::errors::Thrown;
use super::location::Location;
use crate::records::event::flags as ev_flags;
use crate::records::scope::future_flags;
use crate::records::{Event, Future as CFuture};
use crate::sys::{self, zend};
use ext_php_rs::types::Zval;
use std::cell::Cell;
use std::ffi::c_void;
use std::ptr::{self, NonNull};

/// An outcome moving between C and the future.
pub type Outcome = Result<Zval, Thrown>;

/// What the future side (awaitables/future.rs) does for its records. The
/// `owner` pointer each record keeps is the future's weak reference, as
/// the future made it; `held` a strong one.
pub struct Owner {
    /// C completed the record: the future completes with `outcome`, or
    /// hands it back when it is gone.
    pub resolve: fn(owner: *const c_void, outcome: Outcome) -> Result<(), Outcome>,
    /// Gives back a strong reference `held`.
    pub unhold: fn(held: *const c_void),
    /// Gives back the weak reference `owner`.
    pub forget: fn(owner: *const c_void),
}

static OWNER: std::sync::OnceLock<Owner> = std::sync::OnceLock::new();

/// MINIT (awaitables/ through module/).
pub fn install(o: Owner) {
    let _ = OWNER.set(o);
}

/// The record and what only Rust reads.
#[repr(C)]
struct Rec {
    c: CFuture,
    /// The future's weak reference (its owner's own type).
    owner: *const c_void,
    /// A strong reference on the future while C holds the record; null
    /// otherwise.
    held: *const c_void,
    /// Rust's references (C's are `c.event.ref_count`).
    internal: u32,
    /// The callback vector's storage while it holds one callback (lent
    /// at creation: the record never moves), so a lone awaiter allocates
    /// nothing.
    slot: *mut crate::records::EventCallback,
}

/// The future's own reference to its record.
pub struct Handle(NonNull<Rec>);

impl Handle {
    /// A record for a future: `owner` is its weak reference (the record
    /// keeps it until freed), `extra` bytes follow the record for C
    /// (`ZEND_ASYNC_NEW_FUTURE_EX`). None if no memory could be had.
    pub fn new(
        owner: *const c_void,
        thread_safe: bool,
        extra: usize,
        made_at: &Location,
    ) -> Option<Self> {
        // SAFETY: the shim allocates a zeroed block of at least the
        // record's size and sets the C methods; all-zero is valid for
        // every Rust field of the tail (pointers, an integer).
        let p = unsafe { sys::ta_future_alloc(std::mem::size_of::<Rec>(), extra) };
        let p = NonNull::new(p.cast::<Rec>())?;
        // SAFETY: just made, ours alone.
        let r = unsafe { &mut *p.as_ptr() };
        r.owner = owner;
        r.internal = 1;
        r.c.event.callbacks.data = ptr::addr_of_mut!(r.slot);
        r.c.event.callbacks.capacity = 1;
        r.c.lineno = made_at.line();
        if thread_safe {
            r.c.event.flags |= future_flags::THREAD_SAFE;
        }
        let h = Self(p);
        h.set_file(made_at, false);
        Some(h)
    }

    #[inline(always)]
    pub fn ptr(&self) -> *mut CFuture {
        // SAFETY: the Rec starts with the C record (repr(C)).
        self.0.as_ptr().cast()
    }

    /// The creator of a NEW_FUTURE holds the record: its reference, with
    /// the strong reference `held` on the future for as long as C holds
    /// any.
    pub fn hold_for_c(&self, held: *const c_void) {
        // SAFETY: the record lives while its handle does; PHP thread.
        let r = unsafe { &mut *self.0.as_ptr() };
        r.c.event.ref_count = 1;
        r.held = held;
    }

    /// The future's last holder on the PHP side (an `Async\Future` or
    /// `FutureState` object) is going while C holds the record
    /// (`ZEND_ASYNC_EVENT_ADD_REF` after `ZEND_ASYNC_OBJECT_TO_EVENT`)
    /// without holding the future: the record takes `held()` (a strong
    /// reference on the future), given back at C's last release as for a
    /// NEW_FUTURE, so the future (its continuations, its awaiters) lives
    /// while C holds its record. False, nothing taken, when C holds none.
    pub fn keep_for_c(&self, held: impl FnOnce() -> *const c_void) -> bool {
        // SAFETY: as in `hold_for_c`.
        let r = unsafe { &mut *self.0.as_ptr() };
        if r.c.event.ref_count == 0 || !r.held.is_null() {
            return false;
        }
        r.held = held();
        true
    }

    /// Closed: the outcome is in the record.
    #[inline(always)]
    pub fn is_closed(&self) -> bool {
        self.event().is_closed()
    }

    /// The record's event, as waits join it.
    #[inline(always)]
    pub fn event(&self) -> &crate::records::c_event::CEvent {
        // SAFETY: the record lives while its handle does, never moves,
        // and begins with its event.
        unsafe { crate::records::c_event::CEvent::from_ptr(self.ptr().cast()) }
    }

    /// Sets flag bits on the record (the use marks C reads with
    /// ZEND_FUTURE_IS_USED / IS_EXCEPTION_CAUGHT / IS_IGNORED).
    pub fn mark(&self, bits: u32) {
        // SAFETY: as in `hold_for_c`.
        unsafe { (*self.ptr()).event.flags |= bits };
    }

    /// The value and exception the record keeps once closed (its own
    /// references), for the cycle collector.
    pub fn kept(&self) -> (&Zval, *mut zend::zend_object) {
        // SAFETY: as in `hold_for_c`; the zval is the record's field
        // (the same layout as ext-php-rs's Zval), read only.
        unsafe {
            let c = self.ptr();
            (&*ptr::addr_of!((*c).result).cast::<Zval>(), (*c).exception)
        }
    }

    /// `filename` (or `completed_filename`) from a location with a file.
    fn set_file(&self, at: &Location, completed: bool) {
        // SAFETY: a live record; the location's string (or null) is alive
        // while `at` is, and the shim takes a reference of its own.
        unsafe { sys::ta_future_set_file(self.ptr().cast(), at.file_ptr(), completed) };
    }

    /// What C marked on the record (`ZEND_FUTURE_SET_USED`,
    /// `SET_EXCEPTION_CAUGHT` or a waker handing the error over,
    /// `SET_IGNORED`): (used, error handled, ignored).
    pub fn marks(&self) -> (bool, bool, bool) {
        // SAFETY: as in `hold_for_c`.
        let f = unsafe { (*self.ptr()).event.flags };
        (
            f & ev_flags::RESULT_USED != 0,
            f & (ev_flags::EXC_CAUGHT | ev_flags::EXCEPTION_HANDLED) != 0,
            f & future_flags::IGNORED != 0,
        )
    }

    /// The future completed: a copy of its outcome goes into the record,
    /// which closes and tells its C callbacks (no effect once closed).
    pub fn store(&self, result: &Zval, exception: Option<&Thrown>, completed_at: &Location) {
        if !self.is_closed() {
            self.set_file(completed_at, true);
        }
        let lineno = completed_at.line();
        let ex = exception.map_or(ptr::null_mut(), Thrown::as_ptr);
        let result = ptr::from_ref(result).cast_mut().cast::<zend::zval>();
        // A callback may release C's last reference: the record stays
        // ours until the pass is over.
        let guard = Guard::new(self.0);
        // SAFETY: a live record; the shim copies the value (one reference
        // of its own) and takes a reference on the exception.
        unsafe { sys::ta_future_store(self.ptr().cast(), result, ex, lineno) };
        drop(guard);
    }
}

impl Drop for Handle {
    /// The future goes: the record loses Rust's reference.
    fn drop(&mut self) {
        // SAFETY: the record lives until its last reference, ours included.
        unsafe { release(self.0) };
    }
}

/// One more Rust reference for a while.
struct Guard(NonNull<Rec>);

impl Guard {
    fn new(p: NonNull<Rec>) -> Self {
        // SAFETY: the caller holds a reference: the record is alive.
        unsafe { (*p.as_ptr()).internal += 1 };
        Self(p)
    }
}

impl Drop for Guard {
    fn drop(&mut self) {
        // SAFETY: ours, taken in `new`.
        unsafe { release(self.0) };
    }
}

/// Gives back one Rust reference; the record goes with the last of Rust's
/// and C's.
///
/// # Safety
/// `p` is a live record the caller holds a reference on.
unsafe fn release(p: NonNull<Rec>) {
    // SAFETY: the caller's promise.
    let r = unsafe { &mut *p.as_ptr() };
    r.internal -= 1;
    if r.internal == 0 && r.c.event.ref_count == 0 {
        // SAFETY: no reference left.
        unsafe { free(p) };
    }
}

/// # Safety
/// `p` is a record no one holds any more.
unsafe fn free(p: NonNull<Rec>) {
    // SAFETY: the caller's promise; the weak reference is the record's.
    unsafe {
        let owner = std::mem::replace(&mut (*p.as_ptr()).owner, ptr::null());
        if let Some(o) = OWNER.get() {
            if !owner.is_null() {
                (o.forget)(owner);
            }
        }
        sys::ta_future_free(p.as_ptr().cast());
    }
}

/// `resolve` (ZEND_FUTURE_COMPLETE / REJECT): the future takes over the
/// outcome C wrote into the record and completes with it, which stores it
/// back (`Handle::store`). A future already gone: the record completes by
/// itself. False when the record was closed already.
///
/// # Safety
/// `f` is a live record made here.
pub unsafe fn resolve(f: *mut CFuture) -> bool {
    let Some(p) = NonNull::new(f.cast::<Rec>()) else {
        return false;
    };
    let guard = Guard::new(p);
    // Plain reads: no Rust reference into the record lives across the
    // calls below, which reach it again through its pointer.
    // SAFETY: the caller's promise; the guard keeps it.
    let (flags, owner) = unsafe { ((*p.as_ptr()).c.event.flags, (*p.as_ptr()).owner) };
    if flags & ev_flags::CLOSED != 0 {
        return false;
    }
    let mut value = Zval::new();
    let mut ex: *mut zend::zend_object = ptr::null_mut();
    // SAFETY: the shim moves the record's result into `value` (which held
    // nothing to drop) and hands over the exception's reference.
    unsafe { sys::ta_future_take(f.cast(), ptr::from_mut(&mut value).cast(), &mut ex) };
    // SAFETY: `ex` is null or a reference we now own.
    let outcome = match unsafe { Thrown::adopt_ptr(ex) } {
        Some(t) => Err(t),
        None => Ok(value),
    };
    let back = match OWNER.get() {
        Some(o) => (o.resolve)(owner, outcome),
        None => Err(outcome),
    };
    if let Err(outcome) = back {
        let (v, t) = match outcome {
            Ok(v) => (v, None),
            Err(t) => (Zval::new(), Some(t)),
        };
        let h = std::mem::ManuallyDrop::new(Handle(p));
        h.store(&v, t.as_ref(), &Location::here());
    }
    drop(guard);
    true
}

/// The event's `dispose`: C's last reference went (`ZEND_ASYNC_EVENT_RELEASE`).
/// The record lets the future go (if it held it) and goes itself once Rust
/// holds it no more.
///
/// # Safety
/// `f` is a live record made here.
pub unsafe fn c_released(f: *mut CFuture) {
    let Some(p) = NonNull::new(f.cast::<Rec>()) else {
        return;
    };
    let guard = Guard::new(p);
    // SAFETY: the caller's promise; the guard keeps it through the unhold
    // (which may drop the future, and with it the future's reference).
    let held = unsafe { std::mem::replace(&mut (*p.as_ptr()).held, ptr::null()) };
    if let Some(o) = OWNER.get() {
        if !held.is_null() {
            (o.unhold)(held);
        }
    }
    drop(guard);
}

/// The weak reference on its future a record keeps.
///
/// # Safety
/// `f` is a live record made here.
pub unsafe fn owner_of(f: *mut CFuture) -> *const c_void {
    // SAFETY: the caller's promise.
    unsafe { (*f.cast::<Rec>()).owner }
}

/// What an `Async\Future` object begins with (`zend_async_event_ref_t`):
/// `ZEND_ASYNC_OBJECT_TO_EVENT` on the object finds its future's record,
/// or, while it has none, asks `true_async_object_event`, which makes it
/// and stores it here.
#[repr(C)]
pub struct ObjectEventRef {
    flags: u32,
    zend_object_offset: u32,
    event: Cell<*mut Event>,
}

impl ObjectEventRef {
    /// For an object whose `zend_object` is `std_offset` bytes after this
    /// field (the object's first), naming `record` (null: none yet), which
    /// the object's future keeps as long as the object lives.
    pub fn new(std_offset: usize, record: *mut CFuture) -> Self {
        Self {
            flags: ev_flags::REFERENCE_PREFIX,
            zend_object_offset: std_offset as u32,
            event: Cell::new(record.cast()),
        }
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn reference_is_the_api_record() {
        use crate::records::EventRef;
        assert_eq!(
            std::mem::size_of::<super::ObjectEventRef>(),
            std::mem::size_of::<EventRef>()
        );
        assert_eq!(std::mem::offset_of!(super::ObjectEventRef, event), 8);
    }
}
