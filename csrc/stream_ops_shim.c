/*
 * The wrapped copies of PHP's stream ops tables, and the mechanics every
 * wrapped op shares (timeouts, failed waits, whole writes, close). Callers:
 * the other stream shims (socket_stream_shim.c, pipe_shim.c, file_shim.c),
 * and src/io/select.rs (ta_zval_stream_fd).
 */
#include "ta_streams.h"

/* One wrapped copy per original ops table and op set (tcp, udp, unix,
 * udg, generic sockets; PHP's stdio ops twice: pipes, regular files). */
#define TA_MAX_OPS 12
static ta_wrapped_ops ta_ops[TA_MAX_OPS];
static int ta_ops_count;

const php_stream_ops *ta_orig(php_stream *stream)
{
	/* stream->ops points at the `ours` member, the first of ta_wrapped_ops. */
	return ((const ta_wrapped_ops *) stream->ops)->orig;
}

int64_t ta_ms(const struct timeval *tv)
{
	if (!tv || tv->tv_sec < 0) {
		return -1;
	}
	return (int64_t) tv->tv_sec * 1000 + (tv->tv_usec + 999) / 1000;
}

/* A wait ended in failure: the exception (or exit) is pending; a fatal
 * error elsewhere bails out here, with no Rust frame left on the stack. */
void ta_failed(int rc)
{
	if (rc == TA_IO_BAILOUT) {
		zend_bailout();
	}
}

/* Where ta_write_whole gave up midway (its failure is already reported,
 * an exception may be pending): PHP's write loop calls again at once with
 * the rest, which must fail there and then, not wait a second time nor
 * block in PHP's own op. */
static struct {
	php_stream *stream;
	const char *next;
} ta_write_cut;

bool ta_write_was_cut(php_stream *stream, const char *buf)
{
	bool cut = ta_write_cut.stream == stream && ta_write_cut.next == buf;
	ta_write_cut.stream = NULL;
	return cut;
}

ssize_t ta_write_whole(php_stream *stream, int fd, const char *buf, size_t count, ta_write_step step)
{
	int rc = ta_io_write_begin(fd);
	if (rc != TA_IO_READY) {
		ta_failed(rc);
		return -1;
	}
	size_t done = 0;
	ssize_t n = 0;
	while (done < count) {
		n = step(stream, buf + done, count - done, &rc);
		if (n <= 0) {
			break;
		}
		done += (size_t) n;
	}
	/* The turn passes on before a bailout can skip this frame. */
	ta_io_write_end(fd);
	ta_failed(rc);
	if (done == 0) {
		return n;
	}
	if (done < count) {
		ta_write_cut.stream = stream;
		ta_write_cut.next = buf + done;
	}
	return (ssize_t) done;
}

int ta_close_after(php_stream *stream, int close_handle, int rc)
{
	int ret = ta_orig(stream)->close(stream, close_handle);
	ta_failed(rc);
	return ret;
}

/* Gives `stream` the copy of its ops with `set`'s functions (once per
 * original table; a stream already wrapped is left alone). */
void ta_stream_wrap_with(php_stream *stream, const ta_op_set *set)
{
	if (!stream) {
		return;
	}
	for (int i = 0; i < ta_ops_count; i++) {
		if (stream->ops == &ta_ops[i].ours) {
			return;
		}
	}
	for (int i = 0; i < ta_ops_count; i++) {
		if (stream->ops == ta_ops[i].orig && ta_ops[i].set == set) {
			stream->ops = &ta_ops[i].ours;
			return;
		}
	}
	if (ta_ops_count == TA_MAX_OPS || stream->ops->read == NULL) {
		return;
	}
	ta_wrapped_ops *w = &ta_ops[ta_ops_count++];
	w->orig = stream->ops;
	w->set = set;
	const char *label = stream->ops->label;
	w->plain = strcmp(label, "tcp_socket") == 0 || strcmp(label, "udp_socket") == 0
		|| strcmp(label, "unix_socket") == 0 || strcmp(label, "udg_socket") == 0
		|| strcmp(label, "generic_socket") == 0;
	w->openssl = strcmp(label, "tcp_socket/ssl") == 0;
	w->ours = *stream->ops;
	w->ours.read = set->read ? set->read : w->ours.read;
	w->ours.write = set->write ? set->write : w->ours.write;
	w->ours.close = set->close ? set->close : w->ours.close;
	w->ours.set_option = set->set_option ? set->set_option : w->ours.set_option;
	stream->ops = &w->ours;
}

/* The stream behind a resource zval, or NULL. */
php_stream *ta_zval_stream(zval *z)
{
	ZVAL_DEREF(z);
	if (Z_TYPE_P(z) != IS_RESOURCE) {
		return NULL;
	}
	return (php_stream *) zend_fetch_resource2(Z_RES_P(z), NULL, php_file_le_stream(), php_file_le_pstream());
}

/* The fd behind a stream resource as stream_select() would use it, or -1. */
int ta_zval_stream_fd(zval *z)
{
	php_stream *stream = ta_zval_stream(z);
	php_socket_t fd = -1;
	if (!stream || php_stream_cast(stream, PHP_STREAM_AS_FD_FOR_SELECT | PHP_STREAM_CAST_INTERNAL, (void *) &fd, 1) != SUCCESS) {
		return -1;
	}
	return (int) fd;
}
