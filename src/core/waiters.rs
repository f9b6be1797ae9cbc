//! The coroutines waiting for one coroutine to finish. Almost always zero or
//! one, so the first waiter is stored inline and only a second one costs an
//! allocation (spawn + await of a short coroutine allocates nothing here).

use std::cell::{Cell, RefCell};

pub struct WaiterList<T: Copy + PartialEq> {
    first: Cell<Option<T>>,
    more: RefCell<Vec<T>>,
}

impl<T: Copy + PartialEq> Default for WaiterList<T> {
    fn default() -> Self {
        Self {
            first: Cell::new(None),
            more: RefCell::new(Vec::new()),
        }
    }
}

impl<T: Copy + PartialEq> WaiterList<T> {
    /// Err: no memory for a second or later waiter (nothing added).
    pub fn push(&self, w: T) -> Result<(), std::collections::TryReserveError> {
        if self.first.get().is_none() {
            self.first.set(Some(w));
        } else {
            let mut more = self.more.borrow_mut();
            more.try_reserve(1)?;
            more.push(w);
        }
        Ok(())
    }

    /// Removes one occurrence of `w`, keeping the others in order.
    pub fn remove(&self, w: T) {
        if self.first.get() == Some(w) {
            let next = {
                let mut more = self.more.borrow_mut();
                (!more.is_empty()).then(|| more.remove(0))
            };
            self.first.set(next);
        } else {
            let mut more = self.more.borrow_mut();
            if let Some(i) = more.iter().position(|x| *x == w) {
                more.remove(i);
            }
        }
    }

    /// Every waiter, in the order they started waiting; the list is empty
    /// afterwards.
    pub fn take_all(&self) -> impl Iterator<Item = T> {
        let first = self.first.take();
        let more = std::mem::take(&mut *self.more.borrow_mut());
        first.into_iter().chain(more)
    }

    /// The one waiter, if there is exactly one.
    pub fn only(&self) -> Option<T> {
        self.first.get().filter(|_| self.more.borrow().is_empty())
    }

    /// A copy of the list, for notifying while callbacks change it.
    pub fn snapshot(&self) -> Vec<T> {
        self.first
            .get()
            .into_iter()
            .chain(self.more.borrow().iter().copied())
            .collect()
    }

    pub fn contains(&self, w: T) -> bool {
        self.first.get() == Some(w) || self.more.borrow().contains(&w)
    }

    pub fn is_empty(&self) -> bool {
        self.first.get().is_none()
    }

    pub fn len(&self) -> usize {
        usize::from(self.first.get().is_some()) + self.more.borrow().len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keeps_order_and_empties() {
        let l = WaiterList::default();
        assert!(l.is_empty());
        for i in 1..=4 {
            l.push(i).unwrap();
        }
        assert_eq!(l.len(), 4);
        assert_eq!(l.take_all().collect::<Vec<_>>(), vec![1, 2, 3, 4]);
        assert!(l.is_empty());
        assert_eq!(l.len(), 0);
    }

    #[test]
    fn only_names_a_lone_waiter() {
        let l = WaiterList::default();
        assert_eq!(l.only(), None);
        l.push(7).unwrap();
        assert_eq!(l.only(), Some(7));
        l.push(8).unwrap();
        assert_eq!(l.only(), None, "two waiters: no lone one");
        l.remove(7);
        assert_eq!(l.only(), Some(8));
    }

    #[test]
    fn remove_first_promotes_the_next() {
        let l = WaiterList::default();
        for i in 1..=3 {
            l.push(i).unwrap();
        }
        l.remove(1);
        assert_eq!(l.len(), 2);
        l.remove(3);
        l.remove(9);
        assert_eq!(l.take_all().collect::<Vec<_>>(), vec![2]);
    }

    #[test]
    fn a_single_waiter_needs_no_vec() {
        let l = WaiterList::default();
        l.push(7).unwrap();
        assert_eq!(l.more.borrow().capacity(), 0);
        l.remove(7);
        assert!(l.is_empty());
    }
}
