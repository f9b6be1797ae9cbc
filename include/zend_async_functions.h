/*
 * true_async: the zend_async API's functions and the exported
 * function-pointer variables through which a scheduler and a reactor serve
 * the API's macros. All are defined by true_async.so.
 * Included by zend_async_API.h (include that one).
 */
#ifndef ZEND_ASYNC_FUNCTIONS_H
#define ZEND_ASYNC_FUNCTIONS_H

BEGIN_EXTERN_C()

/* ---- State, version, globals ------------------------------------------------- */

/* A scheduler and a reactor are registered. */
ZEND_API bool zend_async_is_enabled(void);
ZEND_API bool zend_scheduler_is_enabled(void);
ZEND_API bool zend_async_reactor_is_enabled(void);
ZEND_API bool zend_async_thread_pool_is_enabled(void);

ZEND_API const char *zend_async_get_api_version(void);
ZEND_API int zend_async_get_api_version_number(void);

/* Called by the provider at module start and shutdown. */
ZEND_API void zend_async_globals_ctor(void);
ZEND_API void zend_async_globals_dtor(void);
ZEND_API void zend_async_api_shutdown(void);

/* Called on every scheduler tick: keep it cheap. Returns the previous one. */
ZEND_API zend_async_heartbeat_handler_t zend_async_set_heartbeat_handler(
	zend_async_heartbeat_handler_t handler);
ZEND_API zend_async_heartbeat_handler_t zend_async_get_heartbeat_handler(void);

/* ---- Exceptions ------------------------------------------------------------------ */

/* A new exception of the provider's class for `type` (ZEND_ASYNC_EXCEPTION_*),
 * message from a printf format; the _throw variants also throw it. */
ZEND_API ZEND_COLD zend_object *zend_async_new_exception(
	zend_async_class type, const char *format, ...);
ZEND_API ZEND_COLD zend_object *zend_async_throw(zend_async_class type, const char *format, ...);
ZEND_API ZEND_COLD zend_object *zend_async_throw_cancellation(const char *format, ...);
ZEND_API ZEND_COLD zend_object *zend_async_throw_timeout(
	const char *format, const zend_long timeout);

/* ---- Event callbacks ---------------------------------------------------------------- */

ZEND_API bool zend_async_callbacks_push(
	zend_async_event_t *event, zend_async_event_callback_t *callback);
ZEND_API void zend_async_callbacks_notify(
	zend_async_event_t *event, void *result, zend_object *exception, bool from_handler);
ZEND_API bool zend_async_callbacks_remove(
	zend_async_event_t *event, zend_async_event_callback_t *callback);
ZEND_API void zend_async_callbacks_free(zend_async_event_t *event);
ZEND_API void zend_async_callbacks_notify_and_close(
	zend_async_event_t *event, void *result, zend_object *exception);

ZEND_API bool zend_async_callbacks_vector_push(
	zend_async_callbacks_vector_t *vector, zend_async_event_callback_t *callback);
ZEND_API void zend_async_callbacks_vector_notify(
	zend_async_callbacks_vector_t *vector, zend_async_event_t *event, void *result);
ZEND_API void zend_async_callbacks_vector_free(
	zend_async_callbacks_vector_t *vector, zend_async_event_t *event);

/* size: 0 for the bare record, or the size of a larger record beginning
 * with it. */
ZEND_API zend_async_event_callback_t *zend_async_event_callback_new(
	zend_async_event_callback_fn callback, size_t size);
ZEND_API zend_coroutine_event_callback_t *zend_async_coroutine_callback_new(
	zend_coroutine_t *coroutine, zend_async_event_callback_fn callback, size_t size);
ZEND_API void coroutine_event_callback_dispose(
	zend_async_event_callback_t *callback, zend_async_event_t *event);

/* ---- Wakers ---------------------------------------------------------------------------- */

ZEND_API zend_async_waker_t *zend_async_waker_define(zend_coroutine_t *coroutine);
ZEND_API zend_async_waker_t *zend_async_waker_new_with_timeout(
	zend_coroutine_t *coroutine, const zend_ulong timeout, zend_async_event_t *cancellation);
ZEND_API bool zend_async_waker_apply_error(zend_async_waker_t *waker, zend_object *error,
	bool transfer_error, bool override, bool for_cancellation);
