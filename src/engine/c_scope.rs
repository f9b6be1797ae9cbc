//! A scope's `zend_async_scope_t` (include/zend_async_records.h): the
//! record C extensions see for every scope, the main scope included.
//!
//! The record is allocated apart from the scope (scope/core.rs holds it
//! through a [`ScopeHandle`]) and lives while anything holds it: Rust's
//! holders are counted in the record's tail (the scope itself, every
//! coroutine whose `zend_coroutine_t` names it in `scope`, each child
//! scope's record through `parent_scope`), C's in its event's `ref_count`
//! (`ZEND_ASYNC_EVENT_ADD_REF` / `RELEASE`, one for the creator of a
//! `ZEND_ASYNC_NEW_SCOPE`). So a pointer C read from a coroutine stays
//! valid after the scope itself is gone; its back pointer to the scope is
//! then empty and its methods do nothing. Flags (CLOSED, CANCELLED,
//! DISPOSE_SAFELY, DISPOSING) are written by the
//! scope as they change; `scope_object` is the user's `Async\Scope` while
//! it lives; `scopes` lists the open child scopes.
//!
//! The engine sees the scope through [`ScopeOps`] (scope/ implements it);
//! new scopes C asks for come from the [`Provider`] scope/ installs at
//! module start.

use super::coroutine::CoRef;
use super::errors::Thrown;
use super::owner::OwnerRef;
use crate::records::event::flags as ev_flags;
use crate::records::scope::scope_flags;
use crate::records::Event;
pub use crate::records::Scope as CScope;
use crate::sys::{self, zend};
use std::any::Any;
use std::ptr::{self, NonNull};
use std::rc::{Rc, Weak};

/// What C's scope functions need from a scope.
pub trait ScopeOps {
    /// The owner a coroutine spawned into this scope carries (None: the
    /// main scope's coroutines carry none); Err with the reason when the
    /// scope takes no more coroutines.
    fn owner_for_spawn(&self) -> Result<Option<OwnerRef>, &'static str>;
    /// `ZEND_ASYNC_SCOPE_CANCEL`: `safely` keeps started coroutines
    /// running as zombies.
    fn cancel(&self, reason: Option<Thrown>, safely: bool);
    /// `can_be_disposed`: nothing (`with_zombies`: not even a zombie)
    /// runs in it or below; `check_objects`: and its object is gone or it
    /// is cancelled.
    fn completed(&self, with_zombies: bool, check_objects: bool) -> bool;
    /// `ZEND_ASYNC_SCOPE_CATCH`: `co`'s failure `ex` offered as its own
    /// uncaught error would be (`from_child`: the child handler first);
    /// true if a handler took it.
    fn catch(&self, co: CoRef, ex: &Thrown, from_child: bool) -> bool;
    /// `ZEND_ASYNC_SCOPE_AWAIT_AFTER_CANCELLATION` by the current
    /// coroutine: `awaitAfterCancellation($handler, $cancellation)`, with
    /// `cancellation` an object PHP could pass (anything else: an Error).
    fn await_after_cancellation(
        &self,
        handler: Option<crate::engine::callable::Callable>,
        cancellation: Option<&ext_php_rs::types::ZendObject>,
    ) -> crate::engine::php_ops::Outcome;
    fn as_any(&self) -> &dyn Any;
}

/// A scope as C's functions hold it.
pub type ScopeRc = Rc<dyn ScopeOps>;

/// How scope/ makes scopes for C.
pub struct Provider {
    /// `zend_async_new_scope_fn`: a child of `parent` (None: of the main
    /// scope); with its `Async\Scope` object (in `scope_object`, one
    /// reference for C) when `with_object`. None on failure (an exception
    /// is pending).
    pub new_scope: fn(parent: Option<ScopeRc>, with_object: bool) -> Option<ScopeRc>,
    /// The record of `scope` (made by `new_scope`).
    pub record_of: fn(scope: &dyn ScopeOps) -> *mut CScope,
    /// The main scope (made now if the request has none yet).
    pub main: fn() -> *mut CScope,
    /// The record of the scope an `Async\Scope` object names (null for
    /// any other object): `ZEND_ASYNC_SPAWN_WITH_PROVIDER`.
    pub of_object: fn(obj: &ext_php_rs::types::ZendObject) -> *mut CScope,
}

static PROVIDER: std::sync::OnceLock<Provider> = std::sync::OnceLock::new();

