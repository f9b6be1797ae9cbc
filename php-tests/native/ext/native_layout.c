/*
 * native_layout(): this extension's own sizeof/offsetof of every record the
 * installed headers declare, next to what the loaded true_async reports
 * (true_async_abi_layout), so that a header/provider mismatch shows up as
 * a named difference instead of corrupted memory.
 */
#include "native_test.h"

#include <stddef.h>

typedef struct {
	const char *name;
	size_t value;
} native_number;

#define NATIVE_RECORD(type) {#type, sizeof(type)}
#define NATIVE_FIELD(type, field) {#type "." #field, offsetof(type, field)}

static const native_number native_numbers[] = {
	NATIVE_RECORD(zend_fcall_t),
	NATIVE_FIELD(zend_fcall_t, fci),
	NATIVE_FIELD(zend_fcall_t, fci_cache),
	NATIVE_RECORD(zend_async_event_callback_t),
	NATIVE_FIELD(zend_async_event_callback_t, ref_count),
	NATIVE_FIELD(zend_async_event_callback_t, callback),
	NATIVE_FIELD(zend_async_event_callback_t, dispose),
	NATIVE_RECORD(zend_coroutine_event_callback_t),
	NATIVE_FIELD(zend_coroutine_event_callback_t, base),
	NATIVE_FIELD(zend_coroutine_event_callback_t, coroutine),
	NATIVE_FIELD(zend_coroutine_event_callback_t, event),
	NATIVE_RECORD(zend_async_waker_trigger_t),
	NATIVE_FIELD(zend_async_waker_trigger_t, length),
	NATIVE_FIELD(zend_async_waker_trigger_t, capacity),
	NATIVE_FIELD(zend_async_waker_trigger_t, event),
	NATIVE_FIELD(zend_async_waker_trigger_t, data),
	NATIVE_RECORD(zend_async_callbacks_vector_t),
	NATIVE_FIELD(zend_async_callbacks_vector_t, length),
	NATIVE_FIELD(zend_async_callbacks_vector_t, capacity),
	NATIVE_FIELD(zend_async_callbacks_vector_t, data),
	NATIVE_FIELD(zend_async_callbacks_vector_t, current_iterator),
	NATIVE_RECORD(zend_async_event_t),
	NATIVE_FIELD(zend_async_event_t, flags),
	NATIVE_FIELD(zend_async_event_t, extra_offset),
	NATIVE_FIELD(zend_async_event_t, ref_count),
	NATIVE_FIELD(zend_async_event_t, zend_object_offset),
	NATIVE_FIELD(zend_async_event_t, loop_ref_count),
	NATIVE_FIELD(zend_async_event_t, callbacks),
	NATIVE_FIELD(zend_async_event_t, add_callback),
	NATIVE_FIELD(zend_async_event_t, del_callback),
	NATIVE_FIELD(zend_async_event_t, start),
	NATIVE_FIELD(zend_async_event_t, stop),
	NATIVE_FIELD(zend_async_event_t, replay),
	NATIVE_FIELD(zend_async_event_t, dispose),
	NATIVE_FIELD(zend_async_event_t, info),
	NATIVE_FIELD(zend_async_event_t, notify_handler),
	NATIVE_RECORD(zend_async_event_ref_t),
	NATIVE_FIELD(zend_async_event_ref_t, flags),
	NATIVE_FIELD(zend_async_event_ref_t, zend_object_offset),
	NATIVE_FIELD(zend_async_event_ref_t, event),
	NATIVE_RECORD(io_descriptor_t),
	NATIVE_FIELD(io_descriptor_t, fd),
	NATIVE_FIELD(io_descriptor_t, socket),
	NATIVE_FIELD(io_descriptor_t, process),
	NATIVE_FIELD(io_descriptor_t, type),
	NATIVE_RECORD(zend_async_buf_t),
	NATIVE_FIELD(zend_async_buf_t, base),
	NATIVE_FIELD(zend_async_buf_t, len),
	NATIVE_RECORD(zend_async_poll_event_t),
	NATIVE_FIELD(zend_async_poll_event_t, base),
	NATIVE_FIELD(zend_async_poll_event_t, is_socket),
	NATIVE_FIELD(zend_async_poll_event_t, file),
	NATIVE_FIELD(zend_async_poll_event_t, socket),
	NATIVE_FIELD(zend_async_poll_event_t, events),
	NATIVE_FIELD(zend_async_poll_event_t, triggered_events),
	NATIVE_RECORD(zend_async_poll_proxy_t),
	NATIVE_FIELD(zend_async_poll_proxy_t, base),
	NATIVE_FIELD(zend_async_poll_proxy_t, poll_event),
	NATIVE_FIELD(zend_async_poll_proxy_t, events),
	NATIVE_FIELD(zend_async_poll_proxy_t, triggered_events),
	NATIVE_RECORD(zend_async_timer_event_t),
	NATIVE_FIELD(zend_async_timer_event_t, base),
	NATIVE_FIELD(zend_async_timer_event_t, timeout),
	NATIVE_FIELD(zend_async_timer_event_t, is_periodic),
	NATIVE_RECORD(zend_async_signal_event_t),
	NATIVE_FIELD(zend_async_signal_event_t, base),
	NATIVE_FIELD(zend_async_signal_event_t, signal),
	NATIVE_RECORD(zend_async_process_event_t),
	NATIVE_FIELD(zend_async_process_event_t, base),
	NATIVE_FIELD(zend_async_process_event_t, process),
	NATIVE_FIELD(zend_async_process_event_t, exit_code),
	NATIVE_RECORD(zend_async_filesystem_event_t),
	NATIVE_FIELD(zend_async_filesystem_event_t, base),
	NATIVE_FIELD(zend_async_filesystem_event_t, path),
	NATIVE_FIELD(zend_async_filesystem_event_t, flags),
	NATIVE_FIELD(zend_async_filesystem_event_t, triggered_events),
	NATIVE_FIELD(zend_async_filesystem_event_t, triggered_filename),
	NATIVE_RECORD(zend_async_dns_nameinfo_t),
	NATIVE_FIELD(zend_async_dns_nameinfo_t, base),
	NATIVE_FIELD(zend_async_dns_nameinfo_t, hostname),
	NATIVE_FIELD(zend_async_dns_nameinfo_t, service),
	NATIVE_RECORD(zend_async_dns_addrinfo_t),
	NATIVE_FIELD(zend_async_dns_addrinfo_t, base),
	NATIVE_FIELD(zend_async_dns_addrinfo_t, node),
	NATIVE_FIELD(zend_async_dns_addrinfo_t, service),
	NATIVE_FIELD(zend_async_dns_addrinfo_t, result),
	NATIVE_RECORD(zend_async_exec_event_t),
	NATIVE_FIELD(zend_async_exec_event_t, base),
	NATIVE_FIELD(zend_async_exec_event_t, exec_mode),
	NATIVE_FIELD(zend_async_exec_event_t, terminated),
	NATIVE_FIELD(zend_async_exec_event_t, cmd),
	NATIVE_FIELD(zend_async_exec_event_t, return_value),
	NATIVE_FIELD(zend_async_exec_event_t, result_buffer),
	NATIVE_FIELD(zend_async_exec_event_t, output_len),
	NATIVE_FIELD(zend_async_exec_event_t, output_buffer),
	NATIVE_FIELD(zend_async_exec_event_t, exit_code),
	NATIVE_FIELD(zend_async_exec_event_t, term_signal),
	NATIVE_FIELD(zend_async_exec_event_t, std_error),
	NATIVE_RECORD(zend_async_listen_event_t),
	NATIVE_FIELD(zend_async_listen_event_t, base),
	NATIVE_FIELD(zend_async_listen_event_t, host),
	NATIVE_FIELD(zend_async_listen_event_t, port),
	NATIVE_FIELD(zend_async_listen_event_t, backlog),
	NATIVE_FIELD(zend_async_listen_event_t, socket_fd),
	NATIVE_FIELD(zend_async_listen_event_t, get_local_address),
	NATIVE_RECORD(zend_async_task_t),
	NATIVE_FIELD(zend_async_task_t, base),
	NATIVE_FIELD(zend_async_task_t, run),
	NATIVE_FIELD(zend_async_task_t, data),
	NATIVE_RECORD(zend_async_trigger_event_t),
	NATIVE_FIELD(zend_async_trigger_event_t, base),
	NATIVE_FIELD(zend_async_trigger_event_t, trigger),
	NATIVE_RECORD(zend_async_thread_context_t),
	NATIVE_FIELD(zend_async_thread_context_t, ref_count),
	NATIVE_FIELD(zend_async_thread_context_t, snapshot),
	NATIVE_FIELD(zend_async_thread_context_t, thread_id),
	NATIVE_FIELD(zend_async_thread_context_t, bailout_error_message),
	NATIVE_FIELD(zend_async_thread_context_t, event),
	NATIVE_FIELD(zend_async_thread_context_t, event_mutex),
	NATIVE_FIELD(zend_async_thread_context_t, internal_entry),
	NATIVE_FIELD(zend_async_thread_context_t, key),
	NATIVE_RECORD(zend_async_thread_event_t),
	NATIVE_FIELD(zend_async_thread_event_t, base),
	NATIVE_FIELD(zend_async_thread_event_t, thread_flags),
	NATIVE_FIELD(zend_async_thread_event_t, result),
	NATIVE_FIELD(zend_async_thread_event_t, exception),
	NATIVE_FIELD(zend_async_thread_event_t, filename),
	NATIVE_FIELD(zend_async_thread_event_t, lineno),
	NATIVE_FIELD(zend_async_thread_event_t, context),
	NATIVE_FIELD(zend_async_thread_event_t, notify_parent),
	NATIVE_RECORD(zend_async_thread_internal_entry_t),
	NATIVE_FIELD(zend_async_thread_internal_entry_t, handler),
	NATIVE_FIELD(zend_async_thread_internal_entry_t, ctx),
	NATIVE_RECORD(zend_async_thread_transfer_ctx_t),
	NATIVE_FIELD(zend_async_thread_transfer_ctx_t, xlat),
	NATIVE_FIELD(zend_async_thread_transfer_ctx_t, depth),
	NATIVE_FIELD(zend_async_thread_transfer_ctx_t, defer_release),
	NATIVE_FIELD(zend_async_thread_transfer_ctx_t, error),
	NATIVE_RECORD(zend_async_io_t),
	NATIVE_FIELD(zend_async_io_t, event),
	NATIVE_FIELD(zend_async_io_t, descriptor),
	NATIVE_FIELD(zend_async_io_t, type),
	NATIVE_FIELD(zend_async_io_t, state),
	NATIVE_FIELD(zend_async_io_t, on_detach),
	NATIVE_FIELD(zend_async_io_t, on_detach_arg),
	NATIVE_FIELD(zend_async_io_t, alloc_cb),
	NATIVE_FIELD(zend_async_io_t, user_data),
	NATIVE_RECORD(zend_async_io_req_t),
	NATIVE_FIELD(zend_async_io_req_t, result),
	NATIVE_FIELD(zend_async_io_req_t, transferred),
	NATIVE_FIELD(zend_async_io_req_t, exception),
	NATIVE_FIELD(zend_async_io_req_t, buf),
	NATIVE_FIELD(zend_async_io_req_t, completed),
	NATIVE_FIELD(zend_async_io_req_t, io_closed),
	NATIVE_FIELD(zend_async_io_req_t, free_cb),
	NATIVE_FIELD(zend_async_io_req_t, dispose),
	NATIVE_RECORD(zend_async_udp_req_t),
	NATIVE_FIELD(zend_async_udp_req_t, transferred),
	NATIVE_FIELD(zend_async_udp_req_t, exception),
	NATIVE_FIELD(zend_async_udp_req_t, buf),
	NATIVE_FIELD(zend_async_udp_req_t, completed),
	NATIVE_FIELD(zend_async_udp_req_t, io_closed),
	NATIVE_FIELD(zend_async_udp_req_t, flags),
	NATIVE_FIELD(zend_async_udp_req_t, dispose),
	NATIVE_FIELD(zend_async_udp_req_t, addr),
	NATIVE_FIELD(zend_async_udp_req_t, addr_len),
	NATIVE_RECORD(zend_coroutine_switch_handler_t),
	NATIVE_FIELD(zend_coroutine_switch_handler_t, handler),
	NATIVE_RECORD(zend_coroutine_switch_handlers_vector_t),
	NATIVE_FIELD(zend_coroutine_switch_handlers_vector_t, length),
	NATIVE_FIELD(zend_coroutine_switch_handlers_vector_t, capacity),
	NATIVE_FIELD(zend_coroutine_switch_handlers_vector_t, data),
	NATIVE_FIELD(zend_coroutine_switch_handlers_vector_t, in_execution),
	NATIVE_RECORD(zend_async_microtask_t),
	NATIVE_FIELD(zend_async_microtask_t, handler),
	NATIVE_FIELD(zend_async_microtask_t, dtor),
	NATIVE_FIELD(zend_async_microtask_t, is_cancelled),
	NATIVE_FIELD(zend_async_microtask_t, ref_count),
	NATIVE_RECORD(zend_async_iterator_t),
	NATIVE_FIELD(zend_async_iterator_t, microtask),
	NATIVE_FIELD(zend_async_iterator_t, scope),
	NATIVE_FIELD(zend_async_iterator_t, extended_data),
	NATIVE_FIELD(zend_async_iterator_t, extended_dtor),
	NATIVE_FIELD(zend_async_iterator_t, completion_event),
	NATIVE_FIELD(zend_async_iterator_t, run),
	NATIVE_FIELD(zend_async_iterator_t, run_in_coroutine),
	NATIVE_FIELD(zend_async_iterator_t, concurrency),
	NATIVE_FIELD(zend_async_iterator_t, priority),
	NATIVE_FIELD(zend_async_iterator_t, exception),
	NATIVE_RECORD(zend_async_scopes_vector_t),
	NATIVE_FIELD(zend_async_scopes_vector_t, length),
	NATIVE_FIELD(zend_async_scopes_vector_t, capacity),
	NATIVE_FIELD(zend_async_scopes_vector_t, data),
	NATIVE_RECORD(zend_async_scope_t),
	NATIVE_FIELD(zend_async_scope_t, event),
	NATIVE_FIELD(zend_async_scope_t, scope_object),
	NATIVE_FIELD(zend_async_scope_t, scopes),
	NATIVE_FIELD(zend_async_scope_t, parent_scope),
	NATIVE_FIELD(zend_async_scope_t, request_scope),
	NATIVE_FIELD(zend_async_scope_t, context),
	NATIVE_FIELD(zend_async_scope_t, before_coroutine_enqueue),
	NATIVE_FIELD(zend_async_scope_t, after_coroutine_enqueue),
	NATIVE_FIELD(zend_async_scope_t, can_be_disposed),
	NATIVE_FIELD(zend_async_scope_t, try_to_dispose),
	NATIVE_FIELD(zend_async_scope_t, catch_or_cancel),
	NATIVE_RECORD(zend_async_waker_inline_trigger_t),
	NATIVE_FIELD(zend_async_waker_inline_trigger_t, length),
	NATIVE_FIELD(zend_async_waker_inline_trigger_t, capacity),
	NATIVE_FIELD(zend_async_waker_inline_trigger_t, event),
	NATIVE_FIELD(zend_async_waker_inline_trigger_t, data),
	NATIVE_RECORD(zend_async_waker_t),
	NATIVE_FIELD(zend_async_waker_t, status),
	NATIVE_FIELD(zend_async_waker_t, events),
	NATIVE_FIELD(zend_async_waker_t, triggered_events),
	NATIVE_FIELD(zend_async_waker_t, result),
	NATIVE_FIELD(zend_async_waker_t, error),
	NATIVE_FIELD(zend_async_waker_t, filename),
	NATIVE_FIELD(zend_async_waker_t, lineno),
	NATIVE_FIELD(zend_async_waker_t, dtor),
	NATIVE_FIELD(zend_async_waker_t, inline_triggers),
	NATIVE_FIELD(zend_async_waker_t, inline_callbacks),
	NATIVE_RECORD(zend_coroutine_t),
	NATIVE_FIELD(zend_coroutine_t, event),
	NATIVE_FIELD(zend_coroutine_t, fcall),
	NATIVE_FIELD(zend_coroutine_t, internal_entry),
	NATIVE_FIELD(zend_coroutine_t, extended_data),
	NATIVE_FIELD(zend_coroutine_t, waker),
	NATIVE_FIELD(zend_coroutine_t, scope),
	NATIVE_FIELD(zend_coroutine_t, result),
	NATIVE_FIELD(zend_coroutine_t, exception),
	NATIVE_FIELD(zend_coroutine_t, context),
	NATIVE_FIELD(zend_coroutine_t, internal_context),
	NATIVE_FIELD(zend_coroutine_t, filename),
	NATIVE_FIELD(zend_coroutine_t, lineno),
	NATIVE_FIELD(zend_coroutine_t, extended_dispose),
	NATIVE_FIELD(zend_coroutine_t, switch_handlers),
	NATIVE_RECORD(zend_async_context_t),
	NATIVE_FIELD(zend_async_context_t, flags),
	NATIVE_FIELD(zend_async_context_t, offset),
	NATIVE_FIELD(zend_async_context_t, find),
	NATIVE_FIELD(zend_async_context_t, set),
	NATIVE_FIELD(zend_async_context_t, unset),
	NATIVE_FIELD(zend_async_context_t, dispose),
	NATIVE_RECORD(zend_future_t),
	NATIVE_FIELD(zend_future_t, event),
	NATIVE_FIELD(zend_future_t, result),
	NATIVE_FIELD(zend_future_t, exception),
	NATIVE_FIELD(zend_future_t, lineno),
	NATIVE_FIELD(zend_future_t, completed_lineno),
	NATIVE_FIELD(zend_future_t, filename),
	NATIVE_FIELD(zend_future_t, completed_filename),
	NATIVE_FIELD(zend_future_t, resolve),
	NATIVE_FIELD(zend_future_t, resolve_callbacks),
	NATIVE_RECORD(zend_async_channel_t),
	NATIVE_FIELD(zend_async_channel_t, event),
	NATIVE_FIELD(zend_async_channel_t, send),
	NATIVE_FIELD(zend_async_channel_t, receive),
	NATIVE_FIELD(zend_async_channel_t, close),
	NATIVE_RECORD(zend_async_group_t),
	NATIVE_FIELD(zend_async_group_t, event),
	NATIVE_RECORD(zend_async_circuit_breaker_strategy_t),
	NATIVE_FIELD(zend_async_circuit_breaker_strategy_t, report_success),
	NATIVE_FIELD(zend_async_circuit_breaker_strategy_t, report_failure),
	NATIVE_FIELD(zend_async_circuit_breaker_strategy_t, should_recover),
	NATIVE_FIELD(zend_async_circuit_breaker_strategy_t, ctx),
	NATIVE_RECORD(zend_async_pool_t),
	NATIVE_FIELD(zend_async_pool_t, event),
	NATIVE_FIELD(zend_async_pool_t, handler_flags),
	NATIVE_FIELD(zend_async_pool_t, circuit_state),
	NATIVE_FIELD(zend_async_pool_t, min_size),
	NATIVE_FIELD(zend_async_pool_t, max_size),
	NATIVE_FIELD(zend_async_pool_t, wrapper),
	NATIVE_FIELD(zend_async_pool_t, factory),
	NATIVE_FIELD(zend_async_pool_t, destructor),
	NATIVE_FIELD(zend_async_pool_t, healthcheck),
	NATIVE_FIELD(zend_async_pool_t, before_acquire),
	NATIVE_FIELD(zend_async_pool_t, before_release),
	NATIVE_FIELD(zend_async_pool_t, strategy),
	NATIVE_FIELD(zend_async_pool_t, user_data),
	NATIVE_RECORD(zend_async_thread_pool_t),
	NATIVE_FIELD(zend_async_thread_pool_t, ref_count),
	NATIVE_FIELD(zend_async_thread_pool_t, worker_count),
	NATIVE_FIELD(zend_async_thread_pool_t, pending_count),
	NATIVE_FIELD(zend_async_thread_pool_t, running_count),
	NATIVE_FIELD(zend_async_thread_pool_t, completed_count),
	NATIVE_FIELD(zend_async_thread_pool_t, closed),
	NATIVE_FIELD(zend_async_thread_pool_t, workers),
	NATIVE_FIELD(zend_async_thread_pool_t, close),
	NATIVE_FIELD(zend_async_thread_pool_t, dispose),
	NATIVE_FIELD(zend_async_thread_pool_t, submit_internal),
	NATIVE_FIELD(zend_async_thread_pool_t, reload),
	NATIVE_RECORD(zend_async_globals_t),
	NATIVE_FIELD(zend_async_globals_t, state),
	NATIVE_FIELD(zend_async_globals_t, heartbeat),
	NATIVE_FIELD(zend_async_globals_t, in_scheduler_context),
	NATIVE_FIELD(zend_async_globals_t, graceful_shutdown),
	NATIVE_FIELD(zend_async_globals_t, active_coroutine_count),
	NATIVE_FIELD(zend_async_globals_t, active_event_count),
	NATIVE_FIELD(zend_async_globals_t, coroutine),
	NATIVE_FIELD(zend_async_globals_t, main_scope),
	NATIVE_FIELD(zend_async_globals_t, scheduler),
	NATIVE_FIELD(zend_async_globals_t, main_coroutine),
	NATIVE_FIELD(zend_async_globals_t, exit_exception),
	NATIVE_FIELD(zend_async_globals_t, heartbeat_handler),
	NATIVE_FIELD(zend_async_globals_t, acting_coroutine),
	NATIVE_FIELD(zend_async_globals_t, main_coroutine_start_handlers),
};

