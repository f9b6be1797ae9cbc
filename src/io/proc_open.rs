//! proc_open(), popen(), proc_close(), pclose(): inside coroutines the
//! pipes of a child process wait in the reactor (csrc/pipe_shim.c), and
//! proc_close() and the close of a popen() stream wait for the child's
//! exit there (a pidfd), so the process is not blocked in read(), write()
//! or waitpid(). Results are stock PHP's: PHP's own functions run, once
//! they can no longer block. Inside coroutines a pipe also honours
//! stream_set_timeout(), as a socket does (stock PHP ignores it on pipes).

use super::fd_wait::{self, Direction, FdWait};
use super::{finish, Family, Hook};
use crate::core::registry::{Key, Resource};
use crate::engine::php_ops::{self, Outcome};
use crate::engine::runtime::try_rt;
use crate::sys;
use ext_php_rs::types::Zval;
use ext_php_rs::zend::ExecuteData;
use std::cell::RefCell;
use std::collections::HashMap;
use std::ffi::c_int;

pub static HOOKS: [Hook; 4] = [
    Hook::new(c"proc_open", Family::Process, proc_open),
    Hook::new(c"popen", Family::Process, popen),
    Hook::new(c"proc_close", Family::Process, proc_close),
    Hook::new(c"fopen", Family::Process, fopen),
];

/// Whether pipe operations wait through the reactor now (the process
/// family's switch; see sockets::ta_io_active).
#[no_mangle]
pub extern "C" fn ta_pipe_active() -> std::ffi::c_int {
    std::ffi::c_int::from(HOOKS[0].active())
}

/// stream_set_timeout() on the hooked pipes of this request, by fd: the
/// read timeout (ms) and whether the last read timed out.
#[derive(Default)]
struct PipeTimeouts(RefCell<HashMap<c_int, (i64, bool)>>);

static PIPE_TIMEOUTS: Key<PipeTimeouts> = Key::new(PipeTimeouts::default);

impl Resource for PipeTimeouts {
    fn close(&self) {
        self.0.borrow_mut().clear();
    }
}

/// stream_set_timeout() on a hooked pipe: its reads wait at most `ms`.
#[no_mangle]
pub extern "C" fn ta_pipe_timeout_set(fd: c_int, ms: i64) {
    if let Some(rt) = try_rt() {
        let t = rt.resources.get(&PIPE_TIMEOUTS);
        t.0.borrow_mut().insert(fd, (ms, false));
    }
}

/// The read timeout of the pipe `fd` in ms, -1 for none.
#[no_mangle]
pub extern "C" fn ta_pipe_timeout(fd: c_int) -> i64 {
    try_rt()
        .and_then(|rt| rt.resources.get_if_made(&PIPE_TIMEOUTS))
        .and_then(|t| t.0.borrow().get(&fd).map(|e| e.0))
        .unwrap_or(-1)
}

/// Whether the last read of `fd` timed out; `set` 0 or 1 records it first
/// (-1 only asks).
#[no_mangle]
pub extern "C" fn ta_pipe_timed_out(fd: c_int, set: c_int) -> c_int {
    let Some(t) = try_rt().and_then(|rt| rt.resources.get_if_made(&PIPE_TIMEOUTS)) else {
        return 0;
    };
    let mut map = t.0.borrow_mut();
    let Some(e) = map.get_mut(&fd) else {
        return 0;
    };
    if set >= 0 {
        e.1 = set != 0;
    }
    c_int::from(e.1)
}

/// The pipe `fd` closes: its fd number may come back for another stream.
#[no_mangle]
pub extern "C" fn ta_pipe_forget(fd: c_int) {
    if let Some(t) = try_rt().and_then(|rt| rt.resources.get_if_made(&PIPE_TIMEOUTS)) {
        t.0.borrow_mut().remove(&fd);
    }
}

/// When the scheduler launches: the CLI's STDIN/STDOUT/STDERR, if pipes
/// or terminals, wait in the reactor like proc_open's pipes (they exist
/// only once the script runs, after RINIT).
pub fn wrap_std_streams() {
    // SAFETY: the script runs (constants registered); the shim only reads
    // the constants and swaps their streams' ops tables.
    unsafe { sys::ta_wrap_std_streams() };
}

fn wrap_pipe(z: &Zval) {
    // SAFETY: a live zval; the shim only reads it and the stream it names.
    unsafe { sys::ta_stream_wrap_pipe_zval((z as *const Zval).cast_mut().cast()) };
}

extern "C" fn proc_open(ex: &mut ExecuteData, rv: &mut Zval) {
    super::fork::forking_for_exec(|| HOOKS[0].call_original(ex, rv));
    if rv.is_false() || php_ops::exception_pending() {
        return;
    }
    let Some(pipes) = php_ops::passed_args(ex).get(2) else {
        return;
    };
    if let Some(arr) = pipes.dereference().array() {
        for z in arr.values() {
            wrap_pipe(z);
        }
    }
}

