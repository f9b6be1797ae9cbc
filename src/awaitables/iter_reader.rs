//! Reading any iterable one element at a time, for iterate(): an array
//! from a private copy, a Traversable through the engine's iterator (its
//! code may suspend, throw or bail out: csrc/iterator_shim.c runs every
//! step inside zend_try).

use crate::engine::errors::{Kind, Thrown};
use crate::sys::{self, zend};
use ext_php_rs::types::Zval;
use std::ptr;

pub enum Step {
    Item(Zval, Zval),
    End,
    Threw(Thrown),
    Bailout,
}

enum Source {
    /// (key, value) pairs of the array as it was when the call began.
    Array(std::vec::IntoIter<(Zval, Zval)>),
    Traversable {
        src: Zval,
        it: *mut zend::zend_object_iterator,
    },
}

pub struct IterReader(Source);

fn pending() -> Thrown {
    Thrown::take_current().unwrap_or_else(|| Thrown::new(Kind::Async, "The iterator failed"))
}

impl IterReader {
    /// Ok for an array or a Traversable (an IteratorAggregate's iterator
    /// is made now); Err(None) if `z` is neither, Err(Some) if making the
    /// iterator threw, bailed out (`Step::Bailout` as Err(None) is never
    /// returned for that: see `open_failed`).
    pub fn open(z: &Zval) -> Result<Self, Step> {
        if let Some(ht) = z.array() {
            let items: Vec<(Zval, Zval)> = ht
                .iter()
                .map(|(k, v)| {
                    let mut key = Zval::new();
                    match k {
                        ext_php_rs::types::ArrayKey::Long(i) => key.set_long(i),
                        ext_php_rs::types::ArrayKey::String(s) => {
                            let _ = key.set_string(&s, false);
                        }
                        ext_php_rs::types::ArrayKey::Str(s) => {
                            let _ = key.set_string(s, false);
                        }
                        ext_php_rs::types::ArrayKey::ZendString(s) => {
                            key.set_binary(s.as_bytes().to_vec());
                        }
                    }
                    (key, v.shallow_clone())
                })
                .collect();
            return Ok(Self(Source::Array(items.into_iter())));
        }
        let mut src = z.shallow_clone();
        let mut it = ptr::null_mut();
        // SAFETY: `src` holds a live Traversable object (checked by the
        // caller); the shim stores the iterator it makes in `it`.
        let rc = unsafe { sys::ta_iter_open(&mut it, &mut src as *mut Zval as *mut zend::zval) };
        match rc {
            1 => Ok(Self(Source::Traversable { src, it })),
            -2 => Err(Step::Bailout),
            _ => Err(Step::Threw(pending())),
        }
    }

    pub fn step(&mut self) -> Step {
        match &mut self.0 {
            Source::Array(items) => match items.next() {
                Some((k, v)) => Step::Item(k, v),
                None => Step::End,
            },
            Source::Traversable { src, it } => {
                let mut key = Zval::new();
                let mut val = Zval::new();
                // SAFETY: `it` is the iterator ta_iter_open made for `src`,
                // both alive; key and val receive new references.
                let rc = unsafe {
                    sys::ta_iter_step(
                        it,
                        src as *mut Zval as *mut zend::zval,
                        &mut key as *mut Zval as *mut zend::zval,
                        &mut val as *mut Zval as *mut zend::zval,
                    )
                };
                match rc {
                    1 => Step::Item(key, val),
                    0 => Step::End,
                    -2 => Step::Bailout,
                    _ => Step::Threw(pending()),
                }
            }
        }
    }
}

impl Drop for IterReader {
    fn drop(&mut self) {
        if let Source::Traversable { it, .. } = &mut self.0 {
            // SAFETY: the iterator the shim made, freed once (a generator
            // left midway runs its finally blocks here).
            unsafe { sys::ta_iter_close(*it) };
        }
    }
}
