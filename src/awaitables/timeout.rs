//! `Async\Timeout` (from `Async\timeout($ms)`): a Completable that completes
//! when its timer fires. Used as the cancellation token of `await()`, it
//! ends the wait with OperationCanceledException whose previous is a
//! TimeoutException. The timer is armed at creation and disarmed by
//! `cancel()` or when the object goes away; its event replays, so a wait
//! that starts after it fired ends at once.

use crate::core::registry::{Key, Resource};
use crate::core::weak_list::WeakList;
use crate::engine::errors::Kind;
use crate::engine::php_ops::Outcome;
use crate::engine::runtime::rt;
use crate::reactor::handle::UvError;
use crate::reactor::timer::{timer_event, TimerEvent};
use crate::records::EventRef;
use ext_php_rs::convert::IntoZval;
use ext_php_rs::prelude::*;
use ext_php_rs::types::Zval;
use std::cell::Cell;
use std::rc::Rc;

/// `repr(C)`, the timer first: the timer's record is at the state's
/// address, so the record's `dispose` finds the state C holds (`Drop for
/// Timeout`).
#[repr(C)]
pub struct TimeoutState {
    timer: TimerEvent,
    cancelled: Cell<bool>,
}

impl TimeoutState {
    pub fn ms(&self) -> u64 {
        self.timer.source.ms()
    }

    /// The timer's record (`zend_async_event_t`: what C reaches with
    /// `ZEND_ASYNC_OBJECT_TO_EVENT` on the object).
    pub fn event(&self) -> &crate::records::LiveEvent {
        &self.timer.event
    }

    pub fn is_completed(&self) -> bool {
        self.has_fired() || self.cancelled.get()
    }

    pub fn has_fired(&self) -> bool {
        self.timer.event.is_closed()
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
        // The event stays marked started, so no wait re-arms it.
        self.timer.source.close();
    }
}

/// `Async\Timeout`.
#[php_class]
#[php(name = "Async\\Timeout")]
#[php(flags = crate::engine::class_table::STRICT_FINAL)]
#[php(implements(ce = crate::engine::class_table::completable, stub = "Async\\Completable"))]
#[repr(C)]
pub struct Timeout {
    /// In front of the object (its handlers' offset leads here), so that
    /// `ZEND_ASYNC_OBJECT_TO_EVENT` finds the timer's record, which the
    /// state keeps as long as the object lives. First field; the object's
    /// `Option<Timeout>` keeps it at offset 0 (a niche, checked below).
    event_ref: EventRef,
    pub(crate) state: Rc<TimeoutState>,
}

impl Timeout {
    pub fn start(ms: u64) -> Result<Self, UvError> {
        let reactor = rt().reactor()?;
        reactor.reap_closed_sometimes();
        let state = Rc::new(TimeoutState {
            timer: timer_event(reactor.event_loop(), ms, true)?,
            cancelled: Cell::new(false),
        });
        // In place inside the Rc from here on: the timer may point to it,
        // and its vector may borrow its inline slot for good (waits join
        // it as any C record, without lending).
        state.timer.event.lend_slot();
        state.timer.event.start().map_err(UvError)?;
        rt().resources
            .get(&ARMED)
            .0
            .push(&state)
            .map_err(|_| UvError(crate::sys::uv::uv_errno_t_UV_ENOMEM))?;
        let std = std::mem::offset_of!(ext_php_rs::types::ZendClassObject<Timeout>, std);
        Ok(Self {
            event_ref: EventRef {
                flags: crate::records::event::flags::REFERENCE_PREFIX,
                zend_object_offset: std as u32,
                event: state.timer.event.as_ptr(),
            },
            state,
        })
    }

    /// A timeout that keeps no loop alive: it fires only while other work
    /// keeps the loop running (a channel's soft deadlock timeout; when
    /// nothing else is left, the deadlock resolver decides instead).
    pub fn start_background(ms: u64) -> Result<Self, UvError> {
        let t = Self::start(ms)?;
        t.state.timer.source.unref();
        Ok(t)
    }
}

