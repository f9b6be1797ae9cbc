//! The coroutine record: what the scheduler knows of one coroutine. It lives
//! inside the PHP `Async\Coroutine` object, so a coroutine and its object are
//! one thing; the scheduler keeps the object alive (one reference) from spawn
//! to finish and refers to the record through `CoRef`.

use super::callable::Callable;
use super::location::Location;
pub use super::running::{NativeBody, Running};
use crate::core::queue::Priority;
use crate::core::state::{Phase, Transition};
use crate::records::listener::Callback;
use crate::sys::{self, zend};
use ext_php_rs::prelude::*;
use ext_php_rs::types::ZendClassObject;
use std::cell::{Cell, RefCell, UnsafeCell};
use std::ffi::c_void;
use std::ptr::{self, NonNull};

/// What a suspended coroutine waits for (deadlock report, getAwaitingInfo).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WaitingFor {
    Nothing,
    /// suspend(): only its turn in the queue.
    Turn,
    Coroutine(u64),
    /// delay(): a timer of this many milliseconds.
    Timer(u64),
    /// The await family: this many awaitables.
    Many(usize),
    /// An event, from native code (`ta_await_event`).
    Event,
    /// A Future to complete.
    Future,
    /// A FileSystemWatcher's next change.
    FileChange,
    /// A DNS answer (a hooked gethostbyname...).
    Dns,
    /// A child process (a hooked shell_exec...).
    Process,
    /// An fd to become readable (false) or writable (true): a hooked stream.
    Fd(i32, bool),
    /// A plain-file read (false) or write (true) on the thread pool.
    File(i32, bool),
    /// This coroutine to finish autoloading a class (engine/class_load.rs).
    ClassLoad(u64),
    /// Its turn to write fd (the first), behind the coroutine writing it.
    WriteTurn(i32, u64),
    /// A scope (by id) to complete.
    Scope(u64),
    /// Its turn on a database connection this coroutine (by id) is using.
    Connection(u64),
    /// The events of its C waker (`ZEND_ASYNC_SUSPEND`, engine/c_waker.rs).
    Native,
}

impl WaitingFor {
    pub fn describe(self) -> String {
        match self {
            WaitingFor::Nothing => "nothing".into(),
            WaitingFor::Turn => "its turn in the ready queue".into(),
            WaitingFor::Coroutine(id) => format!("coroutine {id} to complete"),
            WaitingFor::Timer(ms) => format!("a timer ({ms} ms)"),
            WaitingFor::Many(n) => format!("{n} awaitables"),
            WaitingFor::Event => "an event (native code)".into(),
            WaitingFor::Future => "a future to complete".into(),
            WaitingFor::FileChange => "a filesystem change".into(),
            WaitingFor::Dns => "a DNS answer".into(),
            WaitingFor::Process => "a child process".into(),
            WaitingFor::Fd(fd, false) => format!("fd {fd} to become readable"),
            WaitingFor::Fd(fd, true) => format!("fd {fd} to become writable"),
            WaitingFor::File(fd, false) => format!("a read of file fd {fd} (thread pool)"),
            WaitingFor::File(fd, true) => format!("a write to file fd {fd} (thread pool)"),
            WaitingFor::ClassLoad(id) => format!("coroutine {id} to finish autoloading a class"),
            WaitingFor::Scope(id) => format!("scope {id} to complete"),
            WaitingFor::Connection(0) => "its turn on a database connection".into(),
            WaitingFor::Connection(holder) => {
                format!("its turn on a database connection (coroutine {holder} uses it)")
            }
            WaitingFor::Native => "the events of its waker (native code)".into(),
            WaitingFor::WriteTurn(fd, holder) => {
                format!("its turn to write fd {fd} (coroutine {holder} writes it)")
            }
        }
    }
}

