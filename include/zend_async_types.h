/*
 * true_async: the zend_async API's constants, enumerations,
 * the names of every record and the function-pointer types.
 * Included by zend_async_API.h (include that one).
 *
 * Names, values and parameter lists follow TrueAsync's API version 0.23.0
 * (see zend_async_API.h); the text is true_async's own.
 */
#ifndef ZEND_ASYNC_TYPES_H
#define ZEND_ASYNC_TYPES_H

#include <sys/socket.h>
#include <netinet/in.h>
#include <netdb.h>
#include <sys/types.h>

/* ---- Descriptors ---------------------------------------------------- */

/* What a poll event waits for (bit set). */
typedef enum {
	ASYNC_READABLE = 1,
	ASYNC_WRITABLE = 2,
	ASYNC_DISCONNECT = 4,
	ASYNC_PRIORITIZED = 8
} async_poll_event;

/* Portable signal numbers of the signal event (libuv's numbering on
 * Windows; equal to the POSIX numbers where both exist). */
#define ZEND_ASYNC_SIGHUP 1
#define ZEND_ASYNC_SIGINT 2
#define ZEND_ASYNC_SIGQUIT 3
#define ZEND_ASYNC_SIGILL 4
#define ZEND_ASYNC_SIGABRT_COMPAT 6
#define ZEND_ASYNC_SIGFPE 8
#define ZEND_ASYNC_SIGKILL 9
#define ZEND_ASYNC_SIGSEGV 11
#define ZEND_ASYNC_SIGTERM 15
#define ZEND_ASYNC_SIGBREAK 21
#define ZEND_ASYNC_SIGABRT 22
#define ZEND_ASYNC_SIGWINCH 28

/* POSIX only: a C runtime descriptor, a process id, a socket. */
typedef int zend_file_descriptor_t;
typedef pid_t zend_process_id_t;
typedef pid_t zend_process_t;
typedef int zend_socket_t;
#define ZEND_FD_NULL (-1)
#define INVALID_IO_DESCRIPTOR (-1)

typedef enum {
	IO_DESCRIPTOR_FD = 1,
	IO_DESCRIPTOR_SOCKET,
	IO_DESCRIPTOR_PROCESS
} io_descriptor_type;

/* A descriptor of any kind, tagged. */
typedef struct io_descriptor_s {
	union {
		zend_file_descriptor_t fd;
		zend_socket_t socket;
		zend_process_t process;
	};
	io_descriptor_type type;
} io_descriptor_t;

/* ---- Async I/O handles ---------------------------------------------- */

typedef enum {
	ZEND_ASYNC_IO_TYPE_PIPE,
	ZEND_ASYNC_IO_TYPE_FILE,
	ZEND_ASYNC_IO_TYPE_TCP,
	ZEND_ASYNC_IO_TYPE_UDP,
	ZEND_ASYNC_IO_TYPE_TTY
} zend_async_io_type;

/* Byte streams (as opposed to files and datagrams). */
#define ZEND_ASYNC_IO_IS_STREAM(type) \
	((type) == ZEND_ASYNC_IO_TYPE_PIPE || (type) == ZEND_ASYNC_IO_TYPE_TTY \
		|| (type) == ZEND_ASYNC_IO_TYPE_TCP)

/* zend_async_io_t.state bits. */
#define ZEND_ASYNC_IO_READABLE    (1 << 0)
#define ZEND_ASYNC_IO_WRITABLE    (1 << 1)
#define ZEND_ASYNC_IO_CLOSED      (1 << 2)
#define ZEND_ASYNC_IO_EOF         (1 << 3)
#define ZEND_ASYNC_IO_APPEND      (1 << 4)
#define ZEND_ASYNC_IO_PRESERVE_FD (1 << 5)
#define ZEND_ASYNC_IO_OWNS_FD     (1 << 6) /* closed with the handle */

/* zend_async_io_writev_t modes: owned zend_strings, or caller iovecs. */
#define ZEND_ASYNC_IO_WRITEV_ZSTR 0u
#define ZEND_ASYNC_IO_WRITEV_IOV  1u

