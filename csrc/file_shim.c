/*
 * Plain files as coroutines see them: streams the plain-files
 * wrapper opens over a regular file inside a coroutine get a wrapped copy
 * of PHP's stdio ops.
 * A read first asks the kernel for what the page cache holds now
 * (preadv2 with RWF_NOWAIT: no disk wait, the common case costs what
 * PHP's read() costs); only when that would block does the read go to
 * libuv's thread pool while the coroutine waits (ta_io_file, in
 * src/io/file_offload.rs). Writes likewise where the filesystem can say
 * "would block"; where it cannot (ext4 buffered writes answer EOPNOTSUPP),
 * PHP's own write runs: a page-cache write only blocks under writeback
 * pressure. The writers of one file take turns, as on sockets. Closing
 * waits for a read or write still running on the pool.
 */
#include "ta_streams.h"
#include "main/streams/php_stream_plain_wrapper.h"
#include <sys/stat.h>
#include <sys/uio.h>

/* Rust side (src/io/file_offload.rs). */
enum { TA_FILE_STOCK = 5 };
extern int ta_file_active(void);
extern int ta_file_begin(int fd, int write);
extern int ta_io_file(int fd, int write, char *buf, size_t count, ssize_t *out);
extern int ta_io_file_closing(int fd);

/* The fd of an fd-based plain stream, or -1 (FILE* streams have libc's
 * buffer in front of the fd: left to PHP). */
static int ta_file_fd(php_stream *stream)
{
	ta_stdio_head *d = (ta_stdio_head *) stream->abstract;
	return d && !d->file ? d->fd : -1;
}

/* As php_stdiop_read() after its read(): end of file, transient errors,
 * and its notice for the others. */
static ssize_t ta_file_read_result(php_stream *stream, ssize_t n, int err, size_t count)
{
	if (n > 0) {
		return n;
	}
	if (n == 0) {
		stream->eof = 1;
		return 0;
	}
	if (err == EWOULDBLOCK || err == EAGAIN) {
		return 0;
	}
	if (err != EINTR) {
		if (!(stream->flags & PHP_STREAM_FLAG_SUPPRESS_ERRORS)) {
			php_error_docref(NULL, E_NOTICE, "Read of %zu bytes failed with errno=%d %s", count, err, strerror(err));
		}
		if (err != EBADF) {
			stream->eof = 1;
		}
	}
	return -1;
}

enum { TA_OP_STOCK = -1, TA_OP_FAILED = -2 };

/* Before a read or write: the fd to use, TA_OP_STOCK for PHP's own op
 * (outside coroutines, FILE* streams), or TA_OP_FAILED when another
 * coroutine's job holds the stream (exception pending). */
static int ta_file_op_fd(php_stream *stream, int write)
{
	int fd = ta_file_fd(stream);
	int begin = fd < 0 ? TA_FILE_STOCK : ta_file_begin(fd, write);
	if (begin == TA_FILE_STOCK) {
		return TA_OP_STOCK;
	}
	if (begin != TA_IO_READY) {
		ta_failed(begin);
		return TA_OP_FAILED;
	}
	return fd;
}

static ssize_t ta_file_read(php_stream *stream, char *buf, size_t count)
{
	int fd = ta_file_op_fd(stream, 0);
	if (fd == TA_OP_STOCK) {
		return ta_orig(stream)->read(stream, buf, count);
	}
	if (fd == TA_OP_FAILED) {
		return -1;
	}
	struct iovec iov = {buf, count};
	ssize_t n = preadv2(fd, &iov, 1, -1, RWF_NOWAIT);
	if (n >= 0) {
		return ta_file_read_result(stream, n, 0, count);
	}
	if (errno != EAGAIN) {
		/* No "would block" answer here (or a real error): PHP's read says. */
		return ta_orig(stream)->read(stream, buf, count);
	}
	int rc = ta_io_file(fd, 0, buf, count, &n);
	if (rc != TA_IO_READY) {
		ta_failed(rc);
		return -1;
	}
	return n >= 0 ? ta_file_read_result(stream, n, 0, count) : ta_file_read_result(stream, -1, (int) -n, count);
}

