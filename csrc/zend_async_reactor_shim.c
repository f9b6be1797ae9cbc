/*
 * The zend_async API's reactor events a C extension makes with ZEND_ASYNC_NEW_TIMER_EVENT,
 * _POLL_EVENT, _SOCKET_EVENT, _TRIGGER_EVENT, _SIGNAL_EVENT, _PROCESS_EVENT and
 * _FILESYSTEM_EVENT, TIMER_REARM, and the reactor's function table (DNS and tasks are
 * zend_async_work_shim.c's, poll proxies zend_async_poll_proxy_shim.c's). The records are the
 * API's own (zend_async_timer_event_t...), followed by a pointer to the glue of
 * src/abi/zend_async_reactor.rs, which holds the libuv handle on the request's loop and calls
 * ta_zend_async_reactor_fired when it reports; the creator's extra bytes come after
 * (extra_offset).
 *
 * Starts are counted in loop_ref_count (a second start only counts, a stop undoes all of them
 * once the count falls to one), as TrueAsync's reactor does; a started event that is not
 * HIDDEN counts in ZEND_ASYNC_ACTIVE_EVENT_COUNT and holds the loop (the script does not end
 * while one is started: engine/shutdown.rs), a HIDDEN one holds neither. A one-shot timer, and
 * a process event when its child ended, close (stopped, CLOSED) before their callbacks run.
 * The record is freed by its dispose, at the last ZEND_ASYNC_EVENT_RELEASE.
 */
#include "php.h"
#include "zend_exceptions.h"
#include "zend_async_shim.h"
#include "zend_async_poll_proxy.h"
#include <sys/syscall.h>
#include <sys/wait.h>
#include <signal.h>
#include <unistd.h>

#define TA_KIND_TIMER 1
#define TA_KIND_POLL 2
#define TA_KIND_TRIGGER 3
#define TA_KIND_SIGNAL 4
#define TA_KIND_PROCESS 5
#define TA_KIND_FS 6

/* src/abi/zend_async_reactor.rs */
void *ta_reactor_glue_new(uint32_t kind, void *rec, int fd, int *error);
void *ta_reactor_glue_new_fs(void *rec, const char *path, int *error);
int ta_reactor_glue_start(void *glue, uint64_t amount, int flag, bool keep_alive);
void ta_reactor_glue_stop(void *glue);
void ta_reactor_glue_free(void *glue);
bool ta_reactor_glue_send(void *glue);
bool ta_reactor_execute(bool no_wait);
bool ta_reactor_loop_alive(void);
bool ta_reactor_sigaction(int signo);
uint64_t ta_reactor_now(void);
unsigned int ta_reactor_available_parallelism(void);
const char *ta_reactor_strerror(int code);
bool ta_reactor_pidfd_usable(void);

typedef struct {
	zend_async_timer_event_t event;
	void *glue;
} ta_timer_t;

typedef struct {
	zend_async_trigger_event_t event;
	void *glue;
} ta_trigger_t;

typedef struct {
	zend_async_signal_event_t event;
	void *glue;
} ta_signal_t;

/* Watched through a pidfd, which turns readable when the child exits. */
typedef struct {
	zend_async_process_event_t event;
	void *glue;
	int pidfd;
} ta_process_t;

typedef struct {
	zend_async_filesystem_event_t event;
	void *glue;
} ta_fs_t;

/* An Error in PHP code; a core warning where none can be thrown (module
 * start, a pending exception). */
void ta_reactor_refuse(const char *format, ...)
{
	va_list args;
	va_start(args, format);
	zend_string *message = zend_vstrpprintf(0, format, args);
	va_end(args);
	if (EG(current_execute_data) != NULL && EG(exception) == NULL) {
		zend_throw_error(NULL, "%s", ZSTR_VAL(message));
	} else {
		zend_error(E_CORE_WARNING, "%s", ZSTR_VAL(message));
	}
	zend_string_release(message);
}

static void **ta_glue_slot(zend_async_event_t *event, uint32_t kind)
{
	switch (kind) {
		case TA_KIND_TIMER:
			return &((ta_timer_t *) event)->glue;
		case TA_KIND_POLL:
			return &((ta_poll_t *) event)->glue;
		case TA_KIND_SIGNAL:
			return &((ta_signal_t *) event)->glue;
		case TA_KIND_PROCESS:
			return &((ta_process_t *) event)->glue;
		case TA_KIND_FS:
			return &((ta_fs_t *) event)->glue;
		default:
			return &((ta_trigger_t *) event)->glue;
	}
}

