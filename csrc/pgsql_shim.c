/*
 * libpq behind ext/pgsql and pdo_pgsql (src/io/libs/pgsql.rs,
 * src/io/libs/poll.rs). libpq waits in poll() (connecting, waiting for a
 * result, flushing a blocking connection), resolves host names with
 * getaddrinfo() and closes its socket with close(): those imports of
 * libpq are rewritten (csrc/got_shim.c), as is pdo_pgsql.so's own poll()
 * (PDO::pgsqlGetNotify's wait). The libpq calls of pgsql.so and
 * pdo_pgsql.so go through thin wrappers that tell Rust which connection a
 * call is on and for how long: one coroutine at a time per connection
 * (`ta_pg_enter` waits for the turn), and a query's wait that is cancelled
 * sends the server a cancel request instead of leaving the connection
 * half read. Nothing here reads a private layout: only libpq's public
 * functions, declared below as libpq-fe.h declares them (no build
 * dependency on the libpq headers).
 */
#include "php.h"
#include "ta_libs.h"
#include <dlfcn.h>
#include <netdb.h>
#include <sys/socket.h>

typedef struct pg_conn PGconn;
typedef struct pg_result PGresult;
typedef struct pg_cancel PGcancel;
typedef unsigned int Oid;
typedef long int pg_int64;

/* Rust side (src/io/libs/pgsql.rs). */
extern int ta_pg_enter(void *conn, int kind);
extern void ta_pg_leave(void *conn);
extern void ta_pg_connected(void *conn);
extern int ta_lib_getaddrinfo(const char *node, const char *service, const struct addrinfo *hints,
	struct addrinfo **res, void *real);

/* What a wrapped call does to its connection (pgsql.rs Kind). */
enum { TA_PG_QUERY = 0, TA_PG_CONNECT = 1, TA_PG_FINISH = 2 };

/* A call on `conn`: its turn first; refused (its exception pending), the
 * call fails as libpq's own failure value says. */
