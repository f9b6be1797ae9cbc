/*
 * The reactor's events as a C extension makes them: timers, polls and
 * triggers through the API's macros, kept in a small table by id, with
 * callbacks that log what happened (PHP reads the log with
 * native_event_log() after letting the loop run with Async\delay()).
 */
#include "native_test.h"
#include "zend_smart_str.h"
#include <pthread.h>
#include <unistd.h>
#include <netdb.h>
#include <arpa/inet.h>

#define NATIVE_EVENTS 16

typedef struct {
	zend_async_event_t *event;
	const char *kind;
	int fires;
	int stop_after;       /* stop (or release, with release_at_stop) after this many fires */
	bool release_at_stop;
	bool print;           /* php_printf each fire instead of logging */
	bool throw_at_fire;
	bool suspend_at_fire; /* try ZEND_ASYNC_SUSPEND in the callback, log what it said */
	pthread_t thread;
	bool has_thread;
	int thread_delay_ms;
	/* A task's: written by its worker, read after its report. */
	int task_sleep_ms;
	int task_gate;        /* task_sleep_ms < 0: the worker waits until it is 1 */
	bool task_other_thread;
	long task_computed;
} native_event;

static native_event native_table[NATIVE_EVENTS];
static zval native_event_log_lines;
static pthread_t native_loop_thread;

typedef struct {
	zend_async_event_callback_t base;
	zend_long id;
	int disposes;
} native_event_callback;

static void event_log(const char *format, ...)
{
	if (Z_TYPE(native_event_log_lines) != IS_ARRAY) {
		array_init(&native_event_log_lines);
	}
	va_list args;
	va_start(args, format);
	add_next_index_str(&native_event_log_lines, zend_vstrpprintf(0, format, args));
	va_end(args);
}

static native_event *slot_of(zend_long id)
{
	if (id < 0 || id >= NATIVE_EVENTS || native_table[id].event == NULL) {
		zend_argument_value_error(1, "is not a live event id");
		return NULL;
	}
	return &native_table[id];
}

static void release_slot(native_event *n)
{
	zend_async_event_t *ev = n->event;
	n->event = NULL;
	if (n->has_thread) {
		pthread_join(n->thread, NULL);
		n->has_thread = false;
	}
	ZEND_ASYNC_EVENT_RELEASE(ev);
}

