/*
 * The completion event of a coroutine true_async runs is the event that
 * heads its zend_coroutine_t: PHP's awaiters (Async\await) and C's (a
 * waker's resume_when, a callback) are listed in that one record, read
 * and called by C, and told in the order they joined.
 */
#include "native_test.h"

static zval native_live_log_list;

static void native_live_note(zend_string *s)
{
	if (Z_TYPE(native_live_log_list) != IS_ARRAY) {
		array_init(&native_live_log_list);
	}
	add_next_index_str(&native_live_log_list, s);
}

/* native_live_note(string $s): void -- appends to the shared log. */
PHP_FUNCTION(native_live_note)
{
	zend_string *s;
	ZEND_PARSE_PARAMETERS_START(1, 1)
		Z_PARAM_STR(s)
	ZEND_PARSE_PARAMETERS_END();
	native_live_note(zend_string_copy(s));
}

/* native_live_log(): array -- the log, then emptied. */
PHP_FUNCTION(native_live_log)
{
	ZEND_PARSE_PARAMETERS_NONE();
	if (Z_TYPE(native_live_log_list) != IS_ARRAY) {
		RETURN_EMPTY_ARRAY();
	}
	ZVAL_COPY_VALUE(return_value, &native_live_log_list);
	ZVAL_UNDEF(&native_live_log_list);
}

/* native_live_probe(object $awaitable): array -- what C reads of
 * ZEND_ASYNC_OBJECT_TO_EVENT($awaitable) and what its methods say. */
PHP_FUNCTION(native_live_probe)
{
	zend_object *obj;
	ZEND_PARSE_PARAMETERS_START(1, 1)
		Z_PARAM_OBJ(obj)
	ZEND_PARSE_PARAMETERS_END();
	zend_async_event_t *event = ZEND_ASYNC_OBJECT_TO_EVENT(obj);
	if (event == NULL) {
		RETURN_NULL();
	}
	array_init(return_value);
	add_assoc_bool(return_value, "closed", ZEND_ASYNC_EVENT_IS_CLOSED(event));
	add_assoc_long(return_value, "callbacks", event->callbacks.length);
	add_assoc_bool(return_value, "is_object", ZEND_ASYNC_EVENT_IS_ZEND_OBJ(event));
	add_assoc_bool(return_value, "same_object", ZEND_ASYNC_EVENT_TO_OBJECT(event) == obj);
	if (event->replay != NULL && ZEND_ASYNC_EVENT_IS_CLOSED(event)) {
		zval result;
		zend_object *ex = NULL;
		ZVAL_UNDEF(&result);
		bool replayed = event->replay(event, NULL, &result, &ex);
		add_assoc_bool(return_value, "replay", replayed);
		if (Z_TYPE(result) != IS_UNDEF) {
			add_assoc_zval(return_value, "replayed", &result);
		}
		if (ex != NULL) {
			OBJ_RELEASE(ex);
		}
	}
}

/* ---- A C-entry coroutine waiting on an object's event through its waker ---------- */

typedef struct {
	zend_object *target;
	zend_string *tag;
} native_live_wait_t;

static void native_live_wait_entry(void)
{
	zend_coroutine_t *co = ZEND_ASYNC_CURRENT_COROUTINE;
	native_live_wait_t *d = co->extended_data;
	zend_async_event_t *event = ZEND_ASYNC_OBJECT_TO_EVENT(d->target);
	if (event == NULL || ZEND_ASYNC_WAKER_NEW(co) == NULL
			|| !zend_async_resume_when(co, event, false, zend_async_waker_callback_resolve, NULL)) {
		native_live_note(strpprintf(0, "%s: no wait", ZSTR_VAL(d->tag)));
		return;
	}
	bool listed = zend_async_waker_is_event_exists(co, event);
	uint32_t joined = event->callbacks.length;
	ZEND_ASYNC_SUSPEND();
	native_live_note(strpprintf(0, "%s: resumed (in its waker's events: %s, joined as callback %u, closed: %s)",
		ZSTR_VAL(d->tag), listed ? "yes" : "no", joined,
		ZEND_ASYNC_EVENT_IS_CLOSED(event) ? "yes" : "no"));
	if (EG(exception) != NULL) {
		zend_clear_exception();
	}
	zend_async_waker_clean(co);
}

static void native_live_wait_dispose(zend_coroutine_t *co)
{
	native_live_wait_t *d = co->extended_data;
	co->extended_data = NULL;
	OBJ_RELEASE(d->target);
	zend_string_release(d->tag);
	efree(d);
}

/* native_live_c_wait(object $awaitable, string $tag): Async\Coroutine */
PHP_FUNCTION(native_live_c_wait)
{
	zend_object *obj;
	zend_string *tag;
	ZEND_PARSE_PARAMETERS_START(2, 2)
		Z_PARAM_OBJ(obj)
		Z_PARAM_STR(tag)
	ZEND_PARSE_PARAMETERS_END();
	zend_coroutine_t *co = ZEND_ASYNC_SPAWN();
	if (co == NULL) {
		RETURN_THROWS();
	}
	native_live_wait_t *d = emalloc(sizeof(*d));
	GC_ADDREF(obj);
	d->target = obj;
	d->tag = zend_string_copy(tag);
	co->internal_entry = native_live_wait_entry;
	co->extended_data = d;
	co->extended_dispose = native_live_wait_dispose;
	RETURN_OBJ_COPY(ZEND_ASYNC_EVENT_TO_OBJECT(&co->event));
}

/* native_live_info(object $awaitable): ?array -- the event's info method
 * (NULL when it has none) and whether it is started (loop_ref_count). */
PHP_FUNCTION(native_live_info)
{
	zend_object *obj;
	ZEND_PARSE_PARAMETERS_START(1, 1)
		Z_PARAM_OBJ(obj)
	ZEND_PARSE_PARAMETERS_END();
	zend_async_event_t *event = ZEND_ASYNC_OBJECT_TO_EVENT(obj);
	if (event == NULL) {
		RETURN_NULL();
	}
	array_init(return_value);
	if (event->info != NULL) {
		add_assoc_str(return_value, "info", event->info(event));
	} else {
		add_assoc_null(return_value, "info");
	}
	add_assoc_bool(return_value, "started", event->loop_ref_count > 0);
}

void native_live_rshutdown(void)
{
	zval_ptr_dtor(&native_live_log_list);
	ZVAL_UNDEF(&native_live_log_list);
}