/* The kind of one of this file's records, from its start method. */
static bool ta_timer_start(zend_async_event_t *event);
static bool ta_signal_start(zend_async_event_t *event);
static bool ta_process_start(zend_async_event_t *event);
static bool ta_fs_start(zend_async_event_t *event);

static uint32_t ta_kind_of(zend_async_event_t *event)
{
	if (event->start == ta_fs_start) {
		return TA_KIND_FS;
	}
	if (event->start == ta_process_start) {
		return TA_KIND_PROCESS;
	}
	if (event->start == ta_timer_start) {
		return TA_KIND_TIMER;
	}
	if (event->start == ta_signal_start) {
		return TA_KIND_SIGNAL;
	}
	return event->start == ta_poll_start ? TA_KIND_POLL : TA_KIND_TRIGGER;
}

/* ---- Methods every kind shares ---------------------------------------------------- */

static bool ta_start(zend_async_event_t *event, uint64_t amount, int flag)
{
	if (ZEND_ASYNC_EVENT_IS_CLOSED(event)) {
		return true;
	}
	if (event->loop_ref_count > 0) {
		event->loop_ref_count++;
		return true;
	}
	uint32_t kind = ta_kind_of(event);
	void *glue = *ta_glue_slot(event, kind);
	if (glue == NULL) {
		ta_reactor_refuse("The event cannot be started: its request has ended");
		return false;
	}
	/* A poll's watch also serves its started proxies. */
	int rc = ta_reactor_glue_start(glue, amount, flag, kind == TA_KIND_POLL
		? ta_poll_holds((ta_poll_t *) event, true) : !ZEND_ASYNC_EVENT_IS_HIDDEN(event));
	if (rc < 0) {
		ta_reactor_refuse("The event cannot be started: %s", ta_reactor_strerror(rc));
		return false;
	}
	event->loop_ref_count = 1;
	ZEND_ASYNC_INCREASE_EVENT_COUNT(event);
	return true;
}

static bool ta_stop(zend_async_event_t *event)
{
	if (event->loop_ref_count == 0) {
		return true;
	}
	if (event->loop_ref_count > 1 && !ZEND_ASYNC_EVENT_IS_CLOSED(event)) {
		event->loop_ref_count--;
		return true;
	}
	void *glue = *ta_glue_slot(event, ta_kind_of(event));
	if (glue != NULL) {
		ta_reactor_glue_stop(glue);
	}
	event->loop_ref_count = 0;
	ZEND_ASYNC_DECREASE_EVENT_COUNT(event);
	return true;
}

static bool ta_dispose(zend_async_event_t *event)
{
	if (ZEND_ASYNC_EVENT_REFCOUNT(event) > 1) {
		ZEND_ASYNC_EVENT_DEL_REF(event);
		return true;
	}
	ta_reactor_stop_fully(event);
	zend_async_callbacks_free(event);
	uint32_t kind = ta_kind_of(event);
	void **slot = ta_glue_slot(event, kind);
	if (*slot != NULL) {
		ta_reactor_glue_free(*slot);
		*slot = NULL;
	}
	/* After the glue: its poll handle no longer watches the descriptor. */
	if (kind == TA_KIND_PROCESS && ((ta_process_t *) event)->pidfd >= 0) {
		close(((ta_process_t *) event)->pidfd);
	}
	if (kind == TA_KIND_FS) {
		zend_async_filesystem_event_t *fs = (zend_async_filesystem_event_t *) event;
		zend_string_release(fs->path);
		if (fs->triggered_filename != NULL) {
			zend_string_release(fs->triggered_filename);
		}
	}
	efree(event);
	return true;
}

void ta_reactor_init_base(zend_async_event_t *base, size_t record_size, zend_async_event_start_t start,
	zend_async_event_stop_t stop, zend_async_event_dispose_t dispose, zend_async_event_info_t info)
{
	base->extra_offset = (uint32_t) record_size;
	base->ref_count = 1;
	base->add_callback = ta_zend_async_callbacks_push;
	base->del_callback = ta_zend_async_callbacks_remove;
	base->start = start;
	base->stop = stop;
	base->dispose = dispose;
	base->info = info;
}