static void native_event_fired(zend_async_event_t *event, zend_async_event_callback_t *callback,
	void *result, zend_object *exception)
{
	native_event_callback *cb = (native_event_callback *) callback;
	native_event *n = &native_table[cb->id];
	n->fires++;
	if (n->print) {
		php_printf("%s#%ld fired (%d)\n", n->kind, (long) cb->id, n->fires);
	} else if (strcmp(n->kind, "poll") == 0) {
		event_log("poll#%ld fired (%d): triggered_events %d", (long) cb->id, n->fires,
			(int) ((zend_async_poll_event_t *) event)->triggered_events);
	} else if (strcmp(n->kind, "proxy") == 0) {
		event_log("proxy#%ld fired (%d): triggered_events %d, result %d", (long) cb->id, n->fires,
			(int) ((zend_async_poll_proxy_t *) event)->triggered_events, (int) *(async_poll_event *) result);
	} else if (strcmp(n->kind, "process") == 0) {
		event_log("process#%ld fired (%d): exit_code " ZEND_LONG_FMT ", closed %d", (long) cb->id,
			n->fires, ((zend_async_process_event_t *) event)->exit_code,
			ZEND_ASYNC_EVENT_IS_CLOSED(event) ? 1 : 0);
	} else if (strcmp(n->kind, "signal") == 0) {
		event_log("signal#%ld fired (%d): signal %d", (long) cb->id, n->fires,
			((zend_async_signal_event_t *) event)->signal);
	} else if (strcmp(n->kind, "addrinfo") == 0) {
		zend_async_dns_addrinfo_t *ai = (zend_async_dns_addrinfo_t *) event;
		if (exception != NULL) {
			zend_string *msg = zval_get_string(zend_read_property_ex(exception->ce, exception,
				ZSTR_KNOWN(ZEND_STR_MESSAGE), true, NULL));
			event_log("addrinfo#%ld fired (%d), closed %d: %s: %s", (long) cb->id, n->fires,
				ZEND_ASYNC_EVENT_IS_CLOSED(event) ? 1 : 0, ZSTR_VAL(exception->ce->name), ZSTR_VAL(msg));
			zend_string_release(msg);
		} else {
			smart_str list = {0};
			bool same = result == (void *) ai->result;
			for (struct addrinfo *p = ai->result; p != NULL; p = p->ai_next) {
				char text[INET6_ADDRSTRLEN] = "?";
				int port = 0;
				if (p->ai_family == AF_INET) {
					struct sockaddr_in *in = (struct sockaddr_in *) p->ai_addr;
					inet_ntop(AF_INET, &in->sin_addr, text, sizeof(text));
					port = ntohs(in->sin_port);
				} else if (p->ai_family == AF_INET6) {
					struct sockaddr_in6 *in6 = (struct sockaddr_in6 *) p->ai_addr;
					inet_ntop(AF_INET6, &in6->sin6_addr, text, sizeof(text));
					port = ntohs(in6->sin6_port);
				}
				if (list.s != NULL) {
					smart_str_appendc(&list, ',');
				}
				smart_str_append_printf(&list, "%s/%d", text, port);
			}
			smart_str_0(&list);
			event_log("addrinfo#%ld fired (%d), closed %d, result argument is the record's: %s, addresses: %s",
				(long) cb->id, n->fires, ZEND_ASYNC_EVENT_IS_CLOSED(event) ? 1 : 0, same ? "yes" : "no",
				list.s != NULL ? ZSTR_VAL(list.s) : "");
			smart_str_free(&list);
			/* The caller's to give back. */
			ZEND_ASYNC_FREEADDRINFO(ai->result);
			ai->result = NULL;
		}
	} else if (strcmp(n->kind, "nameinfo") == 0) {
		zend_async_dns_nameinfo_t *ni = (zend_async_dns_nameinfo_t *) event;
		if (exception != NULL) {
			event_log("nameinfo#%ld fired (%d): %s", (long) cb->id, n->fires, ZSTR_VAL(exception->ce->name));
		} else {
			event_log("nameinfo#%ld fired (%d), closed %d: host %s, service %s", (long) cb->id, n->fires,
				ZEND_ASYNC_EVENT_IS_CLOSED(event) ? 1 : 0, ZSTR_VAL(ni->hostname), ZSTR_VAL(ni->service));
		}
	} else if (strcmp(n->kind, "fs") == 0) {
		zend_async_filesystem_event_t *fs = (zend_async_filesystem_event_t *) event;
		event_log("fs#%ld fired: %s%s %s", (long) cb->id,
			(fs->triggered_events & ZEND_ASYNC_FS_EVENT_RENAME) ? "rename" : "",
			(fs->triggered_events & ZEND_ASYNC_FS_EVENT_CHANGE) ? "change" : "",
			fs->triggered_filename != NULL ? ZSTR_VAL(fs->triggered_filename) : "(no name)");
	} else if (strcmp(n->kind, "task") == 0) {
		event_log("task#%ld fired (%d) on the loop thread: %s, closed %d, ran on another thread: %s, computed %ld%s",
			(long) cb->id, n->fires, pthread_equal(pthread_self(), native_loop_thread) ? "yes" : "no",
			ZEND_ASYNC_EVENT_IS_CLOSED(event) ? 1 : 0, n->task_other_thread ? "yes" : "no",
			n->task_computed, exception != NULL ? ", with an exception" : "");
	} else if (strcmp(n->kind, "trigger") == 0) {
		event_log("trigger#%ld fired (%d) on the loop thread: %s", (long) cb->id, n->fires,
			pthread_equal(pthread_self(), native_loop_thread) ? "yes" : "no");
	} else {
		event_log("%s#%ld fired (%d), closed %d, loop_ref_count %u", n->kind, (long) cb->id,
			n->fires, ZEND_ASYNC_EVENT_IS_CLOSED(event) ? 1 : 0, event->loop_ref_count);
	}
	if (n->suspend_at_fire) {
		bool in_scheduler = ZEND_ASYNC_IS_SCHEDULER_CONTEXT;
		bool suspended = ZEND_ASYNC_SUSPEND();
		zend_string *said = NULL;
		if (EG(exception) != NULL) {
			said = zval_get_string(zend_read_property_ex(EG(exception)->ce, EG(exception),
				ZSTR_KNOWN(ZEND_STR_MESSAGE), true, NULL));
			zend_clear_exception();
		}
		event_log("%s#%ld callback: scheduler context %s, suspend %s: %s", n->kind, (long) cb->id,
			in_scheduler ? "yes" : "no", suspended ? "true" : "false", said != NULL ? ZSTR_VAL(said) : "-");
		if (said != NULL) {
			zend_string_release(said);
		}
	}
	if (n->throw_at_fire) {
		zend_throw_exception_ex(NULL, 0, "thrown by the callback of %s#%ld", n->kind, (long) cb->id);
	}
	if (n->stop_after > 0 && n->fires >= n->stop_after) {
		event->stop(event);
		if (n->release_at_stop) {
			release_slot(n);
		}
	}
}

