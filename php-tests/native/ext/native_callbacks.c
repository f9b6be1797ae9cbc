/*
 * An event's callbacks as a C extension uses them: a plain event record
 * made here (ref_count + dispose), callback records that log what they see
 * and what they do to the vector while a notification runs.
 */
#include "native_test.h"
#include "zend_smart_str.h"

static zval cb_log;

static void logf_line(const char *format, ...)
{
	va_list args;
	va_start(args, format);
	add_next_index_str(&cb_log, zend_vstrpprintf(0, format, args));
	va_end(args);
}

/* ---- The event ------------------------------------------------------------ */

typedef struct {
	zend_async_event_t base;
	int stops;
} test_event;

static bool test_event_stop(zend_async_event_t *event)
{
	((test_event *) event)->stops++;
	event->loop_ref_count = 0;
	return true;
}

static bool test_event_dispose(zend_async_event_t *event)
{
	logf_line("event disposed (stops %d)", ((test_event *) event)->stops);
	zend_async_callbacks_free(event);
	efree(event);
	return true;
}

static test_event *test_event_new(void)
{
	test_event *ev = ecalloc(1, sizeof(test_event));
	ev->base.ref_count = 1;
	ev->base.stop = test_event_stop;
	ev->base.dispose = test_event_dispose;
	return ev;
}

/* ---- Callbacks ------------------------------------------------------------ */

typedef enum {
	DO_NOTHING,
	REMOVE_OTHER,   /* removes `other` */
	REMOVE_SELF,
	PUSH_OTHER,     /* pushes `other` once */
	RELEASE_EVENT,  /* drops the owner's reference on the event */
	THROW,
	NOTIFY_AGAIN,   /* a nested notification of the same event, once */
} test_action;

typedef struct test_callback {
	zend_async_event_callback_t base;
	const char *name;
	test_action action;
	struct test_callback *other;
	int calls;
	int disposes;
} test_callback;

static void test_callback_fn(zend_async_event_t *event, zend_async_event_callback_t *callback,
	void *result, zend_object *exception)
{
	test_callback *cb = (test_callback *) callback;
	cb->calls++;
	logf_line("%s called (result %s, closed %d)", cb->name,
		result != NULL ? (const char *) result : "-", event != NULL && ZEND_ASYNC_EVENT_IS_CLOSED(event) ? 1 : 0);
	test_action action = cb->action;
	cb->action = DO_NOTHING;
	switch (action) {
		case REMOVE_OTHER:
			logf_line("%s removes %s: %d", cb->name, cb->other->name,
				zend_async_callbacks_remove(event, &cb->other->base));
			break;
		case REMOVE_SELF:
			logf_line("%s removes itself: %d", cb->name, zend_async_callbacks_remove(event, callback));
			break;
		case PUSH_OTHER:
			logf_line("%s pushes %s: %d", cb->name, cb->other->name,
				zend_async_callbacks_push(event, &cb->other->base));
			break;
		case RELEASE_EVENT:
			logf_line("%s releases the event", cb->name);
			ZEND_ASYNC_EVENT_RELEASE(event);
			break;
		case THROW:
			zend_throw_exception(NULL, "thrown by a callback", 0);
			break;
		case NOTIFY_AGAIN:
			logf_line("%s notifies again", cb->name);
			ZEND_ASYNC_CALLBACKS_NOTIFY(event, "nested", NULL);
			logf_line("%s: nested notification done", cb->name);
			break;
		default:
			break;
	}
}

/* Counts disposes; the record itself is on the C stack of the scenario,
 * so that a dispose called twice shows in the count instead of as a
 * double free. */
static void test_callback_dispose(zend_async_event_callback_t *callback, zend_async_event_t *event)
{
	test_callback *cb = (test_callback *) callback;
	cb->disposes++;
	logf_line("%s disposed (ref_count %u)", cb->name, callback->ref_count);
}