ZEND_API void zend_async_waker_init(zend_async_waker_t *waker);
ZEND_API void zend_async_waker_clean(zend_coroutine_t *coroutine);
ZEND_API void zend_async_waker_stop_events(zend_async_waker_t *waker);
ZEND_API void zend_async_waker_add_triggered_event(
	zend_coroutine_t *coroutine, zend_async_event_t *event);
ZEND_API bool zend_async_waker_is_event_exists(
	zend_coroutine_t *coroutine, zend_async_event_t *event);
/* Resumes `coroutine` through `callback` when `event` fires. trans_event:
 * the waker takes over the caller's reference on the event. */
ZEND_API bool zend_async_resume_when(zend_coroutine_t *coroutine, zend_async_event_t *event,
	const bool trans_event, zend_async_event_callback_fn callback,
	zend_coroutine_event_callback_t *event_callback);
ZEND_API void zend_async_waker_callback_resolve(zend_async_event_t *event,
	zend_async_event_callback_t *callback, void *result, zend_object *exception);
ZEND_API void zend_async_waker_callback_cancel(zend_async_event_t *event,
	zend_async_event_callback_t *callback, void *result, zend_object *exception);
ZEND_API void zend_async_waker_callback_timeout(zend_async_event_t *event,
	zend_async_event_callback_t *callback, void *result, zend_object *exception);

/* ---- Coroutines ---------------------------------------------------------------------- */

/* "Coroutine spawned at file:line[, suspended at file:line] (name)". */
ZEND_API zend_string *zend_coroutine_gen_info(zend_coroutine_t *coroutine, char *zend_coroutine_name);
ZEND_API void zend_fcall_release(zend_fcall_t *fcall);

/* Internal context: values of C extensions kept per coroutine under numeric
 * keys; a key is allocated once per C string (by its address). */
ZEND_API uint32_t zend_async_internal_context_key_alloc(const char *key_name);
ZEND_API const char *zend_async_internal_context_key_name(uint32_t key);
ZEND_API zval *zend_async_internal_context_find(zend_coroutine_t *coroutine, uint32_t key);
ZEND_API bool zend_async_internal_context_set(
	zend_coroutine_t *coroutine, uint32_t key, zval *value);
ZEND_API bool zend_async_internal_context_unset(zend_coroutine_t *coroutine, uint32_t key);
ZEND_API void zend_async_init_internal_context_api(void);
ZEND_API void zend_async_coroutine_internal_context_init(zend_coroutine_t *coroutine);
ZEND_API void zend_async_coroutine_internal_context_dispose(zend_coroutine_t *coroutine);
ZEND_API void zend_async_internal_context_api_shutdown(void);

/* Switch handlers: a repeated handler is not added twice (its index is
 * returned); nothing may be added or removed while they run. */
ZEND_API uint32_t zend_coroutine_add_switch_handler(
	zend_coroutine_t *coroutine, zend_coroutine_switch_handler_fn handler);
ZEND_API bool zend_coroutine_remove_switch_handler(
	zend_coroutine_t *coroutine, uint32_t handler_index);
ZEND_API bool zend_coroutine_call_switch_handlers(
	zend_coroutine_t *coroutine, bool is_enter, bool is_finishing);
ZEND_API void zend_coroutine_switch_handlers_init(zend_coroutine_t *coroutine);
ZEND_API void zend_coroutine_switch_handlers_destroy(zend_coroutine_t *coroutine);
ZEND_API bool zend_async_add_main_coroutine_start_handler(zend_coroutine_switch_handler_fn handler);
ZEND_API bool zend_async_call_main_coroutine_start_handlers(zend_coroutine_t *main_coroutine);

/* ---- The provider's functions ------------------------------------------------------ */

