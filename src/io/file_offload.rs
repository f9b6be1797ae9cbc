//! Plain files: the reads (and writes) that would block on the disk run on
//! libuv's thread pool while the coroutine waits (csrc/file_shim.c asks the
//! kernel first, with RWF_NOWAIT, and calls `ta_io_file` only then).
//!
//! A job owns its buffer: a coroutine cancelled while its job runs returns
//! at once, and PHP may free the stream's buffer; the job's bytes are then
//! dropped. The fd must outlive the job, though, so closing a file waits
//! until no job of it still runs. One coroutine at a time reads a file
//! stream, as with sockets: a second gets `Async\InputOutputException`
//! instead of a stream buffer filled twice. Writers take turns
//! (engine/write_queue.rs).

use super::fd_wait;
use super::sockets::failed;
use crate::engine::coroutine::WaitingFor;
use crate::engine::errors::{Kind, Thrown};
use crate::engine::php_ops::{self, Outcome};
use crate::engine::runtime::rt;
use crate::reactor::work::offload;
use std::cell::RefCell;
use std::ffi::c_int;
use std::io::{Read, Write};
use std::mem::ManuallyDrop;
use std::os::fd::FromRawFd;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

const READY: c_int = 0;
/// ta_file_begin: run PHP's own op.
const STOCK: c_int = 5;

/// A job on the pool, kept while it runs (or was given up before starting)
/// and while its coroutine has not left the stream code.
struct InFlight {
    fd: i32,
    write: bool,
    coroutine: u64,
    done: Arc<AtomicBool>,
    /// The coroutine still waits for it, inside PHP's stream code: the
    /// stream's buffer is in use until it returns.
    waiting: bool,
}

impl InFlight {
    fn running(&self) -> bool {
        !self.done.load(Ordering::Acquire)
    }

    fn keep(&self) -> bool {
        self.waiting || self.running()
    }
}

thread_local! {
    static IN_FLIGHT: RefCell<Vec<InFlight>> = const { RefCell::new(Vec::new()) };
}

/// Marks the job done when the closure that owns it is dropped: after it
/// ran, or when libuv cancelled it before it started.
struct DoneOnDrop(Arc<AtomicBool>);

impl Drop for DoneOnDrop {
    fn drop(&mut self) {
        self.0.store(true, Ordering::Release);
    }
}

/// Whether plain-file operations may go to the pool now (`async.hook_files`,
/// inside a coroutine, where PHP allows a switch).
#[no_mangle]
pub extern "C" fn ta_file_active() -> c_int {
    c_int::from(super::flock::HOOKS[0].active())
}

/// The coroutine running `fd`'s job in direction `write`, if another one.
fn holder(fd: i32, write: bool) -> Option<u64> {
    IN_FLIGHT.with(|f| {
        let mut f = f.borrow_mut();
        if f.is_empty() {
            return None;
        }
        f.retain(InFlight::keep);
        let me = rt().current.get().map(|c| c.get().id);
        f.iter()
            .find(|j| j.fd == fd && j.write == write && j.waiting && Some(j.coroutine) != me)
            .map(|j| j.coroutine)
    })
}

fn busy(write: bool, id: u64) -> c_int {
    failed(Outcome::Throw(Thrown::new(
        Kind::InputOutput,
        &fd_wait::busy_message(write, id),
    )))
}

/// Before each read (`write` 0) or write of a plain file: STOCK when PHP's
/// own op must run (outside coroutines, hook off), READY to go on, or the
/// failure codes when another coroutine's job holds the stream (its
/// buffer is in use until that job is back).
#[no_mangle]
pub extern "C" fn ta_file_begin(fd: c_int, write: c_int) -> c_int {
    if ta_file_active() == 0 {
        return STOCK;
    }
    match holder(fd, write != 0) {
        Some(id) => busy(write != 0, id),
        None => READY,
    }
}

