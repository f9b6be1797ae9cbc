/*
 * The socket transports (tcp, udp, unix, udg) as coroutines see them
 *. PHP's own factory still makes every socket stream; the stream
 * then gets a copy of its ops table whose read, write, close and transport
 * calls (connect, accept, recvfrom) wait through the reactor instead of
 * blocking the process in poll()/select(). Everything else (options, meta
 * data, casts, crypto) stays PHP's.
 *
 * C because these are PHP's stream structs (bitfields, macros, the
 * transport parameter block). Only the mechanics of stock PHP's retry loop
 * live here; when to wait, for how long, the one-reader rule and what a
 * cancelled or closed wait throws are decided in Rust (ta_io_wait, in
 * src/io/sockets.rs). Outside coroutines (ta_io_active() false) the
 * original op runs untouched.
 */
#include "ta_streams.h"
#include <sys/socket.h>
#include <arpa/inet.h>
#include <fcntl.h>

/* One wrapped copy per original ops table and op set (tcp, udp, unix,
 * udg, generic sockets; PHP's stdio ops twice: pipes, regular files). */
#define TA_MAX_OPS 12
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

/* The head of ext/openssl's private stream data (xp_ssl.c, the same from
 * PHP 7.2 to 8.4): PHP's socket data, the SSL handle (NULL until crypto is
 * set up), and what an ssl:// or tls:// stream does on connect or accept. */
typedef struct {
	php_netstream_data_t s;
	void *ssl_handle;
	void *ctx;
	struct timeval connect_timeout;
	int enable_on_connect;
	int is_client;
	int ssl_active;
	php_stream_xport_crypt_method_t method;
} ta_openssl_head;

/* ext/openssl's data of `stream`, if it has ext/openssl's ops. */
static ta_openssl_head *ta_openssl(php_stream *stream)
{
	return ((const ta_wrapped_ops *) stream->ops)->openssl ? (ta_openssl_head *) stream->abstract : NULL;
}

static ta_wrapped_ops ta_ops[TA_MAX_OPS];
static int ta_ops_count;

static void ta_stream_wrap(php_stream *stream);

const php_stream_ops *ta_orig(php_stream *stream)
{
	/* stream->ops points at the `ours` member, the first of ta_wrapped_ops. */
	return ((const ta_wrapped_ops *) stream->ops)->orig;
}

/* PHP's own set_option, called with PHP's own ops in place: xp_socket.c
 * tells udp from tcp and unix from inet by the ops table's address (on
 * bind, connect, and the accepted client inherits the table). */
