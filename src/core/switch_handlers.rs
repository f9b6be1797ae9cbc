//! Switch handlers (design S10): hooks bound to one coroutine, called when it
//! gains control (ENTER), gives it up (LEAVE) and ends (FINISH). A handler's
//! return value says whether it stays registered (true) or is removed (false).
//!
//! Two tiers, both called in registration order:
//! - *engine handlers*: plain function pointers registered once, at module
//!   start, in a fixed order (VM state, fiber context, observers, output...).
//!   They apply to every coroutine and always stay.
//! - *per-coroutine handlers*: closures added to one coroutine (or to the
//!   current one, or to the main one through the "main coroutine start" list,
//!   which is copied into the main coroutine when the scheduler launches and
//!   fired there as ENTER).
//!
//! On ENTER engine handlers run first (state must be in place before anything
//! else looks at it); on LEAVE and FINISH they run last, mirroring the order.

use std::cell::{Cell, RefCell};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SwitchEvent {
    Enter,
    Leave,
    Finish,
}

impl SwitchEvent {
    pub fn is_enter(self) -> bool {
        self == SwitchEvent::Enter
    }
    pub fn is_finishing(self) -> bool {
        self == SwitchEvent::Finish
    }
}

/// An engine-wide handler: the coroutine's own engine record and the event.
pub type EngineHandler<C> = fn(&C, SwitchEvent);

/// A handler bound to one coroutine; returns "keep me".
pub type CoroutineHandler<C> = Box<dyn FnMut(&C, SwitchEvent) -> bool>;

/// The fixed, ordered engine handler table.
pub struct EngineHandlers<C: 'static> {
    list: Vec<(&'static str, EngineHandler<C>)>,
}

impl<C> Default for EngineHandlers<C> {
    fn default() -> Self {
        Self { list: Vec::new() }
    }
}

impl<C> EngineHandlers<C> {
    pub fn register(&mut self, name: &'static str, handler: EngineHandler<C>) {
        self.list.push((name, handler));
    }

    pub fn names(&self) -> impl Iterator<Item = &'static str> + '_ {
        self.list.iter().map(|(n, _)| *n)
    }

    #[inline]
    pub fn fire(&self, co: &C, event: SwitchEvent) {
        if event.is_enter() {
            for (_, h) in &self.list {
                h(co, event);
            }
        } else {
            for (_, h) in self.list.iter().rev() {
                h(co, event);
            }
        }
    }
}

/// The handlers of one coroutine. Handlers may add handlers while they run;
/// those are kept and first called at the next event.
pub struct CoroutineHandlers<C> {
    list: RefCell<Vec<CoroutineHandler<C>>>,
    /// Mirrors `!list.is_empty()`: most coroutines have no handler, and the
    /// switch path should pay one load for that.
    armed: Cell<bool>,
}

impl<C> Default for CoroutineHandlers<C> {
    fn default() -> Self {
        Self {
            list: RefCell::new(Vec::new()),
            armed: Cell::new(false),
        }
    }
}

impl<C> CoroutineHandlers<C> {
    pub fn add(&self, handler: CoroutineHandler<C>) {
        self.list.borrow_mut().push(handler);
        self.armed.set(true);
    }

    pub fn len(&self) -> usize {
        self.list.borrow().len()
    }

    pub fn is_empty(&self) -> bool {
        self.list.borrow().is_empty()
    }

    /// Calls every handler once, in order, and drops those that return false.
    /// After FINISH all handlers are dropped whatever they return.
    #[inline(always)]
    pub fn fire(&self, co: &C, event: SwitchEvent) {
        if self.armed.get() {
            self.fire_armed(co, event);
        }
    }

    fn fire_armed(&self, co: &C, event: SwitchEvent) {
        let mut current = std::mem::take(&mut *self.list.borrow_mut());
        current.retain_mut(|h| h(co, event));
        let mut added = std::mem::take(&mut *self.list.borrow_mut());
        if event.is_finishing() {
            // Handlers added during FINISH get their FINISH too, then go.
            for h in added.iter_mut() {
                h(co, event);
            }
        } else {
            current.append(&mut added);
            *self.list.borrow_mut() = current;
        }
        self.armed.set(!self.list.borrow().is_empty());
    }

