//! `Async\signal()` and the `Async\Signal` enum: each call is a one-shot
//! Future that completes with the Signal case at the next delivery. One
//! watcher per signal number serves every pending call; it listens only
//! while some call is pending, so the disposition the script had comes back
//! afterwards. A handler the script sets with pcntl_signal(), before or
//! after, gets the signal too (reactor/signal.rs).

use super::awaitable::Awaitable;
use super::future::FutureCore;
use crate::core::registry::{Key, Resource};
use crate::engine::errors::{Kind, Thrown};
use crate::engine::runtime::rt;
use crate::engine::wait::{AnyEvent, Hook};
use crate::reactor::handle::UvError;
use crate::reactor::signal::{signal_event, SignalEvent};
use crate::records::listener::Callback;
use ext_php_rs::convert::IntoZval;
use ext_php_rs::prelude::*;
use ext_php_rs::types::Zval;
use std::cell::{Cell, RefCell};
use std::ffi::c_void;
use std::rc::{Rc, Weak};

/// `Async\Signal`: TrueAsync's cases and numbers.
#[php_enum]
#[php(name = "Async\\Signal")]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Signal {
    #[php(name = "SIGHUP", value = 1)]
    Hup,
    #[php(name = "SIGINT", value = 2)]
    Int,
    #[php(name = "SIGQUIT", value = 3)]
    Quit,
    #[php(name = "SIGILL", value = 4)]
    Ill,
    #[php(name = "SIGABRT", value = 6)]
    Abrt,
    #[php(name = "SIGFPE", value = 8)]
    Fpe,
    #[php(name = "SIGKILL", value = 9)]
    Kill,
    #[php(name = "SIGUSR1", value = 10)]
    Usr1,
    #[php(name = "SIGSEGV", value = 11)]
    Segv,
    #[php(name = "SIGUSR2", value = 12)]
    Usr2,
    #[php(name = "SIGTERM", value = 15)]
    Term,
    #[php(name = "SIGBREAK", value = 21)]
    Break,
    #[php(name = "SIGABRT2", value = 22)]
    Abrt2,
    #[php(name = "SIGWINCH", value = 28)]
    Winch,
}

/// Why a Signal cannot be waited for here.
pub enum Refused {
    /// Windows-only cases.
    NotOnThisPlatform,
    /// Cannot be caught (SIGKILL), or is a synchronous fault that must keep
    /// its default handling (SIGSEGV is also the stack-overflow guard).
    Uncatchable,
}

impl Signal {
    pub fn name(self) -> &'static str {
        use ext_php_rs::enum_::RegisteredEnum;
        self.to_name()
    }

    /// The OS signal number (Linux numbering), or why there is none.
    pub fn os_number(self) -> Result<i32, Refused> {
        use Signal::*;
        match self {
            Break | Abrt2 => Err(Refused::NotOnThisPlatform),
            Kill | Segv | Ill | Fpe => Err(Refused::Uncatchable),
            Hup => Ok(libc::SIGHUP),
            Int => Ok(libc::SIGINT),
            Quit => Ok(libc::SIGQUIT),
            Abrt => Ok(libc::SIGABRT),
            Usr1 => Ok(libc::SIGUSR1),
            Usr2 => Ok(libc::SIGUSR2),
            Term => Ok(libc::SIGTERM),
            Winch => Ok(libc::SIGWINCH),
        }
    }
}

/// The watcher of one signal number and the calls waiting on it.
pub struct SignalEntry {
    case: Signal,
    watch: SignalEvent,
    /// Boxed: a token's callback points at its Pending, which must not
    /// move when the list does.
    #[allow(clippy::vec_box)]
    pending: RefCell<Vec<Box<Pending>>>,
}

/// One signal() call still waiting.
struct Pending {
    entry: Weak<SignalEntry>,
    future: Rc<FutureCore>,
    /// The token object (kept alive while subscribed to its event).
    token: Option<Zval>,
    token_subscribed: Cell<bool>,
    /// What the token's event lists (while `token_subscribed`).
    hook: Cell<Hook>,
}