/// The Timeout goes (PHP freed the object, or a Rust owner dropped it).
/// C code that took references on the timer's record
/// (`ZEND_ASYNC_EVENT_ADD_REF` after `ZEND_ASYNC_OBJECT_TO_EVENT`, a
/// waker's `resume_when`) keeps it: the record takes over a strong
/// reference on the state and the owner's count goes, so the record's
/// count is C's alone and C's last RELEASE runs `c_released`, which lets
/// the state go. The timer stays armed meanwhile: one C still holds fires
/// for C's callbacks (as TrueAsync's timeout object, whose destructor only
/// drops its own reference on the timer). Nothing to do when C holds
/// none (the usual case: one load and one compare).
impl Drop for Timeout {
    fn drop(&mut self) {
        let ev = self.state.event();
        if ev.ref_count() <= 1 {
            return;
        }
        let held = Rc::into_raw(self.state.clone());
        debug_assert!(std::ptr::eq(held.cast::<u8>(), ev.as_ptr().cast::<u8>()));
        ev.set_dispose(c_released);
        ev.release();
    }
}

/// The timer record's `dispose` once its Timeout handed it over: C's last
/// RELEASE. The state goes (its libuv timer closes, its vector is freed).
unsafe extern "C" fn c_released(record: *mut crate::records::Event) -> bool {
    // SAFETY: installed only by `Drop for Timeout`, on the record at the
    // address of the TimeoutState whose `Rc::into_raw` it made there
    // (repr(C), the timer's record first: checked below); C's last
    // release runs it once, and nothing reaches the record afterwards
    // (`LiveEvent::close` holds a reference of its own until its pass and
    // the vector's free are over).
    let state = unsafe { Rc::from_raw(record.cast_const().cast::<TimeoutState>()) };
    let _ = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| drop(state)));
    true
}

/// Every Timeout made in this request.
#[derive(Default)]
struct Armed(WeakList<TimeoutState>);

static ARMED: Key<Armed> = Key::new(Armed::default);

impl Resource for Armed {
    /// Timeout objects may outlive the request's loop (PHP frees them
    /// later), so every one still armed is disarmed before the loop closes.
    fn close(&self) {
        for t in self.0.take_live() {
            t.timer.source.close();
        }
    }
}

/// `Async\\timeout($ms)`: a new, armed `Async\\Timeout`.
pub fn start_zval(ms: u64) -> Outcome {
    match Timeout::start(ms) {
        Ok(t) => {
            let mut z = Zval::new();
            match IntoZval::set_zval(t, &mut z, false) {
                Ok(()) => Outcome::Value(z),
                Err(_) => Outcome::error(Kind::Async, "Async\\timeout(): cannot create the object"),
            }
        }
        Err(e) => Outcome::error(
            Kind::Async,
            &format!("Async\\timeout(): cannot arm a timer: {e}"),
        ),
    }
}

#[cfg(test)]
mod tests {
    /// `ZEND_ASYNC_OBJECT_TO_EVENT` reads the front of the object: the
    /// reference is the first field.
    #[test]
    fn event_ref_heads_the_object() {
        use ext_php_rs::types::ZendClassObject;
        assert_eq!(
            std::mem::size_of::<Option<super::Timeout>>(),
            std::mem::size_of::<super::Timeout>()
        );
        assert_eq!(
            std::mem::offset_of!(ZendClassObject<super::Timeout>, obj),
            0
        );
        assert_eq!(std::mem::offset_of!(super::Timeout, event_ref), 0);
    }

    /// `c_released` finds the state at its timer record's address.
    #[test]
    fn the_timer_record_heads_the_state() {
        use crate::reactor::timer::TimerEvent;
        assert_eq!(std::mem::offset_of!(super::TimeoutState, timer), 0);
        assert_eq!(std::mem::offset_of!(TimerEvent, event), 0);
    }
}
