//! The libuv side of exec events: a child process (uv_spawn) with its
//! stdout captured through a pipe; the event closes once the child exited
//! and its output reached EOF. Both handles live in one box with the
//! outcome; the box is freed when both handles' close callbacks ran and
//! the owner let go, whichever comes last. An owner that gives up on a
//! running child kills it (SIGKILL) and the box reaps it on exit, so no
//! zombie is left behind.
//!
//! The child leads a session and process group of its own (libuv's
//! UV_PROCESS_DETACHED: setsid), so that giving up kills everything it
//! started (`sh -c 'a & b'`), not only the shell. libuv offers no plain
//! setpgid, and a new group inside PHP's session would be worse anyway: a
//! background group that reads the terminal is stopped (SIGTTIN). What
//! the new session costs: the command has no controlling terminal (what
//! opens /dev/tty, a password prompt, fails), and a Ctrl-C at the
//! terminal reaches PHP but not the command; it ends when PHP cancels the
//! waiting coroutine (the CLI's SIGINT handling does) or at request end.
//!
//! `SpawnOptions` add what the zend_async exec events need (stdin closed,
//! stderr captured through a second pipe, a working directory, a whole
//! environment); shell_exec() uses the defaults, which change nothing.

use super::{Target, UvError};
use crate::sys::uv;
use std::ffi::{c_void, CStr, CString};
use std::ptr::NonNull;

const READ_CHUNK: usize = 64 * 1024;

/// How the child ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ExitStatus {
    pub code: i64,
    /// The signal that killed it, or 0.
    pub signal: i32,
}

/// How to start the child beyond its argv.
#[derive(Default)]
pub struct SpawnOptions<'a> {
    /// Capture stdout (else inherited).
    pub capture: bool,
    /// Capture stderr too (else inherited).
    pub capture_stderr: bool,
    /// stdin is /dev/null-like (ignored) instead of inherited.
    pub stdin_ignored: bool,
    pub cwd: Option<&'a CStr>,
    /// The whole environment ("NAME=value" entries), else PHP's.
    pub env: Option<&'a [CString]>,
}

#[repr(C)]
struct ExecBox {
    process: uv::uv_process_t,
    pipe: uv::uv_pipe_t,
    err_pipe: uv::uv_pipe_t,
    capture: bool,
    capture_err: bool,
    output: Vec<u8>,
    errors: Vec<u8>,
    read_buf: Vec<u8>,
    exit: Option<ExitStatus>,
    eof: bool,
    err_eof: bool,
    /// Handles still open (or closing).
    open_handles: u8,
    finishing: bool,
    /// The owner let go: free the box once the handles are closed.
    orphaned: bool,
    /// Notify (not close) `target` at each piece of stdout, for an owner
    /// that hands the output on as it comes (`take_output`).
    notify_output: bool,
    target: Option<NonNull<Target>>,
}

fn box_of<'a, H>(h: *mut H) -> &'a mut ExecBox {
    // SAFETY: both handles' `data` point to their ExecBox (set before
    // libuv can call back), which lives until their close callbacks ran.
    unsafe { &mut *((*(h as *mut uv::uv_handle_t)).data as *mut ExecBox) }
}

unsafe extern "C" fn close_cb(h: *mut uv::uv_handle_t) {
    let b = box_of(h);
    b.open_handles -= 1;
    if b.open_handles == 0 && b.orphaned {
        // SAFETY: no handle refers to the box any more and the owner let
        // go: this is its last use.
        drop(unsafe { Box::from_raw(b as *mut ExecBox) });
    }
}