#define NATIVE_COUNT (sizeof(native_numbers) / sizeof(native_numbers[0]))

/* ['entries' => n, 'records' => [record => size], 'rust_records' => [...],
 *  'differences' => [...], 'only_here' => [...], 'only_there' => [...]] */
PHP_FUNCTION(native_layout)
{
	ZEND_PARSE_PARAMETERS_NONE();

	size_t total = true_async_abi_layout(NULL, 0);
	true_async_layout_entry *theirs = safe_emalloc(total, sizeof(*theirs), 0);
	true_async_abi_layout(theirs, total);
	bool *matched = ecalloc(total, sizeof(bool));

	zval records, rust_records, differences, only_here, only_there;
	array_init(&records);
	array_init(&rust_records);
	array_init(&differences);
	array_init(&only_here);
	array_init(&only_there);

	for (size_t i = 0; i < NATIVE_COUNT; i++) {
		const native_number *mine = &native_numbers[i];
		size_t j = 0;
		while (j < total && strcmp(theirs[j].name, mine->name) != 0) {
			j++;
		}
		if (j == total) {
			add_next_index_string(&only_here, mine->name);
			continue;
		}
		matched[j] = true;
		if (theirs[j].value != mine->value) {
			add_next_index_str(&differences, zend_strpprintf(0, "%s: %zu here, %u in true_async",
				mine->name, mine->value, theirs[j].value));
		}
		if (strchr(mine->name, '.') == NULL) {
			add_assoc_long(&records, mine->name, (zend_long) mine->value);
			if (theirs[j].from_rust) {
				add_next_index_string(&rust_records, mine->name);
			}
		}
	}
	for (size_t j = 0; j < total; j++) {
		if (!matched[j]) {
			add_next_index_string(&only_there, theirs[j].name);
		}
	}
	efree(matched);
	efree(theirs);

	array_init(return_value);
	add_assoc_long(return_value, "entries", (zend_long) NATIVE_COUNT);
	add_assoc_long(return_value, "entries_in_true_async", (zend_long) total);
	add_assoc_zval(return_value, "records", &records);
	add_assoc_zval(return_value, "rust_records", &rust_records);
	add_assoc_zval(return_value, "differences", &differences);
	add_assoc_zval(return_value, "only_here", &only_here);
	add_assoc_zval(return_value, "only_there", &only_there);
}