typedef enum {
	ZEND_ASYNC_SOCKET_OPT_BROADCAST = 1,
	ZEND_ASYNC_SOCKET_OPT_MULTICAST_LOOP,
	ZEND_ASYNC_SOCKET_OPT_MULTICAST_TTL,
	ZEND_ASYNC_SOCKET_OPT_TTL,
	ZEND_ASYNC_SOCKET_OPT_NODELAY,
	ZEND_ASYNC_SOCKET_OPT_KEEPALIVE
} zend_async_socket_option_t;

/* Flags of the listen and UDP bind calls; unknown bits are ignored. */
#define ZEND_ASYNC_LISTEN_F_REUSEPORT (1u << 0)
#define ZEND_ASYNC_LISTEN_F_IPV6ONLY  (1u << 1)
#define ZEND_ASYNC_LISTEN_F_UNIX      (1u << 2) /* host is a socket path */
#define ZEND_ASYNC_UDP_F_REUSEPORT    (1u << 0)
#define ZEND_ASYNC_UDP_F_IPV6ONLY     (1u << 1)
#define ZEND_ASYNC_UDP_F_RECV_GSO     (1u << 2)

/* zend_async_udp_req_t.flags: private to the reactor. */
#define ZEND_ASYNC_UDP_REQ_F_CALLBACK_DONE   (1u << 0)
#define ZEND_ASYNC_UDP_REQ_F_DISPOSE_PENDING (1u << 1)

/* What an exec event does with the output, as php_exec's modes: last line
 * (exec), print all (system), lines into an array (exec with &$output),
 * raw passthrough (passthru), one buffer (shell_exec). */
typedef enum {
	ZEND_ASYNC_EXEC_MODE_EXEC,
	ZEND_ASYNC_EXEC_MODE_SYSTEM,
	ZEND_ASYNC_EXEC_MODE_EXEC_ARRAY,
	ZEND_ASYNC_EXEC_MODE_PASSTHRU,
	ZEND_ASYNC_EXEC_MODE_SHELL_EXEC
} zend_async_exec_mode;

/* Filesystem watch: what changed (triggered_events) and how to watch. */
#define ZEND_ASYNC_FS_EVENT_RENAME    (1u << 0)
#define ZEND_ASYNC_FS_EVENT_CHANGE    (1u << 1)
#define ZEND_ASYNC_FS_EVENT_RECURSIVE (1u << 0)

/* Thread spawn flag: the thread starts with the parent's tables. */
#define ZEND_THREAD_F_INHERIT (1u << 0)

typedef uintptr_t zend_async_thread_handle_t;

/* ---- Scheduler enumerations ----------------------------------------- */

typedef enum {
	ZEND_COROUTINE_NORMAL = 0,
	ZEND_COROUTINE_HI_PRIORITY = 255
} zend_coroutine_priority;

/* Classes and exception classes a provider is asked for (get_class_ce). */
typedef enum {
	ZEND_ASYNC_CLASS_NO = 0,
	ZEND_ASYNC_CLASS_AWAITABLE = 1,
	ZEND_ASYNC_CLASS_COROUTINE = 2,
	ZEND_ASYNC_CLASS_SCOPE = 3,
	ZEND_ASYNC_CLASS_CONTEXT = 4,
	ZEND_ASYNC_CLASS_SCOPE_PROVIDER = 5,
	ZEND_ASYNC_CLASS_SPAWN_STRATEGY = 6,
	ZEND_ASYNC_CLASS_TIMEOUT = 7,
	ZEND_ASYNC_CLASS_COMPLETABLE = 8,
	ZEND_ASYNC_CLASS_CHANNEL = 10,
	ZEND_ASYNC_CLASS_FUTURE = 11,
	ZEND_ASYNC_CLASS_GROUP = 12,
	ZEND_ASYNC_CLASS_POOL = 13,
	ZEND_ASYNC_EXCEPTION_DEFAULT = 30,
	ZEND_ASYNC_EXCEPTION_CANCELLATION = 31,
	ZEND_ASYNC_EXCEPTION_TIMEOUT = 32,
	ZEND_ASYNC_EXCEPTION_INPUT_OUTPUT = 33,
	ZEND_ASYNC_EXCEPTION_POLL = 34,
	ZEND_ASYNC_EXCEPTION_DNS = 35,
	ZEND_ASYNC_EXCEPTION_DEADLOCK = 36,
	ZEND_ASYNC_EXCEPTION_SERVICE_UNAVAILABLE = 37,
	ZEND_ASYNC_EXCEPTION_OPERATION_CANCELLED = 38,
	ZEND_ASYNC_EXCEPTION_THREAD_TRANSFER = 39,
	ZEND_ASYNC_EXCEPTION_REMOTE = 40,
} zend_async_class;