/* One step of a file's write: what the page cache takes now, else the
 * write on the thread pool (a failed wait sets *rc). */
static ssize_t ta_file_write_step(php_stream *stream, const char *buf, size_t count, int *rc)
{
	int fd = ta_file_fd(stream);
	struct iovec iov = {(void *) buf, count};
	ssize_t n = pwritev2(fd, &iov, 1, -1, RWF_NOWAIT);
	if (n >= 0) {
		return n;
	}
	if (errno != EAGAIN) {
		return ta_orig(stream)->write(stream, buf, count);
	}
	int waited = ta_io_file(fd, 1, (char *) buf, count, &n);
	if (waited != TA_IO_READY) {
		*rc = waited;
		return -1;
	}
	if (n >= 0) {
		return n;
	}
	/* As php_stdiop_write() after a failed write(). */
	int err = (int) -n;
	if (err == EWOULDBLOCK || err == EAGAIN) {
		return 0;
	}
	if (err != EINTR && !(stream->flags & PHP_STREAM_FLAG_SUPPRESS_ERRORS)) {
		php_error_docref(NULL, E_NOTICE, "Write of %zu bytes failed with errno=%d %s", count, err, strerror(err));
	}
	return -1;
}

/* Writers of one file take turns (ta_write_whole), as on sockets. */
static ssize_t ta_file_write(php_stream *stream, const char *buf, size_t count)
{
	if (ta_write_was_cut(stream, buf)) {
		return -1;
	}
	int fd = ta_file_fd(stream);
	if (fd < 0 || !ta_file_active()) {
		return ta_orig(stream)->write(stream, buf, count);
	}
	return ta_write_whole(stream, fd, buf, count, ta_file_write_step);
}

static int ta_file_close(php_stream *stream, int close_handle)
{
	int fd = ta_file_fd(stream);
	/* A pool thread may still be reading this fd (its coroutine was
	 * cancelled): the fd must not close, and be reused, under it. */
	return ta_close_after(stream, close_handle, fd >= 0 && close_handle ? ta_io_file_closing(fd) : TA_IO_READY);
}

static const ta_op_set ta_file_ops = {
	ta_file_read, ta_file_write, ta_file_close, NULL,
};

static php_stream_wrapper_ops ta_plain_wops;
static const php_stream_wrapper_ops *ta_plain_orig;

/* The plain-files wrapper's opener (fopen, file_get_contents, include...):
 * PHP's own, then regular files opened inside a coroutine get the wrapped
 * ops. Files opened elsewhere keep PHP's own table, and with it what PHP
 * does only for that table (copy() uses copy_file_range() between two). */
static php_stream *ta_plain_open(php_stream_wrapper *wrapper, const char *filename, const char *mode,
		int options, zend_string **opened_path, php_stream_context *context STREAMS_DC)
{
	php_stream *s = ta_plain_orig->stream_opener(wrapper, filename, mode, options, opened_path, context STREAMS_REL_CC);
	if (s && !s->is_persistent && s->ops == &php_stream_stdio_ops && ta_file_active()) {
		int fd = ta_file_fd(s);
		struct stat st;
		if (fd >= 0 && fstat(fd, &st) == 0 && S_ISREG(st.st_mode)) {
			ta_stream_wrap_with(s, &ta_file_ops);
		}
	}
	return s;
}

/* MINIT: our opener in PHP's plain-files wrapper (the struct is PHP's,
 * exported writable; its ops table is not, so it gets a copy). */
void ta_files_install(void)
{
	if (php_plain_files_wrapper.wops == &ta_plain_wops || !php_plain_files_wrapper.wops->stream_opener) {
		return;
	}
	ta_plain_orig = php_plain_files_wrapper.wops;
	ta_plain_wops = *ta_plain_orig;
	ta_plain_wops.stream_opener = ta_plain_open;
	php_plain_files_wrapper.wops = &ta_plain_wops;
}

/* MSHUTDOWN: PHP's ops table comes back. */
void ta_files_uninstall(void)
{
	if (ta_plain_orig) {
		php_plain_files_wrapper.wops = ta_plain_orig;
		ta_plain_orig = NULL;
	}
}