static void ta_init_base(zend_async_event_t *base, size_t record_size,
	zend_async_event_start_t start, zend_async_event_info_t info)
{
	ta_reactor_init_base(base, record_size, start, ta_stop, ta_dispose, info);
}

void ta_reactor_stop_fully(zend_async_event_t *event)
{
	if (event->loop_ref_count > 0) {
		event->loop_ref_count = 1;
		event->stop(event);
	}
}

void ta_reactor_close(zend_async_event_t *event)
{
	ta_reactor_stop_fully(event);
	ZEND_ASYNC_EVENT_SET_CLOSED(event);
}

void ta_reactor_notify(zend_async_event_t *event, void *result, zend_object *exception)
{
	ZEND_ASYNC_CALLBACKS_NOTIFY(event, result, exception);
	if (exception != NULL) {
		OBJ_RELEASE(exception);
	}
}

/* Makes the glue of a new record; on failure frees the record and
 * throws. */
static bool ta_attach(zend_async_event_t *event, uint32_t kind, int fd, const char *what)
{
	int error = 0;
	TA_C_API_USED();
	void *glue = ta_reactor_glue_new(kind, event, fd, &error);
	if (glue == NULL) {
		efree(event);
		ta_reactor_refuse("Cannot create the %s event: %s", what,
			error == -ENXIO ? "no request is running" : ta_reactor_strerror(error));
		return false;
	}
	*ta_glue_slot(event, kind) = glue;
	return true;
}

/* ---- Timers ------------------------------------------------------------------------ */

static bool ta_timer_start(zend_async_event_t *event)
{
	zend_async_timer_event_t *timer = (zend_async_timer_event_t *) event;
	return ta_start(event, timer->timeout, timer->is_periodic ? 1 : 0);
}

static zend_string *ta_timer_info(zend_async_event_t *event)
{
	zend_async_timer_event_t *timer = (zend_async_timer_event_t *) event;
	return zend_strpprintf(0, "a timer (%u ms%s)", timer->timeout,
		timer->is_periodic ? ", periodic" : "");
}

static zend_async_timer_event_t *ta_new_timer_event(
	const zend_ulong timeout, const zend_ulong nanoseconds, const bool is_periodic, size_t extra_size)
{
	zend_ulong ms = timeout;
	if (ms == 0 && nanoseconds > 0) {
		ms = nanoseconds / 1000000 + (nanoseconds % 1000000 != 0);
	}
	if (ms > UINT_MAX) {
		ms = UINT_MAX;
	}
	ta_timer_t *rec = ecalloc(1, sizeof(ta_timer_t) + extra_size);
	ta_init_base(&rec->event.base, sizeof(ta_timer_t), ta_timer_start, ta_timer_info);
	rec->event.timeout = (unsigned int) ms;
	rec->event.is_periodic = is_periodic;
	return ta_attach(&rec->event.base, TA_KIND_TIMER, -1, "timer") ? &rec->event : NULL;
}

/* A MULTISHOT timer fires without closing; its creator (often from its own
 * callback) schedules it again. A started timer restarts now with the new
 * timeout; one not started keeps it for its next start. */
static bool ta_timer_rearm(zend_async_timer_event_t *timer, const zend_ulong timeout,
	const zend_ulong nanoseconds)
{
	zend_async_event_t *event = &timer->base;
	if (event->start != ta_timer_start || ZEND_ASYNC_EVENT_IS_CLOSED(event)) {
		return false;
	}
	zend_ulong ms = timeout;
	if (ms == 0 && nanoseconds > 0) {
		ms = nanoseconds / 1000000 + (nanoseconds % 1000000 != 0);
	}
	timer->timeout = ms > UINT_MAX ? UINT_MAX : (unsigned int) ms;
	if (event->loop_ref_count == 0) {
		return true;
	}
	void *glue = ((ta_timer_t *) timer)->glue;
	if (glue == NULL) {
		return false;
	}
	int rc = ta_reactor_glue_start(glue, timer->timeout, timer->is_periodic ? 1 : 0,
		!ZEND_ASYNC_EVENT_IS_HIDDEN(event));
	if (rc < 0) {
		ta_reactor_refuse("The timer cannot be rearmed: %s", ta_reactor_strerror(rc));
		return false;
	}
	return true;
}

/* ---- Polls ------------------------------------------------------------------------- */