typedef enum {
	ZEND_ASYNC_CIRCUIT_STATE_ACTIVE = 0,
	ZEND_ASYNC_CIRCUIT_STATE_INACTIVE,
	ZEND_ASYNC_CIRCUIT_STATE_RECOVERING
} zend_async_circuit_state_t;

/* ---- Record names ---------------------------------------------------- */

typedef struct _zend_async_event_s zend_async_event_t;
typedef struct _zend_async_event_callback_s zend_async_event_callback_t;
typedef struct _zend_coroutine_event_callback_s zend_coroutine_event_callback_t;
typedef struct _zend_async_waker_trigger_s zend_async_waker_trigger_t;
typedef struct _zend_coroutine_s zend_coroutine_t;
typedef struct _zend_coroutine_switch_handler_s zend_coroutine_switch_handler_t;
typedef struct _zend_coroutine_switch_handlers_vector_s zend_coroutine_switch_handlers_vector_t;
typedef struct _zend_future_s zend_future_t;
typedef struct _zend_async_channel_s zend_async_channel_t;
typedef struct _zend_async_pool_s zend_async_pool_t;
typedef struct _zend_async_thread_pool_s zend_async_thread_pool_t;
typedef struct _zend_async_context_s zend_async_context_t;
typedef struct _zend_async_waker_s zend_async_waker_t;
typedef struct _zend_async_microtask_s zend_async_microtask_t;
typedef struct _zend_async_scope_s zend_async_scope_t;
typedef struct _zend_async_iterator_s zend_async_iterator_t;
typedef struct _zend_async_group_s zend_async_group_t;
typedef struct _zend_fcall_s zend_fcall_t;
typedef struct _zend_async_poll_event_s zend_async_poll_event_t;
typedef struct _zend_async_poll_proxy_s zend_async_poll_proxy_t;
typedef struct _zend_async_timer_event_s zend_async_timer_event_t;
typedef struct _zend_async_signal_event_s zend_async_signal_event_t;
typedef struct _zend_async_filesystem_event_s zend_async_filesystem_event_t;
typedef struct _zend_async_process_event_s zend_async_process_event_t;
typedef struct _zend_async_thread_event_s zend_async_thread_event_t;
typedef struct _zend_async_thread_context_s zend_async_thread_context_t;
typedef struct _zend_async_thread_internal_entry_s zend_async_thread_internal_entry_t;
typedef struct _zend_async_trigger_event_s zend_async_trigger_event_t;
typedef struct _zend_async_dns_nameinfo_s zend_async_dns_nameinfo_t;
typedef struct _zend_async_dns_addrinfo_s zend_async_dns_addrinfo_t;
typedef struct _zend_async_exec_event_s zend_async_exec_event_t;
typedef struct _zend_async_listen_event_s zend_async_listen_event_t;
typedef struct _zend_async_task_s zend_async_task_t;
typedef struct _zend_async_io_s zend_async_io_t;
typedef struct _zend_async_io_req_s zend_async_io_req_t;
typedef struct _zend_async_udp_req_s zend_async_udp_req_t;

/* A read buffer chunk: {base, len}, libuv's uv_buf_t order on POSIX. */
typedef struct {
	char *base;
	size_t len;
} zend_async_buf_t;

/* ---- Events and their callbacks -------------------------------------- */

typedef void (*zend_async_event_callback_fn)(zend_async_event_t *event,
	zend_async_event_callback_t *callback, void *result, zend_object *exception);
typedef void (*zend_async_event_callback_dispose_fn)(
	zend_async_event_callback_t *callback, zend_async_event_t *event);

/* The event's own methods (zend_async_event_t). */
typedef bool (*zend_async_event_add_callback_t)(
	zend_async_event_t *event, zend_async_event_callback_t *callback);
