//! The callback vector of the C event record (`zend_async_callbacks_vector_t`)
//! and its rules, in one place for both sides: the C API's functions
//! (csrc/zend_async_callbacks_shim.c) call these through the exports of
//! abi/callbacks.rs, and `LiveEvent` calls them inline, so notifying one of
//! true_async's events is one loop with no call into C, and the unit
//! tests run the real vector (with Rust's allocator instead of Zend's).
//!
//! Rules (TrueAsync's, with the differences said):
//! - The vector holds one reference on each callback (push adds it);
//!   dropping it disposes the callback when it was the last one, so a
//!   callback's dispose runs exactly once, at its last reference.
//! - Removal keeps the order of the others (TrueAsync swaps the last one
//!   in): wake order is visible to PHP code.
//! - A notification holds a reference on the callback it calls, so a
//!   callback may remove itself or others, and a removed callback is
//!   disposed after its call (the event's own reference is the caller's
//!   business: the C API's notify takes one).
//! - Removals and additions during a notification keep it on the right
//!   element: every pass under way is on a chain that `current_iterator`
//!   points at, and removal moves each pass's index back. Nested passes
//!   are allowed (TrueAsync refuses them with a warning).
//! - A pass stops at the first callback that throws: that leaves a new
//!   exception in `EG(exception)`. One pending before the pass does not
//!   stop it (an event closed while its owner unwinds: a class load whose
//!   autoloader threw tells every waiter).
//! - A vector whose capacity is 1 does not own its storage: it is a slot
//!   the event's owner lends (true_async's own events keep one inline, so
//!   a lone subscriber costs no allocation: live_event.rs). Growing copies
//!   the slot into a heap array; freeing leaves it. Heap arrays start at 4
//!   and double, so they never have capacity 1.

use super::event::{CallbacksVector, Event as Raw, EventCallback};
use std::ffi::c_void;
use std::ptr;

/// What the vector needs from PHP: the Zend allocator, `EG(exception)`,
/// and the API's dispose for callbacks that name none.
#[cfg(not(test))]
mod host {
    use super::{EventCallback, Raw};
    use crate::sys;

    /// A heap array of `cap` slots, `data`'s first `old` copied (null
    /// `data`: a new one). The Zend allocator aborts rather than fail.
    pub unsafe fn array(
        data: *mut *mut EventCallback,
        _old: u32,
        cap: u32,
    ) -> *mut *mut EventCallback {
        // SAFETY: the caller's array (null or from here) and a new size.
        unsafe { sys::ta_callbacks_array(data.cast(), cap).cast() }
    }

    pub unsafe fn array_free(data: *mut *mut EventCallback, _cap: u32) {
        // SAFETY: an array `array` made.
        unsafe { sys::ta_callbacks_array_free(data.cast()) }
    }

    /// `EG(exception)`.
    #[inline(always)]
    pub fn exception() -> *mut crate::sys::zend::zend_object {
        // SAFETY: a read of the executor globals on the PHP thread.
        unsafe { (*sys::eg()).exception }
    }

    pub unsafe fn default_dispose(cb: *mut EventCallback, event: *mut Raw) {
        // SAFETY: the caller's live callback at its last reference.
        unsafe { sys::ta_coroutine_event_callback_dispose(cb.cast(), event.cast()) }
    }
}

/// Unit tests run without PHP: Rust's allocator, no exceptions, and a
/// callback without dispose is simply forgotten.
#[cfg(test)]
mod host {
    use super::{EventCallback, Raw};
    use std::alloc::{alloc, dealloc, realloc, Layout};

    fn layout(cap: u32) -> Layout {
        Layout::array::<*mut EventCallback>(cap as usize).expect("small array")
    }

    pub unsafe fn array(
        data: *mut *mut EventCallback,
        old: u32,
        cap: u32,
    ) -> *mut *mut EventCallback {
        // SAFETY: `data` is null or an array of `old` slots made here.
        let p = unsafe {
            if data.is_null() {
                alloc(layout(cap))
            } else {
                realloc(data.cast(), layout(old), layout(cap).size())
            }
        };
        assert!(!p.is_null(), "test allocation");
        p.cast()
    }

    pub unsafe fn array_free(data: *mut *mut EventCallback, cap: u32) {
        // SAFETY: an array of `cap` slots made here.
        unsafe { dealloc(data.cast(), layout(cap)) }
    }

    pub fn exception() -> *mut crate::sys::zend::zend_object {
        std::ptr::null_mut()
    }

    pub unsafe fn default_dispose(_: *mut EventCallback, _: *mut Raw) {}
}

/// One notification pass: `index` is the next element to call. Its address
/// is what `current_iterator` points at while the pass runs, so `index`
/// stays the first field.
#[repr(C)]
struct Pass {
    index: u32,
    outer: *mut Pass,
}