/// What a coroutine needs from spawn on, queued or not: kept small because
/// a burst of spawns queues them all at once (bench/queued.php: the object
/// fits Zend's 224-byte bin, with no byte to spare, checked below: a
/// Closure body keeps no call cache, the event's extra waiters and the
/// arguments sit behind one pointer each, the context is in `Running`). Everything a coroutine needs only once it runs,
/// waits or is cancelled is its [`Running`] part, allocated on first use.
pub struct Record {
    pub id: u64,
    pub is_main: bool,
    pub phase: Cell<Phase>,
    pub priority: Cell<Priority>,
    /// Its callable and arguments, then its outcome (engine/payload.rs).
    pub(super) payload: super::payload::Payload,
    /// The payload holds the outcome.
    pub(super) settled: Cell<bool>,
    pub cancel_requested: Cell<bool>,
    pub cancelled: Cell<bool>,
    pub spawned_at: Location,
    pub slot: Slot32,
    /// A destructor walker at shutdown (engine/destructors.rs): its body is
    /// the shim's walk, not a PHP callable.
    pub walker: Cell<bool>,
    /// Someone saw its outcome (awaited it, read its exception...).
    pub observed: Cell<bool>,
    /// Its body began to run (a coroutine cancelled before start never does).
    pub started: Cell<bool>,
    /// Its body is over: PHP sees it completed while its finally()
    /// callbacks still run (and may suspend) under the phase the scheduler
    /// needs to park and wake it.
    pub ended: Cell<bool>,
    /// Its scope; none for the main scope (engine/owner.rs). Released when
    /// it finishes.
    pub owner: RefCell<Option<super::owner::OwnerRef>>,
    /// Its place in its scope's member list.
    pub owner_slot: Slot32,
    /// `on_suspend` is set: one byte read on every suspension instead of
    /// taking and putting back the hook.
    pub hooked: Cell<bool>,
    /// Cleanup that must run even when everything is being cancelled (a
    /// scope's finally handlers): a cancellation before it starts is
    /// ignored; once started it is cancelled as any other.
    pub cleanup: Cell<bool>,
    /// Its object carries GC_NOT_COLLECTABLE (`mark_acyclic`), to be taken
    /// off if the part comes back.
    acyclic: Cell<bool>,
    /// Its [`Running`] part, null until first used (see `Deref`).
    running: Cell<*mut Running>,
}

/// An index (live set, scope members) kept in 32 bits to keep a queued
/// coroutine in its bin; read and written as usize, `usize::MAX` for none.
pub struct Slot32(Cell<u32>);

impl Slot32 {
    pub fn none() -> Self {
        Self(Cell::new(u32::MAX))
    }

    #[inline(always)]
    pub fn get(&self) -> usize {
        match self.0.get() {
            u32::MAX => usize::MAX,
            v => v as usize,
        }
    }

    #[inline(always)]
    pub fn set(&self, v: usize) {
        self.0.set(u32::try_from(v).unwrap_or(u32::MAX));
    }
}

/// A record's fields and its `Running` part's read alike (`rec.waker`,
/// `rec.vm`), so code using a coroutine need not know which fields a queued
/// one lacks; the first use of a `Running` field allocates the part. Code
/// that must not allocate (drop, the cycle collector) uses `running_if`.
impl std::ops::Deref for Record {
    type Target = Running;

    #[inline(always)]
    fn deref(&self) -> &Running {
        let p = self.running.get();
        if p.is_null() {
            return self.alloc_running();
        }
        // SAFETY: allocated by alloc_running for this record and freed only
        // in its drop, so it lives as long as `&self`; only shared
        // references to it are ever made.
        unsafe { &*p }
    }
}

impl Record {
    pub fn new(
        id: u64,
        is_main: bool,
        callable: Callable,
        args: super::payload::Args,
        spawned_at: Location,
    ) -> Self {
        Self {
            id,
            is_main,
            phase: Cell::new(if is_main {
                Phase::Running
            } else {
                Phase::Created
            }),
            priority: Cell::new(Priority::Normal),
            payload: super::payload::Payload::new(callable, args),
            settled: Cell::new(false),
            cancel_requested: Cell::new(false),
            cancelled: Cell::new(false),
            spawned_at,
            slot: Slot32::none(),
            walker: Cell::new(false),
            observed: Cell::new(false),
            started: Cell::new(is_main),
            ended: Cell::new(false),
            owner: RefCell::new(None),
            owner_slot: Slot32::none(),
            hooked: Cell::new(false),
            cleanup: Cell::new(false),
            acyclic: Cell::new(false),
            running: Cell::new(ptr::null_mut()),
        }
    }