static void test_callback_init(test_callback *cb, const char *name)
{
	memset(cb, 0, sizeof(*cb));
	cb->base.callback = test_callback_fn;
	cb->base.dispose = test_callback_dispose;
	cb->name = name;
}

static void test_callbacks_init(test_callback *cbs, const char *const *names, int n)
{
	for (int i = 0; i < n; i++) {
		test_callback_init(&cbs[i], names[i]);
	}
}

/* A new event with cbs[0], ..., cbs[n - 1] pushed in that order. */
static test_event *test_event_with(test_callback *cbs, int n)
{
	test_event *ev = test_event_new();
	for (int i = 0; i < n; i++) {
		zend_async_callbacks_push(&ev->base, &cbs[i].base);
	}
	return ev;
}

static void log_disposes(test_callback *cbs, int n)
{
	smart_str line = {0};
	smart_str_appends(&line, "calls/disposes:");
	for (int i = 0; i < n; i++) {
		smart_str_append_printf(&line, " %s=%d/%d", cbs[i].name, cbs[i].calls, cbs[i].disposes);
	}
	smart_str_0(&line);
	add_next_index_str(&cb_log, line.s);
}

static void log_vector(zend_async_event_t *event)
{
	smart_str line = {0};
	smart_str_append_printf(&line, "vector (%u):", event->callbacks.length);
	for (uint32_t i = 0; i < event->callbacks.length; i++) {
		smart_str_append_printf(&line, " %s", ((test_callback *) event->callbacks.data[i])->name);
	}
	smart_str_append_printf(&line, ", iterator %s", event->callbacks.current_iterator ? "set" : "null");
	smart_str_0(&line);
	add_next_index_str(&cb_log, line.s);
}

/* ---- Scenarios ------------------------------------------------------------ */

/* Order, removal of a later and an earlier callback, and a push, during
 * one notification; then a second notification and the free. */
static void scenario_vector(void)
{
	test_callback cbs[5];
	test_callbacks_init(cbs, (const char *const[]) { "a", "b", "c", "d", "e" }, 5);
	cbs[0].action = REMOVE_OTHER; cbs[0].other = &cbs[1];  /* a removes b (not called yet) */
	cbs[2].action = REMOVE_OTHER; cbs[2].other = &cbs[0];  /* c removes a (called already) */
	cbs[3].action = PUSH_OTHER; cbs[3].other = &cbs[4];    /* d pushes e */

	test_event *ev = test_event_new();
	logf_line("push null: %d", zend_async_callbacks_push(&ev->base, NULL));
	for (int i = 0; i < 4; i++) {
		zend_async_callbacks_push(&ev->base, &cbs[i].base);
	}
	log_vector(&ev->base);
	logf_line("ref_count after push: %u", cbs[0].base.ref_count);
	logf_line("-- notify 1");
	ZEND_ASYNC_CALLBACKS_NOTIFY(&ev->base, "first", NULL);
	log_vector(&ev->base);
	logf_line("-- notify 2");
	ZEND_ASYNC_CALLBACKS_NOTIFY(&ev->base, "second", NULL);
	logf_line("remove a again: %d", zend_async_callbacks_remove(&ev->base, &cbs[0].base));
	logf_line("-- release");
	ZEND_ASYNC_EVENT_RELEASE(&ev->base);
	log_disposes(cbs, 5);
}

/* A callback that removes itself is disposed once, after its call; the
 * owner's last reference dropped during a notification disposes the event
 * only when the notification ends. */
static void scenario_lifetimes(void)
{
	test_callback cbs[3];
	test_callbacks_init(cbs, (const char *const[]) { "self", "releaser", "last" }, 3);
	cbs[0].action = REMOVE_SELF;
	cbs[1].action = RELEASE_EVENT;

	test_event *ev = test_event_with(cbs, 3);
	/* One callback in the vector twice holds two references. */
	zend_async_callbacks_push(&ev->base, &cbs[2].base);
	logf_line("last ref_count: %u", cbs[2].base.ref_count);
	ZEND_ASYNC_CALLBACKS_NOTIFY(&ev->base, "once", NULL);
	log_disposes(cbs, 3);
}

