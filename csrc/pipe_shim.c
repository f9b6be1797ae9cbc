/*
 * Pipes as coroutines see them: proc_open()'s and popen()'s
 * streams are PHP plain-file streams over a pipe fd. Their wrapped ops wait
 * in the reactor until the fd is ready, then let PHP's own read or write
 * run, which then cannot block (a write goes in pieces of at most
 * PIPE_BUF, which a writable pipe always takes whole, all in the writer's
 * turn: ta_write_whole).
 * proc_close() gets the child's pid here and the pipes closed as PHP would,
 * so that Rust can wait for the exit before PHP's waitpid runs; closing a
 * popen() stream does the same before libc's pclose.
 */
#include "ta_streams.h"
#include "ext/standard/proc_open.h"
#include <fcntl.h>
#include <limits.h>
#include <poll.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

/* Rust side (src/io/proc_open.rs): async.hook_process decides for pipes;
 * a child's exit is waited for there, and stream_set_timeout()'s value and
 * outcome are kept there, by fd. */
extern int ta_pipe_active(void);
extern int ta_wait_child(int pid);
extern void ta_pipe_timeout_set(int fd, int64_t ms);
extern int64_t ta_pipe_timeout(int fd);
extern int ta_pipe_timed_out(int fd, int set);
extern void ta_pipe_forget(int fd);

/* The pipe's fd, or -1 (not fd-based). Uses the select cast, which
 * neither flushes nor seeks. */
static int ta_pipe_fd(php_stream *stream)
{
	php_socket_t fd = -1;
	const php_stream_ops *orig = ta_orig(stream);
	if (!orig->cast || orig->cast(stream, PHP_STREAM_AS_FD_FOR_SELECT, (void *) &fd) != SUCCESS) {
		return -1;
	}
	return (int) fd;
}

/* Only a pipe PHP considers blocking is waited for. */
static bool ta_pipe_blocking(int fd)
{
	int fl = fcntl(fd, F_GETFL);
	return fl >= 0 && !(fl & O_NONBLOCK);
}

static bool ta_pipe_ready(int fd, short events)
{
	struct pollfd p = {fd, events, 0};
	return poll(&p, 1, 0) != 0;
}

