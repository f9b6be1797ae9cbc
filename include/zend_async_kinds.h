/*
 * true_async: the zend_async API's event kinds. Each begins with the event
 * record (`base`, or `event` for I/O handles) and adds its own fields.
 * Included by zend_async_event.h (include zend_async_API.h).
 */
#ifndef ZEND_ASYNC_KINDS_H
#define ZEND_ASYNC_KINDS_H

/* ---- Reactor events ----------------------------------------------------- */

struct _zend_async_poll_event_s {
	zend_async_event_t base;
	bool is_socket;
	union {
		zend_file_descriptor_t file;
		zend_socket_t socket;
	};
	async_poll_event events;            /* wanted */
	async_poll_event triggered_events;  /* seen at the last notification */
};

/* A second view of a poll event, with its own wanted events. */
struct _zend_async_poll_proxy_s {
	zend_async_event_t base;
	zend_async_poll_event_t *poll_event;
	async_poll_event events;
	async_poll_event triggered_events;
};

struct _zend_async_timer_event_s {
	zend_async_event_t base;
	unsigned int timeout;   /* milliseconds */
	bool is_periodic;
};

/* Set by the caller after creation: the timer is not closed when it fires
 * and is rescheduled with zend_async_timer_rearm_fn (or disposed). */
#define ZEND_ASYNC_TIMER_F_MULTISHOT (1u << 13)
#define ZEND_ASYNC_TIMER_IS_MULTISHOT(ev) (((ev)->base.flags & ZEND_ASYNC_TIMER_F_MULTISHOT) != 0)
#define ZEND_ASYNC_TIMER_SET_MULTISHOT(ev) ((ev)->base.flags |= ZEND_ASYNC_TIMER_F_MULTISHOT)
#define ZEND_ASYNC_TIMER_CLR_MULTISHOT(ev) ((ev)->base.flags &= ~ZEND_ASYNC_TIMER_F_MULTISHOT)

struct _zend_async_signal_event_s {
	zend_async_event_t base;
	int signal;
};

struct _zend_async_process_event_s {
	zend_async_event_t base;
	zend_process_t process;
	zend_long exit_code;
};

struct _zend_async_filesystem_event_s {
	zend_async_event_t base;
	zend_string *path;
	unsigned int flags;             /* ZEND_ASYNC_FS_EVENT_RECURSIVE */
	unsigned int triggered_events;  /* ZEND_ASYNC_FS_EVENT_RENAME/CHANGE */
	zend_string *triggered_filename;
};

/* Results owned by the record (freed with it). */
struct _zend_async_dns_nameinfo_s {
	zend_async_event_t base;
	zend_string *hostname;
	zend_string *service;
};

/* result must be given back with ZEND_ASYNC_FREEADDRINFO. */
struct _zend_async_dns_addrinfo_s {
	zend_async_event_t base;
	const char *node;
	const char *service;
	struct addrinfo *result;
};

struct _zend_async_exec_event_s {
	zend_async_event_t base;
	zend_async_exec_mode exec_mode;
	bool terminated;
	char *cmd;
	zval *return_value;
	zval *result_buffer;
	size_t output_len;
	char *output_buffer;
	zend_long exit_code;
	int term_signal;
	zval *std_error;
};

struct _zend_async_listen_event_s {
	zend_async_event_t base;
	const char *host;
	int port;
	int backlog;
	zend_socket_t socket_fd;
	zend_async_listen_get_local_address_t get_local_address;
};

/* Work for the reactor's thread pool: run() on a worker, the event fires on
 * the loop thread. */
struct _zend_async_task_s {
	zend_async_event_t base;
	zend_async_task_run_t run;
	void *data;
};

/* trigger() may be called from any thread; callbacks run on the loop's. */
struct _zend_async_trigger_event_s {
	zend_async_event_t base;
	zend_async_trigger_event_trigger_fn trigger;
};

/* ---- Threads ------------------------------------------------------------ */

