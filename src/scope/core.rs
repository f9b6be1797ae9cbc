//! One scope: a node of the scope tree, the coroutines that belong to it,
//! and the counts that say when it (with everything below it) is done.
//!
//! Ownership runs upward: a coroutine holds its scope (engine/owner.rs), a
//! child scope holds its parent, a PHP `Async\Scope` object holds its
//! scope; a parent only knows its children weakly. So a scope lives while
//! anything below it or any object names it, and a finished scope nobody
//! names is freed without the cycle collector.

use crate::engine::c_scope::{ScopeHandle, ScopeOps};
use crate::engine::callable::Callable;
use crate::engine::coroutine::{CoRef, Record};
use crate::engine::errors::{Kind, Thrown};
use crate::engine::owner::{Owner, OwnerRef};
use crate::engine::wait::AnyEvent;
use ext_php_rs::types::Zval;
use std::any::Any;
use std::cell::{Cell, RefCell};
use std::rc::{Rc, Weak};

struct Member {
    co: CoRef,
    /// Cancelled in a safe scope after it started: it runs on, but no
    /// longer counts as active.
    zombie: bool,
}

pub struct ScopeCore {
    pub id: u64,
    me: Weak<ScopeCore>,
    pub(super) parent: Option<Rc<ScopeCore>>,
    pub(super) children: RefCell<Vec<Weak<ScopeCore>>>,
    members: RefCell<Vec<Option<Member>>>,
    free: RefCell<Vec<usize>>,
    /// Coroutines of this scope and every scope below: all of them, and
    /// those not zombies.
    live: Cell<usize>,
    active: Cell<usize>,
    /// Cancellation turns started coroutines into zombies instead of
    /// interrupting them.
    pub safe: Cell<bool>,
    pub cancelled: Cell<bool>,
    /// Sealed: no coroutine may be spawned into it.
    pub closed: Cell<bool>,
    /// Gone for good: closed, its last coroutine ended, finally handlers
    /// started.
    pub torn_down: Cell<bool>,
    /// What its coroutines were cancelled with (a late spawn gets it too).
    pub(super) reason: RefCell<Option<Thrown>>,
    pub handler: RefCell<Option<Callable>>,
    pub child_handler: RefCell<Option<Callable>>,
    pub finally: RefCell<Vec<Callable>>,
    /// Its `Async\Context`, made on first request (undef until then).
    pub context: RefCell<Zval>,
    /// The PHP object the user holds, if any (weak: cleared when freed).
    pub object: crate::engine::object_ref::ObjectRef,
    /// Internal scopes (a TaskGroup's, iterate()'s) are not listed by
    /// getChildScopes().
    pub internal: Cell<bool>,
    /// While awaitAfterCancellation() waits: the failures of coroutines
    /// below, handed to it instead of climbing the tree.
    pub(super) collected: RefCell<Option<Vec<Thrown>>>,
    /// Told when the scope is cancelled (a channel it owns closes).
    pub listeners: RefCell<Vec<std::rc::Weak<dyn ScopeListener>>>,
    /// Its `zend_async_scope_t` (engine/c_scope.rs): flags, object and
    /// subscribers kept current below.
    pub c: ScopeHandle,
}

/// Something bound to a scope's life without keeping the scope alive.
pub trait ScopeListener {
    fn scope_cancelled(&self);
}

impl Drop for ScopeCore {
    /// The record C may still hold stops naming the context before the
    /// context goes (its values' destructors may run C code).
    fn drop(&mut self) {
        self.c.set_context(std::ptr::null_mut());
    }
}

impl ScopeCore {
    pub fn new(id: u64, parent: Option<Rc<ScopeCore>>, safe: bool) -> Rc<Self> {
        let core = Rc::new_cyclic(|me: &Weak<ScopeCore>| ScopeCore {
            c: ScopeHandle::new(me.clone(), parent.as_ref().map(|p| &p.c)),
            id,
            me: me.clone(),
            parent: parent.clone(),
            children: RefCell::new(Vec::new()),
            members: RefCell::new(Vec::new()),
            free: RefCell::new(Vec::new()),
            live: Cell::new(0),
            active: Cell::new(0),
            safe: Cell::new(safe),
            cancelled: Cell::new(false),
            closed: Cell::new(false),
            torn_down: Cell::new(false),
            reason: RefCell::new(None),
            handler: RefCell::new(None),
            child_handler: RefCell::new(None),
            finally: RefCell::new(Vec::new()),
            context: RefCell::new(Zval::new()),
            object: crate::engine::object_ref::ObjectRef::default(),
            internal: Cell::new(false),
            collected: RefCell::new(None),
            listeners: RefCell::new(Vec::new()),
        });
        if let Some(p) = &parent {
            let mut children = p.children.borrow_mut();
            children.retain(|c| c.strong_count() > 0);
            children.push(Rc::downgrade(&core));
        }
        core.c.set_safe(safe);
        core
    }