bool ta_poll_start(zend_async_event_t *event)
{
	return ta_start(event, 0, ((zend_async_poll_event_t *) event)->events);
}

static zend_string *ta_poll_info(zend_async_event_t *event)
{
	zend_async_poll_event_t *poll = (zend_async_poll_event_t *) event;
	return zend_strpprintf(0, "a poll (%s %d, %s%s)", poll->is_socket ? "socket" : "fd",
		poll->is_socket ? (int) poll->socket : (int) poll->file,
		(poll->events & ASYNC_READABLE) ? "r" : "", (poll->events & ASYNC_WRITABLE) ? "w" : "");
}

static zend_async_poll_event_t *ta_new_poll_event(
	zend_file_descriptor_t fh, zend_socket_t socket, async_poll_event events, size_t extra_size)
{
	bool is_socket = socket > 0;
	int fd = is_socket ? (int) socket : (int) fh;
	if (fd < 0) {
		ta_reactor_refuse("Cannot create the poll event: no descriptor given");
		return NULL;
	}
	ta_poll_t *rec = ecalloc(1, sizeof(ta_poll_t) + extra_size);
	ta_init_base(&rec->event.base, sizeof(ta_poll_t), ta_poll_start, ta_poll_info);
	rec->event.is_socket = is_socket;
	if (is_socket) {
		rec->event.socket = socket;
	} else {
		rec->event.file = fh;
	}
	rec->event.events = events;
	return ta_attach(&rec->event.base, TA_KIND_POLL, fd, "poll") ? &rec->event : NULL;
}

static zend_async_poll_event_t *ta_new_socket_event(
	zend_socket_t socket, async_poll_event events, size_t extra_size)
{
	return ta_new_poll_event(ZEND_FD_NULL, socket, events, extra_size);
}

/* ---- Triggers ------------------------------------------------------------------------ */

static bool ta_trigger_start(zend_async_event_t *event)
{
	return ta_start(event, 0, 0);
}

static zend_string *ta_trigger_info(zend_async_event_t *event)
{
	return zend_string_init(ZEND_STRL("a trigger"), 0);
}

/* Any thread: only the glue's sender is touched. */
static void ta_trigger_fire(zend_async_trigger_event_t *event)
{
	void *glue = ((ta_trigger_t *) event)->glue;
	if (glue != NULL) {
		ta_reactor_glue_send(glue);
	}
}

static zend_async_trigger_event_t *ta_new_trigger_event(size_t extra_size)
{
	ta_trigger_t *rec = ecalloc(1, sizeof(ta_trigger_t) + extra_size);
	ta_init_base(&rec->event.base, sizeof(ta_trigger_t), ta_trigger_start, ta_trigger_info);
	rec->event.trigger = ta_trigger_fire;
	return ta_attach(&rec->event.base, TA_KIND_TRIGGER, -1, "trigger") ? &rec->event : NULL;
}

/* ---- Signals ------------------------------------------------------------------------- */

/* The signal's watcher is shared with Async\signal() and stays installed
 * until the request ends; a started event listens to it. */
static bool ta_signal_start(zend_async_event_t *event)
{
	return ta_start(event, 0, 0);
}

static zend_string *ta_signal_info(zend_async_event_t *event)
{
	return zend_strpprintf(0, "signal %d", ((zend_async_signal_event_t *) event)->signal);
}

static zend_async_signal_event_t *ta_new_signal_event(int signum, size_t extra_size)
{
	ta_signal_t *rec = ecalloc(1, sizeof(ta_signal_t) + extra_size);
	ta_init_base(&rec->event.base, sizeof(ta_signal_t), ta_signal_start, ta_signal_info);
	rec->event.signal = signum;
	return ta_attach(&rec->event.base, TA_KIND_SIGNAL, signum, "signal") ? &rec->event : NULL;
}

/* ---- Processes ----------------------------------------------------------------------- */

#define TA_PROCESS_POLL_MS 10

/* A pidfd poll wants READABLE; the fallback timer repeats. */
static bool ta_process_start(zend_async_event_t *event)
{
	return ta_start(event, TA_PROCESS_POLL_MS, ASYNC_READABLE);
}

static zend_string *ta_process_info(zend_async_event_t *event)
{
	return zend_strpprintf(0, "process %d", (int) ((zend_async_process_event_t *) event)->process);
}