static void native_event_callback_dispose(zend_async_event_callback_t *callback, zend_async_event_t *event)
{
	native_event_callback *cb = (native_event_callback *) callback;
	if (callback->ref_count > 1) {
		callback->ref_count--;
		return;
	}
	event_log("callback of #%ld disposed", (long) cb->id);
	efree(cb);
}

/* Files a new event under a free id with one logging callback; -1 (an
 * exception pending) when the provider refused it. */
static zend_long file_event(zend_async_event_t *event, const char *kind)
{
	if (event == NULL) {
		return -1;
	}
	for (zend_long id = 0; id < NATIVE_EVENTS; id++) {
		if (native_table[id].event != NULL) {
			continue;
		}
		memset(&native_table[id], 0, sizeof(native_event));
		native_table[id].event = event;
		native_table[id].kind = kind;
		native_event_callback *cb = ecalloc(1, sizeof(native_event_callback));
		cb->base.callback = native_event_fired;
		cb->base.dispose = native_event_callback_dispose;
		cb->id = id;
		event->add_callback(event, &cb->base);
		native_loop_thread = pthread_self();
		return id;
	}
	ZEND_ASYNC_EVENT_RELEASE(event);
	zend_throw_error(NULL, "native event table full");
	return -1;
}

/* For the other files: file_event, and the event of a live id (NULL with
 * an error thrown for any other). */
zend_long native_file_event(zend_async_event_t *event, const char *kind)
{
	return file_event(event, kind);
}

zend_async_event_t *native_event_of(zend_long id)
{
	native_event *n = slot_of(id);
	return n != NULL ? n->event : NULL;
}

/* native_timer(int $ms, bool $periodic, bool $hidden = false): int */
PHP_FUNCTION(native_timer)
{
	zend_long ms;
	bool periodic, hidden = false;
	ZEND_PARSE_PARAMETERS_START(2, 3)
		Z_PARAM_LONG(ms)
		Z_PARAM_BOOL(periodic)
		Z_PARAM_OPTIONAL
		Z_PARAM_BOOL(hidden)
	ZEND_PARSE_PARAMETERS_END();
	zend_async_timer_event_t *timer = ZEND_ASYNC_NEW_TIMER_EVENT((zend_ulong) ms, periodic);
	if (timer != NULL && hidden) {
		ZEND_ASYNC_EVENT_SET_HIDDEN(&timer->base);
	}
	RETURN_LONG(file_event(timer != NULL ? &timer->base : NULL, periodic ? "periodic" : "timer"));
}

/* native_poll($stream, int $events): int -- a poll on the stream's fd. */
PHP_FUNCTION(native_poll)
{
	zval *zstream;
	zend_long events;
	ZEND_PARSE_PARAMETERS_START(2, 2)
		Z_PARAM_RESOURCE(zstream)
		Z_PARAM_LONG(events)
	ZEND_PARSE_PARAMETERS_END();
	php_stream *stream;
	php_stream_from_zval(stream, zstream);
	int fd;
	if (php_stream_cast(stream, PHP_STREAM_AS_FD_FOR_SELECT, (void **) &fd, 1) != SUCCESS) {
		zend_argument_value_error(1, "has no descriptor");
		RETURN_THROWS();
	}
	zend_async_poll_event_t *poll = ZEND_ASYNC_NEW_SOCKET_EVENT(fd, (async_poll_event) events);
	RETURN_LONG(file_event(poll != NULL ? &poll->base : NULL, "poll"));
}

/* native_signal(int $signum): int -- an unstarted signal event. */
PHP_FUNCTION(native_signal)
{
	zend_long signum;
	ZEND_PARSE_PARAMETERS_START(1, 1)
		Z_PARAM_LONG(signum)
	ZEND_PARSE_PARAMETERS_END();
	zend_async_signal_event_t *ev = ZEND_ASYNC_NEW_SIGNAL_EVENT((int) signum);
	RETURN_LONG(file_event(ev != NULL ? &ev->base : NULL, "signal"));
}