extern "C" fn popen(ex: &mut ExecuteData, rv: &mut Zval) {
    HOOKS[1].call_original(ex, rv);
    wrap_pipe(rv);
}

/// fopen('php://stdin'), 'php://fd/N'...: PHP's stream, which waits like
/// the STDIN constant when it is a pipe, socket or terminal. Other paths
/// are untouched.
extern "C" fn fopen(ex: &mut ExecuteData, rv: &mut Zval) {
    HOOKS[3].call_original(ex, rv);
    if !rv.is_resource() {
        return;
    }
    let Some(path) = php_ops::passed_args(ex).first() else {
        return;
    };
    let is_php_io = path.dereference().zend_str().is_some_and(|s| {
        s.as_bytes().len() >= 6 && s.as_bytes()[..6].eq_ignore_ascii_case(b"php://")
    });
    if is_php_io {
        // SAFETY: the stream fopen just returned; the shim only reads it
        // and swaps its ops table.
        unsafe { sys::ta_stream_wrap_std_zval((rv as *const Zval).cast_mut().cast()) };
    }
}

extern "C" fn proc_close(ex: &mut ExecuteData, rv: &mut Zval) {
    if !HOOKS[2].active() {
        return HOOKS[2].call_original(ex, rv);
    }
    // Everything wait_exit() owns is dropped before a bailout.
    match wait_exit(ex) {
        Ok(()) => HOOKS[2].call_original(ex, rv),
        Err(o) => finish(o, rv),
    }
}

/// Closes the pipes and waits until the child exited (not reaped: PHP's
/// waitpid then returns at once with its status).
fn wait_exit(ex: &mut ExecuteData) -> Result<(), Outcome> {
    let [process] = php_ops::passed_args(ex) else {
        return Ok(());
    };
    // SAFETY: the call's own argument; the shim checks it is a process
    // resource before touching it.
    let pid = unsafe { sys::ta_proc_take_child(process) };
    if pid <= 0 {
        return Ok(());
    }
    wait_child(pid)
}

/// A popen() stream closes (csrc/pipe_shim.c): waits until its child
/// `pid` exited, without reaping it (libc's pclose does that next).
#[no_mangle]
pub extern "C" fn ta_wait_child(pid: std::ffi::c_int) -> std::ffi::c_int {
    match wait_child(pid) {
        Ok(()) => super::sockets::READY,
        Err(o) => super::sockets::failed(o),
    }
}

/// Waits until the child `pid` exited, without reaping it.
fn wait_child(pid: i32) -> Result<(), Outcome> {
    if crate::engine::stack::under_valgrind() {
        // Valgrind 3.19 does not know pidfd_open and says so on stderr.
        return poll_exit(pid);
    }
    // SAFETY: a plain syscall; a negative result is an error (ENOSYS on
    // kernels before 5.3).
    let pidfd = unsafe {
        libc::syscall(
            libc::SYS_pidfd_open,
            pid as std::ffi::c_long,
            0 as std::ffi::c_long,
        )
    };
    let pidfd = i32::try_from(pidfd).unwrap_or(-1);
    if pidfd < 0 {
        return poll_exit(pid);
    }
    let waited = fd_wait::select_fds(&[(pidfd, Direction::Read)], None);
    // SAFETY: our own pidfd, no longer watched.
    unsafe { libc::close(pidfd) };
    match waited {
        FdWait::Failed(o) => Err(o),
        FdWait::Ready | FdWait::TimedOut => Ok(()),
    }
}

/// Without a pidfd: asks the kernel (without reaping) whether the child
/// exited, sleeping on a timer in between, 1 ms doubling up to 50 ms.
fn poll_exit(pid: i32) -> Result<(), Outcome> {
    let mut pause = 1;
    loop {
        // SAFETY: siginfo_t is plain data, for which all zeroes is valid
        // (si_pid 0: no child has changed state).
        let mut info: libc::siginfo_t = unsafe { std::mem::zeroed() };
        // SAFETY: `info` is a siginfo_t the kernel fills.
        let rc = unsafe {
            libc::waitid(
                libc::P_PID,
                pid as libc::id_t,
                &mut info,
                libc::WEXITED | libc::WNOHANG | libc::WNOWAIT,
            )
        };
        // SAFETY: waitid with WEXITED fills the SIGCHLD layout, whose
        // si_pid is what this reads (or leaves it zeroed).
        if rc != 0 || unsafe { info.si_pid() } != 0 {
            return Ok(());
        }
        if let o @ (Outcome::Throw(_) | Outcome::Exit | Outcome::Bailout) = php_ops::delay(pause) {
            return Err(o);
        }
        pause = (pause * 2).min(50);
    }
}