    /// Notified whenever a count reaches zero or the scope is torn down:
    /// what awaitCompletion() and awaitAfterCancellation() wait on. It is
    /// the scope record's event (`zend_async_scope_t`), which C
    /// subscribes to too. A closed one replays (a wait on it ends at
    /// once; a closed scope has nothing left running).
    pub fn changed(&self) -> AnyEvent<'_> {
        AnyEvent(self.c.event())
    }

    /// `asNotSafely()` / `allowZombies()`: DISPOSE_SAFELY follows.
    pub fn set_safe(&self, safe: bool) {
        self.safe.set(safe);
        self.c.set_safe(safe);
    }

    /// The user's `Async\Scope` object (also the record's `scope_object`).
    pub fn bind_object(&self, obj: &ext_php_rs::types::ZendObject) {
        self.object.set(obj);
        self.c.set_object(Some(obj));
    }

    /// Its user's object went.
    pub fn clear_object(&self) {
        self.object.clear();
        self.c.set_object(None);
    }

    /// A strong reference to itself (none only while it is being freed).
    pub fn rc(&self) -> Option<Rc<ScopeCore>> {
        self.me.upgrade()
    }

    pub fn parent(&self) -> Option<&Rc<ScopeCore>> {
        self.parent.as_ref()
    }

    /// Live child scopes, in creation order.
    pub fn children(&self) -> Vec<Rc<ScopeCore>> {
        self.children
            .borrow()
            .iter()
            .filter_map(Weak::upgrade)
            .collect()
    }

    /// Coroutines of this scope and below that are not zombies.
    pub fn active(&self) -> usize {
        self.active.get()
    }

    /// Coroutines of this scope and below, zombies included.
    pub fn live(&self) -> usize {
        self.live.get()
    }

    /// This scope's own coroutines (not those of child scopes), in spawn
    /// order, with whether each is a zombie.
    pub(super) fn own_members(&self) -> Vec<(CoRef, bool)> {
        self.members
            .borrow()
            .iter()
            .flatten()
            .map(|m| (m.co, m.zombie))
            .collect()
    }

    /// Binds `l` to this scope's cancellation. Listeners that went are
    /// dropped now and then, so a long-lived scope (main) that sees many
    /// short-lived channels does not keep a growing list.
    pub fn listen(&self, l: std::rc::Weak<dyn ScopeListener>) {
        let mut list = self.listeners.borrow_mut();
        if list.len() >= 32 && list.len().is_power_of_two() {
            list.retain(|w| w.strong_count() > 0);
        }
        list.push(l);
    }

    /// Whether `co` is a coroutine of this scope or of a scope below it.
    pub fn contains(&self, rec: &Record) -> bool {
        let owner = rec.owner.borrow();
        let Some(mut s) = owner
            .as_ref()
            .and_then(|o| o.as_any().downcast_ref::<ScopeCore>())
        else {
            return false;
        };
        loop {
            if std::ptr::eq(s, self) {
                return true;
            }
            match &s.parent {
                Some(p) => s = p,
                None => return false,
            }
        }
    }

    /// `isFinished()`: torn down, closed or cancelled, or nothing active
    /// in it or below.
    pub fn is_finished(&self) -> bool {
        self.torn_down.get() || self.closed.get() || self.cancelled.get() || self.active.get() == 0
    }

    fn add_counts(&self, live: isize, active: isize) {
        let mut s = Some(self);
        while let Some(x) = s {
            x.live.set(x.live.get().wrapping_add_signed(live));
            x.active.set(x.active.get().wrapping_add_signed(active));
            if (live < 0 && x.live.get() == 0) || (active < 0 && x.active.get() == 0) {
                x.c.notify(None);
            }
            s = x.parent.as_deref();
        }
    }

    /// Marks `co` a zombie (it keeps running, no longer active).
    pub(super) fn make_zombie(&self, co: CoRef) {
        let slot = co.get().owner_slot.get();
        let changed = match self.members.borrow_mut().get_mut(slot) {
            Some(Some(m)) if m.co == co && !m.zombie => {
                m.zombie = true;
                true
            }
            _ => false,
        };
        if changed {
            self.add_counts(0, -1);
        }
    }
}

