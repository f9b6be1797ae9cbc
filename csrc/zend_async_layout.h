/*
 * The layout true_async pins for the zend_async records of
 * include/zend_async_API.h on LP64 targets (x86-64, aarch64): each record's
 * size, then each named field's offset, in declaration order. The
 * waker's one-bit events_stopped has no offset (a bit-field) and sits in
 * the byte after status.
 *
 * An X-macro list: zend_async_layout_shim.c expands it into static
 * assertions (the header must produce exactly these numbers) and into the
 * table true_async reports to native code (src/abi/zend_async.rs), whose
 * Rust records src/records/ checks against it in its unit tests.
 */
#ifndef TA_ZEND_ASYNC_LAYOUT_H
#define TA_ZEND_ASYNC_LAYOUT_H

#define TA_ZEND_ASYNC_LAYOUT(RECORD, FIELD) \
	RECORD(zend_fcall_t, 96) \
	FIELD(zend_fcall_t, fci, 0) \
	FIELD(zend_fcall_t, fci_cache, 64) \
	RECORD(zend_async_event_callback_t, 24) \
	FIELD(zend_async_event_callback_t, ref_count, 0) \
	FIELD(zend_async_event_callback_t, callback, 8) \
	FIELD(zend_async_event_callback_t, dispose, 16) \
	RECORD(zend_coroutine_event_callback_t, 40) \
	FIELD(zend_coroutine_event_callback_t, base, 0) \
	FIELD(zend_coroutine_event_callback_t, coroutine, 24) \
	FIELD(zend_coroutine_event_callback_t, event, 32) \
	RECORD(zend_async_waker_trigger_t, 16) \
	FIELD(zend_async_waker_trigger_t, length, 0) \
	FIELD(zend_async_waker_trigger_t, capacity, 4) \
	FIELD(zend_async_waker_trigger_t, event, 8) \
	FIELD(zend_async_waker_trigger_t, data, 16) \
	RECORD(zend_async_callbacks_vector_t, 24) \
	FIELD(zend_async_callbacks_vector_t, length, 0) \
	FIELD(zend_async_callbacks_vector_t, capacity, 4) \
	FIELD(zend_async_callbacks_vector_t, data, 8) \
	FIELD(zend_async_callbacks_vector_t, current_iterator, 16) \
	RECORD(zend_async_event_t, 104) \
	FIELD(zend_async_event_t, flags, 0) \
	FIELD(zend_async_event_t, extra_offset, 4) \
	FIELD(zend_async_event_t, ref_count, 8) \
	FIELD(zend_async_event_t, zend_object_offset, 8) \
	FIELD(zend_async_event_t, loop_ref_count, 12) \
	FIELD(zend_async_event_t, callbacks, 16) \
	FIELD(zend_async_event_t, add_callback, 40) \
	FIELD(zend_async_event_t, del_callback, 48) \
	FIELD(zend_async_event_t, start, 56) \
	FIELD(zend_async_event_t, stop, 64) \
	FIELD(zend_async_event_t, replay, 72) \
	FIELD(zend_async_event_t, dispose, 80) \
	FIELD(zend_async_event_t, info, 88) \
	FIELD(zend_async_event_t, notify_handler, 96) \
	RECORD(zend_async_event_ref_t, 16) \
	FIELD(zend_async_event_ref_t, flags, 0) \
	FIELD(zend_async_event_ref_t, zend_object_offset, 4) \
	FIELD(zend_async_event_ref_t, event, 8) \
	RECORD(io_descriptor_t, 8) \
	FIELD(io_descriptor_t, fd, 0) \
	FIELD(io_descriptor_t, socket, 0) \
	FIELD(io_descriptor_t, process, 0) \
	FIELD(io_descriptor_t, type, 4) \
	RECORD(zend_async_buf_t, 16) \
	FIELD(zend_async_buf_t, base, 0) \
	FIELD(zend_async_buf_t, len, 8) \
	RECORD(zend_async_poll_event_t, 120) \
	FIELD(zend_async_poll_event_t, base, 0) \
	FIELD(zend_async_poll_event_t, is_socket, 104) \
	FIELD(zend_async_poll_event_t, file, 108) \
	FIELD(zend_async_poll_event_t, socket, 108) \
	FIELD(zend_async_poll_event_t, events, 112) \
	FIELD(zend_async_poll_event_t, triggered_events, 116) \
	RECORD(zend_async_poll_proxy_t, 120) \
	FIELD(zend_async_poll_proxy_t, base, 0) \
	FIELD(zend_async_poll_proxy_t, poll_event, 104) \
	FIELD(zend_async_poll_proxy_t, events, 112) \
	FIELD(zend_async_poll_proxy_t, triggered_events, 116) \
	RECORD(zend_async_timer_event_t, 112) \
	FIELD(zend_async_timer_event_t, base, 0) \
	FIELD(zend_async_timer_event_t, timeout, 104) \
	FIELD(zend_async_timer_event_t, is_periodic, 108) \
	RECORD(zend_async_signal_event_t, 112) \
	FIELD(zend_async_signal_event_t, base, 0) \
	FIELD(zend_async_signal_event_t, signal, 104) \
	RECORD(zend_async_process_event_t, 120) \
	FIELD(zend_async_process_event_t, base, 0) \
	FIELD(zend_async_process_event_t, process, 104) \
	FIELD(zend_async_process_event_t, exit_code, 112) \
	RECORD(zend_async_filesystem_event_t, 128) \
	FIELD(zend_async_filesystem_event_t, base, 0) \
	FIELD(zend_async_filesystem_event_t, path, 104) \
	FIELD(zend_async_filesystem_event_t, flags, 112) \
	FIELD(zend_async_filesystem_event_t, triggered_events, 116) \
	FIELD(zend_async_filesystem_event_t, triggered_filename, 120) \
	RECORD(zend_async_dns_nameinfo_t, 120) \
	FIELD(zend_async_dns_nameinfo_t, base, 0) \
	FIELD(zend_async_dns_nameinfo_t, hostname, 104) \
	FIELD(zend_async_dns_nameinfo_t, service, 112) \
	RECORD(zend_async_dns_addrinfo_t, 128) \
	FIELD(zend_async_dns_addrinfo_t, base, 0) \
	FIELD(zend_async_dns_addrinfo_t, node, 104) \
	FIELD(zend_async_dns_addrinfo_t, service, 112) \
	FIELD(zend_async_dns_addrinfo_t, result, 120) \
	RECORD(zend_async_exec_event_t, 176) \
	FIELD(zend_async_exec_event_t, base, 0) \
	FIELD(zend_async_exec_event_t, exec_mode, 104) \
	FIELD(zend_async_exec_event_t, terminated, 108) \
	FIELD(zend_async_exec_event_t, cmd, 112) \
	FIELD(zend_async_exec_event_t, return_value, 120) \
	FIELD(zend_async_exec_event_t, result_buffer, 128) \
	FIELD(zend_async_exec_event_t, output_len, 136) \
	FIELD(zend_async_exec_event_t, output_buffer, 144) \
	FIELD(zend_async_exec_event_t, exit_code, 152) \
	FIELD(zend_async_exec_event_t, term_signal, 160) \
	FIELD(zend_async_exec_event_t, std_error, 168) \
	RECORD(zend_async_listen_event_t, 136) \
	FIELD(zend_async_listen_event_t, base, 0) \
	FIELD(zend_async_listen_event_t, host, 104) \
	FIELD(zend_async_listen_event_t, port, 112) \
	FIELD(zend_async_listen_event_t, backlog, 116) \
	FIELD(zend_async_listen_event_t, socket_fd, 120) \
	FIELD(zend_async_listen_event_t, get_local_address, 128) \
	RECORD(zend_async_task_t, 120) \
	FIELD(zend_async_task_t, base, 0) \
	FIELD(zend_async_task_t, run, 104) \
	FIELD(zend_async_task_t, data, 112) \
	RECORD(zend_async_trigger_event_t, 112) \
	FIELD(zend_async_trigger_event_t, base, 0) \
	FIELD(zend_async_trigger_event_t, trigger, 104) \
	RECORD(zend_async_thread_context_t, 64) \
	FIELD(zend_async_thread_context_t, ref_count, 0) \
	FIELD(zend_async_thread_context_t, snapshot, 8) \
	FIELD(zend_async_thread_context_t, thread_id, 16) \
	FIELD(zend_async_thread_context_t, bailout_error_message, 24) \
	FIELD(zend_async_thread_context_t, event, 32) \
	FIELD(zend_async_thread_context_t, event_mutex, 40) \
	FIELD(zend_async_thread_context_t, internal_entry, 48) \
	FIELD(zend_async_thread_context_t, key, 56) \
	RECORD(zend_async_thread_event_t, 168) \
	FIELD(zend_async_thread_event_t, base, 0) \
	FIELD(zend_async_thread_event_t, thread_flags, 104) \
	FIELD(zend_async_thread_event_t, result, 112) \
	FIELD(zend_async_thread_event_t, exception, 128) \
	FIELD(zend_async_thread_event_t, filename, 136) \
	FIELD(zend_async_thread_event_t, lineno, 144) \
	FIELD(zend_async_thread_event_t, context, 152) \
	FIELD(zend_async_thread_event_t, notify_parent, 160) \
	RECORD(zend_async_thread_internal_entry_t, 16) \
	FIELD(zend_async_thread_internal_entry_t, handler, 0) \
	FIELD(zend_async_thread_internal_entry_t, ctx, 8) \
	RECORD(zend_async_thread_transfer_ctx_t, 80) \
	FIELD(zend_async_thread_transfer_ctx_t, xlat, 0) \
	FIELD(zend_async_thread_transfer_ctx_t, depth, 56) \
	FIELD(zend_async_thread_transfer_ctx_t, defer_release, 64) \
	FIELD(zend_async_thread_transfer_ctx_t, error, 72) \
	RECORD(zend_async_io_t, 152) \
	FIELD(zend_async_io_t, event, 0) \
	FIELD(zend_async_io_t, descriptor, 104) \
	FIELD(zend_async_io_t, type, 108) \
	FIELD(zend_async_io_t, state, 112) \
	FIELD(zend_async_io_t, on_detach, 120) \
	FIELD(zend_async_io_t, on_detach_arg, 128) \
	FIELD(zend_async_io_t, alloc_cb, 136) \
	FIELD(zend_async_io_t, user_data, 144) \
	RECORD(zend_async_io_req_t, 48) \
	FIELD(zend_async_io_req_t, result, 0) \
	FIELD(zend_async_io_req_t, transferred, 0) \
	FIELD(zend_async_io_req_t, exception, 8) \
	FIELD(zend_async_io_req_t, buf, 16) \
	FIELD(zend_async_io_req_t, completed, 24) \
	FIELD(zend_async_io_req_t, io_closed, 25) \
	FIELD(zend_async_io_req_t, free_cb, 32) \
	FIELD(zend_async_io_req_t, dispose, 40) \
	RECORD(zend_async_udp_req_t, 176) \
	FIELD(zend_async_udp_req_t, transferred, 0) \
	FIELD(zend_async_udp_req_t, exception, 8) \
	FIELD(zend_async_udp_req_t, buf, 16) \
	FIELD(zend_async_udp_req_t, completed, 24) \
	FIELD(zend_async_udp_req_t, io_closed, 25) \
	FIELD(zend_async_udp_req_t, flags, 28) \
	FIELD(zend_async_udp_req_t, dispose, 32) \
	FIELD(zend_async_udp_req_t, addr, 40) \
	FIELD(zend_async_udp_req_t, addr_len, 168) \
	RECORD(zend_coroutine_switch_handler_t, 8) \
	FIELD(zend_coroutine_switch_handler_t, handler, 0) \
	RECORD(zend_coroutine_switch_handlers_vector_t, 24) \
	FIELD(zend_coroutine_switch_handlers_vector_t, length, 0) \
	FIELD(zend_coroutine_switch_handlers_vector_t, capacity, 4) \
	FIELD(zend_coroutine_switch_handlers_vector_t, data, 8) \
	FIELD(zend_coroutine_switch_handlers_vector_t, in_execution, 16) \
	RECORD(zend_async_microtask_t, 24) \
	FIELD(zend_async_microtask_t, handler, 0) \
	FIELD(zend_async_microtask_t, dtor, 8) \
	FIELD(zend_async_microtask_t, is_cancelled, 16) \
	FIELD(zend_async_microtask_t, ref_count, 20) \
	RECORD(zend_async_iterator_t, 88) \
	FIELD(zend_async_iterator_t, microtask, 0) \
	FIELD(zend_async_iterator_t, scope, 24) \
	FIELD(zend_async_iterator_t, extended_data, 32) \
	FIELD(zend_async_iterator_t, extended_dtor, 40) \
	FIELD(zend_async_iterator_t, completion_event, 48) \
	FIELD(zend_async_iterator_t, run, 56) \
	FIELD(zend_async_iterator_t, run_in_coroutine, 64) \
	FIELD(zend_async_iterator_t, concurrency, 72) \
	FIELD(zend_async_iterator_t, priority, 76) \
	FIELD(zend_async_iterator_t, exception, 80) \
	RECORD(zend_async_scopes_vector_t, 16) \
	FIELD(zend_async_scopes_vector_t, length, 0) \
	FIELD(zend_async_scopes_vector_t, capacity, 4) \
	FIELD(zend_async_scopes_vector_t, data, 8) \
	RECORD(zend_async_scope_t, 192) \
	FIELD(zend_async_scope_t, event, 0) \
	FIELD(zend_async_scope_t, scope_object, 104) \
	FIELD(zend_async_scope_t, scopes, 112) \
	FIELD(zend_async_scope_t, parent_scope, 128) \
	FIELD(zend_async_scope_t, request_scope, 136) \
	FIELD(zend_async_scope_t, context, 144) \
	FIELD(zend_async_scope_t, before_coroutine_enqueue, 152) \
	FIELD(zend_async_scope_t, after_coroutine_enqueue, 160) \
	FIELD(zend_async_scope_t, can_be_disposed, 168) \
	FIELD(zend_async_scope_t, try_to_dispose, 176) \
	FIELD(zend_async_scope_t, catch_or_cancel, 184) \
	RECORD(zend_async_waker_inline_trigger_t, 24) \
	FIELD(zend_async_waker_inline_trigger_t, length, 0) \
	FIELD(zend_async_waker_inline_trigger_t, capacity, 4) \
	FIELD(zend_async_waker_inline_trigger_t, event, 8) \
	FIELD(zend_async_waker_inline_trigger_t, data, 16) \
	RECORD(zend_async_waker_t, 248) \
	FIELD(zend_async_waker_t, status, 0) \
	FIELD(zend_async_waker_t, events, 8) \
	FIELD(zend_async_waker_t, triggered_events, 64) \
	FIELD(zend_async_waker_t, result, 72) \
	FIELD(zend_async_waker_t, error, 88) \
	FIELD(zend_async_waker_t, filename, 96) \
	FIELD(zend_async_waker_t, lineno, 104) \
	FIELD(zend_async_waker_t, dtor, 112) \
	FIELD(zend_async_waker_t, inline_triggers, 120) \
	FIELD(zend_async_waker_t, inline_callbacks, 168) \
	RECORD(zend_coroutine_t, 216) \
	FIELD(zend_coroutine_t, event, 0) \
	FIELD(zend_coroutine_t, fcall, 104) \
	FIELD(zend_coroutine_t, internal_entry, 112) \
	FIELD(zend_coroutine_t, extended_data, 120) \
	FIELD(zend_coroutine_t, waker, 128) \
	FIELD(zend_coroutine_t, scope, 136) \
	FIELD(zend_coroutine_t, result, 144) \
	FIELD(zend_coroutine_t, exception, 160) \
	FIELD(zend_coroutine_t, context, 168) \
	FIELD(zend_coroutine_t, internal_context, 176) \
	FIELD(zend_coroutine_t, filename, 184) \
	FIELD(zend_coroutine_t, lineno, 192) \
	FIELD(zend_coroutine_t, extended_dispose, 200) \
	FIELD(zend_coroutine_t, switch_handlers, 208) \
	RECORD(zend_async_context_t, 40) \
	FIELD(zend_async_context_t, flags, 0) \
	FIELD(zend_async_context_t, offset, 4) \
	FIELD(zend_async_context_t, find, 8) \
	FIELD(zend_async_context_t, set, 16) \
	FIELD(zend_async_context_t, unset, 24) \
	FIELD(zend_async_context_t, dispose, 32) \
	RECORD(zend_future_t, 184) \
	FIELD(zend_future_t, event, 0) \
	FIELD(zend_future_t, result, 104) \
	FIELD(zend_future_t, exception, 120) \
	FIELD(zend_future_t, lineno, 128) \
	FIELD(zend_future_t, completed_lineno, 132) \
	FIELD(zend_future_t, filename, 136) \
	FIELD(zend_future_t, completed_filename, 144) \
	FIELD(zend_future_t, resolve, 152) \
	FIELD(zend_future_t, resolve_callbacks, 160) \
	RECORD(zend_async_channel_t, 128) \
	FIELD(zend_async_channel_t, event, 0) \
	FIELD(zend_async_channel_t, send, 104) \
	FIELD(zend_async_channel_t, receive, 112) \
	FIELD(zend_async_channel_t, close, 120) \
	RECORD(zend_async_group_t, 104) \
	FIELD(zend_async_group_t, event, 0) \
	RECORD(zend_async_circuit_breaker_strategy_t, 32) \
	FIELD(zend_async_circuit_breaker_strategy_t, report_success, 0) \
	FIELD(zend_async_circuit_breaker_strategy_t, report_failure, 8) \
	FIELD(zend_async_circuit_breaker_strategy_t, should_recover, 16) \
	FIELD(zend_async_circuit_breaker_strategy_t, ctx, 24) \
	RECORD(zend_async_pool_t, 184) \
	FIELD(zend_async_pool_t, event, 0) \
	FIELD(zend_async_pool_t, handler_flags, 104) \
	FIELD(zend_async_pool_t, circuit_state, 108) \
	FIELD(zend_async_pool_t, min_size, 112) \
	FIELD(zend_async_pool_t, max_size, 116) \
	FIELD(zend_async_pool_t, wrapper, 120) \
	FIELD(zend_async_pool_t, factory, 128) \
	FIELD(zend_async_pool_t, destructor, 136) \
	FIELD(zend_async_pool_t, healthcheck, 144) \
	FIELD(zend_async_pool_t, before_acquire, 152) \
	FIELD(zend_async_pool_t, before_release, 160) \
	FIELD(zend_async_pool_t, strategy, 168) \
	FIELD(zend_async_pool_t, user_data, 176) \
	RECORD(zend_async_thread_pool_t, 64) \
	FIELD(zend_async_thread_pool_t, ref_count, 0) \
	FIELD(zend_async_thread_pool_t, worker_count, 4) \
	FIELD(zend_async_thread_pool_t, pending_count, 8) \
	FIELD(zend_async_thread_pool_t, running_count, 12) \
	FIELD(zend_async_thread_pool_t, completed_count, 16) \
	FIELD(zend_async_thread_pool_t, closed, 20) \
	FIELD(zend_async_thread_pool_t, workers, 24) \
	FIELD(zend_async_thread_pool_t, close, 32) \
	FIELD(zend_async_thread_pool_t, dispose, 40) \
	FIELD(zend_async_thread_pool_t, submit_internal, 48) \
	FIELD(zend_async_thread_pool_t, reload, 56) \
	RECORD(zend_async_globals_t, 96) \
	FIELD(zend_async_globals_t, state, 0) \
	FIELD(zend_async_globals_t, heartbeat, 4) \
	FIELD(zend_async_globals_t, in_scheduler_context, 5) \
	FIELD(zend_async_globals_t, graceful_shutdown, 6) \
	FIELD(zend_async_globals_t, active_coroutine_count, 8) \
	FIELD(zend_async_globals_t, active_event_count, 12) \
	FIELD(zend_async_globals_t, coroutine, 16) \
	FIELD(zend_async_globals_t, main_scope, 24) \
	FIELD(zend_async_globals_t, scheduler, 32) \
	FIELD(zend_async_globals_t, main_coroutine, 40) \
	FIELD(zend_async_globals_t, exit_exception, 48) \
	FIELD(zend_async_globals_t, heartbeat_handler, 56) \
	FIELD(zend_async_globals_t, acting_coroutine, 64) \
	FIELD(zend_async_globals_t, main_coroutine_start_handlers, 72)

#endif
