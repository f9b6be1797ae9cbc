//! What a coroutine runs, then, in the same bytes of its record, what it
//! ended with. A queued coroutine needs its callable and arguments, a
//! finished one only its result or exception: once it is settled (at
//! `Runtime::complete`) the outcome takes the body's place, so the record
//! keeps its bin and the coroutine's `Running` part (about 550 bytes) can go
//! back to the recycler while the script still holds the object for its
//! outcome (a burst of 100k finished coroutines then costs their objects
//! only).
//!
//! The record's `settled` flag says which of the two the bytes hold.

use super::callable::Callable;
use super::coroutine::Record;
use super::errors::Thrown;
use crate::sys::zend;
use ext_php_rs::types::Zval;
use std::cell::{RefCell, UnsafeCell};
use std::mem::ManuallyDrop;
use std::ptr;

/// The body of a coroutine that has not finished.
pub struct Body {
    pub callable: Callable,
    /// Borrowed while the body is being called.
    pub args: RefCell<Args>,
}

/// A coroutine's arguments. Most coroutines take none: one pointer, null
/// then, keeps a queued record in its bin (engine/coroutine.rs); the Box
/// is that pointer, a Vec would be three words.
#[allow(clippy::box_collection)]
pub struct Args(Option<Box<Vec<Zval>>>);

impl Args {
    pub fn none() -> Self {
        Self(None)
    }

    pub fn from_vec(args: Vec<Zval>) -> Self {
        Self((!args.is_empty()).then(|| Box::new(args)))
    }

    pub fn as_mut_slice(&mut self) -> &mut [Zval] {
        match self.0.as_mut() {
            Some(v) => v.as_mut_slice(),
            None => &mut [],
        }
    }

    pub fn iter(&self) -> std::slice::Iter<'_, Zval> {
        match self.0.as_ref() {
            Some(v) => v.iter(),
            None => [].iter(),
        }
    }
}

/// What a finished coroutine ended with.
struct Outcome {
    /// Released in `drop` (engine/zval_drop.rs).
    result: ManuallyDrop<Zval>,
    exception: Option<Thrown>,
}

impl Drop for Outcome {
    fn drop(&mut self) {
        super::zval_drop::clear(&mut self.result);
    }
}

union Either {
    body: ManuallyDrop<Body>,
    outcome: ManuallyDrop<Outcome>,
}

/// The body, or the outcome once settled (the record's `settled` says
/// which).
pub struct Payload(UnsafeCell<Either>);

impl Payload {
    pub fn new(callable: Callable, args: Args) -> Self {
        Self(UnsafeCell::new(Either {
            body: ManuallyDrop::new(Body {
                callable,
                args: RefCell::new(args),
            }),
        }))
    }
}

impl Record {
    /// Its body, until it is settled.
    #[inline(always)]
    pub fn body(&self) -> Option<&Body> {
        if self.settled.get() {
            return None;
        }
        // SAFETY: not settled: the union holds the body, which is replaced
        // only in `settle`, when no reference to it is in use (see there).
        Some(unsafe { &(*self.payload.0.get()).body })
    }

    fn outcome(&self) -> Option<&Outcome> {
        if !self.settled.get() {
            return None;
        }
        // SAFETY: settled: the union holds the outcome until the record
        // is dropped; it is only read from now on (result_ptr writes go
        // through C, never while a reference is held).
        Some(unsafe { &(*self.payload.0.get()).outcome })
    }

    /// Whether its outcome replaced its body (it finished).
    pub fn is_settled(&self) -> bool {
        self.settled.get()
    }