/// MINIT (scope/ through module/).
pub fn install(p: Provider) {
    let _ = PROVIDER.set(p);
}

/// The record and what only Rust reads.
#[repr(C)]
struct Rec {
    c: CScope,
    /// Back to the scope; None once it is gone.
    ops: Option<Weak<dyn ScopeOps>>,
    /// Rust's references (C's are `c.event.ref_count`).
    internal: u32,
}

/// The scopes C made with `ZEND_ASYNC_NEW_SCOPE` (no object), kept alive
/// for C until `try_to_dispose` (ZEND_ASYNC_SCOPE_RELEASE) or the
/// request's end, when they go with the request's other resources.
/// Each entry holds a reference on its record.
#[derive(Default)]
struct Held(std::cell::RefCell<Vec<(*mut CScope, Option<ScopeRc>)>>);

static HELD: crate::core::registry::Key<Held> = crate::core::registry::Key::new(Held::default);

impl crate::core::registry::Resource for Held {
    fn close(&self) {
        let list = std::mem::take(&mut *self.0.borrow_mut());
        for (rec, scope) in list {
            drop(scope);
            // SAFETY: the entry's reference keeps the record; C's own
            // reference goes with the request.
            unsafe {
                (*rec).event.ref_count = 0;
                release(rec);
            }
        }
    }
}

/// What an `Async\Scope` object begins with (`zend_async_event_ref_t`):
/// `ZEND_ASYNC_OBJECT_TO_EVENT` on the object finds its scope's record.
#[repr(C)]
pub struct ObjectEventRef(crate::records::EventRef);

impl ObjectEventRef {
    /// For an object whose `zend_object` is `std_offset` bytes after this
    /// field (the object's first), naming `scope`'s record, which lives at
    /// least as long as the object (the object holds the scope).
    pub fn new(std_offset: usize, scope: &ScopeHandle) -> Self {
        Self(crate::records::EventRef {
            flags: ev_flags::REFERENCE_PREFIX,
            zend_object_offset: std_offset as u32,
            event: scope.ptr().cast(),
        })
    }
}

/// The scope's own reference to its record.
pub struct ScopeHandle(NonNull<Rec>);

impl ScopeHandle {
    /// A record for a new scope: `ops` is the scope (weak: the record does
    /// not keep it alive), `parent` its parent's handle (none for a root).
    pub fn new(ops: Weak<dyn ScopeOps>, parent: Option<&ScopeHandle>) -> Self {
        // SAFETY: every field of the C record is an integer, a pointer or
        // an Option of a function pointer: all-zero bytes are valid.
        let c: CScope = unsafe { std::mem::zeroed() };
        let rec = Box::new(Rec {
            c,
            ops: Some(ops),
            internal: 1,
        });
        let p = NonNull::from(Box::leak(rec));
        // SAFETY: just made, ours alone.
        let r = unsafe { &mut *p.as_ptr() };
        // SAFETY: C sets the methods on the record it is given.
        unsafe { sys::ta_scope_methods((&mut r.c as *mut CScope).cast()) };
        // ZEND_ASYNC_EVENT_TO_OBJECT reads `scope_object` (NULL without
        // one); the count stays the record's own (no ZEND_OBJ).
        r.c.event.flags = ev_flags::OBJ_REF;
        r.c.event.extra_offset = std::mem::offset_of!(CScope, scope_object) as u32;
        match parent {
            Some(parent) => {
                let pp = parent.ptr();
                r.c.parent_scope = pp;
                // SAFETY: the parent's record is alive (its handle is).
                unsafe {
                    add_ref(pp);
                    r.c.request_scope = (*pp).request_scope;
                    push_child(pp, &mut r.c);
                }
            }
            None => r.c.request_scope = main_or(&mut r.c),
        }
        Self(p)
    }

    /// The record's event: what C subscribes to and what PHP's waits on
    /// the scope (awaitCompletion, awaitAfterCancellation, iterate(),
    /// disposeAfterTimeout) join, so both hear each change in one order.
    #[inline(always)]
    pub fn event(&self) -> &crate::records::c_event::CEvent {
        // SAFETY: the record lives while its handle does and never moves
        // (boxed); its event is its first field.
        unsafe { crate::records::c_event::CEvent::from_ptr(self.ptr().cast()) }
    }

    #[inline(always)]
    pub fn ptr(&self) -> *mut CScope {
        // SAFETY: the Rec starts with the C record (repr(C)).
        self.0.as_ptr().cast()
    }