/// The child exited and its output is complete: close the handles and
/// tell the owner.
fn maybe_finish(b: &mut ExecBox) {
    // An orphaned child's output is not wanted: do not wait for an EOF that
    // a grandchild holding the pipe could delay forever.
    if b.finishing || b.exit.is_none() || (!b.output_complete() && !b.orphaned) {
        return;
    }
    b.finishing = true;
    // SAFETY: the handles are open (initialised by spawn); close_cb runs
    // later on the loop thread.
    unsafe {
        if b.capture {
            uv::uv_close(std::ptr::addr_of_mut!(b.pipe).cast(), Some(close_cb));
        }
        if b.capture_err {
            uv::uv_close(std::ptr::addr_of_mut!(b.err_pipe).cast(), Some(close_cb));
        }
        uv::uv_close(std::ptr::addr_of_mut!(b.process).cast(), Some(close_cb));
    }
    // SAFETY: the owner keeps its target alive while it owns the box.
    if let Some(ev) = unsafe { super::target_ref(b.target) } {
        ev.close(std::ptr::null_mut(), std::ptr::null_mut());
    }
}

impl ExecBox {
    /// Every captured stream reached its end.
    fn output_complete(&self) -> bool {
        (!self.capture || self.eof) && (!self.capture_err || self.err_eof)
    }
}

unsafe extern "C" fn exit_cb(p: *mut uv::uv_process_t, code: i64, signal: i32) {
    let b = box_of(p);
    b.exit = Some(ExitStatus { code, signal });
    maybe_finish(b);
}

unsafe extern "C" fn alloc_cb(h: *mut uv::uv_handle_t, _suggested: usize, buf: *mut uv::uv_buf_t) {
    let b = box_of(h);
    // SAFETY: libuv hands a buffer descriptor to fill.
    unsafe {
        (*buf).base = b.read_buf.as_mut_ptr().cast();
        (*buf).len = b.read_buf.len();
    }
}

unsafe extern "C" fn read_cb(s: *mut uv::uv_stream_t, nread: isize, _buf: *const uv::uv_buf_t) {
    let b = box_of(s);
    let is_err = std::ptr::eq(s.cast_const(), std::ptr::addr_of!(b.err_pipe).cast());
    if nread > 0 {
        let n = nread as usize;
        let chunk = b.read_buf[..n].to_vec();
        if is_err {
            b.errors.extend_from_slice(&chunk);
        } else {
            b.output.extend_from_slice(&chunk);
            if b.notify_output {
                // SAFETY: the owner keeps its target alive while it owns
                // the box (and clears it when it lets go).
                if let Some(ev) = unsafe { super::target_ref(b.target) } {
                    ev.notify(std::ptr::null_mut(), std::ptr::null_mut());
                }
            }
        }
    } else if nread < 0 {
        // EOF or an error: the output is as complete as it will get.
        // SAFETY: the pipe is open and reading.
        unsafe { uv::uv_read_stop(s) };
        if is_err {
            b.err_eof = true;
        } else {
            b.eof = true;
        }
        maybe_finish(b);
    }
}

/// A running (or finished) child; drop it to give up (the child is killed
/// if still running).
pub struct ExecHandle {
    raw: NonNull<ExecBox>,
}

impl ExecHandle {
    /// Starts `argv[0]` (looked up in PATH) with `argv`, stdin and stderr
    /// inherited, stdout captured if `capture` (else inherited). `target`
    /// is closed once it exited and its output is complete; the caller
    /// keeps it alive while this handle lives.
    pub fn spawn(
        lp: &super::Loop,
        argv: &[&str],
        capture: bool,
        target: &Target,
    ) -> Result<Self, UvError> {
        let opts = SpawnOptions {
            capture,
            ..SpawnOptions::default()
        };
        Self::spawn_with(lp, argv, &opts, target)
    }