ZEND_API extern zend_async_spawn_t zend_async_spawn_fn;
ZEND_API extern zend_async_new_coroutine_t zend_async_new_coroutine_fn;
ZEND_API extern zend_async_new_scope_t zend_async_new_scope_fn;
ZEND_API extern zend_async_suspend_t zend_async_suspend_fn;
ZEND_API extern zend_async_call_on_main_stack_t zend_async_call_on_main_stack_fn;
ZEND_API extern zend_async_enqueue_coroutine_t zend_async_enqueue_coroutine_fn;
ZEND_API extern zend_async_resume_t zend_async_resume_fn;
ZEND_API extern zend_async_cancel_t zend_async_cancel_fn;
ZEND_API extern zend_async_scope_await_after_cancellation_t zend_async_scope_await_after_cancellation_fn;
ZEND_API extern zend_async_spawn_and_throw_t zend_async_spawn_and_throw_fn;
ZEND_API extern zend_async_shutdown_t zend_async_shutdown_fn;
ZEND_API extern zend_async_engine_shutdown_t zend_async_engine_shutdown_fn;
ZEND_API extern zend_async_get_coroutines_t zend_async_get_coroutines_fn;
ZEND_API extern zend_async_add_microtask_t zend_async_add_microtask_fn;
ZEND_API extern zend_async_get_awaiting_info_t zend_async_get_awaiting_info_fn;
ZEND_API extern zend_async_get_class_ce_t zend_async_get_class_ce_fn;
ZEND_API extern zend_async_new_future_t zend_async_new_future_fn;
ZEND_API extern zend_async_new_channel_t zend_async_new_channel_fn;
ZEND_API extern zend_async_new_future_obj_t zend_async_new_future_obj_fn;
ZEND_API extern zend_async_new_channel_obj_t zend_async_new_channel_obj_fn;
ZEND_API extern zend_async_scheduler_launch_t zend_async_scheduler_launch_fn;
ZEND_API extern zend_async_new_group_t zend_async_new_group_fn;
ZEND_API extern zend_async_new_pool_t zend_async_new_pool_fn;
ZEND_API extern zend_async_new_pool_obj_t zend_async_new_pool_obj_fn;
ZEND_API extern zend_async_pool_acquire_t zend_async_pool_acquire_fn;
ZEND_API extern zend_async_pool_try_acquire_t zend_async_pool_try_acquire_fn;
ZEND_API extern zend_async_pool_release_t zend_async_pool_release_fn;
ZEND_API extern zend_async_pool_close_t zend_async_pool_close_fn;
ZEND_API extern zend_async_new_iterator_t zend_async_new_iterator_fn;
ZEND_API extern zend_async_new_context_t zend_async_new_context_fn;
ZEND_API extern zend_async_coroutine_get_execute_data_t zend_async_coroutine_get_execute_data_fn;
ZEND_API extern zend_async_waker_new_t zend_async_waker_new_fn;
ZEND_API extern zend_async_waker_destroy_t zend_async_waker_destroy_fn;

ZEND_API extern zend_async_reactor_startup_t zend_async_reactor_startup_fn;
ZEND_API extern zend_async_reactor_shutdown_t zend_async_reactor_shutdown_fn;
ZEND_API extern zend_async_reactor_execute_t zend_async_reactor_execute_fn;
ZEND_API extern zend_async_reactor_loop_alive_t zend_async_reactor_loop_alive_fn;
ZEND_API extern zend_async_reactor_tick_t zend_async_reactor_tick_fn;
ZEND_API extern zend_async_reactor_quiesce_t zend_async_reactor_quiesce_fn;
ZEND_API extern zend_async_new_socket_event_t zend_async_new_socket_event_fn;
ZEND_API extern zend_async_new_poll_event_t zend_async_new_poll_event_fn;
ZEND_API extern zend_async_new_poll_proxy_event_t zend_async_new_poll_proxy_event_fn;
ZEND_API extern zend_async_new_timer_event_t zend_async_new_timer_event_fn;
ZEND_API extern zend_async_timer_rearm_t zend_async_timer_rearm_fn;
ZEND_API extern zend_async_new_signal_event_t zend_async_new_signal_event_fn;
ZEND_API extern zend_async_sigaction_t zend_async_sigaction_fn;
ZEND_API extern zend_async_new_process_event_t zend_async_new_process_event_fn;
ZEND_API extern zend_async_new_thread_event_t zend_async_new_thread_event_fn;
ZEND_API extern zend_async_new_filesystem_event_t zend_async_new_filesystem_event_fn;
ZEND_API extern zend_async_socket_listen_t zend_async_socket_listen_fn;
ZEND_API extern zend_async_socket_listen_fd_t zend_async_socket_listen_fd_fn;
ZEND_API extern zend_async_getnameinfo_t zend_async_getnameinfo_fn;
ZEND_API extern zend_async_getaddrinfo_t zend_async_getaddrinfo_fn;
ZEND_API extern zend_async_freeaddrinfo_t zend_async_freeaddrinfo_fn;
ZEND_API extern zend_async_new_exec_event_t zend_async_new_exec_event_fn;
ZEND_API extern zend_async_exec_t zend_async_exec_fn;
ZEND_API extern zend_async_new_trigger_event_t zend_async_new_trigger_event_fn;
ZEND_API extern zend_async_available_parallelism_t zend_async_available_parallelism_fn;
ZEND_API extern zend_async_now_t zend_async_now_fn;