    /// Sets or clears one of the `ZEND_ASYNC_SCOPE_F_*` bits.
    fn flag(&self, bit: u32, on: bool) {
        // SAFETY: the record lives while its handle does; PHP thread.
        let f = unsafe { &mut (*self.ptr()).event.flags };
        if on {
            *f |= bit;
        } else {
            *f &= !bit;
        }
    }

    pub fn set_cancelled(&self) {
        self.flag(scope_flags::CANCELLED, true);
    }

    /// DISPOSING: a disposal began. It stays set: the scope is on its way
    /// out, which is what C asks `ZEND_ASYNC_SCOPE_IS_DISPOSING` for.
    pub fn set_disposing(&self) {
        self.flag(scope_flags::DISPOSING, true);
    }

    pub fn set_safe(&self, safe: bool) {
        self.flag(scope_flags::DISPOSE_SAFELY, safe);
    }

    /// CLOSED, out of its parent's `scopes`, and C subscribers told.
    pub fn set_closed(&self) {
        self.flag(ev_flags::CLOSED, true);
        self.unlink();
        self.notify(None);
    }

    /// `context`: the scope's context once made (null: none, or gone).
    pub fn set_context(&self, c: *mut crate::records::Context) {
        // SAFETY: as in `flag`.
        unsafe { (*self.ptr()).context = c };
    }

    /// `scope_object`: the user's object while it lives.
    pub fn set_object(&self, obj: Option<&ext_php_rs::types::ZendObject>) {
        let obj = obj.map_or(ptr::null_mut(), |o| {
            o as *const ext_php_rs::types::ZendObject as *mut zend::zend_object
        });
        // SAFETY: as in `flag`.
        unsafe { (*self.ptr()).scope_object = obj };
    }

    /// Tells the subscribers something changed (a count reached zero, a
    /// failure was collected for awaitAfterCancellation(), it closed; with
    /// the reason when it is cancelled): C's callbacks and PHP's waiters,
    /// in the order they joined.
    pub fn notify(&self, exception: Option<&Thrown>) {
        let exception = exception.map_or(ptr::null_mut(), Thrown::as_ptr);
        let ev = self.ptr().cast::<Event>();
        // SAFETY: the record's own event; the API's notify on it.
        unsafe {
            if !(*ev).callbacks.data.is_null() && (*ev).callbacks.length > 0 {
                sys::ta_zend_async_callbacks_notify(ev.cast(), ptr::null_mut(), exception, false);
            }
        }
    }

    /// Out of its parent's `scopes` (closed or gone).
    fn unlink(&self) {
        // SAFETY: the record and its parent's (which it holds a reference
        // on) are alive.
        unsafe {
            let parent = (*self.ptr()).parent_scope;
            if !parent.is_null() {
                remove_child(parent, self.ptr());
            }
        }
    }
}

impl Drop for ScopeHandle {
    /// The scope goes: the record forgets it and loses its reference.
    fn drop(&mut self) {
        self.unlink();
        let p = self.0.as_ptr();
        // SAFETY: the record lives until its last reference, ours included.
        unsafe {
            (*p).ops = None;
            (*p).c.scope_object = ptr::null_mut();
            (*p).c.context = ptr::null_mut();
            if (*p).c.event.flags & ev_flags::CLOSED == 0 {
                (*p).c.event.flags |= ev_flags::CLOSED;
            }
            let main = crate::records::globals::main_scope();
            if main == self.ptr() {
                crate::records::globals::set_main_scope(ptr::null_mut());
            }
            release(self.ptr());
        }
    }
}

/// The main scope's record for a root scope being made (itself if no main
/// scope is published yet: it is the main scope, scope/mod.rs publishes it).
fn main_or(me: *mut CScope) -> *mut CScope {
    let m = crate::records::globals::main_scope();
    if m.is_null() {
        me
    } else {
        m
    }
}

/// `ZEND_ASYNC_MAIN_SCOPE` is this scope's record (until it goes, or the
/// request ends: `unpublish_main`).
pub fn publish_main(h: &ScopeHandle) {
    crate::records::globals::set_main_scope(h.ptr());
}

pub fn unpublish_main() {
    crate::records::globals::set_main_scope(ptr::null_mut());
}

/// One more Rust reference.
///
/// # Safety
/// `s` is a live record.
#[inline(always)]
unsafe fn add_ref(s: *mut CScope) {
    // SAFETY: the caller's promise.
    unsafe { (*s.cast::<Rec>()).internal += 1 };
}

