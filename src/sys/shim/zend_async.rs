//! The C side of the zend_async API: csrc/zend_async_*_shim.c. The API's
//! functions themselves are not declared here: abi/zend_async.rs jumps to
//! them by symbol name, with the caller's arguments untouched.

use std::ffi::{c_char, c_void};

/// One number of csrc/zend_async_layout.h: a record's size ("record") or a
/// field's offset ("record.field").
#[repr(C)]
pub struct ta_layout_entry {
    pub name: *const c_char,
    pub value: u32,
}

extern "C" {
    /// Installs the API's default functions and resets its globals (MINIT).
    pub fn ta_zend_async_startup();
    /// Frees what the API allocated for the process (MSHUTDOWN).
    pub fn ta_zend_async_shutdown();
    /// The static layout table and its length.
    pub fn ta_zend_async_layout(count: *mut usize) -> *const ta_layout_entry;
}

// The switch-handler registry (csrc/zend_async_switch_shim.c). Vectors,
// coroutines and handlers are the records of src/records/ (sys names no
// other module's types): `zend_coroutine_switch_handlers_vector_t`,
// `zend_coroutine_t` and `zend_coroutine_switch_handler_fn`.
extern "C" {
    /// Runs the handlers of the vector at `*slot` for `co`; frees a vector
    /// left empty (and nulls `*slot`).
    pub fn ta_switch_call_slot(
        slot: *mut *mut c_void,
        co: *mut c_void,
        is_enter: bool,
        is_finishing: bool,
    ) -> bool;
    /// Frees the vector at `*slot`, if any.
    pub fn ta_switch_destroy_slot(slot: *mut *mut c_void);
    /// Whether C code has used the API in this process to attach itself to
    /// events or coroutines (csrc/zend_async_shim.h `TA_C_API_USED`).
    pub fn ta_zend_async_c_api_in_use() -> bool;
    /// The flag itself (a C `bool`, written only on the PHP thread), read
    /// in place where the call would cost more than the read: twice at
    /// every coroutine's end (`Record::part_releasable`).
    pub static ta_zend_async_c_api_used: bool;
    /// Sets that flag (C got hold of a coroutine record from the engine).
    pub fn ta_zend_async_c_api_mark();
    /// Appends the main coroutine-start list to `main`'s own handlers and
    /// runs them as ENTER.
    pub fn ta_zend_async_call_main_coroutine_start_handlers(main: *mut c_void) -> bool;
    /// Appends a handler to the engine tier (MINIT); false when full.
    pub fn ta_engine_switch_handler_add(handler: *const c_void, name: *const c_char) -> bool;
    /// Where the engine tier's vector is (MINIT, before any add).
    pub fn ta_engine_switch_handlers_storage(tier: *mut c_void);
}

// The reactor's event kinds (csrc/zend_async_reactor_shim.c). A record is
// the shim's C record of one kind (`kind` says which).
extern "C" {
    /// The handle of `rec` reported (`events`: libuv's poll events, else
    /// 0): the shim updates the record and runs its callbacks.
    pub fn ta_zend_async_reactor_fired(rec: *mut c_void, kind: u32, events: i32);
    /// A filesystem watch reported: `events` RENAME 1 / CHANGE 2, the
    /// entry's name (`has_name` false: libuv gave none), libuv's status.
    pub fn ta_zend_async_fs_fired(
        rec: *mut c_void,
        events: u32,
        name: *const c_char,
        name_len: usize,
        has_name: bool,
        status: i32,
    );
    /// An exec event's child exited and its output is complete (or it
    /// could not be read: `code` -1): the shim fills the record and the
    /// caller's zvals and runs its callbacks (csrc/zend_async_exec_shim.c).
    pub fn ta_zend_async_exec_fired(
        rec: *mut c_void,
        code: i64,
        signal: i32,
        out: *const c_char,
        out_len: usize,
        err: *const c_char,
        err_len: usize,
    );
    /// A printing exec event's child wrote `len` bytes of stdout while it
    /// runs: the shim prints what is due, or wakes the coroutine that
    /// prints them (csrc/zend_async_exec_shim.c).
    pub fn ta_zend_async_exec_output(rec: *mut c_void, data: *const c_char, len: usize);
    /// Request end: `rec` loses its glue (its starts fail from now on).
    pub fn ta_zend_async_reactor_detach(rec: *mut c_void, kind: u32);
    /// `ZEND_ASYNC_ACTIVE_EVENT_COUNT`: started, not hidden C events.
    pub fn ta_zend_async_active_events() -> u32;
}

// Microtasks a C extension queued (csrc/zend_async_microtask_shim.c). The
// record is `zend_async_microtask_t` (records/coroutine.rs).
extern "C" {
    /// Runs the record's handler unless it was cancelled; an exception it
    /// leaves becomes a warning. 1 if the engine bailed out inside it.
    pub fn ta_microtask_run(microtask: *mut c_void) -> i32;
    /// Gives back the queue's reference (dtor and efree on the last one).
    pub fn ta_microtask_release(microtask: *mut c_void);
}