ZEND_API extern zend_async_new_task_t zend_async_new_task_fn;
ZEND_API extern zend_async_queue_task_t zend_async_queue_task_fn;
ZEND_API extern zend_async_new_thread_pool_t zend_async_new_thread_pool_fn;
ZEND_API extern zend_async_start_thread_t zend_async_start_thread_fn;
ZEND_API extern zend_async_thread_snapshot_create_t zend_async_thread_snapshot_create_fn;
ZEND_API extern zend_async_thread_snapshot_destroy_t zend_async_thread_snapshot_destroy_fn;
ZEND_API extern zend_async_thread_run_t zend_async_thread_run_fn;
ZEND_API extern zend_async_thread_load_result_t zend_async_thread_load_result_fn;
ZEND_API extern zend_async_thread_transfer_zval_t zend_async_thread_transfer_zval_fn;
ZEND_API extern zend_async_thread_load_zval_t zend_async_thread_load_zval_fn;
ZEND_API extern zend_async_thread_transfer_zval_toplevel_t zend_async_thread_transfer_zval_toplevel_fn;
ZEND_API extern zend_async_thread_load_zval_toplevel_t zend_async_thread_load_zval_toplevel_fn;
ZEND_API extern zend_async_thread_release_transferred_zval_t zend_async_thread_release_transferred_zval_fn;
ZEND_API extern zend_async_thread_xlat_put_t zend_async_thread_xlat_put_fn;
ZEND_API extern zend_async_thread_defer_release_t zend_async_thread_defer_release_fn;

ZEND_API extern zend_async_io_create_t zend_async_io_create_fn;
ZEND_API extern zend_async_io_read_t zend_async_io_read_fn;
ZEND_API extern zend_async_io_write_t zend_async_io_write_fn;
ZEND_API extern zend_async_io_writev_t zend_async_io_writev_fn;
ZEND_API extern zend_async_io_close_t zend_async_io_close_fn;
ZEND_API extern zend_async_io_sendfile_t zend_async_io_sendfile_fn;
ZEND_API extern zend_async_fs_open_t zend_async_fs_open_fn;
ZEND_API extern zend_async_io_await_t zend_async_io_await_fn;
ZEND_API extern zend_async_io_flush_t zend_async_io_flush_fn;
ZEND_API extern zend_async_io_stat_t zend_async_io_stat_fn;
ZEND_API extern zend_async_io_seek_t zend_async_io_seek_fn;
ZEND_API extern zend_async_udp_sendto_t zend_async_udp_sendto_fn;
ZEND_API extern zend_async_udp_try_send_t zend_async_udp_try_send_fn;
ZEND_API extern zend_async_udp_recvfrom_t zend_async_udp_recvfrom_fn;
ZEND_API extern zend_async_io_set_option_t zend_async_io_set_option_fn;
ZEND_API extern zend_async_udp_set_membership_t zend_async_udp_set_membership_fn;
ZEND_API extern zend_async_udp_bind_t zend_async_udp_bind_fn;

/* ---- Registration ---------------------------------------------------------------- */

/* How a provider installs its functions. true_async is the provider on
 * stock PHP: it refuses every other module (false, with a warning). */
ZEND_API bool zend_async_scheduler_register(char *module, bool allow_override,
	zend_async_scheduler_launch_t scheduler_launch_fn,
	zend_async_new_coroutine_t new_coroutine_fn, zend_async_new_scope_t new_scope_fn,
	zend_async_new_context_t new_context_fn, zend_async_spawn_t spawn_fn,
	zend_async_suspend_t suspend_fn, zend_async_enqueue_coroutine_t enqueue_coroutine_fn,
	zend_async_resume_t resume_fn, zend_async_cancel_t cancel_fn,
	zend_async_scope_await_after_cancellation_t scope_await_after_cancellation_fn,
	zend_async_spawn_and_throw_t spawn_and_throw_fn, zend_async_shutdown_t shutdown_fn,
	zend_async_waker_new_t waker_new_fn, zend_async_waker_destroy_t waker_destroy_fn,
	zend_async_get_coroutines_t get_coroutines_fn, zend_async_add_microtask_t add_microtask_fn,
	zend_async_get_awaiting_info_t get_awaiting_info_fn,
	zend_async_get_class_ce_t get_class_ce_fn, zend_async_new_iterator_t new_iterator_fn,
	zend_async_new_future_t new_future_fn, zend_async_new_channel_t new_channel_fn,
	zend_async_new_future_obj_t new_future_obj_fn,
	zend_async_new_channel_obj_t new_channel_obj_fn, zend_async_new_group_t new_group_fn,
	zend_async_engine_shutdown_t engine_shutdown_fn,
	zend_async_thread_snapshot_create_t thread_snapshot_create_fn,
	zend_async_thread_snapshot_destroy_t thread_snapshot_destroy_fn,
	zend_async_thread_run_t thread_run_fn, zend_async_thread_load_result_t thread_load_result_fn);

