/*
 * The reactor's events as a C extension makes them: timers, polls and
 * triggers through the API's macros, kept in a small table by id, with
 * callbacks that log what happened (PHP reads the log with
 * native_event_log() after letting the loop run with Async\delay()).
 */
#include "native_test.h"
#include <pthread.h>
#include <unistd.h>

#define NATIVE_EVENTS 16

typedef struct {
	zend_async_event_t *event;
	const char *kind;
	int fires;
	int stop_after;       /* stop (or release, with release_at_stop) after this many fires */
	bool release_at_stop;
	bool print;           /* php_printf each fire instead of logging */
	bool throw_at_fire;
	pthread_t thread;
	bool has_thread;
	int thread_delay_ms;
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
	} else if (strcmp(n->kind, "process") == 0) {
		event_log("process#%ld fired (%d): exit_code " ZEND_LONG_FMT ", closed %d", (long) cb->id,
			n->fires, ((zend_async_process_event_t *) event)->exit_code,
			ZEND_ASYNC_EVENT_IS_CLOSED(event) ? 1 : 0);
	} else if (strcmp(n->kind, "signal") == 0) {
		event_log("signal#%ld fired (%d): signal %d", (long) cb->id, n->fires,
			((zend_async_signal_event_t *) event)->signal);
	} else if (strcmp(n->kind, "trigger") == 0) {
		event_log("trigger#%ld fired (%d) on the loop thread: %s", (long) cb->id, n->fires,
			pthread_equal(pthread_self(), native_loop_thread) ? "yes" : "no");
	} else {
		event_log("%s#%ld fired (%d), closed %d, loop_ref_count %u", n->kind, (long) cb->id,
			n->fires, ZEND_ASYNC_EVENT_IS_CLOSED(event) ? 1 : 0, event->loop_ref_count);
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

/* native_event(int $id, string $op, int $arg = 0): mixed -- start, stop,
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
	} else if (strcmp(o, "throw") == 0) {
		n->throw_at_fire = true;
		RETURN_NULL();
	} else if (strcmp(o, "print") == 0) {
		n->print = true;
		RETURN_NULL();
	} else if (strcmp(o, "add_ref") == 0) {
		ZEND_ASYNC_EVENT_ADD_REF(ev);
		RETURN_LONG(ev->ref_count);
	} else if (strcmp(o, "del_ref") == 0) {
		/* The release of a reference taken with add_ref. */
		ZEND_ASYNC_EVENT_RELEASE(ev);
		RETURN_LONG(ev->ref_count);
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
	add_assoc_bool(return_value, "now_moves", ZEND_ASYNC_NOW() > 0);
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
