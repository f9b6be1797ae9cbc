/*
 * true_async: the zend_async API's function-pointer types of the reactor:
 * event constructors, DNS, exec, thread pool and threads, async I/O.
 * Included by zend_async_types.h (include zend_async_API.h).
 */
#ifndef ZEND_ASYNC_TYPES_REACTOR_H
#define ZEND_ASYNC_TYPES_REACTOR_H

/* ---- Loop ------------------------------------------------------------- */

typedef bool (*zend_async_reactor_startup_t)(void);
typedef bool (*zend_async_reactor_shutdown_t)(void);
typedef bool (*zend_async_reactor_execute_t)(bool no_wait);
typedef bool (*zend_async_reactor_loop_alive_t)(void);
typedef void (*zend_async_reactor_tick_t)(void);
/* Main thread only: returns once every reactor-owned thread let go of the
 * engine, before module shutdown. */
typedef void (*zend_async_reactor_quiesce_t)(void);
/* CPUs this process may use, at least 1. */
typedef unsigned int (*zend_async_available_parallelism_t)(void);
/* The loop's cached time in milliseconds (no system call). */
typedef uint64_t (*zend_async_now_t)(void);

/* ---- Event constructors ---------------------------------------------- */

typedef zend_async_poll_event_t *(*zend_async_new_socket_event_t)(
	zend_socket_t socket, async_poll_event events, size_t extra_size);
typedef zend_async_poll_event_t *(*zend_async_new_poll_event_t)(zend_file_descriptor_t fh,
	zend_socket_t socket, async_poll_event events, size_t extra_size);
typedef zend_async_poll_proxy_t *(*zend_async_new_poll_proxy_event_t)(
	zend_async_poll_event_t *poll_event, async_poll_event events, size_t extra_size);
typedef zend_async_timer_event_t *(*zend_async_new_timer_event_t)(const zend_ulong timeout,
	const zend_ulong nanoseconds, const bool is_periodic, size_t extra_size);
/* Reschedules a timer flagged ZEND_ASYNC_TIMER_F_MULTISHOT, keeping its
 * references and callbacks. False on a closed event or a failure. */
typedef bool (*zend_async_timer_rearm_t)(zend_async_timer_event_t *event,
	const zend_ulong timeout, const zend_ulong nanoseconds);
typedef zend_async_signal_event_t *(*zend_async_new_signal_event_t)(
	int signum, size_t extra_size);
/* Asked by the engine's signal installer: true when the reactor takes the
 * OS side of that signal and forwards deliveries to the engine's handlers. */
typedef bool (*zend_async_sigaction_t)(int signo);
typedef zend_async_process_event_t *(*zend_async_new_process_event_t)(
	zend_process_t process_handle, size_t extra_size);
typedef zend_async_filesystem_event_t *(*zend_async_new_filesystem_event_t)(
	zend_string *path, const unsigned int flags, size_t extra_size);
typedef void (*zend_async_trigger_event_trigger_fn)(zend_async_trigger_event_t *event);
typedef zend_async_trigger_event_t *(*zend_async_new_trigger_event_t)(size_t extra_size);

/* ---- DNS, exec, listening sockets ------------------------------------ */

typedef zend_async_dns_nameinfo_t *(*zend_async_getnameinfo_t)(
	const struct sockaddr *addr, int flags, size_t extra_size);
typedef zend_async_dns_addrinfo_t *(*zend_async_getaddrinfo_t)(const char *node,
	const char *service, const struct addrinfo *hints, size_t extra_size);
typedef bool (*zend_async_freeaddrinfo_t)(struct addrinfo *ai);

/* `env`, despite its type, is a NULL-terminated char *[] of "NAME=value"
 * (NULL: the process's environment); exec_t's `timeout` is in ms (0: none)
 * on true_async. */
typedef zend_async_exec_event_t *(*zend_async_new_exec_event_t)(
	zend_async_exec_mode exec_mode, const char *cmd, zval *return_buffer,
	zval *return_value, zval *std_error, const char *cwd, const char *env,
	size_t extra_size);
typedef int (*zend_async_exec_t)(zend_async_exec_mode exec_mode, const char *cmd,
	zval *return_buffer, zval *return_value, zval *std_error, const char *cwd,
	const char *env, const zend_ulong timeout);

typedef zend_async_listen_event_t *(*zend_async_socket_listen_t)(
	const char *host, int port, int backlog, uint32_t flags, size_t extra_size);
/* Over a socket already bound and listening; the reactor owns fd from then
 * on (and closes it when this returns NULL). */
typedef zend_async_listen_event_t *(*zend_async_socket_listen_fd_t)(
	zend_socket_t fd, int backlog, uint32_t flags, size_t extra_size);
typedef int (*zend_async_listen_get_local_address_t)(
	zend_async_listen_event_t *listen_event, char *host, size_t host_len, int *port);

/* ---- Thread-pool tasks and threads ----------------------------------- */

typedef void (*zend_async_task_run_t)(zend_async_task_t *task);
typedef bool (*zend_async_queue_task_t)(zend_async_task_t *task);
typedef zend_async_task_t *(*zend_async_new_task_t)(
	zend_async_task_run_t run, void *data, size_t extra_size);

typedef void (*zend_async_thread_entry_t)(void *arg, size_t extra_size);
typedef zend_async_thread_event_t *(*zend_async_new_thread_event_t)(const zend_fcall_t *entry,
	const zend_fcall_t *bootloader, uint32_t thread_flags, size_t extra_size);
typedef void *(*zend_async_thread_snapshot_create_t)(
	const zend_fcall_t *entry, const zend_fcall_t *bootloader);
