/*
 * true_async: the zend_async API's macros over the reactor's functions:
 * loop, event constructors, DNS, exec, tasks, threads, sockets, async I/O.
 * Included by zend_async_macros.h (include zend_async_API.h).
 */
#ifndef ZEND_ASYNC_MACROS_REACTOR_H
#define ZEND_ASYNC_MACROS_REACTOR_H

/* ---- Loop ------------------------------------------------------------------------------ */

#define ZEND_ASYNC_REACTOR_IS_ENABLED() zend_async_reactor_is_enabled()
#define ZEND_ASYNC_REACTOR_STARTUP() zend_async_reactor_startup_fn()
#define ZEND_ASYNC_REACTOR_SHUTDOWN() zend_async_reactor_shutdown_fn()
#define ZEND_ASYNC_REACTOR_EXECUTE(no_wait) zend_async_reactor_execute_fn(no_wait)
#define ZEND_ASYNC_REACTOR_LOOP_ALIVE() zend_async_reactor_loop_alive_fn()
#define ZEND_ASYNC_REACTOR_TICK() zend_async_reactor_tick_fn()
#define ZEND_ASYNC_REACTOR_QUIESCE() \
	do { \
		if (zend_async_reactor_quiesce_fn != NULL) { \
			zend_async_reactor_quiesce_fn(); \
		} \
	} while (0)
#define ZEND_ASYNC_AVAILABLE_PARALLELISM() zend_async_available_parallelism_fn()
#define ZEND_ASYNC_NOW() zend_async_now_fn()

/* ---- Events ------------------------------------------------------------------------------ */

#define ZEND_ASYNC_NEW_SOCKET_EVENT(socket, events) \
	zend_async_new_socket_event_fn((socket), (events), 0)
#define ZEND_ASYNC_NEW_SOCKET_EVENT_EX(socket, events, extra_size) \
	zend_async_new_socket_event_fn((socket), (events), (extra_size))
#define ZEND_ASYNC_NEW_POLL_EVENT(fh, socket, events) \
	zend_async_new_poll_event_fn((fh), (socket), (events), 0)
#define ZEND_ASYNC_NEW_POLL_EVENT_EX(fh, socket, events, extra_size) \
	zend_async_new_poll_event_fn((fh), (socket), (events), (extra_size))
#define ZEND_ASYNC_NEW_POLL_PROXY_EVENT(poll_event, events) \
	zend_async_new_poll_proxy_event_fn((poll_event), (events), 0)
#define ZEND_ASYNC_NEW_POLL_PROXY_EVENT_EX(poll_event, events, extra_size) \
	zend_async_new_poll_proxy_event_fn((poll_event), (events), (extra_size))
#define ZEND_ASYNC_NEW_TIMER_EVENT(timeout, is_periodic) \
	zend_async_new_timer_event_fn((timeout), 0, (is_periodic), 0)
#define ZEND_ASYNC_NEW_TIMER_EVENT_EX(timeout, is_periodic, extra_size) \
	zend_async_new_timer_event_fn((timeout), 0, (is_periodic), (extra_size))
#define ZEND_ASYNC_NEW_TIMER_EVENT_NS(timeout, nanoseconds, is_periodic) \
	zend_async_new_timer_event_fn((timeout), (nanoseconds), (is_periodic), 0)
#define ZEND_ASYNC_NEW_TIMER_EVENT_NS_EX(timeout, nanoseconds, is_periodic, extra_size) \
	zend_async_new_timer_event_fn((timeout), (nanoseconds), (is_periodic), (extra_size))
#define ZEND_ASYNC_TIMER_REARM(event, timeout, nanoseconds) \
	zend_async_timer_rearm_fn((event), (timeout), (nanoseconds))
#define ZEND_ASYNC_NEW_SIGNAL_EVENT(signum) zend_async_new_signal_event_fn((signum), 0)
#define ZEND_ASYNC_NEW_SIGNAL_EVENT_EX(signum, extra_size) \
	zend_async_new_signal_event_fn((signum), (extra_size))