/* native_process(int $pid): int -- an unstarted process event. */
PHP_FUNCTION(native_process)
{
	zend_long pid;
	ZEND_PARSE_PARAMETERS_START(1, 1)
		Z_PARAM_LONG(pid)
	ZEND_PARSE_PARAMETERS_END();
	zend_async_process_event_t *ev = ZEND_ASYNC_NEW_PROCESS_EVENT((zend_process_t) pid);
	RETURN_LONG(file_event(ev != NULL ? &ev->base : NULL, "process"));
}

static void *native_trigger_thread(void *arg)
{
	native_event *n = arg;
	usleep((useconds_t) n->thread_delay_ms * 1000);
	zend_async_trigger_event_t *trigger = (zend_async_trigger_event_t *) n->event;
	trigger->trigger(trigger);
	return NULL;
}

/* native_trigger(int $delay_ms): int -- a started trigger that another
 * thread fires after the delay. */
PHP_FUNCTION(native_trigger)
{
	zend_long delay;
	ZEND_PARSE_PARAMETERS_START(1, 1)
		Z_PARAM_LONG(delay)
	ZEND_PARSE_PARAMETERS_END();
	zend_async_trigger_event_t *trigger = ZEND_ASYNC_NEW_TRIGGER_EVENT();
	zend_long id = file_event(trigger != NULL ? &trigger->base : NULL, "trigger");
	if (id < 0) {
		RETURN_LONG(id);
	}
	native_event *n = &native_table[id];
	n->event->start(n->event);
	n->thread_delay_ms = (int) delay;
	n->has_thread = pthread_create(&n->thread, NULL, native_trigger_thread, n) == 0;
	RETURN_LONG(id);
}

/* native_getaddrinfo(?string $node, ?string $service, int $family = 0,
 *                    int $socktype = 0, int $flags = 0): int -- a lookup,
 * under way from now on. */
PHP_FUNCTION(native_getaddrinfo)
{
	zend_string *node, *service;
	zend_long family = 0, socktype = 0, flags = 0;
	ZEND_PARSE_PARAMETERS_START(2, 5)
		Z_PARAM_STR_OR_NULL(node)
		Z_PARAM_STR_OR_NULL(service)
		Z_PARAM_OPTIONAL
		Z_PARAM_LONG(family)
		Z_PARAM_LONG(socktype)
		Z_PARAM_LONG(flags)
	ZEND_PARSE_PARAMETERS_END();
	struct addrinfo hints;
	memset(&hints, 0, sizeof(hints));
	hints.ai_family = (int) family;
	hints.ai_socktype = (int) socktype;
	hints.ai_flags = (int) flags;
	zend_async_dns_addrinfo_t *ai = ZEND_ASYNC_GETADDRINFO(node != NULL ? ZSTR_VAL(node) : NULL,
		service != NULL ? ZSTR_VAL(service) : NULL, &hints);
	RETURN_LONG(file_event(ai != NULL ? &ai->base : NULL, "addrinfo"));
}

/* native_fs(string $path, bool $recursive = false): int -- an unstarted watch. */
PHP_FUNCTION(native_fs)
{
	zend_string *path;
	bool recursive = false;
	ZEND_PARSE_PARAMETERS_START(1, 2)
		Z_PARAM_STR(path)
		Z_PARAM_OPTIONAL
		Z_PARAM_BOOL(recursive)
	ZEND_PARSE_PARAMETERS_END();
	zend_async_filesystem_event_t *fs = ZEND_ASYNC_NEW_FILESYSTEM_EVENT(path,
		recursive ? ZEND_ASYNC_FS_EVENT_RECURSIVE : 0);
	RETURN_LONG(file_event(fs != NULL ? &fs->base : NULL, "fs"));
}