ZEND_API bool zend_async_reactor_register(char *module, bool allow_override,
	zend_async_reactor_startup_t reactor_startup_fn,
	zend_async_reactor_shutdown_t reactor_shutdown_fn,
	zend_async_reactor_execute_t reactor_execute_fn,
	zend_async_reactor_loop_alive_t reactor_loop_alive_fn,
	zend_async_reactor_quiesce_t reactor_quiesce_fn,
	zend_async_new_socket_event_t new_socket_event_fn,
	zend_async_new_poll_event_t new_poll_event_fn,
	zend_async_new_poll_proxy_event_t new_poll_proxy_event_fn,
	zend_async_new_timer_event_t new_timer_event_fn, zend_async_timer_rearm_t timer_rearm_fn,
	zend_async_new_signal_event_t new_signal_event_fn,
	zend_async_new_process_event_t new_process_event_fn,
	zend_async_new_thread_event_t new_thread_event_fn,
	zend_async_new_filesystem_event_t new_filesystem_event_fn,
	zend_async_getnameinfo_t getnameinfo_fn, zend_async_getaddrinfo_t getaddrinfo_fn,
	zend_async_freeaddrinfo_t freeaddrinfo_fn, zend_async_new_exec_event_t new_exec_event_fn,
	zend_async_exec_t exec_fn, zend_async_new_trigger_event_t new_trigger_event_fn,
	zend_async_available_parallelism_t available_parallelism_fn, zend_async_now_t now_fn);

ZEND_API void zend_async_thread_pool_register(char *module, bool allow_override,
	zend_async_new_task_t new_task_fn, zend_async_queue_task_t queue_task_fn,
	zend_async_new_thread_pool_t new_thread_pool_fn, zend_async_start_thread_t start_thread_fn,
	zend_async_thread_transfer_zval_t transfer_zval_fn,
	zend_async_thread_load_zval_t load_zval_fn,
	zend_async_thread_transfer_zval_toplevel_t transfer_zval_toplevel_fn,
	zend_async_thread_load_zval_toplevel_t load_zval_toplevel_fn,
	zend_async_thread_release_transferred_zval_t release_transferred_zval_fn,
	zend_async_thread_xlat_put_t xlat_put_fn, zend_async_thread_defer_release_t defer_release_fn);

ZEND_API void zend_async_pool_api_register(char *module, bool allow_override,
	zend_async_new_pool_t new_pool_fn, zend_async_new_pool_obj_t new_pool_obj_fn,
	zend_async_pool_acquire_t acquire_fn, zend_async_pool_try_acquire_t try_acquire_fn,
	zend_async_pool_release_t release_fn, zend_async_pool_close_t close_fn);

ZEND_API bool zend_async_socket_listening_register(char *module, bool allow_override,
	zend_async_socket_listen_t socket_listen_fn, zend_async_socket_listen_fd_t socket_listen_fd_fn);

ZEND_API bool zend_async_io_register(char *module, bool allow_override,
	zend_async_io_create_t create_fn, zend_async_io_read_t read_fn,
	zend_async_io_write_t write_fn, zend_async_io_writev_t writev_fn,
	zend_async_io_close_t close_fn, zend_async_io_await_t await_fn,
	zend_async_io_flush_t flush_fn, zend_async_io_stat_t stat_fn, zend_async_io_seek_t seek_fn,
	zend_async_io_sendfile_t sendfile_fn, zend_async_fs_open_t fs_open_fn,
	zend_async_udp_sendto_t udp_sendto_fn, zend_async_udp_try_send_t udp_try_send_fn,
	zend_async_udp_recvfrom_t udp_recvfrom_fn, zend_async_io_set_option_t set_option_fn,
	zend_async_udp_set_membership_t udp_set_membership_fn, zend_async_udp_bind_t udp_bind_fn);

END_EXTERN_C()

#endif /* ZEND_ASYNC_FUNCTIONS_H */
