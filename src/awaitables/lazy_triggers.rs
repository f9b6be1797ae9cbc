//! A Traversable given to the await family, read one element at a time as
//! the wait goes on (the iterator's code may suspend between elements, and
//! what it yields is awaited as it comes). The reading itself is
//! csrc/iterator_shim.c, inside zend_try.

use super::await_many::{Entry, Key};
use super::awaitable::Awaitable;
use crate::engine::errors::{Kind, Thrown};
use crate::sys::{self, zend};
use ext_php_rs::types::{ZendObject, Zval};
use std::ptr;

pub struct LazyTriggers {
    src: Zval,
    it: *mut zend::zend_object_iterator,
    /// The argument's number, for messages.
    arg: u32,
    /// The values read so far: they keep the awaited objects alive while
    /// entries point at them.
    kept: Vec<Zval>,
    ended: bool,
}

pub enum Pull<'a> {
    Item(Entry<'a>),
    End,
    /// The iterator threw, or yielded what cannot be awaited: the exception
    /// to throw (the caller cancels what it spawned first).
    Threw(Thrown),
    Bailout,
}

impl LazyTriggers {
    pub fn new(src: &Zval, arg: u32) -> Self {
        Self {
            src: src.shallow_clone(),
            it: ptr::null_mut(),
            arg,
            kept: Vec::new(),
            ended: false,
        }
    }

    pub fn ended(&self) -> bool {
        self.ended
    }

    /// The next entry. `'a` is the wait's: the objects stay in `kept`
    /// until `self` goes, after the wait.
    pub fn pull<'a>(&mut self) -> Pull<'a> {
        if self.ended {
            return Pull::End;
        }
        let mut key = Zval::new();
        let mut val = Zval::new();
        // SAFETY: `src` is a live Traversable; the shim makes and keeps the
        // iterator in `it` and fills key and val with new references.
        let rc = unsafe {
            sys::ta_iter_step(
                &mut self.it,
                &mut self.src as *mut Zval as *mut zend::zval,
                &mut key as *mut Zval as *mut zend::zval,
                &mut val as *mut Zval as *mut zend::zval,
            )
        };
        match rc {
            1 => {}
            0 => {
                self.ended = true;
                return Pull::End;
            }
            -2 => {
                self.ended = true;
                return Pull::Bailout;
            }
            _ => {
                self.ended = true;
                return Pull::Threw(take_pending());
            }
        }
        let key = match key_of(&mut key, self.arg) {
            Some(k) => k,
            None => {
                self.ended = true;
                return Pull::Threw(take_pending());
            }
        };
        let Some(obj) = val.object().map(|o| o as *const ZendObject) else {
            self.ended = true;
            return Pull::Threw(not_awaitable(self.arg, &mut val));
        };
        self.kept.push(val);
        // SAFETY: `kept` holds a reference to the object until `self` is
        // dropped, which the await family does only after the wait, when no
        // entry is left.
        let obj: &'a ZendObject = unsafe { &*obj };
        match Awaitable::of(obj) {
            Some(target) => Pull::Item(Entry { key, target }),
            None => {
                self.ended = true;
                let mut shown = self.kept.pop().unwrap_or_default();
                Pull::Threw(not_awaitable(self.arg, &mut shown))
            }
        }
    }
}

impl Drop for LazyTriggers {
    fn drop(&mut self) {
        // SAFETY: the iterator the shim made, freed once (a generator left
        // midway runs its finally blocks here).
        unsafe { sys::ta_iter_close(self.it) };
    }
}

/// An int or string key (a float, bool or null one as an array would take
/// it); None with an Async\AsyncException pending for any other.
fn key_of(key: &mut Zval, arg: u32) -> Option<Key> {
    if let Some(i) = key.long().filter(|_| key.is_long()) {
        return Some(Key::Int(i));
    }
    if let Some(s) = key.string() {
        return Some(Key::Str(s));
    }
    if key.is_null() {
        return Some(Key::Str(String::new()));
    }
    if let Some(b) = key.bool().filter(|_| key.is_bool()) {
        return Some(Key::Int(i64::from(b)));
    }
    if let Some(d) = key.double() {
        return Some(Key::Int(d as i64));
    }
    // SAFETY: throws in the running call's frame; `key` is alive.
    unsafe {
        sys::ta_iter_bad_key(
            Kind::Async.class_entry(),
            arg,
            key as *mut Zval as *mut zend::zval,
        )
    };
    None
}

fn not_awaitable(arg: u32, val: &mut Zval) -> Thrown {
    crate::engine::php_ops::argument_type_error(arg, "iterable of Async\\Completable", val);
    take_pending()
}

/// EG(exception), taken over: the caller throws it again once it has
/// cancelled what the iterator spawned.
fn take_pending() -> Thrown {
    let ex = Thrown::current().unwrap_or_else(|| Thrown::new(Kind::Async, "The iterator failed"));
    // SAFETY: we hold our own reference to the exception now.
    unsafe { sys::zend_clear_exception() };
    ex
}
