/*
 * The socket transports (tcp, udp, unix, udg) as coroutines see them.
 * PHP's own factory still makes every socket stream; the stream then gets
 * a copy of its ops table whose read, write, close and transport calls
 * (connect, accept, recvfrom: socket_xport_shim.c) wait through the
 * reactor instead of blocking the process in poll()/select(). Everything
 * else (options, meta data, casts, crypto) stays PHP's.
 *
 * C because these are PHP's stream structs (bitfields, macros, the
 * transport parameter block). Only the mechanics of stock PHP's retry loop
 * live here; when to wait, for how long, the one-reader rule and what a
 * cancelled or closed wait throws are decided in Rust (ta_io_wait, in
 * src/io/sockets.rs). Outside coroutines (ta_io_active() false) the
 * original op runs untouched.
 *
 * Callers: src/io/mod.rs (ta_transports_install, ta_transports_uninstall),
 * src/io/sockets.rs (ta_stream_wrap_pair_zval).
 */
#include "ta_sockets.h"
#include <sys/socket.h>
#include <fcntl.h>

static bool ta_plain(php_stream *stream)
{
	const ta_wrapped_ops *w = (const ta_wrapped_ops *) stream->ops;
	return w->plain || (w->openssl && ta_openssl(stream)->ssl_handle == NULL);
}

/* A layered stream's own read or write (TLS), made non-blocking for the
 * call: it returns at once instead of waiting inside (a readable socket is
 * no promise of application data under TLS: session tickets, partial
 * records). Returns what the op returned. */
static ssize_t ta_layered_io(php_stream *stream, php_netstream_data_t *sock, char *rbuf, const char *wbuf, size_t count)
{
	int fl = fcntl(sock->socket, F_GETFL);
	if (fl >= 0) {
		fcntl(sock->socket, F_SETFL, fl | O_NONBLOCK);
	}
	sock->is_blocked = 0;
	ssize_t n = rbuf ? ta_orig(stream)->read(stream, rbuf, count) : ta_orig(stream)->write(stream, wbuf, count);
	sock->is_blocked = 1;
	if (fl >= 0) {
		fcntl(sock->socket, F_SETFL, fl);
	}
	return n;
}

/* Read or write on a layered stream: its own op, non-blocking, and a wait
 * in the reactor each time it could not make progress. A failed wait sets
 * *rc. */
static ssize_t ta_layered(php_stream *stream, php_netstream_data_t *sock, char *rbuf, const char *wbuf, size_t count, int *rc)
{
	int write = rbuf == NULL;
	sock->timeout_event = 0;
	/* Another coroutine waits inside this stream's op: wait too (the
	 * one-reader rule refuses it there) rather than use the buffer under it. */
	int busy = ta_io_busy(sock->socket, write);
	for (;;) {
		ssize_t n = busy ? 0 : ta_layered_io(stream, sock, rbuf, wbuf, count);
		busy = 0;
		if (n != 0 || (!write && stream->eof)) {
			return n;
		}
		int waited = ta_io_wait(sock->socket, write, ta_ms(&sock->timeout));
		if (waited == TA_IO_READY) {
			continue;
		}
		if (waited == TA_IO_TIMEOUT) {
			sock->timeout_event = 1;
		} else {
			*rc = waited;
		}
		return -1;
	}
}

static ssize_t ta_sock_read(php_stream *stream, char *buf, size_t count)
{
	php_netstream_data_t *sock = ta_sock(stream);
	if (!sock || !sock->is_blocked || !ta_io_active()) {
		return ta_orig(stream)->read(stream, buf, count);
	}
	if (!ta_plain(stream)) {
		int rc = TA_IO_READY;
		ssize_t n = ta_layered(stream, sock, buf, NULL, count, &rc);
		ta_failed(rc);
		return n;
	}
	sock->timeout_event = 0;
	for (;;) {
		/* A recv the reactor already knows would fail is skipped. */
		if (!ta_io_try(sock->socket, 0)) {
			goto wait;
		}
		ssize_t n = recv(sock->socket, buf, count, MSG_DONTWAIT);
		if (n > 0) {
			if ((size_t) n < count) {
				/* Drained: the next read waits for the reactor first. */
				ta_io_drained(sock->socket);
			}
			php_stream_notify_progress_increment(PHP_STREAM_CONTEXT(stream), n, 0);
			return n;
		}
		if (n == 0) {
			stream->eof = 1;
			return 0;
		}
		int err = errno;
		if (err == EINTR) {
			continue;
		}
		if (err != EAGAIN && err != EWOULDBLOCK) {
			stream->eof = 1;
			return -1;
		}
wait:;
		int rc = ta_io_wait(sock->socket, 0, ta_ms(&sock->timeout));
		if (rc == TA_IO_READY) {
			continue;
		}
		if (rc == TA_IO_TIMEOUT) {
			/* Stock PHP: a timed-out read is a failed one (fread() false). */
			sock->timeout_event = 1;
			return -1;
		}
		ta_failed(rc);
		return -1;
	}
}

/* One step of a plain socket's write: a send, and a wait when the socket
 * buffer is full. */
