/*
 * The C side of the zend_async API (include/zend_async_API.h): the default
 * functions the provider's pointers hold, the state and version functions,
 * the globals, and the registration functions. Callers: src/abi/zend_async.rs
 * exports each ta_zend_* function here under its API name (the cdylib
 * exports only symbols defined in Rust) and defines the variables and
 * globals this file fills in; src/module/ runs ta_zend_async_startup() at
 * MINIT and ta_zend_async_shutdown() at MSHUTDOWN.
 *
 * The reactor's functions are true_async's (zend_async_reactor_shim.c), the
 * scheduler's too once installed (zend_async_coroutine_shim.c,
 * zend_async_scheduler_shim.c), which MINIT does. Before that, and for
 * what they leave, every other pointer holds
 * what TrueAsync's engine holds when no async extension is loaded: a stub
 * that throws "Async API is not enabled", a harmless answer (suspend:
 * false, shutdown: true, no coroutines), or NULL for the I/O family, and
 * zend_async_is_enabled() is false (zend_async_reactor_is_enabled() is
 * true).
 */
#include "php.h"
#include "zend_exceptions.h"
#include "zend_async_API.h"
#include "zend_async_shim.h"

bool ta_zend_async_c_api_used = false;

bool ta_zend_async_c_api_in_use(void)
{
	return ta_zend_async_c_api_used;
}

void ta_zend_async_c_api_mark(void)
{
	TA_C_API_USED();
}

/* Set when true_async installs its scheduler and reactor functions. */
static bool ta_scheduler_installed = false;
static bool ta_reactor_installed = false;

static const char ta_provider[] = "true_async";

/* ---- Defaults --------------------------------------------------------------- */

static void ta_not_enabled(const char *what)
{
	zend_throw_error(NULL, "%s API is not enabled", what);
}

static zend_coroutine_t *ta_spawn_default(
	zend_async_scope_t *scope, zend_object *scope_provider, int32_t priority)
{
	ta_not_enabled("Async");
	return NULL;
}

static bool ta_suspend_default(bool from_main, bool is_bailout)
{
	return false;
}

static bool ta_enqueue_default(zend_coroutine_t *coroutine)
{
	ta_not_enabled("Async");
	return false;
}

static bool ta_true_default(void)
{
	return true;
}

static zend_array *ta_no_coroutines_default(void)
{
	return NULL;
}

static zend_array *ta_no_awaiting_info_default(zend_coroutine_t *coroutine)
{
	return NULL;
}

static bool ta_spawn_and_throw_default(
	zend_object *exception, zend_async_scope_t *scope, int32_t priority)
{
	ta_not_enabled("Async");
	return false;
}

static zend_future_t *ta_new_future_default(bool thread_safe, size_t extra_size)
{
	ta_not_enabled("Async");
	return NULL;
}

static zend_async_channel_t *ta_new_channel_default(
	size_t buffer_size, bool resizable, bool thread_safe, size_t extra_size)
{
	ta_not_enabled("Async");
	return NULL;
}

static zend_object *ta_new_future_obj_default(zend_future_t *future)
{
	ta_not_enabled("Async");
	return NULL;
}

static zend_object *ta_new_channel_obj_default(zend_async_channel_t *channel)
{
	ta_not_enabled("Async");
	return NULL;
}

static zend_async_group_t *ta_new_group_default(
	uint32_t concurrency, uint32_t queue_limit, zend_object *scope)
{
	ta_not_enabled("Async");
	return NULL;
}

static zend_async_pool_t *ta_new_pool_default(zend_async_pool_factory_fn factory,
	zend_async_pool_destructor_fn destructor, zend_async_pool_healthcheck_fn healthcheck,
	zend_async_pool_before_acquire_fn before_acquire,
	zend_async_pool_before_release_fn before_release, uint32_t min_size, uint32_t max_size,
	uint32_t healthcheck_interval_ms, size_t extra_size)
{
	ta_not_enabled("Async");
	return NULL;
}

static zend_object *ta_new_pool_obj_default(zend_async_pool_t *pool)
{
	ta_not_enabled("Async");
	return NULL;
}

static bool ta_pool_acquire_default(zend_async_pool_t *pool, zval *result, zend_long timeout_ms)
{
	ta_not_enabled("Async");
	return false;
}

static bool ta_pool_try_acquire_default(zend_async_pool_t *pool, zval *result)
{
	ta_not_enabled("Async");
	return false;
}

static void ta_pool_release_default(zend_async_pool_t *pool, zval *resource)
{
	ta_not_enabled("Async");
}

static void ta_pool_close_default(zend_async_pool_t *pool)
{
	ta_not_enabled("Async");
}

static zend_async_context_t *ta_new_context_default(void)
{
	ta_not_enabled("Context");
	return NULL;
}

