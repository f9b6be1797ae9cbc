/*
 * ext/sockets' Socket objects as the hooks see them (src/io/ext_sockets.rs).
 * ext/sockets is a separate shared extension that may load after this one,
 * so its symbols (socket_ce) are not linked: the class is recognised by
 * its name and its objects read through the layout its public header
 * gives.
 */
#include "php.h"
/* ext/sockets is built as its own module: its header hides everything
 * unless told the extension exists. */
#ifndef HAVE_SOCKETS
# define HAVE_SOCKETS 1
#endif
#include <sys/socket.h>
#include "ext/sockets/php_sockets.h"

/* The fd of a Socket object, or -1; *blocking says whether the script left
 * it in blocking mode. */
int ta_ext_socket_fd(zval *z, int *blocking)
{
	ZVAL_DEREF(z);
	if (Z_TYPE_P(z) != IS_OBJECT) {
		return -1;
	}
	zend_class_entry *ce = Z_OBJCE_P(z);
	if (ce->type != ZEND_INTERNAL_CLASS || !zend_string_equals_literal(ce->name, "Socket")) {
		return -1;
	}
	php_socket *sock = Z_SOCKET_P(z);
	if (sock->bsd_socket < 0) {
		return -1;
	}
	if (blocking) {
		*blocking = sock->blocking;
	}
	return (int) sock->bsd_socket;
}