typedef bool (*zend_async_event_del_callback_t)(
	zend_async_event_t *event, zend_async_event_callback_t *callback);
typedef void (*zend_async_event_callbacks_notify_t)(
	zend_async_event_t *event, void *result, zend_object *exception);
typedef bool (*zend_async_event_start_t)(zend_async_event_t *event);
typedef bool (*zend_async_event_stop_t)(zend_async_event_t *event);
/* With a callback: tells that callback the outcome now. Without one: fills
 * result and/or exception. True when there was an outcome to give. */
typedef bool (*zend_async_event_replay_t)(zend_async_event_t *event,
	zend_async_event_callback_t *callback, zval *result, zend_object **exception);
typedef bool (*zend_async_event_dispose_t)(zend_async_event_t *event);
typedef zend_string *(*zend_async_event_info_t)(zend_async_event_t *event);
typedef bool (*zend_future_resolve_t)(zend_async_event_t *event, void *iterator);

/* ---- Coroutines, scheduler ------------------------------------------- */

typedef void (*zend_coroutine_entry_t)(void);

/* ENTER: is_enter. LEAVE: neither. FINISH: is_finishing. Returning false
 * removes the handler after this call. */
typedef bool (*zend_coroutine_switch_handler_fn)(
	zend_coroutine_t *coroutine, bool is_enter, bool is_finishing);

typedef void (*zend_async_microtask_handler_t)(zend_async_microtask_t *microtask);
typedef void (*zend_async_heartbeat_handler_t)(void);

typedef zend_coroutine_t *(*zend_async_new_coroutine_t)(zend_async_scope_t *scope);
typedef zend_async_scope_t *(*zend_async_new_scope_t)(
	zend_async_scope_t *parent_scope, bool with_zend_object);
typedef zend_coroutine_t *(*zend_async_spawn_t)(
	zend_async_scope_t *scope, zend_object *scope_provider, int32_t priority);
typedef bool (*zend_async_suspend_t)(bool from_main, bool is_bailout);
typedef void (*zend_async_call_on_main_stack_t)(void (*fn)(void *), void *arg);
typedef bool (*zend_async_enqueue_coroutine_t)(zend_coroutine_t *coroutine);
typedef bool (*zend_async_resume_t)(
	zend_coroutine_t *coroutine, zend_object *error, const bool transfer_error);
typedef bool (*zend_async_cancel_t)(zend_coroutine_t *coroutine, zend_object *error,
	bool transfer_error, const bool is_safely);
typedef void (*zend_async_scope_await_after_cancellation_t)(zend_async_scope_t *scope,
	zend_coroutine_t *awaiter, zend_fcall_info *error_fci,
	zend_fcall_info_cache *error_fci_cache, zend_async_event_t *cancellation);
typedef bool (*zend_async_spawn_and_throw_t)(
	zend_object *exception, zend_async_scope_t *scope, int32_t priority);
typedef bool (*zend_async_shutdown_t)(void);
typedef bool (*zend_async_engine_shutdown_t)(void);
typedef zend_array *(*zend_async_get_coroutines_t)(void);
typedef bool (*zend_async_add_microtask_t)(zend_async_microtask_t *microtask);
typedef zend_array *(*zend_async_get_awaiting_info_t)(zend_coroutine_t *coroutine);
typedef zend_class_entry *(*zend_async_get_class_ce_t)(zend_async_class type);
typedef bool (*zend_async_scheduler_launch_t)(void);
typedef zend_execute_data *(*zend_async_coroutine_get_execute_data_t)(
	zend_coroutine_t *coroutine);

typedef void (*zend_async_waker_dtor)(zend_coroutine_t *coroutine);
typedef zend_async_waker_t *(*zend_async_waker_new_t)(zend_coroutine_t *coroutine);
typedef void (*zend_async_waker_destroy_t)(zend_coroutine_t *coroutine);
typedef void (*zend_async_coroutine_dispose)(zend_coroutine_t *coroutine);

typedef bool (*zend_async_before_coroutine_enqueue_t)(
	zend_coroutine_t *coroutine, zend_async_scope_t *scope, zval *result);