#define ZEND_ASYNC_SIGACTION(signo) \
	(zend_async_sigaction_fn != NULL && zend_async_sigaction_fn(signo))
#define ZEND_ASYNC_NEW_PROCESS_EVENT(process_handle) \
	zend_async_new_process_event_fn((process_handle), 0)
#define ZEND_ASYNC_NEW_PROCESS_EVENT_EX(process_handle, extra_size) \
	zend_async_new_process_event_fn((process_handle), (extra_size))
#define ZEND_ASYNC_NEW_FILESYSTEM_EVENT(path, flags) \
	zend_async_new_filesystem_event_fn((path), (flags), 0)
#define ZEND_ASYNC_NEW_FILESYSTEM_EVENT_EX(path, flags, extra_size) \
	zend_async_new_filesystem_event_fn((path), (flags), (extra_size))
#define ZEND_ASYNC_NEW_TRIGGER_EVENT() zend_async_new_trigger_event_fn(0)
#define ZEND_ASYNC_NEW_TRIGGER_EVENT_EX(extra_size) zend_async_new_trigger_event_fn(extra_size)

/* ---- DNS, exec, tasks ---------------------------------------------------------------------- */

#define ZEND_ASYNC_GETNAMEINFO(addr, flags) zend_async_getnameinfo_fn((addr), (flags), 0)
#define ZEND_ASYNC_GETNAMEINFO_EX(addr, flags, extra_size) \
	zend_async_getnameinfo_fn((addr), (flags), (extra_size))
#define ZEND_ASYNC_GETADDRINFO(node, service, hints) \
	zend_async_getaddrinfo_fn((node), (service), (hints), 0)
#define ZEND_ASYNC_GETADDRINFO_EX(node, service, hints, extra_size) \
	zend_async_getaddrinfo_fn((node), (service), (hints), (extra_size))
#define ZEND_ASYNC_FREEADDRINFO(ai) zend_async_freeaddrinfo_fn(ai)
#define ZEND_ASYNC_NEW_EXEC_EVENT(exec_mode, cmd, return_buffer, return_value, std_error, cwd, env) \
	zend_async_new_exec_event_fn((exec_mode), (cmd), (return_buffer), (return_value), \
		(std_error), (cwd), (env), 0)
#define ZEND_ASYNC_NEW_EXEC_EVENT_EX(exec_mode, cmd, return_buffer, return_value, std_error, cwd, env, extra_size) \
	zend_async_new_exec_event_fn((exec_mode), (cmd), (return_buffer), (return_value), \
		(std_error), (cwd), (env), (extra_size))
#define ZEND_ASYNC_EXEC(exec_mode, cmd, return_buffer, return_value, std_error, cwd, env, timeout) \
	zend_async_exec_fn((exec_mode), (cmd), (return_buffer), (return_value), (std_error), \
		(cwd), (env), (timeout))
#define ZEND_ASYNC_NEW_TASK(run, data) zend_async_new_task_fn((run), (data), 0)
#define ZEND_ASYNC_NEW_TASK_EX(run, data, extra_size) zend_async_new_task_fn((run), (data), (extra_size))
#define ZEND_ASYNC_QUEUE_TASK(task) zend_async_queue_task_fn(task)

/* ---- Threads and thread pools -------------------------------------------------------------- */

#define ZEND_ASYNC_NEW_THREAD_EVENT(entry, bootloader) \
	zend_async_new_thread_event_fn((entry), (bootloader), 0, 0)
#define ZEND_ASYNC_NEW_THREAD_EVENT_EX(entry, bootloader, flags, extra_size) \
	zend_async_new_thread_event_fn((entry), (bootloader), (flags), (extra_size))