/* The engine's own classes stand in for the provider's. */
static zend_class_entry *ta_class_ce_default(zend_async_class type)
{
	switch (type) {
		case ZEND_ASYNC_EXCEPTION_DEFAULT:
		case ZEND_ASYNC_EXCEPTION_TIMEOUT:
		case ZEND_ASYNC_EXCEPTION_INPUT_OUTPUT:
		case ZEND_ASYNC_EXCEPTION_POLL:
		case ZEND_ASYNC_EXCEPTION_DNS:
			return zend_ce_exception;
		case ZEND_ASYNC_EXCEPTION_CANCELLATION:
			return zend_ce_error;
		default:
			return NULL;
	}
}

static zend_async_waker_t *ta_waker_new_default(zend_coroutine_t *coroutine)
{
	ta_zend_async_unavailable("zend_async_waker_new_fn");
	return NULL;
}

static void ta_waker_destroy_default(zend_coroutine_t *coroutine)
{
	ta_zend_async_unavailable("zend_async_waker_destroy_fn");
}

static zend_async_listen_event_t *ta_socket_listen_default(
	const char *host, int port, int backlog, uint32_t flags, size_t extra_size)
{
	ta_not_enabled("Socket listening");
	return NULL;
}

static zend_async_listen_event_t *ta_socket_listen_fd_default(
	zend_socket_t fd, int backlog, uint32_t flags, size_t extra_size)
{
	ta_not_enabled("Socket listening");
	return NULL;
}

/* The thread and I/O pointers stay NULL, as the engine leaves them (their
 * callers test for NULL); the reactor's are set by
 * ta_zend_async_reactor_install(), those it does not serve stay NULL. */
static void ta_install_defaults(void)
{
	zend_async_spawn_fn = ta_spawn_default;
	zend_async_new_coroutine_fn = NULL;
	zend_async_new_scope_fn = NULL;
	zend_async_suspend_fn = ta_suspend_default;
	zend_async_call_on_main_stack_fn = ta_call_on_main_stack;
	zend_async_enqueue_coroutine_fn = ta_enqueue_default;
	zend_async_resume_fn = NULL;
	zend_async_cancel_fn = NULL;
	zend_async_spawn_and_throw_fn = ta_spawn_and_throw_default;
	zend_async_shutdown_fn = ta_true_default;
	zend_async_engine_shutdown_fn = ta_true_default;
	zend_async_get_coroutines_fn = ta_no_coroutines_default;
	zend_async_add_microtask_fn = ta_add_microtask;
	zend_async_get_awaiting_info_fn = ta_no_awaiting_info_default;
	zend_async_get_class_ce_fn = ta_class_ce_default;
	zend_async_new_future_fn = ta_new_future_default;
	zend_async_new_channel_fn = ta_new_channel_default;
	zend_async_new_future_obj_fn = ta_new_future_obj_default;
	zend_async_new_channel_obj_fn = ta_new_channel_obj_default;
	zend_async_scheduler_launch_fn = ta_true_default;
	zend_async_new_group_fn = ta_new_group_default;
	zend_async_new_pool_fn = ta_new_pool_default;
	zend_async_new_pool_obj_fn = ta_new_pool_obj_default;
	zend_async_pool_acquire_fn = ta_pool_acquire_default;
	zend_async_pool_try_acquire_fn = ta_pool_try_acquire_default;
	zend_async_pool_release_fn = ta_pool_release_default;
	zend_async_pool_close_fn = ta_pool_close_default;
	zend_async_new_iterator_fn = NULL;
	zend_async_new_context_fn = ta_new_context_default;
	zend_async_coroutine_get_execute_data_fn = NULL;
	zend_async_waker_new_fn = ta_waker_new_default;
	zend_async_waker_destroy_fn = ta_waker_destroy_default;
	zend_async_socket_listen_fn = ta_socket_listen_default;
	zend_async_socket_listen_fd_fn = ta_socket_listen_fd_default;
}

/* ---- State and version --------------------------------------------------------- */

/* zend_async_scheduler_shim.c installed the scheduler's functions. */
void ta_zend_async_set_scheduler_installed(void)
{
	ta_scheduler_installed = true;
}

bool ta_zend_async_is_enabled(void)
{
	return ta_scheduler_installed && ta_reactor_installed;
}

bool ta_zend_scheduler_is_enabled(void)
{
	return ta_scheduler_installed;
}

bool ta_zend_async_reactor_is_enabled(void)
{
	return ta_reactor_installed;
}

bool ta_zend_async_thread_pool_is_enabled(void)
{
	return zend_async_queue_task_fn != NULL;
}

const char *ta_zend_async_get_api_version(void)
{
	return ZEND_ASYNC_API;
}

int ta_zend_async_get_api_version_number(void)
{
	return ZEND_ASYNC_API_VERSION_NUMBER;
}

void ta_zend_async_globals_ctor(void)
{
	zend_async_globals_t *g = &zend_async_globals_api;
	memset(g, 0, sizeof(*g));
	g->state = ZEND_ASYNC_OFF;
	zend_atomic_bool_store(&g->heartbeat, false);
}