static zend_async_process_event_t *ta_new_process_event(zend_process_t process_handle, size_t extra_size)
{
	int pidfd = -1;
	errno = ENOSYS;
	if (ta_reactor_pidfd_usable()) {
		pidfd = (int) syscall(SYS_pidfd_open, (pid_t) process_handle, 0);
	}
	if (pidfd < 0 && errno == ENOSYS) {
		/* No pidfd (an old kernel, valgrind): the glue looks every
		 * TA_PROCESS_POLL_MS instead. A pid that is no child of ours
		 * still fails, at the first look. */
		pidfd = -1;
		if (kill((pid_t) process_handle, 0) < 0 && errno == ESRCH) {
			ta_reactor_refuse("Cannot watch process %d: %s", (int) process_handle, strerror(errno));
			return NULL;
		}
	} else if (pidfd < 0) {
		ta_reactor_refuse("Cannot watch process %d: %s", (int) process_handle, strerror(errno));
		return NULL;
	}
	ta_process_t *rec = ecalloc(1, sizeof(ta_process_t) + extra_size);
	ta_init_base(&rec->event.base, sizeof(ta_process_t), ta_process_start, ta_process_info);
	rec->event.process = process_handle;
	rec->pidfd = pidfd;
	if (!ta_attach(&rec->event.base, TA_KIND_PROCESS, pidfd, "process")) {
		if (pidfd >= 0) {
			close(pidfd);
		}
		return NULL;
	}
	return &rec->event;
}

/* The child's end, read without reaping it (WNOWAIT): its owner (PHP's
 * proc_close, pcntl_waitpid) still collects it. An exit gives its status,
 * a signal 128 + the signal's number, as shells report it. False while
 * the child runs. */
static bool ta_process_ended(zend_async_process_event_t *process)
{
	siginfo_t info;
	memset(&info, 0, sizeof(info));
	if (waitid(P_PID, (id_t) process->process, &info, WEXITED | WNOHANG | WNOWAIT) < 0) {
		process->exit_code = -1;
		return true;
	}
	if (info.si_pid == 0) {
		return false;
	}
	process->exit_code = info.si_code == CLD_EXITED ? info.si_status : 128 + info.si_status;
	return true;
}

/* ---- Filesystem watches ---------------------------------------------------------------- */

/* Each change notifies (the event stays open); the record's
 * triggered_events and triggered_filename say what changed. */
static bool ta_fs_start(zend_async_event_t *event)
{
	zend_async_filesystem_event_t *fs = (zend_async_filesystem_event_t *) event;
	return ta_start(event, 0, (fs->flags & ZEND_ASYNC_FS_EVENT_RECURSIVE) ? 1 : 0);
}

static zend_string *ta_fs_info(zend_async_event_t *event)
{
	return zend_strpprintf(0, "a filesystem watch (%s)",
		ZSTR_VAL(((zend_async_filesystem_event_t *) event)->path));
}

static zend_async_filesystem_event_t *ta_new_filesystem_event(
	zend_string *path, const unsigned int flags, size_t extra_size)
{
	if (path == NULL || ZSTR_LEN(path) == 0 || strlen(ZSTR_VAL(path)) != ZSTR_LEN(path)) {
		ta_reactor_refuse("Cannot create the filesystem event: the path is empty or contains NUL bytes");
		return NULL;
	}
	ta_fs_t *rec = ecalloc(1, sizeof(ta_fs_t) + extra_size);
	ta_init_base(&rec->event.base, sizeof(ta_fs_t), ta_fs_start, ta_fs_info);
	rec->event.path = zend_string_copy(path);
	rec->event.flags = flags;
	int error = 0;
	TA_C_API_USED();
	rec->glue = ta_reactor_glue_new_fs(rec, ZSTR_VAL(path), &error);
	if (rec->glue == NULL) {
		zend_string_release(rec->event.path);
		efree(rec);
		ta_reactor_refuse("Cannot create the filesystem event: %s",
			error == -ENXIO ? "no request is running" : ta_reactor_strerror(error));
		return NULL;
	}
	return &rec->event;
}

