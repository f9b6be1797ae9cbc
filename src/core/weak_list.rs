//! Weak references to request-scoped objects that must be reached once more
//! at request end (armed timeouts, open watches) without keeping them alive.
//!
//! A `Weak` keeps its `Rc` allocation (not the value) until the `Weak`
//! itself goes, so a list that only ever grows keeps every object's memory
//! for the whole request. Dead entries are swept whenever the vector is
//! full, before it would grow: the list stays within twice the live count,
//! at an amortised constant cost per push.

use std::cell::RefCell;
use std::collections::TryReserveError;
use std::rc::{Rc, Weak};

pub struct WeakList<T: ?Sized>(RefCell<Vec<Weak<T>>>);

impl<T: ?Sized> Default for WeakList<T> {
    fn default() -> Self {
        Self(RefCell::new(Vec::new()))
    }
}

impl<T: ?Sized> WeakList<T> {
    /// Lists `item`. Err: no memory to grow the list (nothing listed).
    pub fn push(&self, item: &Rc<T>) -> Result<(), TryReserveError> {
        let mut v = self.0.borrow_mut();
        if v.len() == v.capacity() {
            v.retain(|w| w.strong_count() > 0);
            v.try_reserve(1)?;
        }
        v.push(Rc::downgrade(item));
        Ok(())
    }

    /// The objects still alive, the list kept (dead entries swept).
    pub fn live(&self) -> Vec<Rc<T>> {
        let mut v = self.0.borrow_mut();
        v.retain(|w| w.strong_count() > 0);
        v.iter().filter_map(Weak::upgrade).collect()
    }

    /// Empties the list, returning the objects still alive.
    pub fn take_live(&self) -> Vec<Rc<T>> {
        let all = std::mem::take(&mut *self.0.borrow_mut());
        all.iter().filter_map(Weak::upgrade).collect()
    }

    /// Entries held, dead ones included.
    pub fn len(&self) -> usize {
        self.0.borrow().len()
    }

    pub fn is_empty(&self) -> bool {
        self.0.borrow().is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dead_entries_do_not_accumulate() {
        let list = WeakList::default();
        let keep = Rc::new(0u32);
        list.push(&keep).unwrap();
        for i in 0..10_000u32 {
            let gone = Rc::new(i);
            list.push(&gone).unwrap();
        }
        assert!(list.len() <= 4, "swept when full: {} entries", list.len());
        let live = list.take_live();
        assert_eq!(live.len(), 1);
        assert!(Rc::ptr_eq(&live[0], &keep));
        assert!(list.is_empty());
    }

    #[test]
    fn live_keeps_the_list_and_holds_trait_objects() {
        let list: WeakList<dyn Fn() -> u32> = WeakList::default();
        let a: Rc<dyn Fn() -> u32> = Rc::new(|| 1u32);
        list.push(&a).unwrap();
        list.push(&(Rc::new(|| 2u32) as Rc<dyn Fn() -> u32>))
            .unwrap();
        let live = list.live();
        assert_eq!(live.len(), 1);
        assert_eq!(live[0](), 1);
        assert_eq!(list.len(), 1, "the dead entry is swept, the live one stays");
    }

    #[test]
    fn live_entries_are_all_kept() {
        let list = WeakList::default();
        let items: Vec<Rc<usize>> = (0..1000).map(Rc::new).collect();
        for (i, it) in items.iter().enumerate() {
            list.push(it).unwrap();
            if i % 2 == 0 {
                list.push(&Rc::new(i)).unwrap();
            }
        }
        let live = list.take_live();
        assert_eq!(live.len(), 1000);
        assert!(live.iter().zip(&items).all(|(a, b)| Rc::ptr_eq(a, b)));
    }
}