/// Drops one reference on `cb`; the last one disposes it.
///
/// # Safety
/// `cb` is a live callback record holding a reference; `event` is what its
/// dispose is told.
#[inline(always)]
pub unsafe fn release(cb: *mut EventCallback, event: *mut Raw) {
    // SAFETY: the caller's live record.
    unsafe {
        if (*cb).ref_count > 1 {
            (*cb).ref_count -= 1;
            return;
        }
        (*cb).ref_count = 0;
        match (*cb).dispose {
            Some(dispose) => dispose(cb, event),
            None => host::default_dispose(cb, event),
        }
    }
}

/// Appends `cb`, taking a reference on it. False for a null argument.
///
/// # Safety
/// `v` is null or a live vector (its data its own array, or the lent slot
/// when the capacity is 1); `cb` is null or a live callback record.
#[inline(always)]
pub unsafe fn push(v: *mut CallbacksVector, cb: *mut EventCallback) -> bool {
    if v.is_null() || cb.is_null() {
        return false;
    }
    // SAFETY: the caller's live records; `grow` leaves room for one more.
    unsafe {
        if (*v).length == (*v).capacity {
            grow(v);
        }
        *(*v).data.add((*v).length as usize) = cb;
        (*v).length += 1;
        (*cb).ref_count += 1;
    }
    true
}

#[cold]
#[inline(never)]
unsafe fn grow(v: *mut CallbacksVector) {
    // SAFETY: the caller's (push's) live vector.
    unsafe {
        let old = (*v).capacity;
        let cap = if old <= 1 { 4 } else { old * 2 };
        (*v).data = if old == 1 {
            // A lent slot: copied out, left where it is.
            let heap = host::array(ptr::null_mut(), 0, cap);
            *heap = *(*v).data;
            heap
        } else {
            host::array((*v).data, old, cap)
        };
        (*v).capacity = cap;
    }
}

/// Takes `cb` (its first occurrence) out of `v`, keeping the order,
/// without releasing it. False when it is not there.
///
/// # Safety
/// As `push`, `v` not null.
#[inline(always)]
pub unsafe fn take(v: *mut CallbacksVector, cb: *mut EventCallback) -> bool {
    // SAFETY: the caller's live vector; `length` slots are initialised.
    unsafe {
        let len = (*v).length as usize;
        let data = (*v).data;
        let Some(i) = (0..len).find(|&i| *data.add(i) == cb) else {
            return false;
        };
        if i + 1 < len {
            ptr::copy(data.add(i + 1), data.add(i), len - i - 1);
        }
        (*v).length -= 1;
        // Every pass that already went past i now has one element less
        // behind it.
        let mut pass = (*v).current_iterator as *mut Pass;
        while !pass.is_null() {
            if (*pass).index as usize > i {
                (*pass).index -= 1;
            }
            pass = (*pass).outer;
        }
    }
    true
}

/// Calls every callback of `v` in order with (`event`, the callback,
/// `result`, `exception`); see the rules for changes made meanwhile.
///
/// # Safety
/// `v` is the live vector of `event`, a live event.
#[inline(always)]
pub unsafe fn notify(
    v: *mut CallbacksVector,
    event: *mut Raw,
    result: *mut c_void,
    exception: *mut crate::sys::zend::zend_object,
) {
    // SAFETY: the caller's live records. The pass is reached only through
    // `p` once its address is in the vector (`take` may write it during a
    // callback); the vector is re-read after every call.
    unsafe {
        let mut pass = Pass {
            index: 0,
            outer: (*v).current_iterator.cast(),
        };
        let p: *mut Pass = &mut pass;
        (*v).current_iterator = p.cast();
        let pending = host::exception();
        while (*p).index < (*v).length {
            let cb = *(*v).data.add((*p).index as usize);
            (*p).index += 1;
            (*cb).ref_count += 1;
            if let Some(f) = (*cb).callback {
                f(event, cb, result, exception);
            }
            release(cb, event);
            if host::exception() != pending {
                break;
            }
        }
        (*v).current_iterator = (*p).outer.cast();
    }
}

/// Empties `v`, then drops its reference on each callback it held (a
/// dispose that looks at the vector sees it empty, and a pass under way
/// ends at its next step); its own array is freed, a lent slot left.
///
/// # Safety
/// As `notify`.
pub unsafe fn free(v: *mut CallbacksVector, event: *mut Raw) {
    // SAFETY: the caller's live records.
    unsafe {
        let data = (*v).data;
        let len = (*v).length;
        let cap = (*v).capacity;
        (*v).data = ptr::null_mut();
        (*v).length = 0;
        (*v).capacity = 0;
        for i in 0..len as usize {
            release(*data.add(i), event);
        }
        if !data.is_null() && cap != 1 {
            host::array_free(data, cap);
        }
    }
}

#[cfg(test)]
#[path = "callbacks_tests.rs"]
mod tests;
