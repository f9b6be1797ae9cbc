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

/* ext/sockets' module globals (its last_error), through the module
 * registry: the symbol is in its own shared object. */
static zend_sockets_globals *ta_sockets_globals(void)
{
	zend_module_entry *m = zend_hash_str_find_ptr(&module_registry, "sockets", sizeof("sockets") - 1);
	return m ? (zend_sockets_globals *) m->globals_ptr : NULL;
}

/* The Socket's and the module's last error, as socket_last_error() reads
 * them: saved before a connect ext/sockets runs non-blocking, put back
 * when it then succeeds (a successful connect leaves them alone). */
void ta_ext_socket_errors(zval *z, int *sock_err, int *last_err)
{
	ZVAL_DEREF(z);
	zend_sockets_globals *g = ta_sockets_globals();
	*sock_err = Z_SOCKET_P(z)->error;
	*last_err = g ? g->last_error : 0;
}

void ta_ext_socket_set_errors(zval *z, int sock_err, int last_err)
{
	ZVAL_DEREF(z);
	zend_sockets_globals *g = ta_sockets_globals();
	Z_SOCKET_P(z)->error = sock_err;
	if (g) {
		g->last_error = last_err;
	}
}

/* The address family of a socket fd (AF_INET...), or -1. */
int ta_socket_family(int fd)
{
	struct sockaddr_storage ss;
	socklen_t len = sizeof(ss);
	if (getsockname(fd, (struct sockaddr *) &ss, &len) != 0) {
		return -1;
	}
	return ss.ss_family;
}

/* What ext/sockets' PHP_SOCKET_ERROR does for a failed call the hooks
 * finished themselves (both last errors, and the warning), `what` being
 * its message ("unable to connect"...). */
void ta_ext_socket_failed(zval *z, int err, const char *what)
{
	ta_ext_socket_set_errors(z, err, err);
	php_error_docref(NULL, E_WARNING, "%s [%d]: %s", what, err, strerror(err));
}

/* socket_recv()'s by-reference buffer: the bytes read, or null when none
 * were (as ext/sockets assigns it, typed references included). */
void ta_ext_socket_assign_buffer(zval *ref, const char *buf, size_t len)
{
	if (len == 0) {
		ZEND_TRY_ASSIGN_REF_NULL(ref);
	} else {
		ZEND_TRY_ASSIGN_REF_STRINGL(ref, buf, len);
	}
}