    #[cold]
    #[inline(never)]
    fn alloc_running(&self) -> &Running {
        self.unmark_acyclic();
        let p = Box::into_raw(super::running::take());
        self.running.set(p);
        // SAFETY: just allocated; owned by this record until its drop.
        let run = unsafe { &*p };
        super::c_coroutine::bind(self, &run.prefix);
        run
    }

    /// A finished coroutine whose outcome is a scalar or a string, and
    /// whose part is gone or holds nothing, refers to nothing the cycle
    /// collector follows (its class allows no dynamic properties), so it
    /// can be in no cycle: its object is marked GC_NOT_COLLECTABLE, as the
    /// engine marks fake closures, and a reference dropped to it no longer
    /// makes it a possible root. Without this every finished coroutine
    /// still held somewhere (an array of them) filled the root buffer, and
    /// each 10,000 cost a collection that walked them all. The mark comes
    /// off (`unmark_acyclic`) when the part comes back (C asking for its
    /// record) or gets a context: either may hold references.
    pub fn mark_acyclic(&self) {
        if !self.outcome_is_scalar() {
            return;
        }
        let p = self.running.get();
        // A part kept only for its awaiters' sake holds nothing: no finally
        // callbacks, no context, no fiber or engine state, the C API
        // unused (`part_releasable`).
        // SAFETY: the record's own part (see `deref`), only read.
        let empty =
            p.is_null() || (self.part_releasable() && unsafe { (*p).finally.borrow().is_empty() });
        if !empty {
            return;
        }
        self.acyclic.set(true);
        // SAFETY: called by `complete` on a record placed in its live
        // object (the scheduler still holds its reference).
        unsafe { sys::ta_obj_set_acyclic(self.zobj(), true) };
    }

    /// Takes `mark_acyclic`'s mark off: the record is about to hold a
    /// reference the collector follows.
    pub fn unmark_acyclic(&self) {
        if self.acyclic.replace(false) {
            // SAFETY: set by `mark_acyclic` on this record's object, live
            // while the record is used.
            unsafe { sys::ta_obj_set_acyclic(self.zobj(), false) };
        }
    }

    /// Its `Async\\Coroutine` object. Only for a record placed in its
    /// object (the scheduler's `adopt`, which gives it a live slot).
    pub fn zobj(&self) -> *mut zend::zend_object {
        debug_assert!(self.slot.get() != usize::MAX, "record not in its object");
        let rec = std::mem::offset_of!(Coroutine, rec);
        let std = std::mem::offset_of!(ext_php_rs::types::ZendClassObject<Coroutine>, std);
        // The record sits at a fixed offset in the object's memory: the
        // object's start (Option<Coroutine> with a niche, checked below),
        // then `std`.
        (self as *const Record as *mut u8)
            .wrapping_sub(rec)
            .wrapping_add(std)
            .cast()
    }

    /// The `Async\\Coroutine` value it is a field of. Only for a record
    /// placed in its object (as `zobj`): no class check needed, unlike
    /// going back from the `zend_object`.
    #[inline(always)]
    pub(super) fn head(&self) -> &Coroutine {
        debug_assert!(self.slot.get() != usize::MAX, "record not in its object");
        let rec = std::mem::offset_of!(Coroutine, rec);
        // SAFETY: a record with a live slot is the `rec` field of the
        // `Coroutine` in its object (the scheduler's `adopt`), which lives
        // at least as long as the record.
        unsafe {
            &*(self as *const Record)
                .cast::<u8>()
                .sub(rec)
                .cast::<Coroutine>()
        }
    }

    /// Its `Running` part if it has one, without making it.
    pub fn running_if(&self) -> Option<&Running> {
        // SAFETY: as in `deref`.
        unsafe { self.running.get().as_ref() }
    }

    /// Applies a lifecycle transition; an impossible one is a scheduler bug,
    /// reported in debug builds and ignored (state kept) in release builds.
    pub fn transition(&self, via: Transition) {
        match self.phase.get().apply(via) {
            Ok(p) => self.phase.set(p),
            Err(e) => debug_assert!(false, "coroutine {}: {e:?}", self.id),
        }
    }

    /// Completed as PHP sees it (isCompleted, getResult, a late finally()).
    pub fn completed(&self) -> bool {
        self.ended.get() || self.phase.get().is_finished()
    }