static int ta_orig_set_option(php_stream *stream, int option, int value, void *ptrparam)
{
	const php_stream_ops *ours = stream->ops;
	const php_stream_ops *orig = ta_orig(stream);
	stream->ops = orig;
	int ret = orig->set_option(stream, option, value, ptrparam);
	stream->ops = ours;
	if (option == PHP_STREAM_OPTION_XPORT_API && ret == PHP_STREAM_OPTION_RETURN_OK) {
		php_stream_xport_param *xp = (php_stream_xport_param *) ptrparam;
		if (xp->op == STREAM_XPORT_OP_ACCEPT && xp->outputs.client) {
			ta_stream_wrap(xp->outputs.client);
		}
	}
	return ret;
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

static php_netstream_data_t *ta_sock(php_stream *stream)
{
	php_netstream_data_t *sock = (php_netstream_data_t *) stream->abstract;
	return (sock && sock->socket != -1) ? sock : NULL;
}

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
	for (;;) {
		ssize_t n = ta_layered_io(stream, sock, rbuf, wbuf, count);
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

int ta_close_after(php_stream *stream, int close_handle, int rc)
{
	int ret = ta_orig(stream)->close(stream, close_handle);
	ta_failed(rc);
	return ret;
}

static int ta_sock_close(php_stream *stream, int close_handle)
{
	php_netstream_data_t *sock = ta_sock(stream);
	/* Waiters leave and the poll registration goes before the fd does. */
	int rc = sock && close_handle ? ta_io_closing(sock->socket) : TA_IO_READY;
	return ta_close_after(stream, close_handle, rc);
}

/* A transport call whose wait failed (the coroutine was cancelled, or the
 * one-reader rule refused it): the exception is pending; PHP's caller
 * still warns, and says why. */
static void ta_wait_failed(php_stream_xport_param *xp, int rc)
{
	xp->outputs.returncode = -1;
	xp->outputs.error_code = ECANCELED;
	if (xp->want_errortext && !xp->outputs.error_text) {
		xp->outputs.error_text = zend_string_init("the coroutine's wait failed", sizeof("the coroutine's wait failed") - 1, 0);
	}
	ta_failed(rc);
}

/* A blocking connect inside a coroutine: PHP starts it non-blocking, the
 * coroutine waits for the socket to become writable, SO_ERROR says how it
 * went. Results and messages are stock PHP's. */
static int ta_connect_one(php_stream *stream, php_stream_xport_param *xp)
{
	xp->op = STREAM_XPORT_OP_CONNECT_ASYNC;
	int ret = ta_orig_set_option(stream, PHP_STREAM_OPTION_XPORT_API, 0, xp);
	xp->op = STREAM_XPORT_OP_CONNECT;
	php_netstream_data_t *sock = ta_sock(stream);
	if (ret != PHP_STREAM_OPTION_RETURN_OK || !sock) {
		return ret;
	}
	if (xp->outputs.returncode == 1) {
		int err = 0;
		int rc = ta_io_wait(sock->socket, 1, ta_ms(xp->inputs.timeout));
		if (rc == TA_IO_READY) {
			socklen_t len = sizeof(err);
			if (getsockopt(sock->socket, SOL_SOCKET, SO_ERROR, &err, &len) != 0) {
				err = errno;
			}
		} else if (rc == TA_IO_TIMEOUT) {
			err = ETIMEDOUT;
		} else {
			ta_wait_failed(xp, rc);
			return PHP_STREAM_OPTION_RETURN_OK;
		}
		xp->outputs.error_code = err;
		xp->outputs.returncode = err ? -1 : 0;
		if (err && xp->want_errortext) {
			xp->outputs.error_text = php_socket_error_str(err);
		}
	}
	if (xp->outputs.returncode == 0) {
		/* PHP's async connect leaves O_NONBLOCK set; the stream is blocking. */
		php_set_sock_blocking(sock->socket, sock->is_blocked);
	}
	return PHP_STREAM_OPTION_RETURN_OK;
}

/* The host part of "host:port" that needs a DNS lookup: not an IP literal.
 * Sets *hostlen; NULL when there is nothing to resolve. */
static const char *ta_host_to_resolve(php_stream *stream, php_stream_xport_param *xp, size_t *hostlen)
{
	const char *label = ta_orig(stream)->label;
	if (strcmp(label, "tcp_socket") != 0 && strcmp(label, "udp_socket") != 0) {
		return NULL;
	}
	const char *name = xp->inputs.name;
	if (!name || xp->inputs.namelen < 2 || name[0] == '[') {
		return NULL;
	}
	const char *colon = zend_memrchr(name, ':', xp->inputs.namelen);
	if (!colon || colon == name) {
		return NULL;
	}
	char host[256];
	size_t len = (size_t) (colon - name);
	if (len >= sizeof(host)) {
		return NULL;
	}
	memcpy(host, name, len);
	host[len] = 0;
	struct in_addr v4;
	if (inet_pton(AF_INET, host, &v4) == 1) {
		return NULL;
	}
	*hostlen = len;
	return name;
}

/* connect(): a host name is looked up through the reactor (libuv's thread
 * pool) instead of PHP's blocking getaddrinfo, then each address is tried
 * in the resolver's order, as PHP does. A failed lookup is left to PHP (its
 * own lookup then fails with stock PHP's messages). */
static int ta_connect(php_stream *stream, php_stream_xport_param *xp)
{
	size_t hostlen = 0;
	const char *host = ta_host_to_resolve(stream, xp, &hostlen);
	if (!host) {
		return ta_connect_one(stream, xp);
	}
	char addrs[1024];
	int n = ta_io_resolve(host, hostlen, addrs, sizeof(addrs));
	if (n < 0) {
		ta_wait_failed(xp, -n);
		return PHP_STREAM_OPTION_RETURN_OK;
	}
	if (n == 0) {
		return ta_connect_one(stream, xp);
	}
	char *orig_name = xp->inputs.name;
	size_t orig_len = xp->inputs.namelen;
	const char *port = orig_name + hostlen;	/* ":port" */
	int ret = PHP_STREAM_OPTION_RETURN_OK;
	char *ip = addrs;
	for (int i = 0; i < n; i++) {
		char *end = strchr(ip, '\n');
		if (end) {
			*end = 0;
		}
		char name[300];
		int len = snprintf(name, sizeof(name), strchr(ip, ':') ? "[%s]%.*s" : "%s%.*s",
				ip, (int) (orig_len - hostlen), port);
		if (len <= 0 || (size_t) len >= sizeof(name)) {
			/* A name we cannot rebuild: PHP connects (and judges) it. */
			return i == 0 ? ta_connect_one(stream, xp) : ret;
		}
		xp->inputs.name = name;
		xp->inputs.namelen = (size_t) len;
		ret = ta_connect_one(stream, xp);
		xp->inputs.name = orig_name;
		xp->inputs.namelen = orig_len;
		if (ret != PHP_STREAM_OPTION_RETURN_OK || xp->outputs.returncode == 0
				|| xp->outputs.error_code == ECANCELED || i == n - 1 || !end) {
			break;
		}
		/* The next address gets a fresh socket, as PHP's loop does. */
		php_netstream_data_t *sock = ta_sock(stream);
		if (sock) {
			ta_failed(ta_io_closing(sock->socket));
			closesocket(sock->socket);
			sock->socket = -1;
		}
		if (xp->outputs.error_text) {
			zend_string_release(xp->outputs.error_text);
			xp->outputs.error_text = NULL;
		}
		ip = end + 1;
	}
	return ret;
}

/* accept(): wait for a pending connection, then let PHP accept it without
 * waiting (a zero timeout). A connection taken by another process meanwhile
 * just means waiting again. */
static int ta_accept(php_stream *stream, php_netstream_data_t *sock, php_stream_xport_param *xp)
{
	struct timeval *user = xp->inputs.timeout;
	int64_t ms = ta_ms(user);
	if (ms == 0) {
		return ta_orig_set_option(stream, PHP_STREAM_OPTION_XPORT_API, 0, xp);
	}
	struct timeval zero = {0, 0};
	for (;;) {
		int rc = ta_io_wait(sock->socket, 0, ms);
		if (rc == TA_IO_FAILED || rc == TA_IO_BAILOUT) {
			xp->outputs.client = NULL;
			ta_wait_failed(xp, rc);
			return PHP_STREAM_OPTION_RETURN_OK;
		}
		xp->inputs.timeout = &zero;
		int ret = ta_orig_set_option(stream, PHP_STREAM_OPTION_XPORT_API, 0, xp);
		xp->inputs.timeout = user;
		if (rc == TA_IO_TIMEOUT || ret != PHP_STREAM_OPTION_RETURN_OK
				|| xp->outputs.returncode == 0
				|| xp->outputs.error_code != ETIMEDOUT) {
			return ret;
		}
		if (xp->outputs.error_text) {
			zend_string_release(xp->outputs.error_text);
			xp->outputs.error_text = NULL;
		}
	}
}

/* stream_socket_enable_crypto() on a blocking stream inside a coroutine:
 * ext/openssl's handshake runs in its non-blocking mode (it returns 0 for
 * "call again"), and the coroutine waits for the peer between calls,
 * instead of PHP polling the process to sleep. Two coroutines of one
 * script can then do STARTTLS with each other. */
static int ta_enable_crypto(php_stream *stream, php_netstream_data_t *sock, php_stream_xport_crypto_param *cp)
{
	/* The handshake's time limit is ext/openssl's: the connect timeout on
	 * the client side, the stream's own on the server side. */
	ta_openssl_head *ssl = ta_openssl(stream);
	int64_t ms = ta_ms(ssl && ssl->is_client ? &ssl->connect_timeout : &sock->timeout);
	int fl = fcntl(sock->socket, F_GETFL);
	int ret;
	for (;;) {
		if (fl >= 0) {
			fcntl(sock->socket, F_SETFL, fl | O_NONBLOCK);
		}
		sock->is_blocked = 0;
		ret = ta_orig_set_option(stream, PHP_STREAM_OPTION_CRYPTO_API, 0, cp);
		sock->is_blocked = 1;
		if (fl >= 0) {
			fcntl(sock->socket, F_SETFL, fl);
		}
		if (ret != PHP_STREAM_OPTION_RETURN_OK || cp->outputs.returncode != 0) {
			return ret;
		}
		/* The handshake waits for the peer's next flight. */
		int rc = ta_io_wait(sock->socket, 0, ms);
		if (rc == TA_IO_READY) {
			continue;
		}
		cp->outputs.returncode = -1;
		if (rc == TA_IO_TIMEOUT) {
			php_error_docref(NULL, E_WARNING, "SSL: Handshake timed out");
		} else {
			ta_failed(rc);
		}
		return PHP_STREAM_OPTION_RETURN_OK;
	}
}

/* What ext/openssl does after an ssl:// or tls:// connect or accept (set up
 * crypto with the transport's method and enable it), through our set_option
 * so that the handshake waits in the reactor. Returns false, with stock
 * PHP's warning, if it failed. */
static bool ta_tls_on_connect(php_stream *stream, php_stream_xport_crypt_method_t method)
{
	if (php_stream_xport_crypto_setup(stream, method, NULL) < 0
			|| php_stream_xport_crypto_enable(stream, 1) < 0) {
		php_error_docref(NULL, E_WARNING, "Failed to enable crypto");
		return false;
	}
	return true;
}

/* connect() on an ssl:// or tls:// stream: ext/openssl would connect and
 * then shake hands, blocking the process for both; ours connects as for
 * tcp:// with TLS held back, then shakes hands through the reactor. */
static int ta_connect_tls(php_stream *stream, ta_openssl_head *ssl, php_stream_xport_param *xp)
{
	ssl->enable_on_connect = 0;
	int ret = ta_connect(stream, xp);
	ssl->enable_on_connect = 1;
	if (ret == PHP_STREAM_OPTION_RETURN_OK && xp->outputs.returncode == 0
			&& !ta_tls_on_connect(stream, ssl->method)) {
		xp->outputs.returncode = -1;
	}
	return ret;
}

/* accept() on a tls:// server: ext/openssl would shake hands with the new
 * client inside accept, blocking the process; ours accepts with TLS held
 * back, wraps the client, then shakes hands through the reactor. A client
 * whose handshake fails is closed and not returned, as in ext/openssl. */
static int ta_accept_tls(php_stream *stream, php_netstream_data_t *sock, ta_openssl_head *ssl, php_stream_xport_param *xp)
{
	ssl->enable_on_connect = 0;
	int ret = ta_accept(stream, sock, xp);
	ssl->enable_on_connect = 1;
	php_stream *client = xp->outputs.client;
	if (ret != PHP_STREAM_OPTION_RETURN_OK || !client || !((const ta_wrapped_ops *) client->ops)->openssl) {
		return ret;
	}
	/* As ext/openssl: the server side of the transport's method (bit 0 of
	 * a crypto method says "client", xp_ssl.c's STREAM_CRYPTO_IS_CLIENT). */
	ssl->method &= ~1;
	((ta_openssl_head *) client->abstract)->method = ssl->method;
	if (!ta_tls_on_connect(client, ssl->method)) {
		php_stream_close(client);
		xp->outputs.client = NULL;
		xp->outputs.returncode = -1;
	}
	return ret;
}

static int ta_sock_set_option(php_stream *stream, int option, int value, void *ptrparam)
{
	if (option == PHP_STREAM_OPTION_CRYPTO_API && ((const ta_wrapped_ops *) stream->ops)->openssl
			&& ((php_stream_xport_crypto_param *) ptrparam)->op == STREAM_XPORT_CRYPTO_OP_ENABLE
			&& ((php_stream_xport_crypto_param *) ptrparam)->inputs.activate && ta_io_active()) {
		php_netstream_data_t *sock = ta_sock(stream);
		if (sock && sock->is_blocked) {
			return ta_enable_crypto(stream, sock, (php_stream_xport_crypto_param *) ptrparam);
		}
	}
	if (option != PHP_STREAM_OPTION_XPORT_API || !stream->abstract || !ta_io_active()) {
		return ta_orig_set_option(stream, option, value, ptrparam);
	}
	php_stream_xport_param *xp = (php_stream_xport_param *) ptrparam;
	ta_openssl_head *ssl = ta_openssl(stream);
	if (xp->op == STREAM_XPORT_OP_CONNECT) {
		/* The socket itself is made by the connect. */
		return ssl && ssl->enable_on_connect ? ta_connect_tls(stream, ssl, xp) : ta_connect(stream, xp);
	}
	php_netstream_data_t *sock = ta_sock(stream);
	if (!sock) {
		return ta_orig_set_option(stream, option, value, ptrparam);
	}
	switch (xp->op) {
		case STREAM_XPORT_OP_ACCEPT:
			return ssl && ssl->enable_on_connect ? ta_accept_tls(stream, sock, ssl, xp) : ta_accept(stream, sock, xp);
		case STREAM_XPORT_OP_RECV:
			/* stream_socket_recvfrom() on a blocking socket: PHP's recv would
			 * block the process, and has no timeout of its own. */
			if (sock->is_blocked) {
				int rc = ta_io_wait(sock->socket, 0, -1);
				if (rc != TA_IO_READY) {
					xp->outputs.returncode = -1;
					ta_failed(rc);
					return PHP_STREAM_OPTION_RETURN_OK;
				}
			}
			return ta_orig_set_option(stream, option, value, ptrparam);
		default:
			return ta_orig_set_option(stream, option, value, ptrparam);
	}
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

static const ta_op_set ta_socket_ops = {
	ta_sock_read, ta_sock_write, ta_sock_close, ta_sock_set_option,
};

static void ta_stream_wrap(php_stream *stream)
{
	ta_stream_wrap_with(stream, &ta_socket_ops);
}

/* stream_socket_pair()'s streams (PHP's generic socket ops, reached by
 * label: the table is not exported) get the coroutine-aware copy too. */
void ta_stream_wrap_pair_zval(zval *z)
{
	php_stream *stream = ta_zval_stream(z);
	if (stream && !stream->is_persistent && strcmp(stream->ops->label, "generic_socket") == 0) {
		ta_stream_wrap(stream);
	}
}

/* ---- the transports ---- */

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
				ta_stream_wrap(s);
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