    /// As `spawn`, with the options `o`.
    pub fn spawn_with(
        lp: &super::Loop,
        argv: &[&str],
        o: &SpawnOptions,
        target: &Target,
    ) -> Result<Self, UvError> {
        let capture = o.capture;
        let args: Vec<CString> = argv
            .iter()
            .map(|a| CString::new(*a))
            .collect::<Result<_, _>>()
            .map_err(|_| UvError(uv::uv_errno_t_UV_EINVAL))?;
        if args.is_empty() {
            return Err(UvError(uv::uv_errno_t_UV_EINVAL));
        }
        let mut argp: Vec<*mut std::ffi::c_char> =
            args.iter().map(|a| a.as_ptr() as *mut _).collect();
        argp.push(std::ptr::null_mut());
        let mut envp: Vec<*mut std::ffi::c_char> = o
            .env
            .unwrap_or_default()
            .iter()
            .map(|e| e.as_ptr() as *mut _)
            .collect();
        envp.push(std::ptr::null_mut());

        let raw = NonNull::from(Box::leak(Box::new(ExecBox {
            // SAFETY: plain C data, initialised by uv_pipe_init/uv_spawn.
            process: unsafe { std::mem::zeroed() },
            // SAFETY: as above.
            pipe: unsafe { std::mem::zeroed() },
            // SAFETY: as above.
            err_pipe: unsafe { std::mem::zeroed() },
            capture,
            capture_err: false,
            output: Vec::new(),
            errors: Vec::new(),
            read_buf: vec![0; READ_CHUNK],
            exit: None,
            eof: false,
            err_eof: false,
            open_handles: 0,
            finishing: false,
            orphaned: false,
            notify_output: false,
            target: Some(NonNull::from(target)),
        })));
        let me = Self { raw };
        // SAFETY: the box is ours and stays put; every handle gets `data`
        // before libuv can call back; argv outlives uv_spawn (which copies
        // what it needs).
        unsafe {
            let b = &mut *raw.as_ptr();
            let data = raw.as_ptr() as *mut c_void;
            let mut stdio: [uv::uv_stdio_container_t; 3] = std::mem::zeroed();
            if o.stdin_ignored {
                stdio[0].flags = uv::uv_stdio_flags_UV_IGNORE;
            } else {
                stdio[0].flags = uv::uv_stdio_flags_UV_INHERIT_FD;
                stdio[0].data.fd = 0;
            }
            stdio[2].flags = uv::uv_stdio_flags_UV_INHERIT_FD;
            stdio[2].data.fd = 2;
            if capture {
                let rc = uv::uv_pipe_init(lp.ptr(), &mut b.pipe, 0);
                if rc < 0 {
                    b.orphaned = true;
                    // No handle open: the box is freed right away.
                    drop(Box::from_raw(raw.as_ptr()));
                    std::mem::forget(me);
                    return Err(UvError(rc));
                }
                b.pipe.data = data;
                b.open_handles += 1;
                stdio[1].flags =
                    uv::uv_stdio_flags_UV_CREATE_PIPE | uv::uv_stdio_flags_UV_WRITABLE_PIPE;
                stdio[1].data.stream = std::ptr::addr_of_mut!(b.pipe).cast();
            } else {
                stdio[1].flags = uv::uv_stdio_flags_UV_INHERIT_FD;
                stdio[1].data.fd = 1;
            }
            if o.capture_stderr && uv::uv_pipe_init(lp.ptr(), &mut b.err_pipe, 0) == 0 {
                b.err_pipe.data = data;
                b.open_handles += 1;
                b.capture_err = true;
                stdio[2].flags =
                    uv::uv_stdio_flags_UV_CREATE_PIPE | uv::uv_stdio_flags_UV_WRITABLE_PIPE;
                stdio[2].data.stream = std::ptr::addr_of_mut!(b.err_pipe).cast();
            }
            let mut opts: uv::uv_process_options_t = std::mem::zeroed();
            opts.exit_cb = Some(exit_cb);
            opts.file = args[0].as_ptr();
            opts.args = argp.as_mut_ptr();
            opts.stdio_count = 3;
            opts.stdio = stdio.as_mut_ptr();
            opts.flags = uv::uv_process_flags_UV_PROCESS_DETACHED;
            if let Some(cwd) = o.cwd {
                opts.cwd = cwd.as_ptr();
            }
            if o.env.is_some() {
                opts.env = envp.as_mut_ptr();
            }
            b.process.data = data;
            let rc = uv::uv_spawn(lp.ptr(), &mut b.process, &opts);
            // Initialised either way: it must be closed either way.
            b.open_handles += 1;
            if rc < 0 {
                b.finishing = true;
                b.target = None;
                if capture {
                    uv::uv_close(std::ptr::addr_of_mut!(b.pipe).cast(), Some(close_cb));
                }
                if b.capture_err {
                    uv::uv_close(std::ptr::addr_of_mut!(b.err_pipe).cast(), Some(close_cb));
                }
                uv::uv_close(std::ptr::addr_of_mut!(b.process).cast(), Some(close_cb));
                b.orphaned = true;
                std::mem::forget(me);
                return Err(UvError(rc));
            }
            if capture {
                uv::uv_read_start(
                    std::ptr::addr_of_mut!(b.pipe).cast(),
                    Some(alloc_cb),
                    Some(read_cb),
                );
            }
            if b.capture_err {
                uv::uv_read_start(
                    std::ptr::addr_of_mut!(b.err_pipe).cast(),
                    Some(alloc_cb),
                    Some(read_cb),
                );
            }
        }
        Ok(me)
    }