    /// Where it waits now; unknown unless suspended. Derived from the saved
    /// frame chain, so suspending records nothing.
    pub fn suspend_location(&self) -> Location {
        if !self.phase.get().is_suspended() {
            return Location::unknown();
        }
        // SAFETY: the frame chain saved at LEAVE stays valid until the
        // coroutine is resumed, and it is not running now.
        unsafe { Location::of_frame((*self.vm.get()).current_execute_data) }
    }

    /// What this coroutine's waker registers with the events it waits on.
    pub fn wake_callback(&self) -> Callback {
        Callback {
            notify: wake_coroutine,
            data: self as *const Record as *mut c_void,
        }
    }

    /// The references the record owns, for the cycle collector (see
    /// engine/gc.rs for why this is sound while it still runs). A field
    /// borrowed now (a running body's arguments) is skipped.
    pub fn report_gc(&self, buf: &mut super::gc::GcBuffer) {
        self.report_payload(buf);
        let Some(run) = self.running_if() else {
            return;
        };
        // SAFETY: the engine writes the result only through `result_ptr`
        // while the body returns; the collector never runs in the middle of
        // that write, so the zval is whole.
        buf.add_zval(unsafe { &*run.returned.get() });
        if let Ok(ex) = run.failure.try_borrow() {
            if let Some(ex) = ex.as_ref() {
                buf.add_thrown(ex);
            }
        }
        if let Ok(finally) = run.finally.try_borrow() {
            finally.iter().for_each(|c| buf.add_zval(c.zval()));
        }
        // SAFETY: its C record, PHP thread; the context object (if any) is
        // live, the field holds a reference.
        unsafe {
            let ctx = super::c_context::own_context_if_made(&(*run.prefix.get()).co);
            if !ctx.is_null() {
                buf.add_obj(ctx);
            }
        }
    }

    /// A finished coroutine gives its running part back to the recycler:
    /// its outcome is in the record now (`settle`), and the rest of the
    /// part is dead. Every part is kept once C code has used the
    /// zend_async API in this process (made a coroutine, asked an object
    /// for its event, subscribed, added handlers...): a C extension may
    /// keep a `zend_coroutine_t` (even just `ZEND_ASYNC_CURRENT_COROUTINE`
    /// with EVENT_ADD_REF, which only counts on the object) and read it
    /// after the end, as TrueAsync allows, and nothing tells us it did.
    /// Also kept: one whose C record C wrote to (extended data, a dispose
    /// hook, a body), one with a private context, fiber context or saved
    /// engine state. Main's is never given back.
    /// A part is made again on a later use (C asking the object for its
    /// event then finds it closed, with its outcome: `c_coroutine::bind`).
    /// Returns whether the part was given back.
    pub fn release_running(&self) -> bool {
        if !self.part_releasable() {
            return false;
        }
        let p = self.running.get();
        self.running.set(ptr::null_mut());
        super::c_coroutine::unbind(self);
        // SAFETY: taken out of the record above: no reference to it remains
        // (callers hold none across this call).
        let run = unsafe { Box::from_raw(p) };
        super::running::recycle(run);
        true
    }

    /// `release_running` would give the part back now (see there).
    pub fn part_releasable(&self) -> bool {
        let p = self.running.get();
        if p.is_null() || self.is_main || !self.settled.get() {
            return false;
        }
        // SAFETY: the record's own part (see `deref`).
        let run = unsafe { &*p };
        // SAFETY: a plain read of the shim's flag on the PHP thread.
        !(unsafe { std::ptr::read(&raw const sys::ta_zend_async_c_api_used) }
            || super::c_coroutine::in_use(&run.prefix)
            // SAFETY: its C record, PHP thread; only read.
            || unsafe { !(*run.prefix.get()).co.context.is_null() }
            || !run.fiber_ctx.get().is_null()
            || !run.engine.get().is_null())
    }
}