/// Gives back one Rust reference; the record goes with the last of
/// Rust's and C's.
///
/// # Safety
/// `s` is a live record the caller holds a reference on.
pub unsafe fn release(s: *mut CScope) {
    // SAFETY: the caller's promise.
    let rec = unsafe { &mut *s.cast::<Rec>() };
    rec.internal -= 1;
    if rec.internal == 0 && rec.c.event.ref_count == 0 {
        // SAFETY: no reference left.
        unsafe { free(s) };
    }
}

/// The event's `dispose`: C's last reference went (`ZEND_ASYNC_EVENT_RELEASE`
/// set `ref_count` to 0); the record goes unless Rust still holds it.
///
/// # Safety
/// `s` is a live record.
pub unsafe fn c_released(s: *mut CScope) {
    // SAFETY: the caller's promise.
    let rec = unsafe { &mut *s.cast::<Rec>() };
    rec.c.event.ref_count = 0;
    if rec.internal == 0 {
        // SAFETY: no reference left.
        unsafe { free(s) };
    }
}

/// # Safety
/// `s` is a record no one holds any more.
unsafe fn free(s: *mut CScope) {
    // SAFETY: made by `ScopeHandle::new` with Box; no reference left.
    let rec = unsafe { Box::from_raw(s.cast::<Rec>()) };
    let mut rec = rec;
    let parent = rec.c.parent_scope;
    if !parent.is_null() {
        // SAFETY: we hold a reference on the parent's record.
        unsafe {
            remove_child(parent, s);
            release(parent);
        }
    }
    free_children(&mut rec.c);
    if !rec.c.event.callbacks.data.is_null() {
        // SAFETY: the API's vector free on this event.
        unsafe { sys::ta_zend_async_callbacks_free((&mut rec.c.event as *mut Event).cast()) };
    }
    drop(rec);
}

/// The children vector is Rust's (a leaked boxed slice of `capacity`).
///
/// # Safety
/// `parent` and `child` are live records.
unsafe fn push_child(parent: *mut CScope, child: *mut CScope) {
    // SAFETY: the caller's promise.
    let v = unsafe { &mut (*parent).scopes };
    let mut vec = take_children(v);
    vec.push(child);
    put_children(v, vec);
}

/// # Safety
/// `parent` is a live record.
unsafe fn remove_child(parent: *mut CScope, child: *mut CScope) {
    // SAFETY: the caller's promise.
    let v = unsafe { &mut (*parent).scopes };
    if v.data.is_null() {
        return;
    }
    let mut vec = take_children(v);
    vec.retain(|c| *c != child);
    put_children(v, vec);
}

fn take_children(v: &mut crate::records::ScopesVector) -> Vec<*mut CScope> {
    if v.data.is_null() {
        return Vec::new();
    }
    // SAFETY: made by `put_children` from a Vec of this length/capacity.
    let vec = unsafe { Vec::from_raw_parts(v.data, v.length as usize, v.capacity as usize) };
    v.data = ptr::null_mut();
    v.length = 0;
    v.capacity = 0;
    vec
}

fn put_children(v: &mut crate::records::ScopesVector, vec: Vec<*mut CScope>) {
    if vec.capacity() == 0 {
        return;
    }
    let mut vec = std::mem::ManuallyDrop::new(vec);
    v.length = vec.len() as u32;
    v.capacity = vec.capacity() as u32;
    v.data = vec.as_mut_ptr();
}

fn free_children(c: &mut CScope) {
    drop(take_children(&mut c.scopes));
}

/// The scope a record names, if it is still there.
///
/// # Safety
/// `s` is null or a live record.
pub unsafe fn ops_of(s: *mut CScope) -> Option<Rc<dyn ScopeOps>> {
    if s.is_null() {
        return None;
    }
    // SAFETY: the caller's promise; a record starts its Rec.
    unsafe { (*s.cast::<Rec>()).ops.as_ref().and_then(Weak::upgrade) }
}

/// The record a coroutine's `zend_coroutine_t` names: its owner's, or the
/// main scope's; one reference taken for it. Null outside a request.
#[inline(always)]
pub fn for_coroutine(owner: Option<&OwnerRef>) -> *mut CScope {
    let s = match owner {
        Some(o) => o.c_scope(),
        None => main_record(),
    };
    if !s.is_null() {
        // SAFETY: a live record (its scope is alive: the owner, or main).
        unsafe { add_ref(s) };
    }
    s
}

