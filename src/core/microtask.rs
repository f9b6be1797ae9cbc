//! Microtasks (design S5): small native handlers run FIFO before each coroutine
//! switch, in the current context, without a switch of their own.
//!
//! A microtask is reference counted (`Rc`): whoever queued it may keep a handle
//! to cancel it. It runs at most once and leaves the queue as it runs. A handler
//! that fails stops the drain: the failure is returned and the rest stays queued
//! for the next drain. Not exposed to PHP code.

use std::cell::{Cell, RefCell};
use std::collections::VecDeque;
use std::rc::Rc;

pub type MicrotaskFn = Box<dyn FnOnce() -> Result<(), MicrotaskError>>;

/// Why a microtask failed; the scheduler turns it into a PHP exception.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MicrotaskError(pub String);

pub struct Microtask {
    handler: RefCell<Option<MicrotaskFn>>,
    cancelled: Cell<bool>,
}

impl Microtask {
    pub fn new(handler: impl FnOnce() -> Result<(), MicrotaskError> + 'static) -> Rc<Self> {
        Rc::new(Self {
            handler: RefCell::new(Some(Box::new(handler))),
            cancelled: Cell::new(false),
        })
    }

    /// A cancelled microtask is skipped (and its handler dropped) when reached.
    pub fn cancel(&self) {
        self.cancelled.set(true);
        self.handler.borrow_mut().take();
    }

    pub fn is_cancelled(&self) -> bool {
        self.cancelled.get()
    }

    fn take(&self) -> Option<MicrotaskFn> {
        if self.cancelled.get() {
            return None;
        }
        self.handler.borrow_mut().take()
    }
}

#[derive(Default)]
pub struct MicrotaskQueue {
    fifo: RefCell<VecDeque<Rc<Microtask>>>,
    executed: Cell<u64>,
}

impl MicrotaskQueue {
    pub fn push(&self, task: Rc<Microtask>) {
        self.fifo.borrow_mut().push_back(task);
    }

    pub fn len(&self) -> usize {
        self.fifo.borrow().len()
    }

    pub fn is_empty(&self) -> bool {
        self.fifo.borrow().is_empty()
    }

    pub fn executed(&self) -> u64 {
        self.executed.get()
    }

    /// Runs queued microtasks in FIFO order, including those queued by the
    /// handlers themselves. The queue is not borrowed while a handler runs.
    /// Inlined check first: the queue is empty on almost every switch.
    #[inline(always)]
    pub fn drain(&self) -> Result<usize, MicrotaskError> {
        if self.fifo.borrow().is_empty() {
            return Ok(0);
        }
        self.drain_queued()
    }

    #[cold]
    #[inline(never)]
    fn drain_queued(&self) -> Result<usize, MicrotaskError> {
        let mut ran = 0;
        loop {
            let next = self.fifo.borrow_mut().pop_front();
            let Some(task) = next else { return Ok(ran) };
            if let Some(handler) = task.take() {
                ran += 1;
                self.executed.set(self.executed.get() + 1);
                handler()?;
            }
        }
    }

    /// Drops every pending microtask without running it (final shutdown).
    pub fn clear(&self) -> usize {
        let drained: Vec<_> = self.fifo.borrow_mut().drain(..).collect();
        for t in &drained {
            t.cancel();
        }
        drained.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn recorder() -> (Rc<RefCell<Vec<u32>>>, impl Fn(u32) -> Rc<Microtask>) {
        let log = Rc::new(RefCell::new(Vec::new()));
        let l = log.clone();
        (log, move |n| {
            let l = l.clone();
            Microtask::new(move || {
                l.borrow_mut().push(n);
                Ok(())
            })
        })
    }

    #[test]
    fn runs_in_fifo_order_once() {
        let q = MicrotaskQueue::default();
        let (log, mk) = recorder();
        for i in 0..3 {
            q.push(mk(i));
        }
        assert_eq!(q.drain(), Ok(3));
        assert_eq!(q.drain(), Ok(0));
        assert_eq!(*log.borrow(), vec![0, 1, 2]);
        assert_eq!(q.executed(), 3);
    }

    #[test]
    fn cancelled_tasks_are_skipped() {
        let q = MicrotaskQueue::default();
        let (log, mk) = recorder();
        let a = mk(1);
        let b = mk(2);
        q.push(a.clone());
        q.push(b);
        a.cancel();
        assert_eq!(q.drain(), Ok(1));
        assert_eq!(*log.borrow(), vec![2]);
        assert!(a.is_cancelled());
    }

    #[test]
    fn an_error_stops_the_drain_and_keeps_the_rest() {
        let q = MicrotaskQueue::default();
        let (log, mk) = recorder();
        q.push(mk(1));
        q.push(Microtask::new(|| Err(MicrotaskError("boom".into()))));
        q.push(mk(3));
        assert_eq!(q.drain(), Err(MicrotaskError("boom".into())));
        assert_eq!(*log.borrow(), vec![1]);
        assert_eq!(q.len(), 1);
        assert_eq!(q.drain(), Ok(1));
        assert_eq!(*log.borrow(), vec![1, 3]);
    }

    #[test]
    fn tasks_queued_while_draining_run_in_the_same_drain() {
        let q = Rc::new(MicrotaskQueue::default());
        let (log, mk) = recorder();
        let q2 = q.clone();
        let inner = mk(2);
        let l = log.clone();
        q.push(Microtask::new(move || {
            l.borrow_mut().push(1);
            q2.push(inner);
            Ok(())
        }));
        assert_eq!(q.drain(), Ok(2));
        assert_eq!(*log.borrow(), vec![1, 2]);
    }

    #[test]
    fn handle_keeps_the_task_alive_and_counts_refs() {
        let q = MicrotaskQueue::default();
        let (_log, mk) = recorder();
        let t = mk(1);
        q.push(t.clone());
        assert_eq!(Rc::strong_count(&t), 2);
        q.drain().unwrap();
        assert_eq!(Rc::strong_count(&t), 1);
        assert_eq!(q.clear(), 0);
    }
}
