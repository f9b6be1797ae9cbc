//! The ready queue (design S6): a ring buffer with two priority levels.
//!
//! Invariants: `pop` always takes the head; a NORMAL push goes to the tail, a
//! HI push to the head, so the newest HI item runs first. An item is in the
//! queue at most once: callers check their own "queued" state before pushing.

use std::collections::VecDeque;

/// Coroutine priority, with the seed's numeric values.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum Priority {
    Normal = 0,
    Hi = 255,
}

#[derive(Debug)]
pub struct ReadyQueue<T> {
    ring: VecDeque<T>,
}

impl<T> Default for ReadyQueue<T> {
    fn default() -> Self {
        Self {
            ring: VecDeque::with_capacity(64),
        }
    }
}

impl<T: PartialEq> ReadyQueue<T> {
    pub fn with_capacity(capacity: usize) -> Self {
        Self {
            ring: VecDeque::with_capacity(capacity),
        }
    }

    /// Makes room for `total` items, so that pushes up to that many never
    /// allocate (the scheduler reserves one place per live coroutine at
    /// spawn, where failing is still an error it can throw).
    pub fn try_reserve_total(
        &mut self,
        total: usize,
    ) -> Result<(), std::collections::TryReserveError> {
        self.ring.try_reserve(total.saturating_sub(self.ring.len()))
    }

    /// Holds `total` items without growing.
    #[inline(always)]
    pub fn has_room_for(&self, total: usize) -> bool {
        self.ring.capacity() >= total
    }

    pub fn push(&mut self, item: T, priority: Priority) {
        match priority {
            Priority::Normal => self.ring.push_back(item),
            Priority::Hi => self.ring.push_front(item),
        }
    }

    pub fn pop(&mut self) -> Option<T> {
        self.ring.pop_front()
    }

    pub fn peek(&self) -> Option<&T> {
        self.ring.front()
    }

    /// Removes `item` wherever it is; returns whether it was queued.
    pub fn remove(&mut self, item: &T) -> bool {
        match self.ring.iter().position(|x| x == item) {
            Some(i) => {
                self.ring.remove(i);
                true
            }
            None => false,
        }
    }

    /// Moves a queued item to the head (what `asHiPriority()` does to a
    /// coroutine that is already waiting). Returns false if it is not queued.
    pub fn move_to_head(&mut self, item: &T) -> bool {
        match self.ring.iter().position(|x| x == item) {
            Some(0) => true,
            Some(i) => {
                if let Some(x) = self.ring.remove(i) {
                    self.ring.push_front(x);
                }
                true
            }
            None => false,
        }
    }

    pub fn len(&self) -> usize {
        self.ring.len()
    }

    pub fn is_empty(&self) -> bool {
        self.ring.is_empty()
    }

    pub fn capacity(&self) -> usize {
        self.ring.capacity()
    }

    pub fn iter(&self) -> impl Iterator<Item = &T> {
        self.ring.iter()
    }

    pub fn clear(&mut self) -> Vec<T> {
        self.ring.drain(..).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn normal_items_are_fifo() {
        let mut q = ReadyQueue::default();
        for i in 0..5 {
            q.push(i, Priority::Normal);
        }
        let out: Vec<_> = std::iter::from_fn(|| q.pop()).collect();
        assert_eq!(out, vec![0, 1, 2, 3, 4]);
    }

    #[test]
    fn hi_priority_goes_to_the_head() {
        let mut q = ReadyQueue::default();
        q.push(1, Priority::Normal);
        q.push(2, Priority::Normal);
        q.push(9, Priority::Hi);
        q.push(8, Priority::Hi);
        assert_eq!(q.pop(), Some(8));
        assert_eq!(q.pop(), Some(9));
        assert_eq!(q.pop(), Some(1));
        assert_eq!(q.pop(), Some(2));
        assert_eq!(q.pop(), None);
    }

    #[test]
    fn reserved_room_takes_pushes_without_growing() {
        let mut q = ReadyQueue::with_capacity(4);
        q.push(0, Priority::Normal);
        q.try_reserve_total(1000).unwrap();
        let cap = q.ring.capacity();
        assert!(cap >= 1000);
        for i in 1..1000 {
            q.push(
                i,
                if i % 2 == 0 {
                    Priority::Hi
                } else {
                    Priority::Normal
                },
            );
        }
        assert_eq!(q.ring.capacity(), cap);
        assert!(
            q.try_reserve_total(usize::MAX).is_err(),
            "refused, not aborted"
        );
    }

    #[test]
    fn move_to_head_reorders_a_queued_item() {
        let mut q = ReadyQueue::default();
        for i in 0..4 {
            q.push(i, Priority::Normal);
        }
        assert!(q.move_to_head(&3));
        assert!(!q.move_to_head(&7));
        assert_eq!(q.iter().copied().collect::<Vec<_>>(), vec![3, 0, 1, 2]);
    }

    #[test]
    fn remove_takes_out_one_item() {
        let mut q = ReadyQueue::default();
        for i in 0..4 {
            q.push(i, Priority::Normal);
        }
        assert!(q.remove(&2));
        assert!(!q.remove(&2));
        assert_eq!(q.len(), 3);
        assert_eq!(q.clear(), vec![0, 1, 3]);
        assert!(q.is_empty());
    }

    #[test]
    fn ring_wraps_without_losing_order() {
        let mut q = ReadyQueue::with_capacity(4);
        let mut expected = Vec::new();
        for round in 0..100 {
            q.push(round, Priority::Normal);
            if round % 3 == 0 {
                expected.push(q.pop().unwrap());
            }
        }
        while let Some(x) = q.pop() {
            expected.push(x);
        }
        assert_eq!(expected, (0..100).collect::<Vec<_>>());
    }
}
