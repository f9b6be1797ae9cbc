//! flock(): inside coroutines a lock another holder keeps no longer blocks
//! the process. The lock is tried with LOCK_NB, and while it is held
//! elsewhere the coroutine sleeps on a timer (1 ms, doubling up to 32 ms)
//! and tries again. Not a blocking flock on the thread pool: a coroutine
//! cancelled while waiting would leave a pool thread that later takes the
//! lock for nobody. Two coroutines of one script locking the same file
//! through two handles, which deadlocks stock PHP, now take turns.

use super::{finish, Family, Hook};
use crate::engine::php_ops::{self, Outcome};
use ext_php_rs::types::Zval;
use ext_php_rs::zend::ExecuteData;

pub static HOOKS: [Hook; 1] = [Hook::new(c"flock", Family::Files, flock)];

/// LOCK_NB as the PHP int flock()'s operation argument holds.
const LOCK_NB: i64 = libc::LOCK_NB as i64;

extern "C" fn flock(ex: &mut ExecuteData, rv: &mut Zval) {
    let hook = &HOOKS[0];
    if !hook.active() {
        return hook.call_original(ex, rv);
    }
    if let Some(o) = body(ex, rv) {
        rv.set_bool(false);
        finish(o, rv);
    }
}

/// Some: the wait failed (cancellation, exit...).
fn body(ex: &mut ExecuteData, rv: &mut Zval) -> Option<Outcome> {
    let hook = &HOOKS[0];
    let op = match php_ops::call_args(ex, 2, Some(3)) {
        Some(args) => {
            let z = args[1].dereference();
            match z.long() {
                Some(op) if z.is_long() && op & LOCK_NB == 0 => op,
                // Non-blocking already, or a bad argument: stock PHP.
                _ => {
                    hook.call_original(ex, rv);
                    return None;
                }
            }
        }
        None => return None,
    };
    let mut pause = 1;
    loop {
        if let Some(args) = php_ops::call_args(ex, 2, Some(3)) {
            args[1].set_long(op | LOCK_NB);
        }
        hook.call_original(ex, rv);
        let would_block = php_ops::call_args(ex, 2, Some(3))
            .and_then(|args| args.get(2).map(|z| z.dereference().long() == Some(1)))
            .unwrap_or(false);
        let busy =
            rv.is_false() && !php_ops::exception_pending() && (would_block || held_elsewhere());
        if !busy {
            if let Some(args) = php_ops::call_args(ex, 2, Some(3)) {
                if let Some(wb) = args.get_mut(2) {
                    wb.dereference_mut().set_long(0);
                }
            }
            return None;
        }
        if let o @ (Outcome::Throw(_) | Outcome::Exit | Outcome::Bailout) = php_ops::delay(pause) {
            return Some(o);
        }
        pause = (pause * 2).min(32);
    }
}

/// Without a `$would_block` argument PHP does not say why the lock failed;
/// errno does (EWOULDBLOCK from flock with LOCK_NB).
fn held_elsewhere() -> bool {
    std::io::Error::last_os_error().raw_os_error() == Some(libc::EWOULDBLOCK)
}