/* notify_and_close stops the event for good and closes it before the
 * callbacks run; a throwing callback ends the pass. */
static void scenario_close_and_throw(void)
{
	test_callback cbs[3];
	test_callbacks_init(cbs, (const char *const[]) { "x", "thrower", "after" }, 3);
	cbs[1].action = THROW;

	test_event *ev = test_event_with(cbs, 3);
	ev->base.loop_ref_count = 3;
	ZEND_ASYNC_CALLBACKS_NOTIFY_AND_CLOSE(&ev->base, "closing", NULL);
	logf_line("stops %d, loop_ref_count %u, exception %s", ev->stops, ev->base.loop_ref_count,
		EG(exception) != NULL ? ZSTR_VAL(EG(exception)->ce->name) : "none");
	if (EG(exception) != NULL) {
		zend_clear_exception();
	}
	ZEND_ASYNC_EVENT_RELEASE(&ev->base);
	log_disposes(cbs, 3);
}

/* A notification inside a notification: the outer pass still visits each
 * element once when the inner one removes a callback. */
static void scenario_nested(void)
{
	test_callback cbs[3];
	test_callbacks_init(cbs, (const char *const[]) { "outer", "remover", "tail" }, 3);
	cbs[0].action = NOTIFY_AGAIN;
	cbs[1].action = REMOVE_OTHER; cbs[1].other = &cbs[0];

	test_event *ev = test_event_with(cbs, 3);
	ZEND_ASYNC_CALLBACKS_NOTIFY(&ev->base, "outer", NULL);
	log_vector(&ev->base);
	ZEND_ASYNC_EVENT_RELEASE(&ev->base);
	log_disposes(cbs, 3);
}

/* A standalone vector and API-made callback records (freed by their
 * dispose at the last reference: valgrind sees a leak or a double free). */
static void scenario_records(void)
{
	zend_async_callbacks_vector_t vector = {0};
	test_callback a;
	test_callback_init(&a, "v");
	zend_coroutine_event_callback_t *co_cb = zend_async_coroutine_callback_new(NULL, test_callback_fn, 0);
	logf_line("coroutine callback: ref_count %u, dispose is coroutine_event_callback_dispose %d, coroutine %s",
		co_cb->base.ref_count, co_cb->base.dispose == coroutine_event_callback_dispose,
		co_cb->coroutine == NULL ? "null" : "set");
	zend_async_callbacks_vector_push(&vector, &a.base);
	zend_async_callbacks_vector_notify(&vector, NULL, "vec");
	zend_async_callbacks_vector_free(&vector, NULL);
	logf_line("vector after free: length %u, data %s", vector.length, vector.data ? "set" : "null");
	log_disposes(&a, 1);

	test_event *ev = test_event_new();
	zend_async_event_callback_t *plain = ZEND_ASYNC_EVENT_CALLBACK(test_callback_fn);
	zend_async_callbacks_push(&ev->base, plain);
	zend_async_callbacks_push(&ev->base, &co_cb->base);
	logf_line("records pushed: %u, %u", plain->ref_count, co_cb->base.ref_count);
	/* The event's free releases both records: each is freed there. */
	ZEND_ASYNC_EVENT_RELEASE(&ev->base);
}

/* native_callbacks(): every scenario's log, in order. */
PHP_FUNCTION(native_callbacks)
{
	ZEND_PARSE_PARAMETERS_NONE();
	array_init(&cb_log);
	logf_line("== vector");
	scenario_vector();
	logf_line("== lifetimes");
	scenario_lifetimes();
	logf_line("== close and throw");
	scenario_close_and_throw();
	logf_line("== nested");
	scenario_nested();
	logf_line("== records");
	scenario_records();
	RETURN_COPY_VALUE(&cb_log);
}