static ssize_t ta_sock_write_step(php_stream *stream, const char *buf, size_t count, int *rc)
{
	php_netstream_data_t *sock = ta_sock(stream);
	if (!sock) {
		return -1;
	}
	if (!ta_plain(stream)) {
		return ta_layered(stream, sock, NULL, buf, count, rc);
	}
	for (;;) {
		ssize_t n = send(sock->socket, buf, count, MSG_DONTWAIT);
		if (n >= 0) {
			if (n > 0) {
				php_stream_notify_progress_increment(PHP_STREAM_CONTEXT(stream), n, 0);
			}
			return n;
		}
		int err = errno;
		if (err == EINTR) {
			continue;
		}
		if (err == EAGAIN || err == EWOULDBLOCK) {
			sock->timeout_event = 0;
			int waited = ta_io_wait(sock->socket, 1, ta_ms(&sock->timeout));
			if (waited == TA_IO_READY) {
				continue;
			}
			if (waited != TA_IO_TIMEOUT) {
				*rc = waited;
				return -1;
			}
			sock->timeout_event = 1;
		}
		/* What stock PHP says when a send fails or times out. */
		char *estr = php_socket_strerror(err, NULL, 0);
		php_error_docref(NULL, E_NOTICE, "Send of " ZEND_LONG_FMT " bytes failed with errno=%d %s",
				(zend_long) count, err, estr);
		efree(estr);
		return -1;
	}
}

static ssize_t ta_sock_write(php_stream *stream, const char *buf, size_t count)
{
	if (ta_write_was_cut(stream, buf)) {
		return -1;
	}
	php_netstream_data_t *sock = ta_sock(stream);
	if (!sock || !sock->is_blocked || !ta_io_active()) {
		return ta_orig(stream)->write(stream, buf, count);
	}
	return ta_write_whole(stream, sock->socket, buf, count, ta_sock_write_step);
}

static int ta_sock_close(php_stream *stream, int close_handle)
{
	php_netstream_data_t *sock = ta_sock(stream);
	/* Waiters leave and the poll registration goes before the fd does. */
	int rc = sock && close_handle ? ta_io_closing(sock->socket) : TA_IO_READY;
	return ta_close_after(stream, close_handle, rc);
}

static const ta_op_set ta_socket_ops = {
	ta_sock_read, ta_sock_write, ta_sock_close, ta_sock_set_option,
};

void ta_socket_wrap(php_stream *stream)
{
	ta_stream_wrap_with(stream, &ta_socket_ops);
}

/* stream_socket_pair()'s streams (PHP's generic socket ops, reached by
 * label: the table is not exported) get the coroutine-aware copy too. */
void ta_stream_wrap_pair_zval(zval *z)
{
	php_stream *stream = ta_zval_stream(z);
	if (stream && !stream->is_persistent && strcmp(stream->ops->label, "generic_socket") == 0) {
		ta_socket_wrap(stream);
	}
}

/* ext/openssl's TLS transports are wrapped where it registered them. */
static const char *ta_transports[] = {"tcp", "udp", "unix", "udg",
	"ssl", "tls", "tlsv1.0", "tlsv1.1", "tlsv1.2", "tlsv1.3"};
#define TA_TRANSPORTS (sizeof(ta_transports) / sizeof(ta_transports[0]))
static php_stream_transport_factory ta_orig_factory[TA_TRANSPORTS];

static php_stream *ta_factory(const char *proto, size_t protolen,
		const char *resourcename, size_t resourcenamelen,
		const char *persistent_id, int options, int flags,
		struct timeval *timeout,
		php_stream_context *context STREAMS_DC)
{
	for (size_t i = 0; i < TA_TRANSPORTS; i++) {
		if (ta_orig_factory[i] && strlen(ta_transports[i]) == protolen
				&& strncasecmp(ta_transports[i], proto, protolen) == 0) {
			php_stream *s = ta_orig_factory[i](proto, protolen, resourcename, resourcenamelen,
					persistent_id, options, flags, timeout, context STREAMS_REL_CC);
			/* Persistent sockets too: the wrapped ops keep no state of
			 * their own (the fd's reactor state belongs to the request's
			 * runtime and goes with it), so a connection reused by a
			 * later request waits through that request's loop. */
			if (s) {
				ta_socket_wrap(s);
			}
			return s;
		}
	}
	return NULL;
}

/* MINIT: our factory in front of PHP's for each socket transport. */
void ta_transports_install(void)
{
	HashTable *xports = php_stream_xport_get_hash();
	for (size_t i = 0; i < TA_TRANSPORTS; i++) {
		zval *z = zend_hash_str_find(xports, ta_transports[i], strlen(ta_transports[i]));
		if (z && Z_PTR_P(z) != (void *) ta_factory) {
			ta_orig_factory[i] = (php_stream_transport_factory) Z_PTR_P(z);
			php_stream_xport_register(ta_transports[i], ta_factory);
		}
	}
}

/* MSHUTDOWN: PHP's factories come back. */
void ta_transports_uninstall(void)
{
	for (size_t i = 0; i < TA_TRANSPORTS; i++) {
		if (ta_orig_factory[i]) {
			php_stream_xport_register(ta_transports[i], ta_orig_factory[i]);
			ta_orig_factory[i] = NULL;
		}
	}
}
