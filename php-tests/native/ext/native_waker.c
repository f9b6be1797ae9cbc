/*
 * Suspending coroutines from C as a TrueAsync extension does: a waker
 * (ZEND_ASYNC_WAKER_NEW / zend_async_waker_new_with_timeout), events
 * subscribed with zend_async_resume_when, ZEND_ASYNC_SUSPEND, then
 * zend_async_waker_clean; ZEND_ASYNC_RESUME / RESUME_WITH_ERROR /
 * ZEND_ASYNC_CANCEL from another coroutine; GET_AWAITING_INFO,
 * GET_COROUTINES, GET_CE.
 */
#include "native_test.h"
#include "main/php_network.h"

/* ---- A custom event nobody but native_fire() fires --------------------------------- */

typedef struct {
	zend_async_event_t base;
	int starts;
	int stops;
} native_custom_t;

static zend_long native_custom_disposed = 0;

static bool native_custom_start(zend_async_event_t *event)
{
	((native_custom_t *) event)->starts++;
	return true;
}

static bool native_custom_stop(zend_async_event_t *event)
{
	((native_custom_t *) event)->stops++;
	return true;
}

static bool native_custom_dispose(zend_async_event_t *event)
{
	if (event->ref_count > 1) {
		event->ref_count--;
		return true;
	}
	zend_async_callbacks_free(event);
	efree(event);
	native_custom_disposed++;
	return true;
}

static zend_string *native_custom_info(zend_async_event_t *event)
{
	return zend_string_init(ZEND_STRL("native test event"), 0);
}

static native_custom_t *native_custom_new(void)
{
	native_custom_t *ev = ecalloc(1, sizeof(*ev));
	ev->base.ref_count = 1;
	ev->base.flags = ZEND_ASYNC_EVENT_F_ZVAL_RESULT;
	ev->base.add_callback = zend_async_callbacks_push;
	ev->base.del_callback = zend_async_callbacks_remove;
	ev->base.start = native_custom_start;
	ev->base.stop = native_custom_stop;
	ev->base.dispose = native_custom_dispose;
	ev->base.info = native_custom_info;
	return ev;
}

/* ---- The parked coroutine ------------------------------------------------------------ */

/* The coroutine suspended in native_suspend() (its object held), and the
 * custom event it waits on (one reference held), for the other functions. */
static zend_coroutine_t *native_parked;
static native_custom_t *native_custom;

static void native_unpark(void)
{
	if (native_parked != NULL) {
		zend_object *obj = ZEND_ASYNC_EVENT_TO_OBJECT(&native_parked->event);
		native_parked = NULL;
		OBJ_RELEASE(obj);
	}
}

static void native_custom_drop(void)
{
	if (native_custom != NULL) {
		zend_async_event_t *ev = &native_custom->base;
		native_custom = NULL;
		ev->dispose(ev);
	}
}

void native_waker_rshutdown(void)
{
	native_unpark();
	native_custom_drop();
}

/* native_suspend(array $options = []): mixed -- suspends the current
 * coroutine on a waker. Options: event (bool: wait on a custom event
 * native_fire() fires), timeout (int ms: zend_async_waker_new_with_timeout),
 * timer (int ms: a timer event), protect (bool: ZEND_COROUTINE_F_PROTECTED
 * while suspended), clean (bool, default true: zend_async_waker_clean
 * afterwards). Returns the waker's result (the event's), else null; throws
 * what the suspension point receives. */
