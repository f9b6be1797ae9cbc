/*
 * Shared by the stream shims (stream_ops_shim.c: the wrapped-ops tables;
 * socket_stream_shim.c and socket_xport_shim.c: sockets; pipe_shim.c:
 * pipes and proc_close; file_shim.c: regular files). The waiting itself is
 * Rust's (src/io/sockets.rs).
 */
#ifndef TA_STREAMS_H
#define TA_STREAMS_H

#include "php.h"
#include "php_network.h"
#include <errno.h>

/* Rust side. */
extern int ta_io_active(void);
extern int ta_io_wait(int fd, int write, int64_t timeout_ms);
extern int ta_io_try(int fd, int write);
extern int ta_io_busy(int fd, int write);
extern void ta_io_drained(int fd);
extern int ta_io_closing(int fd);
extern int ta_io_write_begin(int fd);
extern void ta_io_write_end(int fd);
extern int ta_io_resolve(const char *host, size_t len, char *buf, size_t cap);

enum { TA_IO_READY = 0, TA_IO_TIMEOUT = 1, TA_IO_FAILED = 2, TA_IO_BAILOUT = 3 };

/* The functions a wrapped copy of an ops table replaces (NULL: PHP's). */
typedef struct {
	ssize_t (*read)(php_stream *stream, char *buf, size_t count);
	ssize_t (*write)(php_stream *stream, const char *buf, size_t count);
	int (*close)(php_stream *stream, int close_handle);
	int (*set_option)(php_stream *stream, int option, int value, void *ptrparam);
} ta_op_set;

/* A wrapped copy of an ops table. stream->ops points at `ours`, its first
 * member, so a wrapped stream's ops pointer is also one of these. */
typedef struct {
	php_stream_ops ours;
	const php_stream_ops *orig;
	const ta_op_set *set;
	/* PHP's own socket ops (xp_socket.c), whose read and write are a bare
	 * recv/send. Other tables (ext/openssl's "tcp_socket/ssl", which may
	 * carry TLS) only get a readiness wait before their own read/write. */
	bool plain;
	/* ext/openssl's tcp ops: plain until the script enables TLS. */
	bool openssl;
} ta_wrapped_ops;

/* The head of plain_wrapper.c's private stream data (the same since PHP
 * 5.x): a FILE* for streams PHP made from one (popen), else an fd. */
typedef struct {
	FILE *file;
	int fd;
	unsigned is_process_pipe:1;
} ta_stdio_head;

void ta_stream_wrap_with(php_stream *stream, const ta_op_set *set);
/* PHP's ops table behind a wrapped stream. */
const php_stream_ops *ta_orig(php_stream *stream);
php_stream *ta_zval_stream(zval *z);
/* Milliseconds of a timeval; -1 for none or a negative one. */
int64_t ta_ms(const struct timeval *tv);
/* A failed wait: bails out if Rust asked for it (no Rust frame is left). */
void ta_failed(int rc);
/* One step of a wrapped write: writes some of `count` bytes (waiting for
 * the fd first if it must) and returns how many, or -1. A failed wait sets
 * *rc (TA_IO_FAILED, TA_IO_BAILOUT) instead of bailing out itself. */
typedef ssize_t (*ta_write_step)(php_stream *stream, const char *buf, size_t count, int *rc);
/* A blocking stream's write op inside a coroutine: the writer's turn on
 * `fd` (FIFO among the stream's writers), then `step` until every byte is
 * written, so one fwrite() is never interleaved with another's. */
ssize_t ta_write_whole(php_stream *stream, int fd, const char *buf, size_t count, ta_write_step step);
/* First in every wrapped write op: true when this call is PHP's loop
 * continuing a write ta_write_whole gave up (the op then returns -1). */
bool ta_write_was_cut(php_stream *stream, const char *buf);
/* A wrapped close: PHP's own close, then the outcome `rc` of the wait that
 * had to come before it (waiters leaving, a pool job ending). */
int ta_close_after(php_stream *stream, int close_handle, int rc);

#endif