static int64_t ta_now_ms(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (int64_t) ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

/* Waits until `fd` is ready for `events`, at most `timeout_ms` (-1: no
 * limit): TA_IO_READY, TA_IO_TIMEOUT, or how the wait failed (exception
 * pending, or a bailout due). */
static int ta_pipe_wait(int fd, short events, int64_t timeout_ms)
{
	int64_t deadline = timeout_ms >= 0 ? ta_now_ms() + timeout_ms : -1;
	/* Another coroutine waits in this direction, inside the stream's op:
	 * this one waits too (and is refused there), even if data is ready. */
	if (ta_io_busy(fd, events == POLLOUT)) {
		int rc = ta_io_wait(fd, events == POLLOUT, timeout_ms);
		if (rc != TA_IO_READY) {
			return rc;
		}
	}
	while (!ta_pipe_ready(fd, events)) {
		int64_t left = -1;
		if (deadline >= 0 && (left = deadline - ta_now_ms()) <= 0) {
			return TA_IO_TIMEOUT;
		}
		int rc = ta_io_wait(fd, events == POLLOUT, left);
		if (rc != TA_IO_READY && rc != TA_IO_TIMEOUT) {
			return rc;
		}
	}
	return TA_IO_READY;
}

static ssize_t ta_pipe_read(php_stream *stream, char *buf, size_t count)
{
	int fd;
	if (ta_pipe_active() && (fd = ta_pipe_fd(stream)) >= 0 && ta_pipe_blocking(fd)) {
		int64_t timeout = ta_pipe_timeout(fd);
		if (timeout >= 0) {
			ta_pipe_timed_out(fd, 0);
		}
		int rc = ta_pipe_wait(fd, POLLIN, timeout);
		if (rc == TA_IO_TIMEOUT) {
			/* As a socket's read: false, timed_out set, the pipe usable. */
			ta_pipe_timed_out(fd, 1);
			return -1;
		}
		if (rc != TA_IO_READY) {
			ta_failed(rc);
			return -1;
		}
	}
	return ta_orig(stream)->read(stream, buf, count);
}

/* One step of a pipe's write: once the pipe is writable, PHP's own write
 * of at most PIPE_BUF bytes, which a writable pipe takes at once. */
static ssize_t ta_pipe_write_step(php_stream *stream, const char *buf, size_t count, int *rc)
{
	int fd = ta_pipe_fd(stream);
	if (fd < 0) {
		return -1;
	}
	*rc = ta_pipe_wait(fd, POLLOUT, -1);
	if (*rc != TA_IO_READY) {
		return -1;
	}
	return ta_orig(stream)->write(stream, buf, count > PIPE_BUF ? PIPE_BUF : count);
}

static ssize_t ta_pipe_write(php_stream *stream, const char *buf, size_t count)
{
	if (ta_write_was_cut(stream, buf)) {
		return -1;
	}
	int fd;
	if (ta_pipe_active() && (fd = ta_pipe_fd(stream)) >= 0 && ta_pipe_blocking(fd)) {
		return ta_write_whole(stream, fd, buf, count, ta_pipe_write_step);
	}
	return ta_orig(stream)->write(stream, buf, count);
}

/* The pid of a popen() stream's child, if it can be known and is still
 * ours to reap; -1 otherwise. glibc keeps it private: its popen FILE is a
 * struct _IO_proc_file, the FILE and its vtable pointer followed by the
 * pid (unchanged since glibc 2.1). The pid is only trusted if it names an
 * unreaped child of this process. */
static pid_t ta_popen_child(php_stream *stream)
{
#ifdef __GLIBC__
	ta_stdio_head *d = (ta_stdio_head *) stream->abstract;
	if (!d || !d->file || !d->is_process_pipe) {
		return -1;
	}
	pid_t pid = *(const pid_t *) ((const char *) d->file + sizeof(FILE) + sizeof(void *));
	siginfo_t info;
	memset(&info, 0, sizeof(info));
	if (pid <= 0 || waitid(P_PID, (id_t) pid, &info, WEXITED | WNOHANG | WNOWAIT) != 0) {
		return -1;
	}
	return pid;
#else
	(void) stream;
	return -1;
#endif
}

/* Our end of a popen() pipe closes now, as libc's pclose closes it before
 * waiting (a child reading its stdin sees EOF; one writing gets EPIPE),
 * while the fd number stays valid for that pclose: /dev/null takes its
 * place. False if that was not possible. */
static bool ta_popen_close_pipe(int fd)
{
	int nul = open("/dev/null", O_RDWR | O_CLOEXEC);
	if (nul < 0) {
		return false;
	}
	int rc = dup3(nul, fd, O_CLOEXEC);
	close(nul);
	return rc == fd;
}

/* Closing a popen() stream (pclose, fclose, or its last reference going)
 * waits for the child's exit in the reactor; libc's pclose then reaps it
 * at once. If that wait fails (the coroutine is cancelled meanwhile),
 * libc's pclose waits, as stock. */
static int ta_pipe_close(php_stream *stream, int close_handle)
{
	int fd = ta_pipe_fd(stream);
	if (fd >= 0) {
		ta_pipe_forget(fd);
	}
	if (fd < 0 || !close_handle) {
		return ta_close_after(stream, close_handle, TA_IO_READY);
	}
	int rc = ta_io_closing(fd);
	pid_t pid;
	if (rc == TA_IO_READY && ta_pipe_active() && (pid = ta_popen_child(stream)) > 0
			&& ta_popen_close_pipe(fd)) {
		rc = ta_wait_child((int) pid);
	}
	return ta_close_after(stream, close_handle, rc);
}

/* stream_set_timeout() on a pipe inside a coroutine bounds its reads (PHP's
 * plain-file streams do not implement the option: false, reads unbounded);
 * stream_get_meta_data() then tells whether the last read timed out. */
static int ta_pipe_set_option(php_stream *stream, int option, int value, void *ptrparam)
{
	const php_stream_ops *orig = ta_orig(stream);
	int fd = ta_pipe_fd(stream);
	if (option == PHP_STREAM_OPTION_READ_TIMEOUT && fd >= 0 && ta_pipe_active()) {
		ta_pipe_timeout_set(fd, ta_ms((struct timeval *) ptrparam));
		return PHP_STREAM_OPTION_RETURN_OK;
	}
	int ret = orig->set_option ? orig->set_option(stream, option, value, ptrparam) : PHP_STREAM_OPTION_RETURN_NOTIMPL;
	if (option == PHP_STREAM_OPTION_META_DATA_API && ret == PHP_STREAM_OPTION_RETURN_OK && fd >= 0
			&& ta_pipe_timed_out(fd, -1)) {
		add_assoc_bool((zval *) ptrparam, "timed_out", 1);
	}
	return ret;
}

static const ta_op_set ta_pipe_ops = {ta_pipe_read, ta_pipe_write, ta_pipe_close, ta_pipe_set_option};

/* A proc_open() pipe or popen() stream: wrapped if it is a plain-file
 * stream over a pipe (or a socketpair, which proc_open may use); with
 * `tty`, a terminal too (STDIN). */
static void ta_wrap_pipe(zval *z, bool tty)
{
	php_stream *stream = ta_zval_stream(z);
	if (!stream || stream->is_persistent || strcmp(stream->ops->label, "STDIO") != 0) {
		return;
	}
	php_socket_t fd = -1;
	if (!stream->ops->cast || stream->ops->cast(stream, PHP_STREAM_AS_FD_FOR_SELECT, (void *) &fd) != SUCCESS) {
		return;
	}
	zend_stat_t st;
	if (zend_fstat(fd, &st) != 0) {
		return;
	}
	if (!(S_ISFIFO(st.st_mode) || S_ISSOCK(st.st_mode) || (tty && S_ISCHR(st.st_mode) && isatty(fd)))) {
		return;
	}
	ta_stream_wrap_with(stream, &ta_pipe_ops);
}

void ta_stream_wrap_pipe_zval(zval *z)
{
	ta_wrap_pipe(z, false);
}

/* A php:// stream the script opened (php://stdin, php://fd/N): as the
 * STDIN constant. */
void ta_stream_wrap_std_zval(zval *z)
{
	ta_wrap_pipe(z, true);
}

/* The CLI's STDIN, STDOUT and STDERR constants, when they are pipes,
 * sockets or terminals (a regular file or /dev/null never waits). */
void ta_wrap_std_streams(void)
{
	static const char *names[] = {"STDIN", "STDOUT", "STDERR"};
	for (size_t i = 0; i < sizeof(names) / sizeof(names[0]); i++) {
		zval *c = zend_get_constant_str(names[i], strlen(names[i]));
		if (c) {
			ta_wrap_pipe(c, true);
		}
	}
}

/* proc_close($process), first half: closes the process's pipes as PHP's
 * own close would (so a child waiting for EOF on its stdin can end) and
 * gives its pid; -1 if `z` is not an open process resource. */
int ta_proc_take_child(zval *z)
{
	ZVAL_DEREF(z);
	if (Z_TYPE_P(z) != IS_RESOURCE || Z_RES_P(z)->ptr == NULL) {
		return -1;
	}
	const char *type = zend_rsrc_list_get_rsrc_type(Z_RES_P(z));
	if (!type || strcmp(type, "process") != 0) {
		return -1;
	}
	php_process_handle *proc = (php_process_handle *) Z_RES_P(z)->ptr;
	for (int i = 0; i < proc->npipes; i++) {
		if (proc->pipes[i] != NULL) {
			GC_DELREF(proc->pipes[i]);
			zend_list_close(proc->pipes[i]);
			proc->pipes[i] = NULL;
		}
	}
	return (int) proc->child;
}

/* ---- proc_open()'s child between fork and exec ----
 * PHP's proc_open forks; when the exec fails, the child reports it with a
 * warning, then _exit(127). proc_close() closes the parent's pipe ends
 * first, so that warning can hit a closed pipe: the CLI takes the failed
 * write for an aborted connection and bails out, and the child, a copy of
 * the whole process, then runs the request shutdown: PHP's and ours, the
 * parent's coroutines cancelled (their children killed) and the parent's
 * event loop driven from a second process. A pthread_atfork handler flags
 * the child of a fork made while proc_open runs: user aborts are ignored
 * there (the warning cannot bail out), and the extension ends the child
 * with _exit(127) should it reach it anyway (src/io/fork.rs). */
#include <pthread.h>

static int ta_exec_fork_armed = 0;
/* Read in place by src/engine/request.rs on every coroutine entry (hidden:
 * one PC-relative load, no call). */
__attribute__((visibility("hidden"))) volatile int ta_exec_child_flag = 0;

static void ta_exec_fork_child(void)
{
	if (ta_exec_fork_armed) {
		ta_exec_child_flag = 1;
		PG(ignore_user_abort) = 1;
	}
}

/* MINIT. glibc drops the handler when this library is unloaded. */
void ta_exec_fork_install(void)
{
	static int installed = 0;
	if (!installed && pthread_atfork(NULL, NULL, ta_exec_fork_child) == 0) {
		installed = 1;
	}
}

void ta_exec_fork_arm(int on)
{
	ta_exec_fork_armed = on;
}

int ta_in_exec_child(void)
{
	return ta_exec_child_flag;
}