PHP_FUNCTION(native_suspend)
{
	HashTable *options = NULL;
	ZEND_PARSE_PARAMETERS_START(0, 1)
		Z_PARAM_OPTIONAL
		Z_PARAM_ARRAY_HT(options)
	ZEND_PARSE_PARAMETERS_END();
	zval *opt;
	zend_long timeout = 0, timer = 0;
	bool with_event = false, protect = false, clean = true;
	if (options != NULL) {
		if ((opt = zend_hash_str_find(options, ZEND_STRL("timeout"))) != NULL) timeout = zval_get_long(opt);
		if ((opt = zend_hash_str_find(options, ZEND_STRL("timer"))) != NULL) timer = zval_get_long(opt);
		if ((opt = zend_hash_str_find(options, ZEND_STRL("event"))) != NULL) with_event = zend_is_true(opt);
		if ((opt = zend_hash_str_find(options, ZEND_STRL("protect"))) != NULL) protect = zend_is_true(opt);
		if ((opt = zend_hash_str_find(options, ZEND_STRL("clean"))) != NULL) clean = zend_is_true(opt);
	}
	ZEND_ASYNC_SCHEDULER_INIT();
	zend_coroutine_t *co = ZEND_ASYNC_CURRENT_COROUTINE;
	zend_async_waker_t *waker = timeout > 0
		? zend_async_waker_new_with_timeout(co, (zend_ulong) timeout, NULL)
		: ZEND_ASYNC_WAKER_NEW(co);
	if (waker == NULL) {
		RETURN_THROWS();
	}
	if (with_event) {
		native_custom_drop();
		native_custom = native_custom_new();
		if (!zend_async_resume_when(co, &native_custom->base, false, zend_async_waker_callback_resolve, NULL)) {
			RETURN_THROWS();
		}
	}
	if (timer > 0) {
		zend_async_timer_event_t *t = ZEND_ASYNC_NEW_TIMER_EVENT((zend_ulong) timer, false);
		if (t == NULL || !zend_async_resume_when(co, &t->base, true, zend_async_waker_callback_resolve, NULL)) {
			RETURN_THROWS();
		}
	}
	native_unpark();
	GC_ADDREF(ZEND_ASYNC_EVENT_TO_OBJECT(&co->event));
	native_parked = co;
	if (protect) {
		ZEND_COROUTINE_SET_PROTECTED(co);
	}
	bool ok = ZEND_ASYNC_SUSPEND();
	if (protect) {
		ZEND_COROUTINE_CLR_PROTECTED(co);
	}
	if (native_parked == co) {
		native_unpark();
	}
	if (ok && co->waker != NULL && Z_TYPE(co->waker->result) != IS_UNDEF) {
		ZVAL_COPY(return_value, &co->waker->result);
	}
	if (clean) {
		zend_async_waker_clean(co);
	}
}

/* native_fire(mixed $value): bool -- the custom event fires with $value. */
PHP_FUNCTION(native_fire)
{
	zval *value;
	ZEND_PARSE_PARAMETERS_START(1, 1)
		Z_PARAM_ZVAL(value)
	ZEND_PARSE_PARAMETERS_END();
	if (native_custom == NULL) {
		RETURN_FALSE;
	}
	zend_async_callbacks_notify(&native_custom->base, value, NULL, false);
	RETURN_TRUE;
}

/* native_custom_state(): starts/stops/disposals of the custom event. */
PHP_FUNCTION(native_custom_state)
{
	ZEND_PARSE_PARAMETERS_NONE();
	array_init(return_value);
	add_assoc_long(return_value, "disposed", native_custom_disposed);
	if (native_custom != NULL) {
		add_assoc_long(return_value, "starts", native_custom->starts);
		add_assoc_long(return_value, "stops", native_custom->stops);
		add_assoc_long(return_value, "callbacks", native_custom->base.callbacks.length);
		add_assoc_long(return_value, "ref_count", native_custom->base.ref_count);
	}
}

/* native_resume(?Throwable $error = null, bool $transfer = false): bool */
PHP_FUNCTION(native_resume)
{
	zend_object *error = NULL;
	bool transfer = false;
	ZEND_PARSE_PARAMETERS_START(0, 2)
		Z_PARAM_OPTIONAL
		Z_PARAM_OBJ_OF_CLASS_OR_NULL(error, zend_ce_throwable)
		Z_PARAM_BOOL(transfer)
	ZEND_PARSE_PARAMETERS_END();
	if (native_parked == NULL) {
		RETURN_FALSE;
	}
	if (error == NULL) {
		RETURN_BOOL(ZEND_ASYNC_RESUME(native_parked));
	}
	if (transfer) {
		/* Our own reference, handed over. */
		GC_ADDREF(error);
	}
	RETURN_BOOL(ZEND_ASYNC_RESUME_WITH_ERROR(native_parked, error, transfer));
}

