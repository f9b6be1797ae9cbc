//! Persistent PDO connections (and ext/pgsql's pg_pconnect links) opened
//! by several coroutines at once.
//!
//! `new PDO(..., [PDO::ATTR_PERSISTENT => true])` looks its connection up
//! in the process's persistent list, connects if there is none, and then
//! registers it under its key. Inside coroutines the connect waits (the
//! socket is non-blocking), so two coroutines can both miss the lookup and
//! both connect; the second registration then frees the first connection
//! while its coroutine still uses it (a use-after-free in mysqlnd). Here
//! persistent PDO constructions take turns: the second finds the first's
//! connection registered and reuses it, as stock PHP's serial code would.
//! (Two coroutines sharing one connection must still not interleave
//! queries on it: that is the driver's "commands out of sync" error, not a
//! crash.) Non-persistent connections are not held up.

use super::{Family, Hook};
use crate::core::registry::{Key, Resource};
use crate::engine::coroutine::WaitingFor;
use crate::engine::php_ops;
use crate::engine::runtime::rt;
use crate::records::live_event::{LiveEvent, Methods};
use ext_php_rs::types::Zval;
use ext_php_rs::zend::ExecuteData;
use std::cell::Cell;

/// `PDO::ATTR_PERSISTENT`.
const ATTR_PERSISTENT: i64 = 12;

/// On while `async.hook_sockets` is (the waits it guards are socket waits).
pub static HOOK: Hook = Hook::method(c"pdo", c"__construct", Family::Sockets, construct);

/// One persistent construction at a time; the others wait on `event`.
struct Gate {
    busy: Cell<bool>,
    event: LiveEvent,
}

impl Default for Gate {
    fn default() -> Self {
        Self {
            busy: Cell::new(false),
            event: LiveEvent::new(&Methods::NONE, 0),
        }
    }
}

impl Resource for Gate {
    fn close(&self) {
        self.busy.set(false);
    }
}

static GATE: Key<Gate> = Key::new(Gate::default);

/// Whether the call's options (argument 4) ask for a persistent connection,
/// read as PDO reads them (a non-zero int, or a string naming the key).
fn wants_persistent(ex: &mut ExecuteData) -> bool {
    let Some(args) = php_ops::call_args(ex, 0, None) else {
        return false;
    };
    let Some(options) = args.get(3).and_then(|z| z.dereference().array()) else {
        return false;
    };
    let Some(v) = options.get_index(ATTR_PERSISTENT) else {
        return false;
    };
    if let Some(s) = v.str() {
        return !s.is_empty() && s != "0";
    }
    if let Some(b) = v.bool() {
        return b;
    }
    v.long().is_some_and(|l| l != 0) || v.double().is_some_and(|d| d != 0.0)
}

extern "C" fn construct(ex: &mut ExecuteData, rv: &mut Zval) {
    if !HOOK.active() || !wants_persistent(ex) {
        return HOOK.call_original(ex, rv);
    }
    in_turn(&HOOK, ex, rv);
}

/// pg_pconnect(): ext/pgsql registers a persistent link the same way, and
/// a second registration under the same key frees the first link's
/// connection (its coroutine may still be using it).
pub static PG_PCONNECT: Hook = Hook::new(c"pg_pconnect", Family::Pgsql, pg_pconnect);

extern "C" fn pg_pconnect(ex: &mut ExecuteData, rv: &mut Zval) {
    if !PG_PCONNECT.active() {
        return PG_PCONNECT.call_original(ex, rv);
    }
    in_turn(&PG_PCONNECT, ex, rv);
}

/// Runs the original once no other persistent connect is under way.
fn in_turn(hook: &Hook, ex: &mut ExecuteData, rv: &mut Zval) {
    let gate = rt().resources.get(&GATE);
    if let Err(o) = php_ops::wait_until(&gate.event, WaitingFor::Event, || !gate.busy.get()) {
        return super::finish(o, rv);
    }
    gate.busy.set(true);
    hook.call_original(ex, rv);
    gate.busy.set(false);
    gate.event
        .notify(std::ptr::null_mut(), std::ptr::null_mut());
}
