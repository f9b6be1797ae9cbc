//! Classes being autoloaded right now, by which coroutine.
//!
//! PHP marks a class name in `EG(in_autoload)` while its autoloader runs,
//! so that a class its own loading needs again is "not found" instead of a
//! loop. That table follows its coroutine (engine_state), so another
//! coroutine needing the same class reaches the autoloader
//! (csrc/engine_state_shim.c wraps `zend_autoload`); here it waits until
//! the load in progress ends and then takes the class from the class
//! table. The autoloader runs once, whatever it suspends for.
//!
//! Two coroutines each loading a class the other's load needs would wait
//! for each other: the second one to ask runs the autoloader itself
//! instead, as one coroutine needing both classes would have.

use super::coroutine::WaitingFor;
use super::php_ops;
use super::runtime::try_rt;
use crate::records::live_event::{LiveEvent, Methods};
use std::cell::RefCell;
use std::ffi::{c_char, c_int};
use std::rc::Rc;

/// ta_class_load_begin's answers (csrc/engine_state_shim.c).
const GO: c_int = 0;
const OWNER: c_int = 1;
const WAITED: c_int = 2;
const FAILED: c_int = 3;
const BAILOUT: c_int = 4;

struct Loading {
    /// The lowercase class name.
    name: Vec<u8>,
    loader: u64,
    /// Closed when the load ends.
    done: Rc<LiveEvent>,
}

thread_local! {
    static LOADING: RefCell<Vec<Loading>> = const { RefCell::new(Vec::new()) };
    /// (waiting coroutine, the loader it waits for).
    static WAITING: RefCell<Vec<(u64, u64)>> = const { RefCell::new(Vec::new()) };
}

/// The main script, before and after it became a coroutine (an autoloader
/// it runs may launch the scheduler).
const MAIN: u64 = 0;

/// Who runs now: MAIN or a coroutine's id; None outside a request.
fn current_id() -> Option<u64> {
    let rt = try_rt()?;
    if !rt.launched.get() {
        return Some(MAIN);
    }
    let co = rt.current.get()?;
    Some(if rt.is_main(co) { MAIN } else { co.get().id })
}

/// `id` as the coroutine's own id (deadlock reports).
fn shown_id(id: u64) -> u64 {
    if id != MAIN {
        return id;
    }
    try_rt()
        .and_then(|rt| rt.main.get())
        .map_or(MAIN, |m| m.get().id)
}

/// Whether `loader` waits, directly or through others, for `me`.
fn waits_for(mut loader: u64, me: u64) -> bool {
    WAITING.with(|w| {
        let w = w.borrow();
        for _ in 0..=w.len() {
            if loader == me {
                return true;
            }
            match w.iter().find(|(waiter, _)| *waiter == loader) {
                Some(&(_, next)) => loader = next,
                None => return false,
            }
        }
        false
    })
}

/// Before the autoloader runs for `lc_name`: OWNER (this coroutine loads
/// it; call `ta_class_load_end` after), GO (just run it: outside a
/// request, or waiting would close a cycle), WAITED (another coroutine's load of it
/// ended: look in the class table), FAILED (exception pending) or BAILOUT.
///
/// # Safety
/// `lc_name` points to `len` readable bytes.
#[no_mangle]
pub unsafe extern "C" fn ta_class_load_begin(lc_name: *const c_char, len: usize) -> c_int {
    let Some(me) = current_id() else {
        return GO;
    };
    // SAFETY: the caller passes the class name's bytes.
    let name = unsafe { std::slice::from_raw_parts(lc_name.cast::<u8>(), len) };
    let in_progress = LOADING.with(|l| {
        let l = l.borrow();
        l.iter()
            .find(|e| e.name == name)
            .map(|e| (e.loader, e.done.clone()))
    });
    let Some((loader, done)) = in_progress else {
        LOADING.with(|l| {
            l.borrow_mut().push(Loading {
                name: name.to_vec(),
                loader: me,
                done: Rc::new(LiveEvent::new(&Methods::NONE, 0)),
            })
        });
        return OWNER;
    };
    // Its own load (an autoloader the main script ran before the
    // scheduler launched), or waiting would close a cycle.
    if loader == me || waits_for(loader, me) {
        return GO;
    }
    WAITING.with(|w| w.borrow_mut().push((me, loader)));
    let waited = php_ops::wait_closed(&done, WaitingFor::ClassLoad(shown_id(loader)));
    WAITING.with(|w| {
        let mut w = w.borrow_mut();
        if let Some(i) = w.iter().position(|&(waiter, _)| waiter == me) {
            w.swap_remove(i);
        }
    });
    match waited {
        Ok(()) => WAITED,
        Err(o) => {
            if o.apply(&mut ext_php_rs::types::Zval::new()) {
                BAILOUT
            } else {
                FAILED
            }
        }
    }
}

/// The autoloader of `lc_name` returned (or bailed out): the coroutines
/// waiting for it go on.
///
/// # Safety
/// As for `ta_class_load_begin`.
#[no_mangle]
pub unsafe extern "C" fn ta_class_load_end(lc_name: *const c_char, len: usize) {
    // SAFETY: the caller passes the class name's bytes.
    let name = unsafe { std::slice::from_raw_parts(lc_name.cast::<u8>(), len) };
    let me = current_id();
    let ended = LOADING.with(|l| {
        let mut l = l.borrow_mut();
        let i = l
            .iter()
            .position(|e| e.name == name && Some(e.loader) == me)?;
        Some(l.swap_remove(i))
    });
    if let Some(e) = ended {
        e.done.close(std::ptr::null_mut(), std::ptr::null_mut());
    }
}