/* native_cancel(?Throwable $error = null, bool $transfer = false, ?object $coroutine = null): bool */
PHP_FUNCTION(native_cancel)
{
	zend_object *error = NULL, *target = NULL;
	bool transfer = false;
	ZEND_PARSE_PARAMETERS_START(0, 3)
		Z_PARAM_OPTIONAL
		Z_PARAM_OBJ_OF_CLASS_OR_NULL(error, zend_ce_throwable)
		Z_PARAM_BOOL(transfer)
		Z_PARAM_OBJ_OR_NULL(target)
	ZEND_PARSE_PARAMETERS_END();
	zend_coroutine_t *co = native_parked;
	if (target != NULL) {
		co = (zend_coroutine_t *) ZEND_ASYNC_OBJECT_TO_EVENT(target);
	}
	if (co == NULL) {
		RETURN_FALSE;
	}
	if (error != NULL && transfer) {
		GC_ADDREF(error);
	}
	RETURN_BOOL(ZEND_ASYNC_CANCEL(co, error, transfer));
}

/* native_parked(): what C sees of the parked coroutine. */
PHP_FUNCTION(native_parked)
{
	ZEND_PARSE_PARAMETERS_NONE();
	array_init(return_value);
	zend_coroutine_t *co = native_parked;
	add_assoc_bool(return_value, "parked", co != NULL);
	if (co == NULL) {
		return;
	}
	add_assoc_bool(return_value, "suspended", ZEND_COROUTINE_SUSPENDED(co));
	add_assoc_long(return_value, "status", co->waker != NULL ? co->waker->status : -1);
	add_assoc_long(return_value, "events", co->waker != NULL ? zend_hash_num_elements(&co->waker->events) : -1);
	if (co->waker != NULL && co->waker->filename != NULL) {
		add_assoc_str(return_value, "at", zend_strpprintf(0, "%s:%u",
			ZSTR_VAL(co->waker->filename), co->waker->lineno));
	}
	zend_array *info = ZEND_ASYNC_GET_AWAITING_INFO(co);
	if (info != NULL) {
		zval z;
		ZVAL_ARR(&z, info);
		add_assoc_zval(return_value, "awaiting", &z);
	}
}

/* ---- A C-entry coroutine waiting for a timer and a poll --------------------------------- */

typedef struct {
	zend_long timer_ms;
	php_socket_t fd;
	zend_async_event_t *timer;
	zend_async_event_t *poll;
	int fired;
} native_both_t;

/* Resumes the coroutine once both of its events fired, each noted as
 * triggered. */
static void native_both_cb(zend_async_event_t *event, zend_async_event_callback_t *callback,
	void *result, zend_object *exception)
{
	zend_coroutine_t *co = ((zend_coroutine_event_callback_t *) callback)->coroutine;
	native_both_t *d = co->extended_data;
	if (zend_async_waker_is_event_exists(co, event)) {
		zend_async_waker_add_triggered_event(co, event);
	}
	event->stop(event);
	if (++d->fired == 2) {
		ZEND_ASYNC_RESUME(co);
	}
}

static void native_both_entry(void)
{
	zend_coroutine_t *co = ZEND_ASYNC_CURRENT_COROUTINE;
	native_both_t *d = co->extended_data;
	d->timer = &ZEND_ASYNC_NEW_TIMER_EVENT((zend_ulong) d->timer_ms, false)->base;
	d->poll = &ZEND_ASYNC_NEW_SOCKET_EVENT(d->fd, ASYNC_READABLE)->base;
	ZEND_ASYNC_WAKER_NEW(co);
	/* The waker holds its own references: ours are dropped below. */
	zend_async_resume_when(co, d->timer, false, native_both_cb, NULL);
	zend_async_resume_when(co, d->poll, false, native_both_cb, NULL);
	array_init(&co->result);
	add_assoc_long(&co->result, "events_before", zend_hash_num_elements(&co->waker->events));
	if (ZEND_ASYNC_SUSPEND()) {
		zval order;
		array_init(&order);
		zend_async_event_t *ev;
		if (co->waker->triggered_events != NULL) {
			ZEND_HASH_FOREACH_PTR(co->waker->triggered_events, ev) {
				add_next_index_string(&order, ev == d->timer ? "timer" : ev == d->poll ? "poll" : "?");
			} ZEND_HASH_FOREACH_END();
		}
		add_assoc_zval(&co->result, "triggered", &order);
		add_assoc_long(&co->result, "status", co->waker->status);
	}
	zend_async_waker_clean(co);
	add_assoc_long(&co->result, "events_after", zend_hash_num_elements(&co->waker->events));
	ZEND_ASYNC_EVENT_RELEASE(d->timer);
	ZEND_ASYNC_EVENT_RELEASE(d->poll);
	d->timer = d->poll = NULL;
}

