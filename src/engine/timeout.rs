//! `Async\Timeout` (from `Async\timeout($ms)`): a Completable that completes
//! when its timer fires. Used as the cancellation token of `await()`, it
//! ends the wait with OperationCanceledException whose previous is a
//! TimeoutException. The timer is armed at creation and disarmed by
//! `cancel()` or when the object goes away.

use super::coroutine::CoRef;
use super::runtime::rt;
use crate::reactor::handle::{TimerHandle, UvError, Wake};
use crate::runtime::waiters::WaiterList;
use ext_php_rs::prelude::*;
use std::cell::{Cell, RefCell};
use std::rc::{Rc, Weak};

pub struct TimeoutState {
    pub ms: u64,
    fired: Cell<bool>,
    cancelled: Cell<bool>,
    pub waiters: WaiterList<CoRef>,
    timer: RefCell<Option<TimerHandle<Fire>>>,
}

impl TimeoutState {
    pub fn is_completed(&self) -> bool {
        self.fired.get() || self.cancelled.get()
    }

    pub fn has_fired(&self) -> bool {
        self.fired.get()
    }

    pub fn is_cancelled(&self) -> bool {
        self.cancelled.get()
    }

    /// Disarms the timer: the Timeout never fires afterwards, so an await
    /// using it as token just goes on waiting for its target.
    pub fn cancel(&self) {
        if self.is_completed() {
            return;
        }
        self.cancelled.set(true);
        self.timer.borrow_mut().take();
    }
}

/// The timer's target: the state it completes. The state owns the timer, so
/// the pointer is valid whenever the timer can fire.
#[derive(Clone, Copy)]
pub struct Fire(*const TimeoutState);

impl Wake for Fire {
    fn wake(self) {
        // SAFETY: the timer lives inside the state it points to and is
        // closed (never fires again) before that state is dropped.
        let state = unsafe { &*self.0 };
        state.fired.set(true);
        for w in state.waiters.take_all() {
            rt().wake(w);
        }
    }
}

/// `Async\Timeout`.
#[php_class]
#[php(name = "Async\\Timeout")]
#[php(flags = ext_php_rs::flags::ClassFlags::Final)]
#[php(implements(ce = crate::php::classes::completable, stub = "Async\\Completable"))]
pub struct Timeout {
    pub(crate) state: Rc<TimeoutState>,
}

impl Timeout {
    pub fn start(ms: u64) -> Result<Self, UvError> {
        let state = Rc::new(TimeoutState {
            ms,
            fired: Cell::new(false),
            cancelled: Cell::new(false),
            waiters: WaiterList::default(),
            timer: RefCell::new(None),
        });
        let reactor = rt().reactor()?;
        let timer = TimerHandle::new(reactor.event_loop(), Fire(Rc::as_ptr(&state)))?;
        timer.start(ms)?;
        *state.timer.borrow_mut() = Some(timer);
        rt().timeouts.borrow_mut().push(Rc::downgrade(&state));
        Ok(Self { state })
    }
}

/// Request end: Timeout objects may outlive the request's loop (PHP frees
/// them later), so every one still armed is disarmed now, before the loop
/// closes.
pub fn disarm_all(list: &RefCell<Vec<Weak<TimeoutState>>>) {
    for t in std::mem::take(&mut *list.borrow_mut()) {
        if let Some(t) = t.upgrade() {
            t.timer.borrow_mut().take();
        }
    }
}

impl Drop for TimeoutState {
    fn drop(&mut self) {
        // Close the timer before the memory it points to goes.
        self.timer.get_mut().take();
    }
}