impl Pending {
    fn token_event(&self) -> Option<AnyEvent<'_>> {
        self.token
            .as_ref()
            .and_then(Awaitable::of_zval)
            .map(Awaitable::event)
    }

    fn callback(&self) -> Callback {
        Callback {
            notify: token_fired,
            data: self as *const Pending as *mut c_void,
        }
    }
}

impl Drop for Pending {
    fn drop(&mut self) {
        if self.token_subscribed.get() {
            if let Some(ev) = self.token_event() {
                ev.unhook(self.hook.get());
            }
        }
    }
}

/// The entry's own subscriber's data (its notify is `delivered`).
fn entry_data(entry: &SignalEntry) -> *mut c_void {
    entry as *const SignalEntry as *mut c_void
}

/// The signal arrived: every pending call completes with the case.
extern "C" fn delivered(_ev: *const c_void, data: *mut c_void, _r: *mut c_void, _e: *mut c_void) {
    // SAFETY: `data` is the entry (inside its Rc, kept by the runtime)
    // whose own watcher event notifies; it unsubscribes before it goes.
    let entry = unsafe { &*(data as *const SignalEntry) };
    let waiting = std::mem::take(&mut *entry.pending.borrow_mut());
    for p in waiting {
        let mut z = Zval::new();
        if entry.case.set_zval(&mut z, false).is_ok() {
            let _ = p.future.complete(z);
        }
    }
    entry.stop_if_idle();
}

/// A pending call's token completed first: its future fails with the cause.
extern "C" fn token_fired(_ev: *const c_void, data: *mut c_void, _r: *mut c_void, _e: *mut c_void) {
    // SAFETY: `data` is a boxed Pending, alive while subscribed: it is
    // dropped only after unsubscribing (Drop) or once its token fired.
    let p = unsafe { &*(data as *const Pending) };
    p.token_subscribed.set(false);
    if let Some(cause) = p.token.as_ref().and_then(Awaitable::of_zval).map(cause_of) {
        let _ = p.future.fail(cause);
    }
    let Some(entry) = p.entry.upgrade() else {
        return;
    };
    let removed = {
        let mut list = entry.pending.borrow_mut();
        list.iter()
            .position(|b| std::ptr::eq(&**b, p))
            .map(|i| list.remove(i))
    };
    // Dropped outside the borrow; `p` is not used after this.
    drop(removed);
    if entry.pending.borrow().is_empty() {
        entry.watch.event.stop();
    }
}

/// What a signal() future fails with when its token completes: a
/// TimeoutException for a Timeout, else the token's exception or an
/// AsyncCancellation.
fn cause_of(token: Awaitable) -> Thrown {
    match token {
        Awaitable::Timeout(t) => Thrown::new(
            Kind::Timeout,
            &format!("Timeout occurred after {} milliseconds", t.ms()),
        ),
        other => other
            .exception()
            .unwrap_or_else(|| Thrown::new(Kind::Cancellation, "Signal wait cancelled")),
    }
}

fn entry_for(case: Signal, signum: i32) -> Result<Rc<SignalEntry>, UvError> {
    let table = rt().resources.get(&WATCHED);
    if let Some(e) = table.entries.borrow().iter().find(|e| e.case == case) {
        return Ok(e.clone());
    }
    let wake = crate::engine::signal_wake::wake()?;
    if !table.listening.replace(true) {
        wake.event().hook(deliver, std::ptr::null_mut());
    }
    let watch = signal_event(&wake, signum, case.name());
    let entry = Rc::new(SignalEntry {
        case,
        watch,
        pending: RefCell::new(Vec::new()),
    });
    // In place inside the Rc from here on: the watcher may point to it.
    entry.watch.event.hook(delivered, entry_data(&entry));
    table.entries.borrow_mut().push(entry.clone());
    Ok(entry)
}

/// The watcher of OS signal `signum`, shared with `signal()`, for native
/// listeners (the zend_async API's signal events), who subscribe to its
/// event (notified at every delivery, result: the signal number) with
/// `listen` and leave with `unlisten`. None for a number `Async\Signal`
/// does not name or that cannot be caught.
pub fn native_watch(signum: i32) -> Result<Option<Rc<SignalEntry>>, UvError> {
    let cases = [
        Signal::Hup,
        Signal::Int,
        Signal::Quit,
        Signal::Abrt,
        Signal::Usr1,
        Signal::Usr2,
        Signal::Term,
        Signal::Winch,
    ];
    let Some(case) = cases
        .into_iter()
        .find(|c| c.os_number().ok() == Some(signum))
    else {
        return Ok(None);
    };
    entry_for(case, signum).map(Some)
}

