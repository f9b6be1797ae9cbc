//! The Rust side of the zend_async API's exec events
//! (`ZEND_ASYNC_NEW_EXEC_EVENT`, csrc/zend_async_exec_shim.c): the record's
//! glue (zend_async_reactor.rs, `Handle::Exec`) holds the child, spawned
//! as `/bin/sh -c cmd` when the record is made, stdin closed, stdout and
//! stderr captured; once it exited and both pipes reached their end, the
//! outcome is handed to the shim, which fills the record and the caller's
//! zvals as the exec mode says. In the modes that print (SYSTEM,
//! PASSTHRU) each piece of stdout is handed over as it is read.

use super::zend_async_reactor::{new_glue, Glue, KIND_EXEC};
use crate::reactor::handle::{ExecHandle, ExitStatus, Loop, SpawnOptions, Target, UvError};
use crate::sys;
use std::ffi::{c_char, c_int, c_void, CStr, CString};

/// What a new child is started with (copies of the caller's strings).
pub struct ExecSpawn {
    cmd: String,
    cwd: Option<CString>,
    env: Option<Vec<CString>>,
    /// Each piece of stdout notifies the glue (`piece`).
    stream: bool,
}

impl ExecSpawn {
    pub(super) fn spawn(&self, lp: &Loop, target: &Target) -> Result<ExecHandle, UvError> {
        let opts = SpawnOptions {
            capture: true,
            capture_stderr: true,
            stdin_ignored: true,
            cwd: self.cwd.as_deref(),
            env: self.env.as_deref(),
        };
        let h = ExecHandle::spawn_with(lp, &["/bin/sh", "-c", &self.cmd], &opts, target)?;
        if self.stream {
            h.notify_output();
        }
        Ok(h)
    }
}

/// Exit status, stdout, stderr.
pub(super) type Outcome = (ExitStatus, Vec<u8>, Vec<u8>);

pub(super) fn take_outcome(h: &ExecHandle) -> Option<Outcome> {
    let (status, out) = h.take_result()?;
    Some((status, out, h.take_errors()))
}

/// Hands the stdout read since the last piece to the shim (a printing
/// mode's notification while the child runs).
pub(super) fn piece(rec: *mut c_void, h: &ExecHandle) {
    let out = h.take_output();
    if out.is_empty() {
        return;
    }
    // SAFETY: as in `report`.
    unsafe { sys::ta_zend_async_exec_output(rec, out.as_ptr().cast(), out.len()) };
}

/// Hands the outcome to the shim (none: the handle was gone, reported as
/// exit code -1 with no output).
pub(super) fn report(rec: *mut c_void, outcome: Option<Outcome>) {
    let (code, signal, out, err) = match &outcome {
        Some((st, out, err)) => (st.code, st.signal, out.as_slice(), err.as_slice()),
        None => (-1, 0, &[][..], &[][..]),
    };
    // SAFETY: the record has not let go of its glue, so it is alive; the
    // buffers are read during the call only.
    unsafe {
        sys::ta_zend_async_exec_fired(
            rec,
            code,
            signal,
            out.as_ptr().cast(),
            out.len(),
            err.as_ptr().cast(),
            err.len(),
        )
    };
}

/// The entries of a NULL-terminated `char *[]` (TrueAsync passes the
/// environment as one, through the API's `const char *env`).
///
/// # Safety
/// `env` is null or such an array of NUL-terminated strings.
unsafe fn env_entries(env: *const *const c_char) -> Option<Vec<CString>> {
    if env.is_null() {
        return None;
    }
    let mut all = Vec::new();
    for i in 0.. {
        // SAFETY: the caller's NULL-terminated array.
        let p = unsafe { *env.add(i) };
        if p.is_null() {
            break;
        }
        // SAFETY: each entry is NUL-terminated.
        all.push(unsafe { CStr::from_ptr(p) }.to_owned());
    }
    Some(all)
}

/// A glue for the exec record `rec` whose child starts now: `cmd` run by
/// `/bin/sh -c`, in `cwd` (null or empty: PHP's), with `env` (null: PHP's
/// environment; else a NULL-terminated `char *[]` of "NAME=value");
/// `stream`: stdout is handed over piece by piece as it is read. Null
/// with the libuv error in `*error` (ENOENT for a missing cwd).
///
/// # Safety
/// `rec` is the shim's record, alive until it lets go of the glue; the
/// strings are NUL-terminated (`cmd` not null); `error` is writable.
#[no_mangle]
pub unsafe extern "C" fn ta_reactor_glue_new_exec(
    rec: *mut c_void,
    cmd: *const c_char,
    cwd: *const c_char,
    env: *const *const c_char,
    stream: bool,
    error: *mut c_int,
) -> *mut Glue {
    // SAFETY: the caller's NUL-terminated strings and array.
    let spawn = unsafe {
        ExecSpawn {
            cmd: CStr::from_ptr(cmd).to_string_lossy().into_owned(),
            cwd: (!cwd.is_null() && *cwd != 0).then(|| CStr::from_ptr(cwd).to_owned()),
            env: env_entries(env),
            stream,
        }
    };
    match new_glue(KIND_EXEC, rec, -1, None, None, Some(&spawn)) {
        Ok(g) => g,
        Err(e) => {
            // SAFETY: the caller's out-parameter.
            unsafe { *error = e.0 };
            std::ptr::null_mut()
        }
    }
}

/// A C shim caught a bailout where it could not let it through (under the
/// reactor's Rust frames: csrc/output_shim.c `ta_output_write_aside`): the
/// request ends from main at the scheduler's next turn, as after a fatal
/// error in a coroutine.
#[no_mangle]
pub extern "C" fn ta_request_bailout_later() {
    if let Some(rt) = crate::engine::runtime::try_rt() {
        rt.pending.set(crate::engine::runtime::Pending::Bailout);
    }
}