impl Drop for Record {
    fn drop(&mut self) {
        if !self.observed.get() && !self.is_main && self.has_exception() {
            // Nobody can look at its failure now: unhandled (graceful shutdown).
            if let Some(rt) = super::runtime::try_rt() {
                super::unobserved::list(rt).abandoned(self.id);
            }
        }
        let p = self.running.replace(ptr::null_mut());
        if !p.is_null() {
            // SAFETY: allocated by alloc_running for this record, which is
            // being dropped: no reference to the part outlives this.
            let run = unsafe { Box::from_raw(p) };
            let ctx = run.fiber_ctx.get();
            if !ctx.is_null() && !self.is_main {
                // SAFETY: allocated by ta_fiber_context_new for this record only.
                unsafe { sys::ta_fiber_context_free(ctx) };
                run.fiber_ctx.set(ptr::null_mut());
            }
            // What it held is released with the record.
            super::running::recycle(run);
        }
        self.drop_payload();
    }
}

/// A copyable handle to a live record (the scheduler holds the object alive).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub struct CoRef(NonNull<Record>);

impl CoRef {
    pub fn new(r: &Record) -> Self {
        Self(NonNull::from(r))
    }

    /// # Safety
    /// The record must still be alive: callers hold a CoRef only while the
    /// scheduler (or a PHP reference they own) keeps the object alive.
    #[inline(always)]
    pub fn get<'a>(self) -> &'a Record {
        // SAFETY: see the type's invariant: a CoRef is only created for and
        // kept while the owning PHP object is alive.
        unsafe { self.0.as_ref() }
    }
}

/// An event a coroutine waits on fired: mark its waker, and queue it if it
/// was waiting (the first event of a wait does; the rest change nothing).
extern "C" fn wake_coroutine(
    ev: *const c_void,
    data: *mut c_void,
    _r: *mut c_void,
    _e: *mut c_void,
) {
    let Some(rec) = NonNull::new(data.cast::<Record>()) else {
        return;
    };
    let co = CoRef(rec);
    // The record is alive: its Wait (on its own stack) unsubscribes before
    // it can finish.
    if co.get().waker.on_event(ev) {
        super::runtime::rt().wake(co);
    }
}

/// `Async\Coroutine`: the PHP face of a record. Methods are in php/coroutine.rs.
#[php_class]
#[php(name = "Async\\Coroutine")]
#[php(flags = crate::engine::class_table::STRICT_FINAL)]
#[php(implements(ce = crate::engine::class_table::completable, stub = "Async\\Completable"))]
#[repr(C)]
pub struct Coroutine {
    /// In front of the object (its handlers' offset leads here), so that
    /// `ZEND_ASYNC_OBJECT_TO_EVENT` finds the `zend_coroutine_t`: null
    /// while the coroutine is queued without one (C then asks
    /// `true_async_object_event`, which makes it). First field, and the
    /// object's `Option<Coroutine>` keeps it at offset 0 (a niche, checked
    /// below).
    pub(crate) event_ref: UnsafeCell<crate::records::EventRef>,
    pub(crate) rec: Record,
}

impl Coroutine {
    pub(crate) fn new(rec: Record) -> Self {
        let std = std::mem::offset_of!(ext_php_rs::types::ZendClassObject<Coroutine>, std);
        Self {
            event_ref: UnsafeCell::new(crate::records::EventRef {
                flags: crate::records::event::flags::REFERENCE_PREFIX,
                zend_object_offset: std as u32,
                event: ptr::null_mut(),
            }),
            rec,
        }
    }
}

/// The class's `free_obj`, installed at MINIT over ext-php-rs's: every
/// object whose handlers are the class's own is a `ZendClassObject` made
/// for a coroutine, so its value is dropped in place without the class
/// chain check ext-php-rs makes on each free; then the standard destructor.
unsafe extern "C" fn free_coroutine(obj: *mut zend::zend_object) {
    let std = std::mem::offset_of!(ext_php_rs::types::ZendClassObject<Coroutine>, std);
    // SAFETY: PHP frees an object of this class (these handlers are only
    // on its objects) once: its value at `std` bytes before is dropped
    // here, once. A panic must not cross this C frame: it is stopped and
    // the object is freed all the same.
    unsafe {
        let head = obj
            .cast::<u8>()
            .sub(std)
            .cast::<ext_php_rs::types::ZendClassObject<Coroutine>>();
        let dropped = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            ptr::drop_in_place(ptr::addr_of_mut!((*head).obj));
        }));
        if dropped.is_err() {
            super::lifecycle::warn("true_async: internal error (panic) freeing a coroutine");
        }
        zend::zend_object_std_dtor(obj);
    }
}