void ta_zend_async_globals_dtor(void)
{
	zend_coroutine_switch_handlers_vector_t *start = &zend_async_globals_api.main_coroutine_start_handlers;
	if (start->data != NULL) {
		pefree(start->data, 1);
	}
	start->data = NULL;
	start->length = 0;
	start->capacity = 0;
}

void ta_zend_async_api_shutdown(void)
{
	ta_zend_async_internal_context_api_shutdown();
	ta_zend_async_globals_dtor();
}

zend_async_heartbeat_handler_t ta_zend_async_set_heartbeat_handler(
	zend_async_heartbeat_handler_t handler)
{
	zend_async_heartbeat_handler_t previous = ZEND_ASYNC_G(heartbeat_handler);
	ZEND_ASYNC_G(heartbeat_handler) = handler;
	return previous;
}

zend_async_heartbeat_handler_t ta_zend_async_get_heartbeat_handler(void)
{
	return ZEND_ASYNC_G(heartbeat_handler);
}

void ta_zend_async_startup(void)
{
	ta_install_defaults();
	/* The reactor's events are served (zend_async_reactor_shim.c); its
	 * loop is the request's, made on first use. */
	ta_zend_async_reactor_install();
	ta_reactor_installed = true;
	ta_zend_async_globals_ctor();
	ta_zend_async_init_internal_context_api();
}

void ta_zend_async_shutdown(void)
{
	ta_zend_async_api_shutdown();
	ta_switch_registry_shutdown();
}

/* ---- Registration ------------------------------------------------------------------ */

/* true_async is the one provider: another module's functions would run a
 * second scheduler beside it. Refused with a warning (not TrueAsync's
 * E_CORE_ERROR, which would end the process for what is only a refusal). */
static bool ta_refuse(const char *module, const char *what)
{
	zend_error(E_CORE_WARNING,
		"Module %s cannot register a zend_async %s: %s provides the zend_async API and keeps it",
		module != NULL ? module : "(unnamed)", what, ta_provider);
	return false;
}

bool ta_zend_async_scheduler_register(char *module, bool allow_override,
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
	zend_async_thread_run_t thread_run_fn, zend_async_thread_load_result_t thread_load_result_fn)
{
	return ta_refuse(module, "Scheduler");
}

bool ta_zend_async_reactor_register(char *module, bool allow_override,
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
	zend_async_available_parallelism_t available_parallelism_fn, zend_async_now_t now_fn)
{
	return ta_refuse(module, "Reactor");
}

void ta_zend_async_thread_pool_register(char *module, bool allow_override,
	zend_async_new_task_t new_task_fn, zend_async_queue_task_t queue_task_fn,
	zend_async_new_thread_pool_t new_thread_pool_fn, zend_async_start_thread_t start_thread_fn,
	zend_async_thread_transfer_zval_t transfer_zval_fn,
	zend_async_thread_load_zval_t load_zval_fn,
	zend_async_thread_transfer_zval_toplevel_t transfer_zval_toplevel_fn,
	zend_async_thread_load_zval_toplevel_t load_zval_toplevel_fn,
	zend_async_thread_release_transferred_zval_t release_transferred_zval_fn,
	zend_async_thread_xlat_put_t xlat_put_fn, zend_async_thread_defer_release_t defer_release_fn)
{
	ta_refuse(module, "Thread Pool");
}

void ta_zend_async_pool_api_register(char *module, bool allow_override,
	zend_async_new_pool_t new_pool_fn, zend_async_new_pool_obj_t new_pool_obj_fn,
	zend_async_pool_acquire_t acquire_fn, zend_async_pool_try_acquire_t try_acquire_fn,
	zend_async_pool_release_t release_fn, zend_async_pool_close_t close_fn)
{
	ta_refuse(module, "Pool API");
}

bool ta_zend_async_socket_listening_register(char *module, bool allow_override,
	zend_async_socket_listen_t socket_listen_fn, zend_async_socket_listen_fd_t socket_listen_fd_fn)
{
	return ta_refuse(module, "Socket Listening API");
}

bool ta_zend_async_io_register(char *module, bool allow_override,
	zend_async_io_create_t create_fn, zend_async_io_read_t read_fn,
	zend_async_io_write_t write_fn, zend_async_io_writev_t writev_fn,
	zend_async_io_close_t close_fn, zend_async_io_await_t await_fn,
	zend_async_io_flush_t flush_fn, zend_async_io_stat_t stat_fn, zend_async_io_seek_t seek_fn,
	zend_async_io_sendfile_t sendfile_fn, zend_async_fs_open_t fs_open_fn,
	zend_async_udp_sendto_t udp_sendto_fn, zend_async_udp_try_send_t udp_try_send_fn,
	zend_async_udp_recvfrom_t udp_recvfrom_fn, zend_async_io_set_option_t set_option_fn,
	zend_async_udp_set_membership_t udp_set_membership_fn, zend_async_udp_bind_t udp_bind_fn)
{
	return ta_refuse(module, "Async IO API");
}