/// Whether the reactor watches OS signal `signum` now: a `signal()` call
/// waits for it or a started C signal event listens (what the zend_async
/// API's `sigaction_fn` asks). False for a number nobody watches or that
/// is no signal, and outside a request.
pub fn watched(signum: i32) -> bool {
    let Some(table) =
        crate::engine::runtime::try_rt().and_then(|rt| rt.resources.get_if_made(&WATCHED))
    else {
        return false;
    };
    let Ok(entries) = table.entries.try_borrow() else {
        return false;
    };
    entries
        .iter()
        .any(|e| e.watch.source.signum() == signum && e.watch.event.is_started())
}

impl SignalEntry {
    /// A native listener subscribes; the signal is watched from now on.
    pub fn listen(&self, cb: Callback) -> Result<(), UvError> {
        self.watch.event.hook(cb.notify, cb.data);
        self.watch.event.start().map_err(UvError)
    }

    /// A native listener leaves.
    pub fn unlisten(&self, cb: Callback) {
        self.watch.event.unhook(cb.notify, cb.data);
        self.stop_if_idle();
    }

    /// Nobody waits any more (the entry's own subscription aside): the
    /// signal gets its former disposition back.
    fn stop_if_idle(&self) {
        if self.pending.borrow().is_empty() && self.watch.event.subscribers() <= 1 {
            self.watch.event.stop();
        }
    }
}

/// `signal($signal, $cancellation)`: the pending Future.
pub fn signal(case: Signal, signum: i32, token: Option<&Zval>) -> Result<Rc<FutureCore>, String> {
    let future = FutureCore::new();
    let token = token.filter(|z| Awaitable::of_zval(z).is_some());
    if let Some(t) = token.and_then(Awaitable::of_zval) {
        if t.is_done() {
            let _ = future.fail(cause_of(t));
            return Ok(future);
        }
    }
    let entry = entry_for(case, signum).map_err(|e| e.to_string())?;
    entry
        .watch
        .event
        .start()
        .map_err(|e| UvError(e).to_string())?;
    let p = Box::new(Pending {
        entry: Rc::downgrade(&entry),
        future: future.clone(),
        token: token.map(Zval::shallow_clone),
        token_subscribed: Cell::new(false),
        hook: Cell::new(Hook::None),
    });
    if let Some(ev) = p.token_event() {
        p.hook.set(ev.hook(p.callback()));
        p.token_subscribed.set(true);
    }
    entry.pending.borrow_mut().push(p);
    Ok(future)
}

/// A delivery came: every watcher whose signal came notifies.
extern "C" fn deliver(_: *const c_void, _: *mut c_void, _: *mut c_void, _: *mut c_void) {
    let Some(rt) = crate::engine::runtime::try_rt() else {
        return;
    };
    let Some(table) = rt.resources.get_if_made(&WATCHED) else {
        return;
    };
    let entries: Vec<Rc<SignalEntry>> = table.entries.borrow().clone();
    for e in entries {
        if e.watch.source.take() {
            let signum = e.watch.source.signum() as usize as *mut c_void;
            e.watch.event.notify(signum, std::ptr::null_mut());
        }
    }
}

/// The signal watchers of this request, one per signal number.
#[derive(Default)]
struct Watched {
    entries: RefCell<Vec<Rc<SignalEntry>>>,
    /// `deliver` listens to the wake-up.
    listening: Cell<bool>,
}

static WATCHED: Key<Watched> = Key::new(Watched::default);

impl Resource for Watched {
    /// Request end: stop every watcher and forget the pending calls (their
    /// futures stay pending), before the loop closes.
    fn close(&self) {
        for entry in std::mem::take(&mut *self.entries.borrow_mut()) {
            entry.watch.event.unhook(delivered, entry_data(&entry));
            entry.watch.event.stop();
            let pending = std::mem::take(&mut *entry.pending.borrow_mut());
            drop(pending);
        }
    }
}