/// MINIT, after the class is registered: `free_coroutine` as its objects'
/// free handler.
pub fn install_free_handler() {
    use ext_php_rs::class::RegisteredClass;
    let h = std::ptr::from_ref(Coroutine::get_metadata().handlers()).cast_mut();
    // SAFETY: MINIT, before any object of the class exists; the handler
    // table is the class's static metadata (writable, inside a OnceCell),
    // only read by the engine through each object's handlers pointer (as
    // engine/gc.rs does for get_gc).
    unsafe { (*h).free_obj = Some(free_coroutine) };
}

/// The coroutine's `Async\Coroutine` object, its record written straight
/// into the object's memory (no zeroing, no copy of a finished value over
/// it: ext-php-rs's `ZendClassObject::new` does both). Its one reference
/// is the caller's; the object lives until it is released.
#[inline(always)]
pub(super) fn new_object(make: impl FnOnce() -> Record) -> &'static mut ZendClassObject<Coroutine> {
    use ext_php_rs::class::RegisteredClass;
    let meta = Coroutine::get_metadata();
    let size = std::mem::size_of::<ZendClassObject<Coroutine>>();
    let std = std::mem::offset_of!(ZendClassObject<Coroutine>, std);
    let ce = std::ptr::from_ref(meta.ce()).cast_mut();
    // SAFETY: the class is registered (a coroutine is only made in a
    // request); the shim returns the initialised zend_object at `std`
    // inside `size` bytes (emalloc aborts rather than return null).
    let zobj = unsafe { sys::ta_object_alloc_in_place(size, std, ce, meta.handlers()) };
    let obj = zobj
        .cast::<u8>()
        .wrapping_sub(std)
        .cast::<ZendClassObject<Coroutine>>();
    // SAFETY: `obj` is the start of that allocation; its `obj` field is
    // uninitialised and written here, before anything reads it.
    unsafe {
        std::ptr::write(
            std::ptr::addr_of_mut!((*obj).obj),
            Some(Coroutine::new(make())),
        );
        &mut *obj
    }
}

#[cfg(test)]
mod tests {
    /// A queued coroutine's object (record + zend_object, minus the
    /// property slot PHP does not allocate for a class without
    /// properties) fits Zend's 224-byte bin (the next is 256: 32 bytes
    /// more per queued coroutine).
    #[test]
    fn queued_record_fits_its_bin() {
        let obj = std::mem::size_of::<super::Coroutine>() + 56 - 16;
        assert!(obj <= 224, "Coroutine object is {obj} bytes");
    }

    /// The event reference is the first bytes of the object's memory
    /// (`Option<Coroutine>` uses a niche, no tag in front).
    #[test]
    fn event_ref_heads_the_object() {
        use ext_php_rs::types::ZendClassObject;
        assert_eq!(
            std::mem::size_of::<Option<super::Coroutine>>(),
            std::mem::size_of::<super::Coroutine>()
        );
        assert_eq!(
            std::mem::offset_of!(ZendClassObject<super::Coroutine>, obj),
            0
        );
        let rec = std::mem::ManuallyDrop::new(super::Record::new(
            1,
            false,
            super::Callable::none(),
            super::super::payload::Args::none(),
            super::Location::unknown(),
        ));
        let obj = std::mem::ManuallyDrop::new(Some(super::Coroutine::new(
            std::mem::ManuallyDrop::into_inner(rec),
        )));
        let head = &*obj as *const _ as *const u32;
        // SAFETY: reading the first u32 of a live value.
        assert_eq!(unsafe { *head }, 0x80);
    }

    /// Spawning makes no running part: a queued coroutine costs its
    /// object only.
    #[test]
    fn queued_record_has_no_running_part() {
        // Never dropped (not even by a failed assert's unwinding): its drop
        // releases zvals through PHP, absent from unit tests.
        let rec = std::mem::ManuallyDrop::new(super::Record::new(
            7,
            false,
            super::Callable::none(),
            super::super::payload::Args::none(),
            super::Location::unknown(),
        ));
        assert!(rec.running_if().is_none());
        assert!(!rec.started.get());
    }
}