/* Shared between a thread and its parent, persistent memory, freed by
 * whichever side drops the last reference. */
struct _zend_async_thread_context_s {
	zend_atomic_int ref_count;
	void *snapshot;
	zend_atomic_int64 thread_id;
	char *bailout_error_message;
	zend_atomic_ptr event;
	void *event_mutex;          /* a TSRM mutex under ZTS, else NULL */
	zend_async_thread_internal_entry_t *internal_entry;
	zend_async_thread_handle_t key;
};

struct _zend_async_thread_event_s {
	zend_async_event_t base;
	uint32_t thread_flags;
	zval result;
	zend_object *exception;
	zend_string *filename;
	uint32_t lineno;
	zend_async_thread_context_t *context;
	void (*notify_parent)(zend_async_thread_event_t *event);
};

#define ZEND_THREAD_F_RESULT_LOADED      (1u << 13)
#define ZEND_THREAD_F_EXCEPTION_CONSUMED (1u << 14)
#define ZEND_THREAD_SET_RESULT_LOADED(ev) ((ev)->base.flags |= ZEND_THREAD_F_RESULT_LOADED)
#define ZEND_THREAD_IS_RESULT_LOADED(ev) (((ev)->base.flags & ZEND_THREAD_F_RESULT_LOADED) != 0)
#define ZEND_THREAD_SET_EXCEPTION_CONSUMED(ev) \
	((ev)->base.flags |= ZEND_THREAD_F_EXCEPTION_CONSUMED)
#define ZEND_THREAD_IS_EXCEPTION_CONSUMED(ev) \
	(((ev)->base.flags & ZEND_THREAD_F_EXCEPTION_CONSUMED) != 0)

/* A C entry point for a thread instead of a PHP closure. */
struct _zend_async_thread_internal_entry_s {
	void (*handler)(zend_async_thread_event_t *event, void *ctx);
	void *ctx;
};

/* ---- Async I/O ------------------------------------------------------------ */

struct _zend_async_io_s {
	zend_async_event_t event;
	union {
		zend_file_descriptor_t fd;
		zend_socket_t socket;
	} descriptor;
	zend_async_io_type type;
	uint32_t state;                 /* ZEND_ASYNC_IO_* bits */
	/* Called when the reactor lets go of the handle at shutdown. */
	void (*on_detach)(zend_async_io_t *io, void *arg);
	void *on_detach_arg;
	zend_async_io_alloc_cb_t alloc_cb;  /* NULL: reads go to the request's buffer */
	void *user_data;
};

#define ZEND_ASYNC_IO_F_MULTISHOT (1u << 13) /* stays armed after data came */
#define ZEND_ASYNC_IO_IS_MULTISHOT(io) (((io)->event.flags & ZEND_ASYNC_IO_F_MULTISHOT) != 0)
#define ZEND_ASYNC_IO_SET_MULTISHOT(io) ((io)->event.flags |= ZEND_ASYNC_IO_F_MULTISHOT)
#define ZEND_ASYNC_IO_CLR_MULTISHOT(io) ((io)->event.flags &= ~ZEND_ASYNC_IO_F_MULTISHOT)

/* One read, write, flush or stat. */
struct _zend_async_io_req_s {
	union {
		ssize_t result;
		ssize_t transferred;
	};
	zend_object *exception;
	char *buf;
	bool completed;
	bool io_closed;         /* the handle went while the request waited */
	zend_async_io_write_free_cb_t free_cb;
	void (*dispose)(zend_async_io_req_t *req);
};

struct _zend_async_udp_req_s {
	ssize_t transferred;
	zend_object *exception;
	char *buf;
	bool completed;
	bool io_closed;
	uint32_t flags;         /* ZEND_ASYNC_UDP_REQ_F_*, the reactor's */
	void (*dispose)(zend_async_udp_req_t *req);
	struct sockaddr_storage addr;
	socklen_t addr_len;
};

#endif /* ZEND_ASYNC_KINDS_H */
