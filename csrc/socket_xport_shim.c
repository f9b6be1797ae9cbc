/*
 * The transport calls of wrapped sockets (set_option's xport and crypto
 * APIs): connect with its DNS lookup, accept, recvfrom, and ext/openssl's
 * TLS handshake, each waiting through the reactor where stock PHP would
 * block the process. Reached from PHP through the socket ops table
 * (socket_stream_shim.c); no Rust module calls it directly, the waits it
 * makes are Rust's (ta_io_wait, ta_io_resolve: src/io/sockets.rs).
 */
#include "ta_sockets.h"
#include <sys/socket.h>
#include <arpa/inet.h>
#include <fcntl.h>

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
			ta_socket_wrap(xp->outputs.client);
		}
	}
	return ret;
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

int ta_sock_set_option(php_stream *stream, int option, int value, void *ptrparam)
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
			 * block the process with no time limit. Here the stream's timeout
			 * (stream_set_timeout, default_socket_timeout) bounds the wait as
			 * it bounds fread: false, and timed_out in the metadata. */
			if (sock->is_blocked) {
				sock->timeout_event = 0;
				int rc = ta_io_wait(sock->socket, 0, ta_ms(&sock->timeout));
				if (rc == TA_IO_TIMEOUT) {
					sock->timeout_event = 1;
					xp->outputs.returncode = -1;
					return PHP_STREAM_OPTION_RETURN_OK;
				}
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
