//! Request-scoped resources: every feature that keeps state for the length
//! of a request (armed timeouts, signal watchers, file watches, fd poll
//! registrations, failure records, and whatever later features add) keeps
//! it here, made on first use and closed at request end, instead of as a
//! field of the runtime. The runtime then names no feature, and a new
//! feature needs no edit outside its own module: it declares a `Key` and
//! asks the registry for its state.
//!
//! Lookup is an index into a fixed table (each key gets its slot once per
//! process) and a type check: cheap enough for paths that run on every
//! switch or every stream operation.

use std::any::Any;
use std::cell::{OnceCell, RefCell};
use std::sync::atomic::{AtomicUsize, Ordering};

/// State a feature keeps for one request.
pub trait Resource: Any {
    /// Request end, before the event loop closes: release handles, forget
    /// waiters. The runtime is already gone; this must not look for it.
    fn close(&self);
}

/// How many distinct keys a process may use; a key past it aborts at first
/// use (a build with that many features raises the bound).
pub const MAX_KEYS: usize = 32;

static NEXT_SLOT: AtomicUsize = AtomicUsize::new(0);

/// Names one kind of resource; declared as a `static` by the feature that
/// owns it.
pub struct Key<T> {
    /// Slot + 1; 0 until the first use in this process.
    slot: AtomicUsize,
    make: fn() -> T,
}

impl<T: Resource> Key<T> {
    pub const fn new(make: fn() -> T) -> Self {
        Self {
            slot: AtomicUsize::new(0),
            make,
        }
    }

    #[inline]
    fn slot(&self) -> usize {
        match self.slot.load(Ordering::Relaxed) {
            0 => self.assign(),
            s => s - 1,
        }
    }

    #[cold]
    fn assign(&self) -> usize {
        let fresh = NEXT_SLOT.fetch_add(1, Ordering::Relaxed) + 1;
        match self
            .slot
            .compare_exchange(0, fresh, Ordering::Relaxed, Ordering::Relaxed)
        {
            Ok(_) => fresh - 1,
            Err(taken) => taken - 1,
        }
    }
}

pub struct Registry {
    slots: [OnceCell<Box<dyn Resource>>; MAX_KEYS],
    /// Slots in first-use order; closed in reverse.
    opened: RefCell<Vec<usize>>,
}

impl Default for Registry {
    fn default() -> Self {
        Self {
            slots: [const { OnceCell::new() }; MAX_KEYS],
            opened: RefCell::new(Vec::new()),
        }
    }
}

impl Registry {
    /// The request's `T`, made on first use.
    #[inline]
    pub fn get<T: Resource>(&self, key: &'static Key<T>) -> &T {
        let slot = key.slot();
        let cell = self.cell(slot);
        let r = cell.get_or_init(|| {
            self.opened.borrow_mut().push(slot);
            Box::new((key.make)())
        });
        downcast(r.as_ref())
    }

    /// The request's `T` if something made it already.
    #[inline]
    pub fn get_if_made<T: Resource>(&self, key: &'static Key<T>) -> Option<&T> {
        self.cell(key.slot()).get().map(|r| downcast(r.as_ref()))
    }

    fn cell(&self, slot: usize) -> &OnceCell<Box<dyn Resource>> {
        match self.slots.get(slot) {
            Some(c) => c,
            None => too_many_keys(),
        }
    }

    /// Request end: closes and drops every resource, the last made first
    /// (a later one may lean on an earlier one, never the reverse).
    pub fn close_all(&mut self) {
        let opened = std::mem::take(self.opened.get_mut());
        for slot in opened.into_iter().rev() {
            if let Some(r) = self.slots[slot].take() {
                r.close();
            }
        }
    }
}

fn downcast<T: Resource>(r: &dyn Resource) -> &T {
    let any: &dyn Any = r;
    match any.downcast_ref::<T>() {
        Some(t) => t,
        // A slot only ever holds what its own key made.
        None => std::process::abort(),
    }
}

#[cold]
fn too_many_keys() -> ! {
    eprintln!("true_async: more than {MAX_KEYS} request resource kinds; raise MAX_KEYS");
    std::process::abort()
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::cell::Cell;

    thread_local! {
        static LOG: RefCell<Vec<&'static str>> = const { RefCell::new(Vec::new()) };
        static MADE: Cell<u32> = const { Cell::new(0) };
    }

    #[derive(Default)]
    struct A(Cell<u32>);
    impl Resource for A {
        fn close(&self) {
            LOG.with(|l| l.borrow_mut().push("a"));
        }
    }

    struct B;
    impl Resource for B {
        fn close(&self) {
            LOG.with(|l| l.borrow_mut().push("b"));
        }
    }

    fn make_a() -> A {
        MADE.with(|m| m.set(m.get() + 1));
        A::default()
    }

    static KA: Key<A> = Key::new(make_a);
    static KB: Key<B> = Key::new(|| B);

    #[test]
    fn made_once_on_first_use_and_shared() {
        MADE.with(|m| m.set(0));
        let r = Registry::default();
        assert!(r.get_if_made(&KA).is_none());
        assert_eq!(MADE.with(Cell::get), 0);
        r.get(&KA).0.set(7);
        assert_eq!(r.get(&KA).0.get(), 7);
        assert_eq!(r.get_if_made(&KA).map(|a| a.0.get()), Some(7));
        assert_eq!(MADE.with(Cell::get), 1);
        // Another request's registry has its own.
        let r2 = Registry::default();
        assert_eq!(r2.get(&KA).0.get(), 0);
    }

    #[test]
    fn closed_in_reverse_first_use_order_and_gone_after() {
        LOG.with(|l| l.borrow_mut().clear());
        let mut r = Registry::default();
        r.get(&KB);
        r.get(&KA);
        r.get(&KB);
        r.close_all();
        assert_eq!(LOG.with(|l| l.borrow().clone()), vec!["a", "b"]);
        assert!(r.get_if_made(&KA).is_none());
        assert!(r.get_if_made(&KB).is_none());
        r.close_all();
        assert_eq!(LOG.with(|l| l.borrow().len()), 2);
    }

    #[test]
    fn keys_get_distinct_slots() {
        assert_ne!(KA.slot(), KB.slot());
        assert_eq!(KA.slot(), KA.slot());
    }
}
