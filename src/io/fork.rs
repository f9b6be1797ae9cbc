//! pcntl_fork(): a forked child shares its parent's kernel objects, and the
//! loop's epoll set, io_uring rings, eventfd and signal pipe are among them.
//! Two processes driving one loop corrupt each other's rings (libuv aborts)
//! or steal each other's events (hangs). So:
//! - a fork while other coroutines are alive fails with `\Error`: their
//!   stacks, waits and handles would be copied into a child that can
//!   neither finish them nor let the parent's copies be;
//! - before forking, the main coroutine waits for what the loop still owes
//!   it from elsewhere (thread-pool jobs left behind by cancelled lookups,
//!   killed children not yet reaped): the child could never see them end;
//! - in the child, every loop this thread holds gets kernel objects of its
//!   own (`uv_loop_fork`), so the child runs a fresh scheduler and reactor
//!   over the same handles, and the parent keeps its loop untouched.
//!
//! `uv_loop_fork` rather than leaking the parent's loop and making a new
//! one: handles (sockets' polls, timers, the SIGINT wake-up) would keep
//! pointing at the old loop, and closing one there runs epoll_ctl on the
//! epoll set the parent still uses. libuv's pool and signal state are reset
//! in the child by libuv's own pthread_atfork handlers.
//!
//! Not a process-family hook: it runs whatever the `async.hook_*` settings
//! say, since the loop exists either way.
//!
//! proc_open()'s own fork is the other kind of child: one that must exec or
//! die at once. csrc/pipe_shim.c flags it (pthread_atfork); should such a
//! child reach the scheduler or the request shutdown (a bailout, a user
//! error handler), it ends there as PHP meant it to, with `_exit(127)`,
//! before it can touch the parent's coroutines, children or loop.

use super::{finish, Family, Hook};
use crate::engine::errors::Thrown;
use crate::engine::php_ops::{self, Outcome};
use crate::engine::runtime::try_rt;
use crate::sys;
use ext_php_rs::types::Zval;
use ext_php_rs::zend::ExecuteData;
use std::time::{Duration, Instant};

pub static HOOK: Hook = Hook::new(c"pcntl_fork", Family::Process, pcntl_fork);

/// How long a fork waits for pool jobs and killed children of the loop.
const SETTLE_LIMIT: Duration = Duration::from_secs(10);

extern "C" fn pcntl_fork(ex: &mut ExecuteData, rv: &mut Zval) {
    if let Err(o) = before_fork() {
        return finish(o, rv);
    }
    // A proc_open() that bailed out may have left the flag set.
    // SAFETY: a plain store on the PHP thread.
    unsafe { sys::ta_exec_fork_arm(0) };
    HOOK.call_original(ex, rv);
    if rv.long() == Some(0) {
        in_child();
    }
}

fn refuse(msg: &str) -> Outcome {
    Outcome::Throw(Thrown::plain_error(&format!("pcntl_fork(): {msg}")))
}

fn before_fork() -> Result<(), Outcome> {
    let Some(rt) = try_rt().filter(|rt| rt.launched.get()) else {
        return Ok(());
    };
    // Main stays in the live set; any other member is a coroutine that the
    // child would inherit half-run (and a caller that is not main is one).
    let others = rt.live.borrow().len().saturating_sub(1);
    if others > 0 {
        return Err(refuse(&format!(
            "cannot fork while other coroutines are alive ({others}); \
             await or cancel them first, or fork before spawning"
        )));
    }
    let Some(reactor) = rt.reactor_if_started() else {
        return Ok(());
    };
    let deadline = Instant::now() + SETTLE_LIMIT;
    while reactor.event_loop().has_jobs_or_children() {
        if Instant::now() > deadline {
            return Err(refuse(
                "cannot fork while a thread-pool job or a killed child process \
                 of the event loop is still pending",
            ));
        }
        match php_ops::delay(1) {
            Outcome::Value(_) => {}
            o => return Err(o),
        }
    }
    Ok(())
}

fn in_child() {
    let current = try_rt().and_then(|rt| rt.reactor_if_started());
    if let Err(e) = crate::reactor::renew_after_fork(current) {
        // The loop is unusable (no epoll set) and cannot even be closed
        // safely: nothing of the script may run on in this process.
        eprintln!("true_async: pcntl_fork(): the child could not renew its event loop ({e})");
        // SAFETY: ends the child at once, without running PHP's or libc's
        // exit handlers (they would drive the broken loop).
        unsafe { libc::_exit(1) };
    }
}

/// Runs `fork_and_exec` (PHP's proc_open) with its child flagged as one that
/// must exec or die.
pub fn forking_for_exec(fork_and_exec: impl FnOnce()) {
    // SAFETY: plain stores on the PHP thread; the flag is only read by the
    // pthread_atfork handler, on this thread, inside fork().
    unsafe { sys::ta_exec_fork_arm(1) };
    fork_and_exec();
    // SAFETY: as above.
    unsafe { sys::ta_exec_fork_arm(0) };
}