impl Owner for ScopeCore {
    fn adopted(&self, co: CoRef) {
        let slot = match self.free.borrow_mut().pop() {
            Some(i) => {
                self.members.borrow_mut()[i] = Some(Member { co, zombie: false });
                i
            }
            None => {
                let mut m = self.members.borrow_mut();
                m.push(Some(Member { co, zombie: false }));
                m.len() - 1
            }
        };
        co.get().owner_slot.set(slot);
        self.add_counts(1, 1);
        if self.cancelled.get() {
            // Spawned into a cancelled scope: it ends before it starts.
            let reason = self.reason.borrow().as_ref().map(Thrown::share_again);
            super::lifecycle::cancel_coroutine(self, co, reason, true);
        }
    }

    fn failed(&self, rec: &Record, ex: &Thrown) -> bool {
        super::failure::offer(self, rec, ex)
    }

    fn finished(&self, rec: &Record) {
        let slot = rec.owner_slot.get();
        let removed = {
            let mut members = self.members.borrow_mut();
            match members.get_mut(slot) {
                Some(entry @ Some(_))
                    if entry.as_ref().is_some_and(|m| m.co.get().id == rec.id) =>
                {
                    entry.take()
                }
                _ => None,
            }
        };
        let Some(m) = removed else { return };
        self.free.borrow_mut().push(slot);
        self.add_counts(-1, if m.zombie { 0 } else { -1 });
        super::lifecycle::after_coroutine_ended(self);
    }

    fn as_any(&self) -> &dyn Any {
        self
    }

    fn c_scope(&self) -> *mut crate::engine::c_scope::CScope {
        self.c.ptr()
    }
}

impl ScopeOps for ScopeCore {
    fn owner_for_spawn(&self) -> Result<Option<OwnerRef>, &'static str> {
        if self.torn_down.get() {
            return Err("Scope object has been disposed");
        }
        if self.closed.get() {
            return Err("Cannot spawn a coroutine in a closed scope");
        }
        let me = self.rc().ok_or("Scope object has been disposed")?;
        Ok(super::owner_of(&me))
    }

    fn cancel(&self, reason: Option<Thrown>, safely: bool) {
        let policy = if safely {
            super::lifecycle::Policy::Zombies
        } else {
            super::lifecycle::Policy::Interrupt
        };
        super::lifecycle::cancel(self, reason, policy);
    }

    fn catch(&self, co: CoRef, ex: &Thrown, from_child: bool) -> bool {
        super::failure::offer_from(self, co.get(), ex, from_child)
    }

    fn await_after_cancellation(
        &self,
        handler: Option<crate::engine::callable::Callable>,
        cancellation: Option<&ext_php_rs::types::ZendObject>,
    ) -> crate::engine::php_ops::Outcome {
        let token = match cancellation {
            None => None,
            Some(obj) => match crate::awaitables::awaitable::Awaitable::of(obj) {
                Some(a) => Some(a),
                None => {
                    return crate::engine::php_ops::Outcome::error(
                        Kind::Async,
                        "ZEND_ASYNC_SCOPE_AWAIT_AFTER_CANCELLATION: the cancellation must be an Async\\Completable",
                    )
                }
            },
        };
        super::wait::await_after_cancellation(self, handler, token)
    }

    fn completed(&self, with_zombies: bool, check_objects: bool) -> bool {
        if self.closed.get() || self.torn_down.get() {
            return true;
        }
        let running = if with_zombies {
            self.live()
        } else {
            self.active()
        };
        running == 0 && (!check_objects || !self.object.is_set() || self.cancelled.get())
    }

    fn as_any(&self) -> &dyn Any {
        self
    }
}