#define ZEND_ASYNC_THREAD_SNAPSHOT_CREATE(entry, bootloader) \
	zend_async_thread_snapshot_create_fn((entry), (bootloader))
#define ZEND_ASYNC_THREAD_SNAPSHOT_DESTROY(snapshot) zend_async_thread_snapshot_destroy_fn(snapshot)
#define ZEND_ASYNC_THREAD_RUN(arg) zend_async_thread_run_fn(arg)
#define ZEND_ASYNC_THREAD_LOAD_RESULT(event) zend_async_thread_load_result_fn(event)
#define ZEND_ASYNC_THREAD_TRANSFER_ZVAL(ctx, dst, src) \
	zend_async_thread_transfer_zval_fn((ctx), (dst), (src))
#define ZEND_ASYNC_THREAD_LOAD_ZVAL(ctx, dst, src) zend_async_thread_load_zval_fn((ctx), (dst), (src))
#define ZEND_ASYNC_THREAD_TRANSFER_ZVAL_TOPLEVEL(dst, src) \
	zend_async_thread_transfer_zval_toplevel_fn((dst), (src))
#define ZEND_ASYNC_THREAD_LOAD_ZVAL_TOPLEVEL(dst, src) \
	zend_async_thread_load_zval_toplevel_fn((dst), (src))
#define ZEND_ASYNC_THREAD_RELEASE_TRANSFERRED_ZVAL(z) zend_async_thread_release_transferred_zval_fn(z)
#define ZEND_ASYNC_THREAD_XLAT_PUT(ctx, src, dst) zend_async_thread_xlat_put_fn((ctx), (src), (dst))
#define ZEND_ASYNC_THREAD_DEFER_RELEASE(ctx, z) zend_async_thread_defer_release_fn((ctx), (z))
#define ZEND_ASYNC_NEW_THREAD_POOL(worker_count, queue_size) \
	zend_async_new_thread_pool_fn((worker_count), (queue_size), NULL, false, 0)
#define ZEND_ASYNC_NEW_THREAD_POOL_EX(worker_count, queue_size, bootloader, coroutine_mode, concurrency) \
	zend_async_new_thread_pool_fn((worker_count), (queue_size), (bootloader), \
		(coroutine_mode), (concurrency))
#define ZEND_ASYNC_START_THREAD(entry, context) zend_async_start_thread_fn((entry), (context))

/* NTS: no threads, so the context's mutex is never made. */
#define ZEND_ASYNC_THREAD_CONTEXT_EVENT_MUTEX_ALLOC(ctx) ((ctx)->event_mutex = NULL)
#define ZEND_ASYNC_THREAD_CONTEXT_EVENT_MUTEX_FREE(ctx) ((void) 0)
#define ZEND_ASYNC_THREAD_CONTEXT_EVENT_MUTEX_LOCK(ctx) ((void) 0)
#define ZEND_ASYNC_THREAD_CONTEXT_EVENT_MUTEX_UNLOCK(ctx) ((void) 0)
#define ZEND_ASYNC_THREAD_CONTEXT_ADDREF(ctx) zend_atomic_int_inc(&(ctx)->ref_count)
#define ZEND_ASYNC_THREAD_CONTEXT_RELEASE(ctx) \
	do { \
		zend_async_thread_context_t *_za_ctx = (ctx); \
		if (zend_atomic_int_dec(&_za_ctx->ref_count) == 1) { \
			if (_za_ctx->snapshot != NULL) { \
				ZEND_ASYNC_THREAD_SNAPSHOT_DESTROY(_za_ctx->snapshot); \
			} \
			if (_za_ctx->bailout_error_message != NULL) { \
				pefree(_za_ctx->bailout_error_message, 1); \
			} \
			ZEND_ASYNC_THREAD_CONTEXT_EVENT_MUTEX_FREE(_za_ctx); \
			pefree(_za_ctx, 1); \
		} \
	} while (0)