typedef void (*zend_async_after_coroutine_enqueue_t)(
	zend_coroutine_t *coroutine, zend_async_scope_t *scope);

/* ---- Context, future, channel, group, pool, iterator ----------------- */

typedef zend_async_context_t *(*zend_async_new_context_t)(void);
typedef bool (*zend_async_context_find_t)(
	zend_async_context_t *context, zval *key, zval *result, bool include_parent);
typedef void (*zend_async_context_set_t)(
	zend_async_context_t *context, zval *key, zval *value);
typedef bool (*zend_async_context_unset_t)(zend_async_context_t *context, zval *key);
typedef void (*zend_async_context_dispose_t)(zend_async_context_t *context);

typedef zend_future_t *(*zend_async_new_future_t)(bool thread_safe, size_t extra_size);
typedef zend_object *(*zend_async_new_future_obj_t)(zend_future_t *future);

typedef bool (*zend_channel_send_t)(zend_async_channel_t *channel, zval *value);
/* result NULL: only wait for something to receive. A fired cancellation
 * event returns false with no exception; a closed channel, with one. */
typedef bool (*zend_channel_receive_t)(
	zend_async_channel_t *channel, zval *result, zend_async_event_t *cancellation);
typedef void (*zend_channel_close_t)(zend_async_channel_t *channel);
typedef zend_async_channel_t *(*zend_async_new_channel_t)(
	size_t buffer_size, bool resizable, bool thread_safe, size_t extra_size);
typedef zend_object *(*zend_async_new_channel_obj_t)(zend_async_channel_t *channel);

typedef zend_async_group_t *(*zend_async_new_group_t)(
	uint32_t concurrency, uint32_t queue_limit, zend_object *scope);

typedef bool (*zend_async_pool_factory_fn)(zend_async_pool_t *pool, zval *result);
typedef void (*zend_async_pool_destructor_fn)(zend_async_pool_t *pool, zval *resource);
typedef bool (*zend_async_pool_healthcheck_fn)(zend_async_pool_t *pool, zval *resource);
typedef bool (*zend_async_pool_before_acquire_fn)(zend_async_pool_t *pool, zval *resource);
typedef bool (*zend_async_pool_before_release_fn)(zend_async_pool_t *pool, zval *resource);
typedef void (*zend_async_pool_cb_report_success_fn)(zend_async_pool_t *pool);
typedef void (*zend_async_pool_cb_report_failure_fn)(
	zend_async_pool_t *pool, zend_object *error);
typedef bool (*zend_async_pool_cb_should_recover_fn)(zend_async_pool_t *pool);
typedef zend_async_pool_t *(*zend_async_new_pool_t)(zend_async_pool_factory_fn factory,
	zend_async_pool_destructor_fn destructor, zend_async_pool_healthcheck_fn healthcheck,
	zend_async_pool_before_acquire_fn before_acquire,
	zend_async_pool_before_release_fn before_release, uint32_t min_size, uint32_t max_size,
	uint32_t healthcheck_interval_ms, size_t extra_size);
typedef zend_object *(*zend_async_new_pool_obj_t)(zend_async_pool_t *pool);
typedef bool (*zend_async_pool_acquire_t)(
	zend_async_pool_t *pool, zval *result, zend_long timeout_ms);
typedef bool (*zend_async_pool_try_acquire_t)(zend_async_pool_t *pool, zval *result);
typedef void (*zend_async_pool_release_t)(zend_async_pool_t *pool, zval *resource);
typedef void (*zend_async_pool_close_t)(zend_async_pool_t *pool);

typedef void (*zend_async_iterator_method_t)(zend_async_iterator_t *iterator);
typedef zend_result (*zend_async_iterator_handler_t)(
	zend_async_iterator_t *iterator, zval *current, zval *key);
typedef zend_async_iterator_t *(*zend_async_new_iterator_t)(zval *array,
	zend_object_iterator *zend_iterator, zend_fcall_t *fcall,
	zend_async_iterator_handler_t handler, zend_async_scope_t *scope,
	unsigned int concurrency, int32_t priority, size_t iterator_size);

#include "zend_async_types_reactor.h"

#endif /* ZEND_ASYNC_TYPES_H */