/// Reads (`write` 0) up to `count` bytes of `fd` into `buf`, or writes
/// `count` bytes of `buf`, at the fd's offset, on the thread pool. READY
/// with `*out` = bytes or -errno; otherwise the wait failed (exception
/// pending, or BAILOUT).
///
/// Called right after `ta_file_begin` said READY for the same operation
/// (nothing ran in between: the stream is not held by another coroutine).
///
/// # Safety
/// `buf` holds `count` bytes (readable, and writable for a read) and `out`
/// is writable, both alive until this returns; `fd` is an open file.
#[no_mangle]
pub unsafe extern "C" fn ta_io_file(
    fd: c_int,
    write: c_int,
    buf: *mut u8,
    count: usize,
    out: *mut isize,
) -> c_int {
    let write = write != 0;
    let lp = match rt().reactor() {
        Ok(r) => r.event_loop(),
        Err(e) => {
            return failed(Outcome::error(
                Kind::InputOutput,
                &format!("{}(): {e}", fd_wait::function_name()),
            ))
        }
    };
    let done = Arc::new(AtomicBool::new(false));
    let guard = DoneOnDrop(done.clone());
    let data = if write {
        // SAFETY: the caller passes `count` readable bytes.
        unsafe { std::slice::from_raw_parts(buf, count) }.to_vec()
    } else {
        Vec::new()
    };
    let ev = offload(lp, move || {
        let _guard = guard;
        // SAFETY: `fd` stays open until this job is done (closing waits
        // for it, ta_io_file_closing); ManuallyDrop never closes it.
        let mut file = ManuallyDrop::new(unsafe { std::fs::File::from_raw_fd(fd) });
        let mut data = data;
        let r = if write {
            file.write(&data)
        } else {
            data.resize(count, 0);
            file.read(&mut data)
        };
        let n = match r {
            Ok(n) => n as isize,
            Err(e) => -(e.raw_os_error().unwrap_or(libc::EIO) as isize),
        };
        (n, data)
    });
    rt().stats.file_offloads.inc();
    IN_FLIGHT.with(|f| {
        f.borrow_mut().push(InFlight {
            fd,
            write,
            coroutine: rt().ensure_launched().get().id,
            done: done.clone(),
            waiting: true,
        })
    });
    let waited = php_ops::wait_closed(&ev.event, WaitingFor::File(fd, write));
    IN_FLIGHT.with(|f| {
        if let Some(j) = f
            .borrow_mut()
            .iter_mut()
            .find(|j| Arc::ptr_eq(&j.done, &done))
        {
            j.waiting = false;
        }
    });
    if let Err(o) = waited {
        return failed(o);
    }
    let n = match ev.source.take_result() {
        Some(Ok(output)) => match output.downcast::<(isize, Vec<u8>)>() {
            Ok(r) => {
                let (n, bytes) = *r;
                if !write && n > 0 {
                    let n = (n as usize).min(count).min(bytes.len());
                    // SAFETY: the caller passes a buffer of `count` bytes,
                    // alive while its coroutine waited (it did not leave).
                    unsafe { std::ptr::copy_nonoverlapping(bytes.as_ptr(), buf, n) };
                }
                n
            }
            Err(_) => -(libc::EIO as isize),
        },
        _ => -(libc::EIO as isize),
    };
    // SAFETY: the caller's out-parameter.
    unsafe { *out = n };
    READY
}

/// The stream of `fd` closes: writers waiting for their turn are woken
/// (they fail), and a job still reading or writing it (its coroutine was
/// cancelled and left) must finish first, or the fd could be closed, and
/// reused by another open, under the pool thread.
#[no_mangle]
pub extern "C" fn ta_io_file_closing(fd: c_int) -> c_int {
    let busy = || {
        IN_FLIGHT.with(|f| {
            let mut f = f.borrow_mut();
            f.retain(InFlight::keep);
            f.iter().any(|j| j.fd == fd && j.running())
        })
    };
    // Queued writers leave (they fail) and a write under way ends first.
    let mut failure = fd_wait::closing(fd).err();
    // A cancelled wait still waits (thread sleeps): the close must not
    // overtake the job; the cancellation is reported after.
    while busy() {
        if failure.is_none() && ta_file_active() != 0 {
            match php_ops::delay(1) {
                Outcome::Value(_) => {}
                o => failure = Some(o),
            }
        } else {
            std::thread::sleep(std::time::Duration::from_millis(1));
        }
    }
    failure.map_or(READY, failed)
}