#define TA_PQ(ret, name, fail, kind, params, args) \
	static ret (*ta_real_##name) params; \
	static ret ta_w_##name params \
	{ \
		int ta_t_ = ta_pg_enter((void *) conn, kind); \
		if (ta_t_ < 0) { \
			return fail; \
		} \
		ret ta_r_ = ta_real_##name args; \
		if (ta_t_ > 0) { \
			ta_pg_leave((void *) conn); \
		} \
		return ta_r_; \
	}

#define TA_PQ_VOID(name, kind) \
	static void (*ta_real_##name)(PGconn *); \
	static void ta_w_##name(PGconn *conn) \
	{ \
		int ta_t_ = ta_pg_enter((void *) conn, kind); \
		if (ta_t_ < 0) { \
			return; \
		} \
		ta_real_##name(conn); \
		if (ta_t_ > 0) { \
			ta_pg_leave((void *) conn); \
		} \
	}

/* A new connection: no turn to take, but its waits are a connect's. */
#define TA_PQ_NEW(name) \
	static PGconn *(*ta_real_##name)(const char *); \
	static PGconn *ta_w_##name(const char *conninfo) \
	{ \
		int ta_t_ = ta_pg_enter(NULL, TA_PG_CONNECT); \
		if (ta_t_ < 0) { \
			return NULL; \
		} \
		PGconn *conn = ta_real_##name(conninfo); \
		if (ta_t_ > 0) { \
			ta_pg_leave(NULL); \
		} \
		if (conn) { \
			ta_pg_connected(conn); \
		} \
		return conn; \
	}

#define Q TA_PG_QUERY
TA_PQ(PGresult *, PQexec, NULL, Q, (PGconn *conn, const char *q), (conn, q))
TA_PQ(PGresult *, PQexecParams, NULL, Q,
	(PGconn *conn, const char *c, int n, const Oid *t, const char *const *v, const int *l, const int *f, int rf),
	(conn, c, n, t, v, l, f, rf))
TA_PQ(PGresult *, PQprepare, NULL, Q, (PGconn *conn, const char *s, const char *q, int n, const Oid *t),
	(conn, s, q, n, t))
TA_PQ(PGresult *, PQexecPrepared, NULL, Q,
	(PGconn *conn, const char *s, int n, const char *const *v, const int *l, const int *f, int rf),
	(conn, s, n, v, l, f, rf))
TA_PQ(PGresult *, PQgetResult, NULL, Q, (PGconn *conn), (conn))
TA_PQ(int, PQconsumeInput, 0, Q, (PGconn *conn), (conn))
TA_PQ(int, PQgetCopyData, -2, Q, (PGconn *conn, char **b, int a), (conn, b, a))
TA_PQ(int, PQputCopyData, -1, Q, (PGconn *conn, const char *b, int n), (conn, b, n))
TA_PQ(int, PQputCopyEnd, -1, Q, (PGconn *conn, const char *e), (conn, e))
TA_PQ(int, PQendcopy, 1, Q, (PGconn *conn), (conn))
TA_PQ(int, PQputline, EOF, Q, (PGconn *conn, const char *s), (conn, s))
TA_PQ(int, PQsendQuery, 0, Q, (PGconn *conn, const char *q), (conn, q))
TA_PQ(int, PQsendQueryParams, 0, Q,
	(PGconn *conn, const char *c, int n, const Oid *t, const char *const *v, const int *l, const int *f, int rf),
	(conn, c, n, t, v, l, f, rf))
TA_PQ(int, PQsendPrepare, 0, Q, (PGconn *conn, const char *s, const char *q, int n, const Oid *t),
	(conn, s, q, n, t))
TA_PQ(int, PQsendQueryPrepared, 0, Q,
	(PGconn *conn, const char *s, int n, const char *const *v, const int *l, const int *f, int rf),
	(conn, s, n, v, l, f, rf))
TA_PQ(int, PQflush, -1, Q, (PGconn *conn), (conn))
TA_PQ(int, PQsetClientEncoding, -1, Q, (PGconn *conn, const char *e), (conn, e))
TA_PQ(int, lo_open, -1, Q, (PGconn *conn, Oid o, int m), (conn, o, m))
TA_PQ(int, lo_close, -1, Q, (PGconn *conn, int fd), (conn, fd))
TA_PQ(int, lo_read, -1, Q, (PGconn *conn, int fd, char *b, size_t n), (conn, fd, b, n))
TA_PQ(int, lo_write, -1, Q, (PGconn *conn, int fd, const char *b, size_t n), (conn, fd, b, n))
TA_PQ(int, lo_lseek, -1, Q, (PGconn *conn, int fd, int o, int w), (conn, fd, o, w))
TA_PQ(pg_int64, lo_lseek64, -1, Q, (PGconn *conn, int fd, pg_int64 o, int w), (conn, fd, o, w))
TA_PQ(int, lo_tell, -1, Q, (PGconn *conn, int fd), (conn, fd))
TA_PQ(int, lo_truncate, -1, Q, (PGconn *conn, int fd, size_t n), (conn, fd, n))
TA_PQ(Oid, lo_creat, 0, Q, (PGconn *conn, int m), (conn, m))
TA_PQ(Oid, lo_create, 0, Q, (PGconn *conn, Oid o), (conn, o))
TA_PQ(int, lo_unlink, -1, Q, (PGconn *conn, Oid o), (conn, o))
TA_PQ(Oid, lo_import, 0, Q, (PGconn *conn, const char *f), (conn, f))
TA_PQ(Oid, lo_import_with_oid, 0, Q, (PGconn *conn, const char *f, Oid o), (conn, f, o))
TA_PQ(int, lo_export, -1, Q, (PGconn *conn, Oid o, const char *f), (conn, o, f))
#undef Q
/* PGRES_POLLING_FAILED is 0. */
TA_PQ(int, PQconnectPoll, 0, TA_PG_CONNECT, (PGconn *conn), (conn))
TA_PQ_VOID(PQreset, TA_PG_CONNECT)
TA_PQ_VOID(PQfinish, TA_PG_FINISH)
TA_PQ_NEW(PQconnectdb)
TA_PQ_NEW(PQconnectStart)

typedef struct {
	const char *name;
	void *ours;
	void **real;
} ta_pq_wrap;

#define W(name) { #name, (void *) ta_w_##name, (void **) &ta_real_##name }
static const ta_pq_wrap ta_pq_wraps[] = {
	W(PQexec), W(PQexecParams), W(PQprepare), W(PQexecPrepared), W(PQgetResult),
	W(PQconsumeInput), W(PQgetCopyData), W(PQputCopyData), W(PQputCopyEnd), W(PQendcopy),
	W(PQputline), W(PQsendQuery), W(PQsendQueryParams), W(PQsendPrepare),
	W(PQsendQueryPrepared), W(PQflush), W(PQsetClientEncoding), W(lo_open), W(lo_close),
	W(lo_read), W(lo_write), W(lo_lseek), W(lo_lseek64), W(lo_tell), W(lo_truncate),
	W(lo_creat), W(lo_create), W(lo_unlink), W(lo_import), W(lo_import_with_oid),
	W(lo_export), W(PQconnectPoll), W(PQreset), W(PQfinish), W(PQconnectdb),
	W(PQconnectStart),
};
#undef W

/* libpq's own imports. */
static ta_poll_fn ta_pq_real_poll, ta_pdo_pg_real_poll;
static ta_close_fn ta_pq_real_close;
static int (*ta_pq_real_getaddrinfo)(const char *, const char *, const struct addrinfo *, struct addrinfo **);

static int ta_pq_poll(struct pollfd *fds, nfds_t nfds, int timeout)
{
	if (!ta_on_php_thread()) {
		return ta_pq_real_poll(fds, nfds, timeout);
	}
	int status = TA_LIB_OK, err = 0;
	int r = ta_lib_poll(TA_LIB_PQ, fds, nfds, timeout, ta_pq_real_poll, &status, &err);
	return ta_lib_poll_end(r, status, err);
}

static int ta_pdo_pg_poll(struct pollfd *fds, nfds_t nfds, int timeout)
{
	if (!ta_on_php_thread()) {
		return ta_pdo_pg_real_poll(fds, nfds, timeout);
	}
	int status = TA_LIB_OK, err = 0;
	int r = ta_lib_poll(TA_LIB_PDO_PGSQL, fds, nfds, timeout, ta_pdo_pg_real_poll, &status, &err);
	return ta_lib_poll_end(r, status, err);
}

static int ta_pq_close(int fd)
{
	if (ta_on_php_thread()) {
		ta_lib_close(TA_LIB_PQ, fd);
	}
	return ta_pq_real_close(fd);
}

static int ta_pq_getaddrinfo(const char *node, const char *service, const struct addrinfo *hints,
	struct addrinfo **res)
{
	if (!ta_on_php_thread()) {
		return ta_pq_real_getaddrinfo(node, service, hints, res);
	}
	return ta_lib_getaddrinfo(node, service, hints, res, (void *) ta_pq_real_getaddrinfo);
}

/* The cancel request (src/io/libs/pgsql.rs): libpq's functions, found in
 * the libpq the extensions use. PQcancel may run on another thread than
 * the connection's (libpq documents it for this use). */
static PGcancel *(*ta_pq_get_cancel_fn)(PGconn *);
static int (*ta_pq_cancel_fn)(PGcancel *, char *, int);
static void (*ta_pq_free_cancel_fn)(PGcancel *);
static int (*ta_pq_socket_fn)(const PGconn *);

void *ta_pq_get_cancel(void *conn)
{
	return ta_pq_get_cancel_fn && conn ? ta_pq_get_cancel_fn(conn) : NULL;
}

/* Any thread. Sends the cancel request and frees the object. */
int ta_pq_run_cancel(void *cancel)
{
	char err[256];
	int ok = ta_pq_cancel_fn && cancel ? ta_pq_cancel_fn(cancel, err, sizeof err) : 0;
	if (ta_pq_free_cancel_fn && cancel) {
		ta_pq_free_cancel_fn(cancel);
	}
	return ok;
}

void ta_pq_free_cancel(void *cancel)
{
	if (ta_pq_free_cancel_fn && cancel) {
		ta_pq_free_cancel_fn(cancel);
	}
}

/* Ends the connection's socket under libpq (a cancel the server never
 * answered): libpq's next read sees the end and marks it bad. */
void ta_pq_shut(void *conn)
{
	int fd = ta_pq_socket_fn && conn ? ta_pq_socket_fn(conn) : -1;
	if (fd >= 0) {
		shutdown(fd, SHUT_RDWR);
	}
}

/* The wrapped imports of one extension object. */
static int ta_pq_wrap_module(const char *module)
{
	const void *addr = ta_module_addr(module);
	ta_got_obj o;
	if (!addr || !ta_got_find(addr, &o)) {
		return 0;
	}
	int n = 0;
	for (size_t i = 0; i < sizeof ta_pq_wraps / sizeof ta_pq_wraps[0]; i++) {
		n += ta_got_patch(&o, ta_pq_wraps[i].name, ta_pq_wraps[i].ours, ta_pq_wraps[i].real);
	}
	return n;
}

/* Installs libpq's waits and the wrappers of pgsql.so and pdo_pgsql.so
 * (whichever are loaded). Returns the slots rewritten, or TA_LIBS_ABSENT /
 * TA_LIBS_UNSUPPORTED. */
int ta_pgsql_install(void)
{
	void *f = ta_module_sym("pgsql", "PQexec");
	if (!f) {
		f = ta_module_sym("pdo_pgsql", "PQexec");
	}
	if (!f) {
		return TA_LIBS_ABSENT;
	}
	ta_got_obj lib;
	if (!ta_got_find(f, &lib)) {
		return TA_LIBS_UNSUPPORTED;
	}
	Dl_info di;
	void *h = dladdr(f, &di) && di.dli_fname ? dlopen(di.dli_fname, RTLD_LAZY | RTLD_NOLOAD) : NULL;
	if (!h) {
		return TA_LIBS_UNSUPPORTED;
	}
	ta_pq_get_cancel_fn = dlsym(h, "PQgetCancel");
	ta_pq_cancel_fn = dlsym(h, "PQcancel");
	ta_pq_free_cancel_fn = dlsym(h, "PQfreeCancel");
	ta_pq_socket_fn = dlsym(h, "PQsocket");
	dlclose(h);
	if (!ta_pq_get_cancel_fn || !ta_pq_cancel_fn || !ta_pq_free_cancel_fn || !ta_pq_socket_fn) {
		return TA_LIBS_UNSUPPORTED;
	}
	int polls = ta_got_patch(&lib, "poll", (void *) ta_pq_poll, (void **) &ta_pq_real_poll);
	if (polls == 0) {
		return TA_LIBS_UNSUPPORTED;
	}
	int n = polls;
	n += ta_got_patch(&lib, "close", (void *) ta_pq_close, (void **) &ta_pq_real_close);
	n += ta_got_patch(&lib, "getaddrinfo", (void *) ta_pq_getaddrinfo, (void **) &ta_pq_real_getaddrinfo);
	n += ta_pq_wrap_module("pgsql");
	n += ta_pq_wrap_module("pdo_pgsql");
	const void *pdo = ta_module_addr("pdo_pgsql");
	ta_got_obj po;
	if (pdo && ta_got_find(pdo, &po)) {
		n += ta_got_patch(&po, "poll", (void *) ta_pdo_pg_poll, (void **) &ta_pdo_pg_real_poll);
	}
	return n;
}