/// `ZEND_ASYNC_MAIN_SCOPE`, made if the request has none yet.
#[inline(always)]
pub fn main_record() -> *mut CScope {
    let m = crate::records::globals::main_scope();
    if !m.is_null() {
        return m;
    }
    make_main()
}

#[cold]
#[inline(never)]
fn make_main() -> *mut CScope {
    match PROVIDER.get() {
        Some(p) if super::runtime::try_rt().is_some() => (p.main)(),
        _ => ptr::null_mut(),
    }
}

/// `zend_async_new_scope_fn`. Null on failure (an exception is pending).
///
/// # Safety
/// `parent` is null or a live record.
pub unsafe fn new_scope(parent: *mut CScope, with_object: bool) -> *mut CScope {
    let Some(p) = PROVIDER.get() else {
        return ptr::null_mut();
    };
    if super::runtime::try_rt().is_none() {
        return ptr::null_mut();
    }
    // The main scope first: a root scope's request_scope is its record.
    main_record();
    let parent_ops = if parent.is_null() {
        None
    } else {
        // SAFETY: the caller's promise.
        match unsafe { ops_of(parent) } {
            Some(o) => Some(o),
            None => {
                Thrown::new(
                    super::errors::Kind::Async,
                    "ZEND_ASYNC_NEW_SCOPE: the parent scope is gone",
                )
                .throw();
                return ptr::null_mut();
            }
        }
    };
    let Some(scope) = (p.new_scope)(parent_ops, with_object) else {
        return ptr::null_mut();
    };
    let rec = (p.record_of)(&*scope);
    // SAFETY: the scope's live record; C's reference, and the request's
    // list's (Rust's) until C releases it or the request ends.
    unsafe {
        (*rec).event.ref_count += 1;
        add_ref(rec);
    }
    let held = if with_object { None } else { Some(scope) };
    if let Some(rt) = super::runtime::try_rt() {
        rt.resources.get(&HELD).0.borrow_mut().push((rec, held));
    }
    rec
}

/// `try_to_dispose` (`ZEND_ASYNC_SCOPE_RELEASE`): C gives up a scope it
/// made with NEW_SCOPE (unless it pinned it: OWNER_PINNED), which then
/// lives only as long as its coroutines, children and object. True when
/// the scope is gone.
///
/// # Safety
/// `s` is a live record.
pub unsafe fn try_to_dispose(s: *mut CScope) -> bool {
    // SAFETY: the caller's promise.
    if unsafe { (*s).event.flags } & scope_flags::OWNER_PINNED != 0 {
        return false;
    }
    let entry = super::runtime::try_rt()
        .and_then(|rt| rt.resources.get_if_made(&HELD))
        .and_then(|held| {
            let mut list = held.0.borrow_mut();
            let i = list.iter().position(|(r, _)| *r == s)?;
            Some(list.swap_remove(i))
        });
    let Some((_, scope)) = entry else {
        // SAFETY: as above.
        return unsafe { ops_of(s) }.is_none();
    };
    drop(scope);
    // SAFETY: the entry's reference keeps the record until the release
    // below; C's reference is given up with the call.
    unsafe {
        let gone = ops_of(s).is_none();
        (*s).event.ref_count = 0;
        release(s);
        gone
    }
}

/// The owner a coroutine C spawns into `s` carries (null `s`: the main
/// scope, no owner).
///
/// # Safety
/// `s` is null or a live record.
pub unsafe fn owner_for_spawn(s: *mut CScope) -> Result<Option<OwnerRef>, &'static str> {
    if s.is_null() {
        return Ok(None);
    }
    // SAFETY: the caller's promise.
    match unsafe { ops_of(s) } {
        Some(ops) => ops.owner_for_spawn(),
        None => Err("ZEND_ASYNC_SPAWN_WITH: the scope is gone"),
    }
}

/// `ZEND_ASYNC_SPAWN_WITH_PROVIDER`'s provider: the record of the scope an
/// `Async\Scope` object names; null for any other object.
///
/// # Safety
/// `obj` is a live object.
pub unsafe fn of_object(obj: *mut zend::zend_object) -> *mut CScope {
    match (PROVIDER.get(), NonNull::new(obj)) {
        // SAFETY: the caller's promise.
        (Some(p), Some(o)) => (p.of_object)(unsafe { &*o.as_ptr().cast() }),
        _ => ptr::null_mut(),
    }
}
