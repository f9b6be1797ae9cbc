//! A background tick: a repeating timer that keeps no loop alive and runs
//! a Rust closure each time it fires (a pool's health check). The closure
//! runs inside the loop's callback, where nothing may switch: it only
//! queues work (spawns a coroutine to do it).
//!
//! Every ticker of the request is listed so that its libuv handle closes
//! with the loop, even if its owner (a PHP object) is freed later.

use super::runtime::rt;
use crate::core::registry::{Key, Resource};
use crate::core::weak_list::WeakList;
use crate::reactor::handle::{Source, UvError};
use crate::reactor::timer::{deadline, DeadlineEvent};
use std::cell::{Cell, RefCell};
use std::ffi::c_void;
use std::rc::Rc;

struct TickState {
    timer: RefCell<Option<Box<DeadlineEvent>>>,
    ms: u64,
    on_tick: Box<dyn Fn()>,
    stopped: Cell<bool>,
}

impl TickState {
    /// Its subscriber's data (the notify is `tick`).
    fn data(&self) -> *mut c_void {
        std::ptr::from_ref(self).cast_mut().cast()
    }

    fn arm(&self) {
        if let Some(t) = self.timer.borrow().as_ref() {
            let _ = t.source.set_background(&t.event, self.ms);
        }
    }

    fn stop(&self) {
        if self.stopped.replace(true) {
            return;
        }
        if let Some(t) = self.timer.borrow_mut().take() {
            t.event.unhook(tick, self.data());
            t.source.stop();
        }
    }
}

/// Fires `on_tick` every `ms` milliseconds until dropped.
pub struct Ticker {
    state: Rc<TickState>,
}

impl Ticker {
    pub fn start(ms: u64, on_tick: Box<dyn Fn()>) -> Result<Self, UvError> {
        let reactor = rt().reactor()?;
        let timer = deadline(reactor.event_loop())?;
        let state = Rc::new(TickState {
            timer: RefCell::new(Some(timer)),
            ms: ms.max(1),
            on_tick,
            stopped: Cell::new(false),
        });
        // The state stays in place inside its Rc; the subscription goes
        // before it does (stop, from Drop or the request's end).
        if let Some(t) = state.timer.borrow().as_ref() {
            t.event.hook(tick, state.data());
        }
        rt().resources
            .get(&TICKERS)
            .0
            .push(&state)
            .map_err(|_| UvError(crate::sys::uv::uv_errno_t_UV_ENOMEM))?;
        state.arm();
        Ok(Self { state })
    }
}

impl Drop for Ticker {
    fn drop(&mut self) {
        self.state.stop();
    }
}

extern "C" fn tick(_: *const c_void, data: *mut c_void, _: *mut c_void, _: *mut c_void) {
    // SAFETY: `data` is the TickState this callback was subscribed with;
    // it unsubscribes before it goes (stop), so it is alive here.
    let state = unsafe { &*data.cast::<TickState>() };
    if state.stopped.get() {
        return;
    }
    state.arm();
    (state.on_tick)();
}

#[derive(Default)]
struct Tickers(WeakList<TickState>);

static TICKERS: Key<Tickers> = Key::new(Tickers::default);

impl Resource for Tickers {
    /// Request end: every ticker's handle closes with the loop.
    fn close(&self) {
        for t in self.0.take_live() {
            t.stop();
        }
    }
}
