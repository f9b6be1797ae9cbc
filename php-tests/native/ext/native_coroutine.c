/*
 * C-entry coroutines as a TrueAsync extension makes them: ZEND_ASYNC_SPAWN /
 * ZEND_ASYNC_NEW_COROUTINE + ZEND_ASYNC_ENQUEUE_COROUTINE, internal_entry
 * reading ZEND_ASYNC_CURRENT_COROUTINE->extended_data, extended_dispose, and
 * the coroutine's object handed to PHP through ZEND_ASYNC_EVENT_TO_OBJECT.
 */
#include "native_test.h"

typedef struct {
	zval value;        /* returned, or the message thrown */
	bool throw_it;
	zend_string *tag;  /* logged when the body runs, may be NULL */
} native_entry_data;

static zval native_order;
static zend_long native_dispose_calls = 0;
/* The last coroutine spawned here, its object held so the record stays. */
static zend_coroutine_t *native_last;

static void native_entry(void)
{
	zend_coroutine_t *co = ZEND_ASYNC_CURRENT_COROUTINE;
	native_entry_data *d = co->extended_data;
	if (d->tag != NULL) {
		if (Z_TYPE(native_order) != IS_ARRAY) {
			array_init(&native_order);
		}
		add_next_index_str(&native_order, zend_string_copy(d->tag));
	}
	if (d->throw_it) {
		zend_throw_exception(zend_ce_exception, Z_TYPE(d->value) == IS_STRING ? Z_STRVAL(d->value) : "C entry failed", 7);
		return;
	}
	ZVAL_COPY(&co->result, &d->value);
}

static void native_dispose(zend_coroutine_t *co)
{
	native_entry_data *d = co->extended_data;
	zval_ptr_dtor(&d->value);
	if (d->tag != NULL) {
		zend_string_release(d->tag);
	}
	efree(d);
	co->extended_data = NULL;
	native_dispose_calls++;
}

static void native_fill(zend_coroutine_t *co, zval *value, bool throw_it, zend_string *tag)
{
	native_entry_data *d = emalloc(sizeof(*d));
	ZVAL_COPY(&d->value, value);
	d->throw_it = throw_it;
	d->tag = tag != NULL ? zend_string_copy(tag) : NULL;
	co->internal_entry = native_entry;
	co->extended_data = d;
	co->extended_dispose = native_dispose;
}

static void native_forget_last(void)
{
	if (native_last != NULL) {
		zend_object *obj = ZEND_ASYNC_EVENT_TO_OBJECT(&native_last->event);
		native_last = NULL;
		OBJ_RELEASE(obj);
	}
}

/* Request end: the reference native_keep took goes, as an extension
 * releases what it holds in its RSHUTDOWN. */
void native_coroutine_rshutdown(void)
{
	native_forget_last();
}

static void native_keep(zend_coroutine_t *co, zval *return_value)
{
	zend_object *obj = ZEND_ASYNC_EVENT_TO_OBJECT(&co->event);
	native_forget_last();
	GC_ADDREF(obj);
	native_last = co;
	RETURN_OBJ_COPY(obj);
}

/* native_c_spawn(mixed $value, bool $throw = false, int $priority = 0, ?string $tag = null): object */
PHP_FUNCTION(native_c_spawn)
{
	zval *value;
	bool throw_it = false;
	zend_long priority = 0;
	zend_string *tag = NULL;
	ZEND_PARSE_PARAMETERS_START(1, 4)
		Z_PARAM_ZVAL(value)
		Z_PARAM_OPTIONAL
		Z_PARAM_BOOL(throw_it)
		Z_PARAM_LONG(priority)
		Z_PARAM_STR_OR_NULL(tag)
	ZEND_PARSE_PARAMETERS_END();
	zend_coroutine_t *co = priority != 0 ? ZEND_ASYNC_SPAWN_WITH_PRIORITY((int32_t) priority) : ZEND_ASYNC_SPAWN();
	if (co == NULL) {
		RETURN_THROWS();
	}
	/* Set before the next switch, as TrueAsync's extensions do. */
	native_fill(co, value, throw_it, tag);
	native_keep(co, return_value);
}

/* native_c_new(mixed $value, ?string $tag = null, bool $enqueue = true): object */
PHP_FUNCTION(native_c_new)
{
	zval *value;
	zend_string *tag = NULL;
	bool enqueue = true;
	ZEND_PARSE_PARAMETERS_START(1, 3)
		Z_PARAM_ZVAL(value)
		Z_PARAM_OPTIONAL
		Z_PARAM_STR_OR_NULL(tag)
		Z_PARAM_BOOL(enqueue)
	ZEND_PARSE_PARAMETERS_END();
	zend_coroutine_t *co = ZEND_ASYNC_NEW_COROUTINE(NULL);
	if (co == NULL) {
		RETURN_THROWS();
	}
	native_fill(co, value, false, tag);
	if (enqueue && !ZEND_ASYNC_ENQUEUE_COROUTINE(co)) {
		RETURN_THROWS();
	}
	native_keep(co, return_value);
}

/* native_c_enqueue_last(): bool -- enqueues the last coroutine again. */
PHP_FUNCTION(native_c_enqueue_last)
{
	ZEND_PARSE_PARAMETERS_NONE();
	if (native_last == NULL) {
		RETURN_FALSE;
	}
	RETURN_BOOL(ZEND_ASYNC_ENQUEUE_COROUTINE(native_last));
}

