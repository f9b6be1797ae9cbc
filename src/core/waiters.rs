//! The coroutines waiting for one coroutine to finish. Almost always zero or
//! one, so the first waiter is stored inline and only a second one costs an
//! allocation (spawn + await of a short coroutine allocates nothing here).
//! The rest sit behind one pointer (null until a second waiter comes), so
//! the list costs an event 24 bytes, not 48: every coroutine's record holds
//! one, and a queued coroutine's object must stay in its bin.

use std::cell::Cell;

pub struct WaiterList<T: Copy + PartialEq> {
    first: Cell<Option<T>>,
    /// The second and later waiters; taken out while a method uses it
    /// (no method calls out meanwhile) and put back. Boxed: one pointer
    /// in the event, not a Vec's three words.
    #[allow(clippy::box_collection)]
    more: Cell<Option<Box<Vec<T>>>>,
}

impl<T: Copy + PartialEq> Default for WaiterList<T> {
    fn default() -> Self {
        Self {
            first: Cell::new(None),
            more: Cell::new(None),
        }
    }
}

impl<T: Copy + PartialEq> WaiterList<T> {
    /// Err: no memory for a second or later waiter (nothing added).
    /// Inlined for the first waiter (every await of a coroutine); the
    /// rest is a call.
    #[inline(always)]
    pub fn push(&self, w: T) -> Result<(), std::collections::TryReserveError> {
        if self.first.get().is_none() {
            self.first.set(Some(w));
            return Ok(());
        }
        self.push_more(w)
    }

    #[inline(never)]
    fn push_more(&self, w: T) -> Result<(), std::collections::TryReserveError> {
        self.with_more(|more| {
            more.try_reserve(1)?;
            more.push(w);
            Ok(())
        })
    }

    /// Runs `f` on the second and later waiters (made empty if there were
    /// none yet; an empty list costs nothing until something is pushed).
    fn with_more<R>(&self, f: impl FnOnce(&mut Vec<T>) -> R) -> R {
        match self.more.take() {
            Some(mut more) => {
                let r = f(&mut more);
                self.more.set(Some(more));
                r
            }
            None => {
                let mut more = Vec::new();
                let r = f(&mut more);
                if more.capacity() > 0 {
                    self.more.set(Some(Box::new(more)));
                }
                r
            }
        }
    }

    /// Whether there are second or later waiters.
    fn has_more(&self) -> bool {
        let more = self.more.take();
        let has = more.as_ref().is_some_and(|m| !m.is_empty());
        self.more.set(more);
        has
    }

    /// Removes one occurrence of `w`, keeping the others in order.
    pub fn remove(&self, w: T) {
        if self.first.get() == Some(w) {
            let next = self.with_more(|more| (!more.is_empty()).then(|| more.remove(0)));
            self.first.set(next);
        } else {
            self.with_more(|more| {
                if let Some(i) = more.iter().position(|x| *x == w) {
                    more.remove(i);
                }
            });
        }
    }

    /// Empties the list, then calls `f` on every waiter, in the order they
    /// started waiting. With no second waiter, the usual case, no empty
    /// Vec is made and dropped: a coroutine's close is on every spawn +
    /// await.
    #[inline(always)]
    pub fn drain_each(&self, mut f: impl FnMut(T)) {
        let first = self.first.take();
        let more = self.more.take();
        if let Some(w) = first {
            f(w);
        }
        if let Some(more) = more {
            more.into_iter().for_each(f);
        }
    }

    /// The one waiter, if there is exactly one.
    pub fn only(&self) -> Option<T> {
        self.first.get().filter(|_| !self.has_more())
    }

    /// A copy of the list, for notifying while callbacks change it.
    pub fn snapshot(&self) -> Vec<T> {
        let mut all: Vec<T> = self.first.get().into_iter().collect();
        self.with_more(|more| all.extend_from_slice(more));
        all
    }

    pub fn contains(&self, w: T) -> bool {
        self.first.get() == Some(w) || self.with_more(|more| more.contains(&w))
    }

    pub fn is_empty(&self) -> bool {
        self.first.get().is_none()
    }

    pub fn len(&self) -> usize {
        usize::from(self.first.get().is_some()) + self.with_more(|more| more.len())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn drained(l: &WaiterList<i32>) -> Vec<i32> {
        let mut all = Vec::new();
        l.drain_each(|w| all.push(w));
        all
    }

    #[test]
    fn keeps_order_and_empties() {
        let l = WaiterList::default();
        assert!(l.is_empty());
        for i in 1..=4 {
            l.push(i).unwrap();
        }
        assert_eq!(l.len(), 4);
        assert_eq!(drained(&l), vec![1, 2, 3, 4]);
        assert!(l.is_empty());
        for i in 5..=7 {
            l.push(i).unwrap();
        }
        let mut seen = Vec::new();
        l.drain_each(|w| {
            assert!(l.is_empty(), "emptied before the first call");
            seen.push(w);
        });
        assert_eq!(seen, vec![5, 6, 7]);
        assert_eq!(l.len(), 0);
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
        assert_eq!(drained(&l), vec![2]);
    }

    #[test]
    fn a_single_waiter_needs_no_vec() {
        let l = WaiterList::default();
        l.push(7).unwrap();
        assert!(!l.has_more());
        let more = l.more.take();
        assert!(more.is_none(), "no vec allocated for one waiter");
        l.remove(7);
        assert!(l.is_empty());
    }
}