    /// The finished coroutine's result and exception move from its running
    /// part into the record, in place of its body (released now: the
    /// callable and arguments are no longer needed). False, nothing done,
    /// while the body is still being called (its arguments are borrowed).
    #[inline(always)]
    pub fn settle(&self) -> bool {
        if self.settled.get() {
            return true;
        }
        let Some(body) = self.body() else {
            return true;
        };
        if body.args.try_borrow_mut().is_err() {
            return false;
        }
        let (result, exception) = match self.running_if() {
            Some(run) => (
                // SAFETY: the body has returned: nothing writes the zval now.
                std::mem::replace(unsafe { &mut *run.returned.get() }, Zval::new()),
                run.failure.borrow_mut().take(),
            ),
            None => (Zval::new(), None),
        };
        let outcome = Either {
            outcome: ManuallyDrop::new(Outcome {
                result: ManuallyDrop::new(result),
                exception,
            }),
        };
        // SAFETY: the body is not in use (its arguments are not borrowed,
        // and the callable is only used with them, in call_body); it is
        // moved out before the outcome takes its place, and dropped after
        // the flag says so (dropping it may run PHP destructors, which may
        // look at this record).
        let old = unsafe { ptr::replace(self.payload.0.get(), outcome) };
        self.settled.set(true);
        // SAFETY: `old` held the body (not settled before).
        drop(ManuallyDrop::into_inner(unsafe { old.body }));
        true
    }

    /// Where its result is written (the body's return) and read: in the
    /// running part until it is settled, in the record after.
    pub fn result_ptr(&self) -> *mut zend::zval {
        match self.outcome() {
            // Zval is repr(transparent) over zend::zval in ext-php-rs.
            Some(o) => ptr::addr_of!(*o.result).cast_mut().cast(),
            None => self.returned.get().cast(),
        }
    }

    /// Its result, a new reference.
    pub fn result_value(&self) -> Zval {
        // SAFETY: written only by the coroutine's body, which is over when
        // callers ask (or it is still undef).
        unsafe { (*self.result_ptr().cast::<Zval>()).shallow_clone() }
    }

    /// Whether it ended (or is ending) with an exception.
    pub fn has_exception(&self) -> bool {
        match self.outcome() {
            Some(o) => o.exception.is_some(),
            None => self
                .running_if()
                .is_some_and(|r| r.failure.borrow().is_some()),
        }
    }

    /// Its exception, a new reference.
    pub fn exception(&self) -> Option<Thrown> {
        match self.outcome() {
            Some(o) => o.exception.as_ref().map(Thrown::share_again),
            None => self
                .running_if()?
                .failure
                .borrow()
                .as_ref()
                .map(Thrown::share_again),
        }
    }

    /// Its exception object, borrowed (null without one).
    pub fn exception_obj(&self) -> *mut zend::zend_object {
        match self.outcome() {
            Some(o) => o.exception.as_ref().map_or(ptr::null_mut(), Thrown::as_ptr),
            None => self.running_if().map_or(ptr::null_mut(), |r| {
                r.failure
                    .borrow()
                    .as_ref()
                    .map_or(ptr::null_mut(), Thrown::as_ptr)
            }),
        }
    }

    /// The payload's references, for the cycle collector.
    pub(super) fn report_payload(&self, buf: &mut super::gc::GcBuffer) {
        match (self.body(), self.outcome()) {
            (Some(b), _) => {
                buf.add_zval(b.callable.zval());
                if let Ok(args) = b.args.try_borrow() {
                    args.iter().for_each(|a| buf.add_zval(a));
                }
            }
            (None, Some(o)) => {
                buf.add_zval(&o.result);
                if let Some(ex) = o.exception.as_ref() {
                    buf.add_thrown(ex);
                }
            }
            (None, None) => {}
        }
    }

    /// Settled with no exception and a result that holds no reference the
    /// cycle collector follows (null, bool, int, float, string).
    pub(super) fn outcome_is_scalar(&self) -> bool {
        // IS_ARRAY: the first type that may refer to other values.
        const IS_ARRAY: u32 = 7;
        match self.outcome() {
            Some(o) if o.exception.is_none() => {
                // SAFETY: `type_info` is the u32 every zval starts its
                // second word with.
                (unsafe { o.result.u1.type_info } & 0xff) < IS_ARRAY
            }
            _ => false,
        }
    }

    /// Drops the payload (the record is being dropped).
    pub(super) fn drop_payload(&mut self) {
        let settled = self.settled.get();
        let either = self.payload.0.get_mut();
        // SAFETY: `settled` says which field the union holds; the record is
        // being dropped, so this is the payload's one drop.
        unsafe {
            if settled {
                ManuallyDrop::drop(&mut either.outcome);
            } else {
                ManuallyDrop::drop(&mut either.body);
            }
        }
    }
}
