//! The libuv side of thread-pool jobs (uv_queue_work): a Rust closure runs
//! on libuv's pool; its result comes back on the loop thread, which closes
//! the event (error pointer: the status, 0 or UV_ECANCELED).

use super::{Loop, Request, Target, UvError};
use crate::sys::uv;
use std::any::Any;
use std::ffi::c_void;

pub type JobOutput = Box<dyn Any + Send>;
type Job = Box<dyn FnOnce() -> JobOutput + Send>;

/// How a job ended: its output, or the text of its panic.
pub type JobResult = Result<JobOutput, String>;

struct Work {
    /// Touched only by the pool thread between queueing and completion.
    job: Option<Job>,
    result: Option<JobResult>,
}

unsafe extern "C" fn work_cb(req: *mut uv::uv_work_t) {
    // SAFETY: `req` starts a live ReqBox<uv_work_t, Work>; while the job
    // runs only this thread touches the payload.
    let b = unsafe { &mut *(req as *mut super::ReqBox<uv::uv_work_t, Work>) };
    if let Some(job) = b.payload.job.take() {
        let out = std::panic::catch_unwind(std::panic::AssertUnwindSafe(job));
        b.payload.result = Some(out.map_err(|p| {
            p.downcast_ref::<&str>()
                .map(|s| s.to_string())
                .or_else(|| p.downcast_ref::<String>().cloned())
                .unwrap_or_else(|| "the job panicked".into())
        }));
    }
}

unsafe extern "C" fn after_work_cb(req: *mut uv::uv_work_t, status: i32) {
    // SAFETY: libuv's completion callback for this request.
    let Some(b) = (unsafe { Request::<uv::uv_work_t, Work>::complete(req) }) else {
        return;
    };
    // SAFETY: the owner keeps its target alive while it owns the request.
    if let Some(ev) = unsafe { super::target_ref(b.target) } {
        ev.close(std::ptr::null_mut(), status as isize as *mut c_void);
    }
}

/// A queued job; drop it to give up on it.
pub struct WorkRequest(Request<uv::uv_work_t, Work>);

impl WorkRequest {
    /// Queues `job` on libuv's pool; `target` (kept alive by the caller
    /// while this request lives) is closed when the job is done.
    pub fn queue(lp: &Loop, job: Job, target: &Target) -> Result<Self, UvError> {
        let work = Work {
            job: Some(job),
            result: None,
        };
        Ok(Self(Request::submit(work, target, |req| {
            // SAFETY: a fresh request on a live loop; the box stays put.
            unsafe { uv::uv_queue_work(lp.ptr(), req, Some(work_cb), Some(after_work_cb)) }
        })?))
    }

    /// The job's result, once its event closed (taken once).
    pub fn take_result(&self) -> Option<JobResult> {
        self.0.with_payload(|p| p.result.take()).flatten()
    }
}