static void native_both_dispose(zend_coroutine_t *co)
{
	efree(co->extended_data);
	co->extended_data = NULL;
}

/* native_c_wait_both(int $timer_ms, $stream): Async\Coroutine */
PHP_FUNCTION(native_c_wait_both)
{
	zend_long ms;
	zval *zstream;
	ZEND_PARSE_PARAMETERS_START(2, 2)
		Z_PARAM_LONG(ms)
		Z_PARAM_RESOURCE(zstream)
	ZEND_PARSE_PARAMETERS_END();
	php_stream *stream;
	php_stream_from_zval(stream, zstream);
	php_socket_t fd;
	if (php_stream_cast(stream, PHP_STREAM_AS_SOCKETD, (void **) &fd, 1) != SUCCESS) {
		zend_throw_error(NULL, "native_c_wait_both(): not a socket");
		RETURN_THROWS();
	}
	zend_coroutine_t *co = ZEND_ASYNC_SPAWN();
	if (co == NULL) {
		RETURN_THROWS();
	}
	native_both_t *d = ecalloc(1, sizeof(*d));
	d->timer_ms = ms;
	d->fd = fd;
	co->internal_entry = native_both_entry;
	co->extended_data = d;
	co->extended_dispose = native_both_dispose;
	RETURN_OBJ_COPY(ZEND_ASYNC_EVENT_TO_OBJECT(&co->event));
}

static zend_string *native_message(zend_object *ex)
{
	zval rv;
	zval *m = zend_read_property_ex(zend_get_exception_base(ex), ex, ZSTR_KNOWN(ZEND_STR_MESSAGE), 1, &rv);
	return zval_get_string(m);
}

/* ---- The rest of the scheduler table ------------------------------------------------- */

/* native_coroutine_count(): the size of ZEND_ASYNC_GET_COROUTINES(). */
PHP_FUNCTION(native_coroutine_count)
{
	ZEND_PARSE_PARAMETERS_NONE();
	zend_array *list = ZEND_ASYNC_GET_COROUTINES();
	if (list == NULL) {
		RETURN_LONG(-1);
	}
	RETVAL_LONG(zend_hash_num_elements(list));
	zend_array_release(list);
}

/* native_waker_errors(): the error paths of resume_when and suspend. */
PHP_FUNCTION(native_waker_errors)
{
	ZEND_PARSE_PARAMETERS_NONE();
	array_init(return_value);
	ZEND_ASYNC_SCHEDULER_INIT();
	zend_coroutine_t *co = ZEND_ASYNC_CURRENT_COROUTINE;
	native_custom_t *ev = native_custom_new();
	ZEND_ASYNC_WAKER_NEW(co);
	ZEND_ASYNC_EVENT_SET_CLOSED(&ev->base);
	bool r = zend_async_resume_when(co, &ev->base, false, zend_async_waker_callback_resolve, NULL);
	add_assoc_bool(return_value, "closed_event", r);
	if (EG(exception) != NULL) {
		add_assoc_str(return_value, "closed_event_error",
			native_message(EG(exception)));
		zend_clear_exception();
	}
	ZEND_ASYNC_EVENT_CLR_CLOSED(&ev->base);
	r = zend_async_resume_when(co, &ev->base, false, NULL, NULL);
	add_assoc_bool(return_value, "null_callback", r);
	add_assoc_bool(return_value, "exists", zend_async_waker_is_event_exists(co, &ev->base));
	ev->base.dispose(&ev->base);
	ZEND_ASYNC_WAKER_DESTROY(co);
	add_assoc_bool(return_value, "waker_after_destroy", co->waker != NULL);
	r = ZEND_ASYNC_SUSPEND();
	add_assoc_bool(return_value, "suspend_without_waker", r);
	if (EG(exception) != NULL) {
		add_assoc_str(return_value, "suspend_error",
			native_message(EG(exception)));
		zend_clear_exception();
	}
}

