//! What the cycle collector sees of objects whose zvals live on the Rust
//! side: `Async\Coroutine` (its callable, arguments, result, exception and
//! finally callbacks), `Async\Future` / `Async\FutureState` (result,
//! exception, continuations), `Async\Context` (keys and values), a
//! `Async\Scope` (handlers, context), Channel and Pool. Without it a cycle
//! through one of them (a closure capturing its own coroutine, a result
//! referring to it) is never collected.
//!
//! Not reported: what an object's destruction will still call. Freeing a
//! TaskGroup, a TaskSet or a Scope with finally handlers runs those
//! handlers, and the collector destroys the garbage it found before it
//! frees the objects; so they report nothing (a Scope without finally
//! handlers reports).
//!
//! A finished coroutine that holds nothing the collector follows is marked
//! GC_NOT_COLLECTABLE (`Record::mark_acyclic`): it then never enters the
//! root buffer, which thousands of finished coroutines held in an array
//! used to fill.
//!
//! Soundness rests on reporting only references the object itself owns,
//! exactly once:
//! - A coroutine that has not finished is also held by the scheduler, a
//!   reference nobody reports, so the collector always finds it alive and
//!   frees nothing it reaches: neither the coroutine nor what its suspended
//!   frames hold can go while it may still run.
//! - A future's state is shared (a `Future` and its `FutureState`, the
//!   continuations): it is reported only by an object that is its sole
//!   owner, otherwise two objects would both count one reference.
//! - A field borrowed at the time (a running body's arguments) is left out:
//!   not reporting a reference only keeps things alive.
//!
//! ext-php-rs installs its own `get_gc` (the properties only); this one
//! reports those the same way, then the Rust side.

use super::coroutine::Coroutine;
use super::errors::Thrown;
use crate::sys::{self, zend};
use ext_php_rs::class::RegisteredClass;
use ext_php_rs::types::{ZendClassObject, Zval};
use std::ffi::{c_int, c_void};

/// The collector's buffer for one `get_gc` call.
pub struct GcBuffer(*mut c_void);

impl GcBuffer {
    pub fn add_zval(&mut self, zv: &Zval) {
        // SAFETY: the buffer of the running get_gc call; the shim copies the
        // zval (only if refcounted) and never writes through the pointer.
        unsafe { sys::ta_gc_add_zval(self.0, std::ptr::from_ref(zv).cast_mut().cast()) };
    }

    /// # Safety
    /// `obj` is a live object the reporter holds a reference on.
    pub unsafe fn add_obj(&mut self, obj: *mut zend::zend_object) {
        // SAFETY: as in `add_zval`; the caller's promise.
        unsafe { sys::ta_gc_add_obj(self.0, obj) };
    }

    pub fn add_thrown(&mut self, ex: &Thrown) {
        // SAFETY: as above; `ex` owns a reference to its live object.
        unsafe { sys::ta_gc_add_obj(self.0, ex.as_ptr()) };
    }
}

type GetGc = unsafe extern "C" fn(
    *mut zend::zend_object,
    *mut *mut zend::zval,
    *mut c_int,
) -> *mut zend::HashTable;

/// Reports `obj`'s properties as ext-php-rs's handler does (the declared
/// slots, or the properties table once there is one), then calls
/// `rust_side`; the usual get_gc contract.
///
/// # Safety
/// `obj` is a live object of a class this module installed the handler on.
unsafe fn report(
    obj: *mut zend::zend_object,
    table: *mut *mut zend::zval,
    n: *mut c_int,
    rust_side: impl FnOnce(&mut GcBuffer),
) -> *mut zend::HashTable {
    // SAFETY: called by the collector, outside any other get_gc call.
    let mut buf = GcBuffer(unsafe { sys::ta_gc_buffer() });
    // SAFETY: the caller's contract: a live object.
    let o = unsafe { &mut *obj };
    let ht = o.properties;
    if ht.is_null() {
        // SAFETY: a live object's class entry.
        let count = unsafe { (*o.ce).default_properties_count };
        let props = o.properties_table.as_mut_ptr();
        for i in 0..usize::try_from(count).unwrap_or(0) {
            // SAFETY: the object's declared property slots (Zval is a
            // transparent wrapper of zval).
            buf.add_zval(unsafe { &*props.add(i).cast::<Zval>() });
        }
    }
    rust_side(&mut buf);
    // SAFETY: hands the collected entries to the collector's out-params.
    unsafe { sys::ta_gc_use(buf.0, table, n) };
    ht
}

/// What a class reports besides its properties.
pub trait ReportsGc: RegisteredClass {
    fn report_gc(&self, buf: &mut GcBuffer);
}

impl ReportsGc for Coroutine {
    fn report_gc(&self, buf: &mut GcBuffer) {
        self.rec.report_gc(buf);
    }
}

/// The get_gc handler of class `T`.
unsafe extern "C" fn class_gc<T: ReportsGc>(
    obj: *mut zend::zend_object,
    table: *mut *mut zend::zval,
    n: *mut c_int,
) -> *mut zend::HashTable {
    // SAFETY: the collector passes a live object of the class this handler
    // was installed for.
    unsafe {
        report(obj, table, n, |buf| {
            if let Some(o) = obj.as_ref().and_then(ZendClassObject::<T>::from_zend_obj) {
                o.report_gc(buf);
            }
        })
    }
}

pub fn set_gc<T: ReportsGc>() {
    let handler: GetGc = class_gc::<T>;
    let h = std::ptr::from_ref(T::get_metadata().handlers()).cast_mut();
    // SAFETY: MINIT, before any object of the class exists and before any
    // other thread runs PHP. The handlers table is the class's static
    // metadata (writable memory, inside a OnceCell), which Rust code never
    // reads the `get_gc` slot of: only the engine does, through each
    // object's handlers pointer. ext-php-rs offers no other way to give a
    // class its own get_gc and keep its objects recognisable as its own.
    unsafe { (*h).get_gc = Some(handler) };
}

/// MINIT, after the classes are registered.
pub fn install() {
    set_gc::<Coroutine>();
    super::coroutine::install_free_handler();
}