/* ---- Listening sockets and async I/O ----------------------------------------------------- */

#define ZEND_ASYNC_SOCKET_LISTEN(host, port, backlog) \
	zend_async_socket_listen_fn((host), (port), (backlog), 0, 0)
#define ZEND_ASYNC_SOCKET_LISTEN_EX(host, port, backlog, flags, extra_size) \
	zend_async_socket_listen_fn((host), (port), (backlog), (flags), (extra_size))
#define ZEND_ASYNC_SOCKET_LISTEN_FD(fd, backlog, flags, extra_size) \
	zend_async_socket_listen_fd_fn((fd), (backlog), (flags), (extra_size))

#define ZEND_ASYNC_IO_CREATE(fd, type, state) zend_async_io_create_fn((fd), (type), (state))
#define ZEND_ASYNC_IO_READ(io, buf, max_size) zend_async_io_read_fn((io), (buf), (max_size))
#define ZEND_ASYNC_IO_WRITE(io, buf, count) zend_async_io_write_fn((io), (buf), (count), NULL)
#define ZEND_ASYNC_IO_WRITE_EX(io, buf, count, free_cb) \
	zend_async_io_write_fn((io), (buf), (count), (free_cb))
#define ZEND_ASYNC_IO_WRITEV(io, bufs, nbufs) \
	zend_async_io_writev_fn((io), (const void *) (bufs), (nbufs), ZEND_ASYNC_IO_WRITEV_ZSTR, \
		NULL, NULL)
#define ZEND_ASYNC_IO_WRITEV_EX(io, iov, niov, free_cb, user_data) \
	zend_async_io_writev_fn((io), (const void *) (iov), (niov), ZEND_ASYNC_IO_WRITEV_IOV, \
		(free_cb), (user_data))
#define ZEND_ASYNC_IO_CLOSE(io) zend_async_io_close_fn(io)
#define ZEND_ASYNC_IO_AWAIT(io, events, tv) zend_async_io_await_fn((io), (events), (tv))
#define ZEND_ASYNC_IO_FLUSH(io) zend_async_io_flush_fn(io)
#define ZEND_ASYNC_IO_STAT(io, buf) zend_async_io_stat_fn((io), (buf))
#define ZEND_ASYNC_IO_SEEK(io, offset, whence) zend_async_io_seek_fn((io), (offset), (whence))
#define ZEND_ASYNC_IO_SENDFILE(out_io, in_io, offset, length) \
	zend_async_io_sendfile_fn((out_io), (in_io), (offset), (length))
#define ZEND_ASYNC_FS_OPEN(path, flags, mode) zend_async_fs_open_fn((path), (flags), (mode))
#define ZEND_ASYNC_UDP_SENDTO(io, buf, count, addr, addr_len) \
	zend_async_udp_sendto_fn((io), (buf), (count), (addr), (addr_len))
#define ZEND_ASYNC_UDP_TRY_SEND(io, buf, count, addr, addr_len) \
	zend_async_udp_try_send_fn((io), (buf), (count), (addr), (addr_len))
#define ZEND_ASYNC_UDP_RECVFROM(io, max_size) zend_async_udp_recvfrom_fn((io), (max_size))
#define ZEND_ASYNC_IO_SET_OPTION(io, opt, val) zend_async_io_set_option_fn((io), (opt), (val))
#define ZEND_ASYNC_UDP_SET_MEMBERSHIP(io, mcast, iface, join) \
	zend_async_udp_set_membership_fn((io), (mcast), (iface), (join))
#define ZEND_ASYNC_UDP_BIND(host, port) zend_async_udp_bind_fn((host), (port), 0, 0)
#define ZEND_ASYNC_UDP_BIND_EX(host, port, flags, extra_size) \
	zend_async_udp_bind_fn((host), (port), (flags), (extra_size))

#endif /* ZEND_ASYNC_MACROS_REACTOR_H */