typedef void (*zend_async_thread_snapshot_destroy_t)(void *snapshot);
typedef void (*zend_async_thread_run_t)(void *arg);
typedef void (*zend_async_thread_load_result_t)(zend_async_thread_event_t *event);
typedef zend_async_thread_handle_t (*zend_async_start_thread_t)(
	zend_async_thread_internal_entry_t *entry, zend_async_thread_context_t *context);

/* State of one deep copy of values between threads. */
typedef struct _zend_async_thread_transfer_ctx_s {
	HashTable xlat;             /* source address -> copy */
	uint32_t depth;
	HashTable *defer_release;   /* zvals released with the context, or NULL */
	const char *error;          /* why the copy failed, or NULL */
} zend_async_thread_transfer_ctx_t;

typedef void (*zend_async_thread_transfer_zval_t)(
	zend_async_thread_transfer_ctx_t *ctx, zval *dst, const zval *src);
typedef void (*zend_async_thread_load_zval_t)(
	zend_async_thread_transfer_ctx_t *ctx, zval *dst, const zval *src);
typedef void (*zend_async_thread_transfer_zval_toplevel_t)(zval *dst, const zval *src);
typedef void (*zend_async_thread_load_zval_toplevel_t)(zval *dst, const zval *src);
typedef void (*zend_async_thread_release_transferred_zval_t)(zval *z);
typedef void (*zend_async_thread_xlat_put_t)(
	zend_async_thread_transfer_ctx_t *ctx, const void *src, void *dst);
typedef void (*zend_async_thread_defer_release_t)(
	zend_async_thread_transfer_ctx_t *ctx, zval *z);

typedef void (*zend_thread_pool_close_t)(zend_async_thread_pool_t *pool);
typedef void (*zend_thread_pool_dispose_t)(zend_async_thread_pool_t *pool);
/* Runs on a worker thread for a task sent with submit_internal. */
typedef void (*zend_thread_pool_internal_handler_t)(zend_async_event_t *event, void *ctx);
typedef zend_async_event_t *(*zend_thread_pool_submit_internal_t)(
	zend_async_thread_pool_t *pool, zend_thread_pool_internal_handler_t handler, void *ctx);
typedef void (*zend_thread_pool_reload_t)(zend_async_thread_pool_t *pool);
typedef zend_async_thread_pool_t *(*zend_async_new_thread_pool_t)(int32_t worker_count,
	int32_t queue_size, const zend_fcall_t *bootloader, bool coroutine_mode,
	int32_t concurrency);

/* ---- Async I/O --------------------------------------------------------- */

/* Where the next read chunk goes; out->base NULL or out->len 0 pauses. */
typedef void (*zend_async_io_alloc_cb_t)(
	zend_async_io_t *io, size_t suggested, zend_async_buf_t *out);
/* Set on a write: the reactor frees the buffer and the request itself. */
typedef void (*zend_async_io_write_free_cb_t)(void *data, zend_async_io_t *io);

typedef zend_async_io_t *(*zend_async_io_create_t)(
	zend_file_descriptor_t fd, zend_async_io_type type, uint32_t state);
typedef zend_async_io_req_t *(*zend_async_io_read_t)(
	zend_async_io_t *io, char *buf, size_t max_size);
typedef zend_async_io_req_t *(*zend_async_io_write_t)(zend_async_io_t *io, const char *buf,
	size_t count, zend_async_io_write_free_cb_t free_cb);
typedef zend_async_io_req_t *(*zend_async_io_writev_t)(zend_async_io_t *io,
	const void *bufs, unsigned nbufs, uint32_t flags, zend_async_io_write_free_cb_t free_cb,
	void *user_data);
typedef bool (*zend_async_io_close_t)(zend_async_io_t *io);
typedef int (*zend_async_io_await_t)(
	zend_async_io_t *io, uint32_t events, struct timeval *timeout);
typedef zend_async_io_req_t *(*zend_async_io_flush_t)(zend_async_io_t *io);
typedef zend_async_io_req_t *(*zend_async_io_stat_t)(zend_async_io_t *io, zend_stat_t *buf);
typedef zend_off_t (*zend_async_io_seek_t)(zend_async_io_t *io, zend_off_t offset, int whence);
/* File to socket inside the kernel: plaintext (or kernel TLS) sockets only. */
typedef zend_async_io_req_t *(*zend_async_io_sendfile_t)(
	zend_async_io_t *out_io, zend_async_io_t *in_io, zend_off_t offset, size_t length);
typedef zend_async_io_t *(*zend_async_fs_open_t)(const char *path, int flags, int mode);

typedef zend_async_udp_req_t *(*zend_async_udp_sendto_t)(zend_async_io_t *io,
	const char *buf, size_t count, const struct sockaddr *addr, socklen_t addr_len);
typedef zend_async_udp_req_t *(*zend_async_udp_recvfrom_t)(
	zend_async_io_t *io, size_t max_size);
/* Sends now or fails with a negative errno (-EAGAIN: buffer full). */
typedef ssize_t (*zend_async_udp_try_send_t)(zend_async_io_t *io, const char *buf,
	size_t count, const struct sockaddr *addr, socklen_t addr_len);
typedef int (*zend_async_io_set_option_t)(
	zend_async_io_t *io, zend_async_socket_option_t option, int value);
typedef int (*zend_async_udp_set_membership_t)(zend_async_io_t *io,
	const char *multicast_addr, const char *interface_addr, bool join);
typedef zend_async_io_t *(*zend_async_udp_bind_t)(
	const char *host, int port, uint32_t flags, size_t extra_size);

#endif /* ZEND_ASYNC_TYPES_REACTOR_H */