/* The last coroutine's flags as C sees them, then (forget) its object released. */
PHP_FUNCTION(native_c_last)
{
	bool forget = false;
	ZEND_PARSE_PARAMETERS_START(0, 1)
		Z_PARAM_OPTIONAL
		Z_PARAM_BOOL(forget)
	ZEND_PARSE_PARAMETERS_END();
	array_init(return_value);
	if (native_last == NULL) {
		return;
	}
	zend_coroutine_t *co = native_last;
	add_assoc_bool(return_value, "started", ZEND_COROUTINE_IS_STARTED(co));
	add_assoc_bool(return_value, "finished", ZEND_COROUTINE_IS_FINISHED(co));
	add_assoc_bool(return_value, "cancelled", ZEND_COROUTINE_IS_CANCELLED(co));
	add_assoc_bool(return_value, "main", ZEND_COROUTINE_IS_MAIN(co));
	add_assoc_bool(return_value, "zend_obj", ZEND_ASYNC_EVENT_IS_ZEND_OBJ(&co->event));
	if (Z_TYPE(co->result) != IS_UNDEF && ZEND_COROUTINE_IS_FINISHED(co)) {
		zval copy;
		ZVAL_COPY(&copy, &co->result);
		add_assoc_zval(return_value, "result", &copy);
	}
	if (co->exception != NULL) {
		add_assoc_str(return_value, "exception", zend_string_copy(co->exception->ce->name));
	}
	if (forget) {
		native_forget_last();
	}
}

/* What C sees of the running coroutine. */
PHP_FUNCTION(native_c_current)
{
	ZEND_PARSE_PARAMETERS_NONE();
	array_init(return_value);
	zend_coroutine_t *co = ZEND_ASYNC_CURRENT_COROUTINE;
	add_assoc_bool(return_value, "null", co == NULL);
	add_assoc_long(return_value, "active_coroutines", ZEND_ASYNC_ACTIVE_COROUTINE_COUNT);
	add_assoc_bool(return_value, "scheduler_active", ZEND_ASYNC_G(state) == ZEND_ASYNC_ACTIVE);
	if (co == NULL) {
		return;
	}
	add_assoc_bool(return_value, "main", ZEND_COROUTINE_IS_MAIN(co));
	add_assoc_bool(return_value, "is_main_coroutine", co == ZEND_ASYNC_MAIN_COROUTINE);
	add_assoc_bool(return_value, "started", ZEND_COROUTINE_IS_STARTED(co));
	add_assoc_long(return_value, "object_id", ZEND_ASYNC_EVENT_TO_OBJECT(&co->event)->handle);
}

PHP_FUNCTION(native_c_order)
{
	ZEND_PARSE_PARAMETERS_NONE();
	if (Z_TYPE(native_order) == IS_ARRAY) {
		RETVAL_COPY_VALUE(&native_order);
		ZVAL_UNDEF(&native_order);
		return;
	}
	array_init(return_value);
}

PHP_FUNCTION(native_c_dispose_calls)
{
	ZEND_PARSE_PARAMETERS_NONE();
	RETURN_LONG(native_dispose_calls);
}

/* A coroutine spawned with no internal_entry (a caller's mistake). */
PHP_FUNCTION(native_c_spawn_without_entry)
{
	ZEND_PARSE_PARAMETERS_NONE();
	zend_coroutine_t *co = ZEND_ASYNC_SPAWN();
	if (co == NULL) {
		RETURN_THROWS();
	}
	RETURN_OBJ_COPY(ZEND_ASYNC_EVENT_TO_OBJECT(&co->event));
}

/* ZEND_ASYNC_OBJECT_TO_EVENT on an Async\Coroutine object (queued ones
 * included: the record is made on demand) and back. */
PHP_FUNCTION(native_c_object_event)
{
	zend_object *obj;
	ZEND_PARSE_PARAMETERS_START(1, 1)
		Z_PARAM_OBJ(obj)
	ZEND_PARSE_PARAMETERS_END();
	zend_async_event_t *event = ZEND_ASYNC_OBJECT_TO_EVENT(obj);
	array_init(return_value);
	add_assoc_bool(return_value, "event", event != NULL);
	if (event == NULL) {
		return;
	}
	zend_coroutine_t *co = (zend_coroutine_t *) event;
	add_assoc_bool(return_value, "round_trip", ZEND_ASYNC_EVENT_TO_OBJECT(event) == obj);
	add_assoc_bool(return_value, "is_current", co == ZEND_ASYNC_CURRENT_COROUTINE);
	add_assoc_bool(return_value, "same_again", ZEND_ASYNC_OBJECT_TO_EVENT(obj) == event);
	add_assoc_bool(return_value, "started", ZEND_COROUTINE_IS_STARTED(co));
	add_assoc_bool(return_value, "finished", ZEND_COROUTINE_IS_FINISHED(co));
	add_assoc_long(return_value, "refcount", ZEND_ASYNC_EVENT_REFCOUNT(event));
}

/* native_spawn_and_throw(Throwable $e, int $priority = 0): bool */
PHP_FUNCTION(native_spawn_and_throw)
{
	zend_object *exception;
	zend_long priority = 0;
	ZEND_PARSE_PARAMETERS_START(1, 2)
		Z_PARAM_OBJ_OF_CLASS(exception, zend_ce_throwable)
		Z_PARAM_OPTIONAL
		Z_PARAM_LONG(priority)
	ZEND_PARSE_PARAMETERS_END();
	RETURN_BOOL(ZEND_ASYNC_SPAWN_AND_THROW(exception, NULL, (int32_t) priority));
}