/* native_getnameinfo(string $ip, int $port, int $flags = 0): int */
PHP_FUNCTION(native_getnameinfo)
{
	zend_string *ip;
	zend_long port, flags = 0;
	ZEND_PARSE_PARAMETERS_START(2, 3)
		Z_PARAM_STR(ip)
		Z_PARAM_LONG(port)
		Z_PARAM_OPTIONAL
		Z_PARAM_LONG(flags)
	ZEND_PARSE_PARAMETERS_END();
	struct sockaddr_storage addr;
	memset(&addr, 0, sizeof(addr));
	struct sockaddr_in *in = (struct sockaddr_in *) &addr;
	struct sockaddr_in6 *in6 = (struct sockaddr_in6 *) &addr;
	if (inet_pton(AF_INET, ZSTR_VAL(ip), &in->sin_addr) == 1) {
		in->sin_family = AF_INET;
		in->sin_port = htons((uint16_t) port);
	} else if (inet_pton(AF_INET6, ZSTR_VAL(ip), &in6->sin6_addr) == 1) {
		in6->sin6_family = AF_INET6;
		in6->sin6_port = htons((uint16_t) port);
	} else {
		/* Neither: the provider is asked with a family it refuses. */
		addr.ss_family = AF_UNIX;
	}
	zend_async_dns_nameinfo_t *ni = ZEND_ASYNC_GETNAMEINFO((struct sockaddr *) &addr, (int) flags);
	RETURN_LONG(file_event(ni != NULL ? &ni->base : NULL, "nameinfo"));
}

static void native_task_run(zend_async_task_t *task)
{
	native_event *n = task->data;
	if (n->task_sleep_ms < 0) {
		/* Held until PHP opens the gate (at most 20 s). */
		for (int i = 0; i < 20000 && !__atomic_load_n(&n->task_gate, __ATOMIC_ACQUIRE); i++) {
			usleep(1000);
		}
	} else {
		usleep((useconds_t) n->task_sleep_ms * 1000);
	}
	n->task_other_thread = !pthread_equal(pthread_self(), native_loop_thread);
	long sum = 0;
	for (int i = 1; i <= 1000; i++) {
		sum += i;
	}
	n->task_computed = sum;
}

/* native_task(int $sleep_ms): int -- a task, not queued yet (-1: its
 * worker waits for native_event($id, 'open_gate')). */
PHP_FUNCTION(native_task)
{
	zend_long sleep_ms;
	ZEND_PARSE_PARAMETERS_START(1, 1)
		Z_PARAM_LONG(sleep_ms)
	ZEND_PARSE_PARAMETERS_END();
	zend_async_task_t *task = ZEND_ASYNC_NEW_TASK(native_task_run, NULL);
	zend_long id = file_event(task != NULL ? &task->base : NULL, "task");
	if (id < 0) {
		RETURN_THROWS();
	}
	native_table[id].task_sleep_ms = (int) sleep_ms;
	task->data = &native_table[id];
	RETURN_LONG(id);
}

/* native_event(int $id, string $op, int $arg = 0): mixed -- start, stop, hide,
 * release, stop_after (arg fires; arg < 0: release then), print, add_ref,
 * info, state. */
PHP_FUNCTION(native_event)
{
	zend_long id, arg = 0;
	zend_string *op;
	ZEND_PARSE_PARAMETERS_START(2, 3)
		Z_PARAM_LONG(id)
		Z_PARAM_STR(op)
		Z_PARAM_OPTIONAL
		Z_PARAM_LONG(arg)
	ZEND_PARSE_PARAMETERS_END();
	native_event *n = slot_of(id);
	if (n == NULL) {
		RETURN_THROWS();
	}
	zend_async_event_t *ev = n->event;
	const char *o = ZSTR_VAL(op);
	if (strcmp(o, "start") == 0) {
		RETURN_BOOL(ev->start(ev));
	} else if (strcmp(o, "stop") == 0) {
		RETURN_BOOL(ev->stop(ev));
	} else if (strcmp(o, "release") == 0) {
		release_slot(n);
		RETURN_NULL();
	} else if (strcmp(o, "stop_after") == 0) {
		n->stop_after = (int) (arg < 0 ? -arg : arg);
		n->release_at_stop = arg < 0;
		RETURN_NULL();
	} else if (strcmp(o, "suspend_at_fire") == 0) {
		n->suspend_at_fire = true;
		RETURN_NULL();
	} else if (strcmp(o, "throw") == 0) {
		n->throw_at_fire = true;
		RETURN_NULL();
	} else if (strcmp(o, "print") == 0) {
		n->print = true;
		RETURN_NULL();
	} else if (strcmp(o, "hide") == 0) {
		ZEND_ASYNC_EVENT_SET_HIDDEN(ev);
		RETURN_NULL();
	} else if (strcmp(o, "add_ref") == 0) {
		ZEND_ASYNC_EVENT_ADD_REF(ev);
		RETURN_LONG(ev->ref_count);
	} else if (strcmp(o, "del_ref") == 0) {
		/* The release of a reference taken with add_ref. */
		ZEND_ASYNC_EVENT_RELEASE(ev);
		RETURN_LONG(ev->ref_count);
	} else if (strcmp(o, "queue") == 0) {
		RETURN_BOOL(ZEND_ASYNC_QUEUE_TASK((zend_async_task_t *) ev));
	} else if (strcmp(o, "open_gate") == 0) {
		__atomic_store_n(&n->task_gate, 1, __ATOMIC_RELEASE);
		RETURN_NULL();
	} else if (strcmp(o, "multishot") == 0) {
		ZEND_ASYNC_TIMER_SET_MULTISHOT((zend_async_timer_event_t *) ev);
		RETURN_NULL();
	} else if (strcmp(o, "rearm") == 0) {
		RETURN_BOOL(ZEND_ASYNC_TIMER_REARM((zend_async_timer_event_t *) ev, (zend_ulong) arg, 0));
	} else if (strcmp(o, "info") == 0) {
		RETURN_STR(ev->info(ev));
	} else if (strcmp(o, "state") == 0) {
		array_init(return_value);
		add_assoc_long(return_value, "fires", n->fires);
		add_assoc_long(return_value, "loop_ref_count", ev->loop_ref_count);
		add_assoc_bool(return_value, "closed", ZEND_ASYNC_EVENT_IS_CLOSED(ev));
		add_assoc_long(return_value, "ref_count", ev->ref_count);
		add_assoc_long(return_value, "active_events", ZEND_ASYNC_ACTIVE_EVENT_COUNT);
		add_assoc_long(return_value, "callbacks", ev->callbacks.length);
		return;
	}
	zend_argument_value_error(2, "names no operation");
}

