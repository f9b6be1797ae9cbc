//! libcurl behind ext/curl. Its waits are the library waits of poll.rs
//! (every wait of curl_exec's transfer and of curl_multi_select); here is
//! what curl needs beyond that:
//!
//! - a cancellation that reaches a coroutine while it is suspended inside
//!   one of its transfer's PHP callbacks (a WRITEFUNCTION that waits)
//!   lands in the callback's PHP code; ext/curl ignores a callback's
//!   exception and libcurl goes on, so the transfer's next poll() fails at
//!   once instead (`decide`): the transfer ends, the cancellation goes on.
//!   Any other exception a callback leaves behind keeps stock behaviour
//!   (the transfer runs to its end, then the exception);
//! - one coroutine at a time per CurlHandle: curl_exec, curl_setopt,
//!   curl_setopt_array, curl_reset and curl_copy_handle from another
//!   coroutine while a transfer of the handle waits throw
//!   `Async\InputOutputException` (ext/curl would free the transfer's
//!   result buffer, or change options of a live transfer, under it). The
//!   transfer's own callbacks, in its own coroutine, keep ext/curl's rules.

use super::poll::Decision;
use crate::core::registry::{Key, Resource};
use crate::engine::errors::{Kind, Thrown};
use crate::engine::php_ops::{self, Outcome};
use crate::engine::runtime::{rt, try_rt};
use crate::io::{finish, Family, Hook};
use ext_php_rs::types::Zval;
use ext_php_rs::zend::ExecuteData;
use std::cell::RefCell;

pub static HOOKS: [Hook; 5] = [
    Hook::new(c"curl_exec", Family::Curl, curl_exec),
    Hook::new(c"curl_setopt", Family::Curl, setopt),
    Hook::new(c"curl_setopt_array", Family::Curl, setopt_array),
    Hook::new(c"curl_reset", Family::Curl, reset),
    Hook::new(c"curl_copy_handle", Family::Curl, copy_handle),
];

extern "C" fn setopt(ex: &mut ExecuteData, rv: &mut Zval) {
    guarded(&HOOKS[1], ex, rv);
}

extern "C" fn setopt_array(ex: &mut ExecuteData, rv: &mut Zval) {
    guarded(&HOOKS[2], ex, rv);
}

extern "C" fn reset(ex: &mut ExecuteData, rv: &mut Zval) {
    guarded(&HOOKS[3], ex, rv);
}

extern "C" fn copy_handle(ex: &mut ExecuteData, rv: &mut Zval) {
    guarded(&HOOKS[4], ex, rv);
}

/// A libcurl poll() now: abort when the caller is being cancelled or
/// exits (the exception already pending), stock while another exception
/// is pending or no switch may happen, else a reactor wait.
pub fn decide() -> Decision {
    if let Some(ex) = Thrown::current() {
        let ours =
            ex.is_instance_of(Kind::Cancellation) || ex.is_unwind_exit() || ex.is_graceful_exit();
        return if ours && Family::Curl.enabled() {
            Decision::Abort
        } else {
            Decision::Stock
        };
    }
    if Family::Curl.active() {
        Decision::Wait
    } else {
        Decision::Stock
    }
}

/// Handles (their objects) with a transfer under way in a coroutine, and
/// that coroutine's id, for the length of the request (a fatal error in a
/// callback ends the transfer without its end being seen). A few at a
/// time: a vector.
#[derive(Default)]
struct Busy(RefCell<Vec<(usize, u64)>>);

impl Resource for Busy {
    fn close(&self) {
        self.0.borrow_mut().clear();
    }
}

static BUSY: Key<Busy> = Key::new(Busy::default);

fn current_id() -> u64 {
    try_rt()
        .and_then(|rt| rt.current.get())
        .map_or(0, |c| c.get().id)
}

/// The CurlHandle object of the call's first argument, as an address.
fn handle_of(ex: &mut ExecuteData) -> Option<usize> {
    let args = php_ops::passed_args(ex);
    let obj = args.first()?.dereference().object()?;
    Some(std::ptr::from_ref(obj) as usize)
}

/// The coroutine other than the caller whose transfer holds `handle`.
fn held_by_other(handle: usize) -> Option<u64> {
    let me = current_id();
    let rt = try_rt()?;
    let busy = rt.resources.get_if_made(&BUSY)?;
    let list = busy.0.borrow();
    list.iter()
        .find(|(h, owner)| *h == handle && *owner != me)
        .map(|(_, owner)| *owner)
}

fn busy_error(holder: u64) -> Outcome {
    Outcome::error(
        Kind::InputOutput,
        &format!(
            "{}(): the handle is in use by coroutine {holder}; one coroutine at a time may use a CurlHandle",
            crate::io::fd_wait::function_name()
        ),
    )
}

/// Refuses the call when another coroutine's transfer holds the handle;
/// otherwise the original runs.
/// Whatever the setting says now: a transfer that began while it was on
/// may still be waiting.
fn guarded(hook: &Hook, ex: &mut ExecuteData, rv: &mut Zval) {
    if let Some(holder) = handle_of(ex).and_then(held_by_other) {
        return finish(busy_error(holder), rv);
    }
    hook.call_original(ex, rv);
}

extern "C" fn curl_exec(ex: &mut ExecuteData, rv: &mut Zval) {
    let hook = &HOOKS[0];
    let Some(handle) = handle_of(ex) else {
        return hook.call_original(ex, rv);
    };
    if let Some(holder) = held_by_other(handle) {
        return finish(busy_error(holder), rv);
    }
    if !hook.active() {
        return hook.call_original(ex, rv);
    }
    let me = current_id();
    let busy = rt().resources.get(&BUSY);
    busy.0.borrow_mut().push((handle, me));
    // Nothing with a destructor lives in this frame while the transfer
    // runs: a fatal error in one of its callbacks longjmps over it.
    hook.call_original(ex, rv);
    let mut list = busy.0.borrow_mut();
    if let Some(i) = list.iter().position(|&(h, o)| h == handle && o == me) {
        list.swap_remove(i);
    }
}
