//! Where each field of the Rust records sits, by the C names of the header
//! (`"record"` for a size, `"record.field"` for an offset), for the layout
//! report native code gets (abi/zend_async.rs) and for the tests below,
//! which hold every number against the C compiler's (csrc/zend_async_layout.h).

use super::coroutine::{
    Fcall, Microtask, SwitchHandler, SwitchHandlersVector, Waker, WakerInlineTrigger,
};
use super::event::{CallbacksVector, CoroutineEventCallback, Event, EventCallback, EventRef};
use super::globals::Globals;
use super::kinds::{
    DnsAddrinfo, DnsNameinfo, ExecEvent, FilesystemEvent, PollEvent, ProcessEvent, SignalEvent,
    Task, TimerEvent, TriggerEvent,
};
use super::scope::{Context, Future, Scope, ScopesVector};
use super::Coroutine;
use std::mem::{offset_of, size_of};

/// One number of the layout: a record's size or a field's offset.
pub type Entry = (&'static str, usize);

/// The record's size, then each listed field (named as in C); `alias =>
/// field` names a C union member that shares a Rust field.
macro_rules! record {
    ($out:ident, $ty:ty, $c:literal, [$($f:ident),* $(,)?] $(, [$($alias:literal => $af:ident),*])?) => {
        $out.push(($c, size_of::<$ty>()));
        $($out.push((concat!($c, ".", stringify!($f)), offset_of!($ty, $f)));)*
        $($($out.push((concat!($c, ".", $alias), offset_of!($ty, $af)));)*)?
    };
}

/// Every size and offset of the Rust records.
pub fn entries() -> Vec<Entry> {
    let mut v = Vec::with_capacity(200);
    record!(v, Fcall, "zend_fcall_t", [fci, fci_cache]);
    record!(
        v,
        EventCallback,
        "zend_async_event_callback_t",
        [ref_count, callback, dispose]
    );
    record!(
        v,
        CoroutineEventCallback,
        "zend_coroutine_event_callback_t",
        [base, coroutine, event]
    );
    record!(
        v,
        CallbacksVector,
        "zend_async_callbacks_vector_t",
        [length, capacity, data, current_iterator]
    );
    record!(
        v,
        Event,
        "zend_async_event_t",
        [
            flags, extra_offset, ref_count, loop_ref_count, callbacks, add_callback, del_callback,
            start, stop, replay, dispose, info, notify_handler
        ],
        ["zend_object_offset" => ref_count]
    );
    record!(
        v,
        EventRef,
        "zend_async_event_ref_t",
        [flags, zend_object_offset, event]
    );
    record!(
        v,
        PollEvent,
        "zend_async_poll_event_t",
        [base, is_socket, file, events, triggered_events],
        ["socket" => file]
    );
    record!(
        v,
        TimerEvent,
        "zend_async_timer_event_t",
        [base, timeout, is_periodic]
    );
    record!(v, SignalEvent, "zend_async_signal_event_t", [base, signal]);
    record!(
        v,
        ProcessEvent,
        "zend_async_process_event_t",
        [base, process, exit_code]
    );
    record!(
        v,
        FilesystemEvent,
        "zend_async_filesystem_event_t",
        [base, path, flags, triggered_events, triggered_filename]
    );
    record!(
        v,
        DnsNameinfo,
        "zend_async_dns_nameinfo_t",
        [base, hostname, service]
    );
    record!(
        v,
        DnsAddrinfo,
        "zend_async_dns_addrinfo_t",
        [base, node, service, result]
    );
    record!(
        v,
        ExecEvent,
        "zend_async_exec_event_t",
        [
            base,
            exec_mode,
            terminated,
            cmd,
            return_value,
            result_buffer,
            output_len,
            output_buffer,
            exit_code,
            term_signal,
            std_error
        ]
    );
    record!(v, Task, "zend_async_task_t", [base, run, data]);
    record!(
        v,
        TriggerEvent,
        "zend_async_trigger_event_t",
        [base, trigger]
    );
    record!(
        v,
        SwitchHandler,
        "zend_coroutine_switch_handler_t",
        [handler]
    );
    record!(
        v,
        SwitchHandlersVector,
        "zend_coroutine_switch_handlers_vector_t",
        [length, capacity, data, in_execution]
    );
    record!(
        v,
        Microtask,
        "zend_async_microtask_t",
        [handler, dtor, is_cancelled, ref_count]
    );
    record!(
        v,
        ScopesVector,
        "zend_async_scopes_vector_t",
        [length, capacity, data]
    );
    record!(
        v,
        Scope,
        "zend_async_scope_t",
        [
            event,
            scope_object,
            scopes,
            parent_scope,
            request_scope,
            context,
            before_coroutine_enqueue,
            after_coroutine_enqueue,
            can_be_disposed,
            try_to_dispose,
            catch_or_cancel
        ]
    );
    record!(
        v,
        WakerInlineTrigger,
        "zend_async_waker_inline_trigger_t",
        [length, capacity, event, data]
    );
    record!(
        v,
        Waker,
        "zend_async_waker_t",
        [
            status,
            events,
            triggered_events,
            result,
            error,
            filename,
            lineno,
            dtor,
            inline_triggers,
            inline_callbacks
        ]
    );
    record!(
        v,
        Coroutine,
        "zend_coroutine_t",
        [
            event,
            fcall,
            internal_entry,
            extended_data,
            waker,
            scope,
            result,
            exception,
            context,
            internal_context,
            filename,
            lineno,
            extended_dispose,
            switch_handlers
        ]
    );
    record!(
        v,
        Context,
        "zend_async_context_t",
        [flags, offset, find, set, unset, dispose]
    );
    record!(
        v,
        Future,
        "zend_future_t",
        [
            event,
            result,
            exception,
            lineno,
            completed_lineno,
            filename,
            completed_filename,
            resolve,
            resolve_callbacks
        ]
    );
    record!(
        v,
        Globals,
        "zend_async_globals_t",
        [
            state,
            heartbeat,
            in_scheduler_context,
            graceful_shutdown,
            active_coroutine_count,
            active_event_count,
            coroutine,
            main_scope,
            scheduler,
            main_coroutine,
            exit_exception,
            heartbeat_handler,
            acting_coroutine,
            main_coroutine_start_handlers
        ]
    );
    v
}

/// The Rust number for a name of the C table, if a Rust record has it.
pub fn lookup(entries: &[Entry], name: &str) -> Option<usize> {
    entries.iter().find(|(n, _)| *n == name).map(|(_, v)| *v)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sys::ta_zend_async_layout;

    fn c_table() -> Vec<(String, usize)> {
        let mut count = 0usize;
        // SAFETY: returns a static table and writes its length.
        let table = unsafe { ta_zend_async_layout(&mut count) };
        // SAFETY: `count` entries of static C strings.
        unsafe { std::slice::from_raw_parts(table, count) }
            .iter()
            .map(|e| {
                // SAFETY: each name is a static NUL-terminated string.
                let name = unsafe { std::ffi::CStr::from_ptr(e.name) };
                (name.to_string_lossy().into_owned(), e.value as usize)
            })
            .collect()
    }

    #[test]
    fn every_rust_number_is_the_c_compilers() {
        let c = c_table();
        for (name, value) in entries() {
            let theirs = c.iter().find(|(n, _)| n == name);
            assert_eq!(theirs.map(|(_, v)| *v), Some(value), "{name}");
        }
    }

    #[test]
    fn a_rust_record_has_every_field_of_its_c_record() {
        let c = c_table();
        let ours = entries();
        let records: Vec<&str> = ours
            .iter()
            .map(|(n, _)| *n)
            .filter(|n| !n.contains('.'))
            .collect();
        for (name, _) in &c {
            let Some((record, _)) = name.split_once('.') else {
                continue;
            };
            if records.contains(&record) {
                assert!(lookup(&ours, name).is_some(), "{name} has no Rust field");
            }
        }
    }

    #[test]
    fn the_coroutine_record_keeps_the_pinned_offsets() {
        let ours = entries();
        assert_eq!(lookup(&ours, "zend_coroutine_t"), Some(216));
        assert_eq!(lookup(&ours, "zend_coroutine_t.waker"), Some(128));
        assert_eq!(lookup(&ours, "zend_coroutine_t.switch_handlers"), Some(208));
        assert_eq!(lookup(&ours, "zend_async_event_t"), Some(104));
        assert_eq!(lookup(&ours, "zend_async_waker_t"), Some(248));
        assert_eq!(lookup(&ours, "zend_async_globals_t"), Some(96));
    }
}