    /// Moves every handler out (the "main coroutine start" list is copied into
    /// the main coroutine this way).
    pub fn take_all(&self) -> Vec<CoroutineHandler<C>> {
        self.armed.set(false);
        std::mem::take(&mut *self.list.borrow_mut())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::rc::Rc;

    struct Co {
        log: RefCell<Vec<String>>,
    }

    fn co() -> Co {
        Co {
            log: RefCell::new(Vec::new()),
        }
    }

    #[test]
    fn engine_handlers_run_in_order_on_enter_and_reverse_on_leave() {
        let mut t: EngineHandlers<Co> = EngineHandlers::default();
        t.register("a", |c, e| c.log.borrow_mut().push(format!("a{e:?}")));
        t.register("b", |c, e| c.log.borrow_mut().push(format!("b{e:?}")));
        let c = co();
        t.fire(&c, SwitchEvent::Enter);
        t.fire(&c, SwitchEvent::Leave);
        assert_eq!(
            *c.log.borrow(),
            vec!["aEnter", "bEnter", "bLeave", "aLeave"]
        );
        assert_eq!(t.names().collect::<Vec<_>>(), vec!["a", "b"]);
    }

    #[test]
    fn return_value_keeps_or_removes() {
        let h: CoroutineHandlers<Co> = CoroutineHandlers::default();
        let calls = Rc::new(Cell::new(0));
        let c1 = calls.clone();
        h.add(Box::new(move |_, _| {
            c1.set(c1.get() + 1);
            true
        }));
        let c2 = calls.clone();
        h.add(Box::new(move |_, _| {
            c2.set(c2.get() + 100);
            false
        }));
        let c = co();
        h.fire(&c, SwitchEvent::Enter);
        assert_eq!(calls.get(), 101);
        assert_eq!(h.len(), 1);
        h.fire(&c, SwitchEvent::Leave);
        assert_eq!(calls.get(), 102);
    }

    #[test]
    fn enter_leave_finish_flags() {
        let h: CoroutineHandlers<Co> = CoroutineHandlers::default();
        h.add(Box::new(|c, e| {
            c.log
                .borrow_mut()
                .push(format!("{}{}", e.is_enter(), e.is_finishing()));
            true
        }));
        let c = co();
        h.fire(&c, SwitchEvent::Enter);
        h.fire(&c, SwitchEvent::Leave);
        h.fire(&c, SwitchEvent::Finish);
        assert_eq!(
            *c.log.borrow(),
            vec!["truefalse", "falsefalse", "falsetrue"]
        );
        assert!(h.is_empty(), "FINISH drops every handler");
    }

    #[test]
    fn handlers_added_during_fire_are_kept_for_the_next_event() {
        let h: Rc<CoroutineHandlers<Co>> = Rc::new(CoroutineHandlers::default());
        let h2 = h.clone();
        let added = Rc::new(Cell::new(false));
        let a = added.clone();
        h.add(Box::new(move |_, _| {
            if !a.get() {
                a.set(true);
                h2.add(Box::new(|c, _| {
                    c.log.borrow_mut().push("late".into());
                    true
                }));
            }
            true
        }));
        let c = co();
        h.fire(&c, SwitchEvent::Enter);
        assert!(c.log.borrow().is_empty());
        assert_eq!(h.len(), 2);
        h.fire(&c, SwitchEvent::Leave);
        assert_eq!(*c.log.borrow(), vec!["late"]);
    }

    #[test]
    fn take_all_moves_handlers_to_another_coroutine() {
        let start: CoroutineHandlers<Co> = CoroutineHandlers::default();
        start.add(Box::new(|c, e| {
            c.log.borrow_mut().push(format!("{e:?}"));
            true
        }));
        let main: CoroutineHandlers<Co> = CoroutineHandlers::default();
        for h in start.take_all() {
            main.add(h);
        }
        assert!(start.is_empty());
        let c = co();
        main.fire(&c, SwitchEvent::Enter);
        assert_eq!(*c.log.borrow(), vec!["Enter"]);
    }
}