void ta_zend_async_fs_fired(void *rec, unsigned int events, const char *name, size_t name_len,
	bool has_name, int status)
{
	zend_async_filesystem_event_t *fs = rec;
	fs->triggered_events = events;
	if (fs->triggered_filename != NULL) {
		zend_string_release(fs->triggered_filename);
		fs->triggered_filename = NULL;
	}
	if (has_name) {
		fs->triggered_filename = zend_string_init(name, name_len, 0);
	}
	zend_object *exception = NULL;
	if (status < 0) {
		exception = ta_zend_async_new_exception(ZEND_ASYNC_EXCEPTION_DEFAULT,
			"The filesystem watch failed: %s", ta_reactor_strerror(status));
	}
	ta_reactor_notify(&fs->base, NULL, exception);
}

/* ---- Reports from the glue ------------------------------------------------------------- */

void ta_zend_async_reactor_fired(void *rec, uint32_t kind, int events)
{
	zend_async_event_t *event = rec;
	if (kind == TA_KIND_EXEC) {
		ta_zend_async_exec_detach(rec);
		return;
	}
	if (kind >= TA_KIND_ADDRINFO) {
		ta_zend_async_work_fired(rec, kind, events);
		return;
	}
	if (kind == TA_KIND_TIMER) {
		zend_async_timer_event_t *timer = rec;
		if (!timer->is_periodic && !ZEND_ASYNC_TIMER_IS_MULTISHOT(timer)) {
			ta_reactor_close(event);
		}
	} else if (kind == TA_KIND_POLL) {
		((zend_async_poll_event_t *) rec)->triggered_events = (async_poll_event) events;
		if (ta_poll_proxies_notify(rec, events)) {
			return;
		}
	} else if (kind == TA_KIND_PROCESS) {
		if (!ta_process_ended(rec)) {
			return;
		}
		ta_reactor_close(event);
	}
	ZEND_ASYNC_CALLBACKS_NOTIFY(event, NULL, NULL);
}

void ta_zend_async_reactor_detach(void *rec, uint32_t kind)
{
	zend_async_event_t *event = rec;
	if (kind == TA_KIND_EXEC) {
		ta_zend_async_exec_detach(rec);
		return;
	}
	if (kind >= TA_KIND_ADDRINFO) {
		ta_zend_async_work_detach(rec, kind);
		return;
	}
	*ta_glue_slot(event, kind) = NULL;
	if (kind == TA_KIND_POLL) {
		ta_poll_proxies_detach(rec);
	}
	if (event->loop_ref_count > 0) {
		event->loop_ref_count = 0;
		ZEND_ASYNC_DECREASE_EVENT_COUNT(event);
	}
}

uint32_t ta_zend_async_active_events(void)
{
	return ZEND_ASYNC_ACTIVE_EVENT_COUNT;
}

/* ---- The function table ------------------------------------------------------------------ */

/* Nothing to do: the loop is the request's, made on first use. */
static bool ta_reactor_startup(void) { return true; }
static bool ta_reactor_shutdown(void) { return true; }

/* ZEND_ASYNC_REACTOR_TICK: EXECUTE(true) without its result (README's table
 * says why quiesce stays NULL). */
static void ta_reactor_tick(void) { (void) ta_reactor_execute(true); }

void ta_zend_async_reactor_install(void)
{
	zend_async_reactor_startup_fn = ta_reactor_startup;
	zend_async_reactor_shutdown_fn = ta_reactor_shutdown;
	zend_async_reactor_execute_fn = ta_reactor_execute;
	zend_async_reactor_loop_alive_fn = ta_reactor_loop_alive;
	zend_async_reactor_tick_fn = ta_reactor_tick;
	zend_async_new_socket_event_fn = ta_new_socket_event;
	zend_async_new_poll_event_fn = ta_new_poll_event;
	zend_async_new_poll_proxy_event_fn = ta_new_poll_proxy_event;
	zend_async_new_timer_event_fn = ta_new_timer_event;
	zend_async_timer_rearm_fn = ta_timer_rearm;
	zend_async_new_trigger_event_fn = ta_new_trigger_event;
	zend_async_new_signal_event_fn = ta_new_signal_event;
	zend_async_sigaction_fn = ta_reactor_sigaction;
	zend_async_new_process_event_fn = ta_new_process_event;
	zend_async_new_filesystem_event_fn = ta_new_filesystem_event;
	zend_async_available_parallelism_fn = ta_reactor_available_parallelism;
	zend_async_now_fn = ta_reactor_now;
	ta_zend_async_work_install();
	ta_zend_async_exec_install();
}