/* native_event_log(): the lines logged since the last call. */
PHP_FUNCTION(native_event_log)
{
	ZEND_PARSE_PARAMETERS_NONE();
	if (Z_TYPE(native_event_log_lines) != IS_ARRAY) {
		RETURN_EMPTY_ARRAY();
	}
	RETVAL_COPY_VALUE(&native_event_log_lines);
	ZVAL_UNDEF(&native_event_log_lines);
}

/* native_reactor(): what the reactor's predicates and pointers say. */
PHP_FUNCTION(native_reactor)
{
	ZEND_PARSE_PARAMETERS_NONE();
	array_init(return_value);
	add_assoc_bool(return_value, "reactor_enabled", ZEND_ASYNC_REACTOR_IS_ENABLED());
	add_assoc_bool(return_value, "async_enabled", ZEND_ASYNC_IS_ENABLED());
	add_assoc_bool(return_value, "timer", zend_async_new_timer_event_fn != NULL);
	add_assoc_bool(return_value, "poll", zend_async_new_poll_event_fn != NULL);
	add_assoc_bool(return_value, "socket", zend_async_new_socket_event_fn != NULL);
	add_assoc_bool(return_value, "trigger", zend_async_new_trigger_event_fn != NULL);
	add_assoc_bool(return_value, "signal", zend_async_new_signal_event_fn != NULL);
	add_assoc_bool(return_value, "process", zend_async_new_process_event_fn != NULL);
	add_assoc_bool(return_value, "filesystem", zend_async_new_filesystem_event_fn != NULL);
	add_assoc_bool(return_value, "timer_rearm", zend_async_timer_rearm_fn != NULL);
	add_assoc_bool(return_value, "getaddrinfo", zend_async_getaddrinfo_fn != NULL
		&& zend_async_getnameinfo_fn != NULL && zend_async_freeaddrinfo_fn != NULL);
	add_assoc_bool(return_value, "task", zend_async_new_task_fn != NULL && zend_async_queue_task_fn != NULL);
	add_assoc_bool(return_value, "now_moves", ZEND_ASYNC_NOW() > 0);
	add_assoc_bool(return_value, "scheduler_context", ZEND_ASYNC_IS_SCHEDULER_CONTEXT);
	add_assoc_bool(return_value, "parallelism", ZEND_ASYNC_AVAILABLE_PARALLELISM() >= 1);
}

/* Request end: events a test left behind are released (their records
 * freed), as an extension would in its RSHUTDOWN. */
void native_events_rshutdown(void)
{
	for (int id = 0; id < NATIVE_EVENTS; id++) {
		if (native_table[id].event != NULL) {
			release_slot(&native_table[id]);
		}
	}
	zval_ptr_dtor(&native_event_log_lines);
	ZVAL_UNDEF(&native_event_log_lines);
}
