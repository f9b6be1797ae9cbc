/*
 * Shared by the socket stream shims: socket_stream_shim.c (read, write,
 * close, the transports) and socket_xport_shim.c (connect, accept, TLS).
 */
#ifndef TA_SOCKETS_H
#define TA_SOCKETS_H

#include "ta_streams.h"

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
static inline ta_openssl_head *ta_openssl(php_stream *stream)
{
	return ((const ta_wrapped_ops *) stream->ops)->openssl ? (ta_openssl_head *) stream->abstract : NULL;
}

/* The socket data of `stream`, or NULL once its socket is closed. */
static inline php_netstream_data_t *ta_sock(php_stream *stream)
{
	php_netstream_data_t *sock = (php_netstream_data_t *) stream->abstract;
	return (sock && sock->socket != -1) ? sock : NULL;
}

/* Gives `stream` the socket ops' wrapped copy of its table. */
void ta_socket_wrap(php_stream *stream);
/* The wrapped sockets' set_option: connect, accept, recvfrom, TLS. */
int ta_sock_set_option(php_stream *stream, int option, int value, void *ptrparam);

#endif