    pub fn pid(&self) -> i32 {
        // SAFETY: the box is alive while we own it.
        unsafe { (*self.raw.as_ptr()).process.pid }
    }

    /// Exit status and captured output, once its event closed.
    pub fn take_result(&self) -> Option<(ExitStatus, Vec<u8>)> {
        // SAFETY: on the loop thread; the box is alive while we own it.
        let b = unsafe { &mut *self.raw.as_ptr() };
        if !b.finishing {
            return None;
        }
        Some((b.exit?, std::mem::take(&mut b.output)))
    }

    /// From now on each piece of stdout that arrives notifies the target
    /// (which stays open until the end, as before): see `take_output`.
    pub fn notify_output(&self) {
        // SAFETY: as in `take_result`.
        unsafe { (*self.raw.as_ptr()).notify_output = true };
    }

    /// The stdout captured so far, taken: what `take_result` gives at the
    /// end is then only the rest.
    pub fn take_output(&self) -> Vec<u8> {
        // SAFETY: as in `take_result`.
        let b = unsafe { &mut *self.raw.as_ptr() };
        std::mem::take(&mut b.output)
    }

    /// Captured stderr, once its event closed (empty if not captured).
    pub fn take_errors(&self) -> Vec<u8> {
        // SAFETY: as in `take_result`.
        let b = unsafe { &mut *self.raw.as_ptr() };
        std::mem::take(&mut b.errors)
    }

    /// Sends `signal` to the child's group while it runs (its exit is
    /// still reported); false when it already exited.
    pub fn kill(&self, signal: i32) -> bool {
        // SAFETY: as in `take_result`.
        let b = unsafe { &mut *self.raw.as_ptr() };
        if b.exit.is_some() || b.finishing {
            return false;
        }
        // SAFETY: the group id is the unreaped child's pid (see Drop).
        unsafe { libc::kill(-b.process.pid, signal) };
        true
    }
}

impl Drop for ExecHandle {
    fn drop(&mut self) {
        let raw = self.raw.as_ptr();
        // SAFETY: on the loop thread; the box is alive until both handles
        // closed and the owner (us) let go.
        unsafe {
            let b = &mut *raw;
            b.target = None;
            b.orphaned = true;
            if b.open_handles == 0 {
                drop(Box::from_raw(raw));
                return;
            }
            // The group's id is the child's pid, which cannot be reused
            // while the child is unreaped, nor while the group still has a
            // member (one of them likely holds the pipe we wait on).
            if b.exit.is_none() || !b.output_complete() {
                libc::kill(-b.process.pid, libc::SIGKILL);
            }
            if b.exit.is_none() {
                // exit_cb reaps it and closes the handles.
                uv::uv_process_kill(&mut b.process, libc::SIGKILL);
            } else {
                // Exited, output unfinished: no EOF is awaited any more.
                maybe_finish(b);
            }
        }
    }
}
