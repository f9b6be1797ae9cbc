//! Any C event record a Rust waiter joins, whoever lays out the memory
//! around it: true_async's own events (`LiveEvent`, which adds a tail) and
//! records that head a bigger C struct (a coroutine's `zend_coroutine_t`,
//! engine/c_coroutine.rs). Only what a waiter needs: flags, the vector's
//! push and removal, the replay, the start. Lending an inline slot to the
//! vector is the owner's business (LiveEvent lends before each push; a
//! coroutine's record lends once, where it never moves).

use super::callbacks as vector;
use super::event::{flags, Event as Raw, EventCallback};
use std::cell::{Cell, UnsafeCell};
use std::ptr;

/// The record, seen through a shared reference (C writes it too, on this
/// thread, only inside calls made from here or while Rust borrows nothing
/// of it across the call).
#[repr(transparent)]
pub struct CEvent(UnsafeCell<Raw>);

thread_local! {
    /// The error code of the last `start` method that failed (the C method
    /// can only say false).
    static START_ERROR: Cell<i32> = const { Cell::new(0) };
}

/// Called by a kind's `start` method before it returns false.
pub fn set_start_error(code: i32) {
    START_ERROR.with(|e| e.set(code));
}

impl CEvent {
    /// The record at `raw`.
    ///
    /// # Safety
    /// `raw` is a live event record, alive (and not moved) for `'a`.
    #[inline(always)]
    pub unsafe fn from_ptr<'a>(raw: *mut Raw) -> &'a CEvent {
        // SAFETY: repr(transparent) over UnsafeCell<Raw> (itself
        // transparent); the caller's contract for the rest.
        unsafe { &*(raw as *const CEvent) }
    }

    #[inline(always)]
    pub fn as_ptr(&self) -> *mut Raw {
        self.0.get()
    }

    #[inline(always)]
    fn raw(&self) -> &Raw {
        // SAFETY: a shared read of plain fields (see the type's comment).
        unsafe { &*self.0.get() }
    }

    #[inline(always)]
    pub fn flags(&self) -> u32 {
        self.raw().flags
    }

    #[inline(always)]
    pub fn is_closed(&self) -> bool {
        self.raw().flags & flags::CLOSED != 0
    }

    /// Started and not stopped since.
    #[inline(always)]
    pub fn is_started(&self) -> bool {
        self.raw().loop_ref_count != 0
    }

    #[inline(always)]
    pub fn subscribers(&self) -> usize {
        self.raw().callbacks.length as usize
    }

    /// The vector, for the loop (a raw pointer: callbacks change it).
    #[inline(always)]
    pub fn callbacks(&self) -> *mut super::CallbacksVector {
        // SAFETY: a field of the record, no reference made.
        unsafe { ptr::addr_of_mut!((*self.0.get()).callbacks) }
    }

    /// Lists a callback record; the vector takes a reference on it.
    ///
    /// # Safety
    /// `cb` is a live callback record that stays where it is until it is
    /// taken out again (or the vector lets it go).
    #[inline(always)]
    pub unsafe fn push_callback(&self, cb: *mut EventCallback) -> bool {
        // SAFETY: a live record; the caller's promise for `cb`.
        unsafe { vector::push(self.callbacks(), cb) }
    }

    /// Takes a callback record out (its first listing) and drops the
    /// vector's reference.
    ///
    /// # Safety
    /// `cb` is compared only, unless it is listed: then it is live, and
    /// its dispose runs if that was its last reference.
    #[inline(always)]
    pub unsafe fn take_callback(&self, cb: *mut EventCallback) {
        // SAFETY: a live record; removal compares the pointer.
        unsafe {
            if vector::take(self.callbacks(), cb) {
                vector::release(cb, self.as_ptr());
            }
        }
    }

    /// A closed event's outcome told to `cb` at once, if the kind keeps it
    /// (its `replay` method); false otherwise.
    ///
    /// # Safety
    /// `cb` is a live callback record.
    pub unsafe fn replay_to(&self, cb: *mut EventCallback) -> bool {
        let Some(replay) = self.raw().replay else {
            return false;
        };
        // SAFETY: the record's own method; `cb` is a live callback record.
        unsafe { replay(self.as_ptr(), cb, ptr::null_mut(), ptr::null_mut()) };
        true
    }

    /// Arms the OS side if it is not armed yet; Err(code) if that failed.
    #[inline(always)]
    pub fn start(&self) -> Result<(), i32> {
        if self.is_started() || self.is_closed() {
            return Ok(());
        }
        self.start_now()
    }

    fn start_now(&self) -> Result<(), i32> {
        if let Some(start) = self.raw().start {
            START_ERROR.with(|e| e.set(0));
            // SAFETY: the record's own method on the record.
            if !unsafe { start(self.as_ptr()) } {
                let code = START_ERROR.with(|e| e.get());
                return Err(if code < 0 { code } else { -libc::EIO });
            }
        }
        // A C method counts its own start; ours do not count.
        if !self.is_started() {
            // SAFETY: a short write on the PHP thread.
            unsafe { (*self.0.get()).loop_ref_count = 1 };
        }
        Ok(())
    }
}
