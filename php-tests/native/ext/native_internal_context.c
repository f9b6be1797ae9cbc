/*
 * A coroutine's internal context, used as a TrueAsync extension uses it:
 * keys allocated once from static strings, values kept per coroutine
 * (zvals, or raw C pointers), read back later on the same coroutine, and
 * released by the provider when the coroutine ends.
 */
#include "native_test.h"

static const char native_key_a[] = "native_ictx.a";
static const char native_key_b[] = "native_ictx.b";

/* Slot 0 and 1: allocated keys; 2: a key never allocated; 3: key 0. */
static uint32_t native_ictx_key(zend_long slot)
{
	switch (slot) {
		case 0:
			return ZEND_ASYNC_INTERNAL_CONTEXT_KEY_ALLOC(native_key_a);
		case 1:
			return ZEND_ASYNC_INTERNAL_CONTEXT_KEY_ALLOC(native_key_b);
		case 2:
			return 999999;
		default:
			return 0;
	}
}

/* The coroutine of an Async\Coroutine object, the current one for null,
 * NULL for false. */
static zend_coroutine_t *native_ictx_coroutine(zval *which)
{
	if (which == NULL || Z_TYPE_P(which) == IS_NULL) {
		return ZEND_ASYNC_CURRENT_COROUTINE;
	}
	if (Z_TYPE_P(which) == IS_OBJECT) {
		return (zend_coroutine_t *) ZEND_ASYNC_OBJECT_TO_EVENT(Z_OBJ_P(which));
	}
	return NULL;
}

/* A C pointer kept as a value: not refcounted, never freed by the table. */
static int native_ictx_c_data = 42;

/* native_ictx(string $op, int $slot, Coroutine|null|false $coroutine = null,
 *             mixed $value = null): mixed
 *   set     -> bool (stores $value)
 *   set_ptr -> bool (stores a pointer to C data)
 *   find    -> [] when absent, [value] when present, ["ptr" => bool] for a pointer
 *   unset   -> bool */
PHP_FUNCTION(native_ictx)
{
	zend_string *op;
	zend_long slot;
	zval *which = NULL, *value = NULL;
	ZEND_PARSE_PARAMETERS_START(2, 4)
		Z_PARAM_STR(op)
		Z_PARAM_LONG(slot)
		Z_PARAM_OPTIONAL
		Z_PARAM_ZVAL(which)
		Z_PARAM_ZVAL(value)
	ZEND_PARSE_PARAMETERS_END();

	uint32_t key = native_ictx_key(slot);
	zend_coroutine_t *co = native_ictx_coroutine(which);
	const char *o = ZSTR_VAL(op);

	if (strcmp(o, "set") == 0) {
		zval null_value;
		ZVAL_NULL(&null_value);
		RETURN_BOOL(ZEND_ASYNC_INTERNAL_CONTEXT_SET(co, key, value != NULL ? value : &null_value));
	}
	if (strcmp(o, "set_ptr") == 0) {
		zval ptr;
		ZVAL_PTR(&ptr, &native_ictx_c_data);
		RETURN_BOOL(ZEND_ASYNC_INTERNAL_CONTEXT_SET(co, key, &ptr));
	}
	if (strcmp(o, "find") == 0) {
		zval *found = ZEND_ASYNC_INTERNAL_CONTEXT_FIND(co, key);
		array_init(return_value);
		if (found == NULL) {
			return;
		}
		if (Z_TYPE_P(found) == IS_PTR) {
			add_assoc_bool(return_value, "ptr", Z_PTR_P(found) == &native_ictx_c_data
				&& *(int *) Z_PTR_P(found) == 42);
			return;
		}
		Z_TRY_ADDREF_P(found);
		add_next_index_zval(return_value, found);
		return;
	}
	if (strcmp(o, "unset") == 0) {
		RETURN_BOOL(ZEND_ASYNC_INTERNAL_CONTEXT_UNSET(co, key));
	}
	zend_argument_value_error(1, "names no operation");
}

/* What a C subscriber of a coroutine's end saw in its internal context. */
typedef struct {
	zend_async_event_callback_t base;
	uint32_t key;
} native_ictx_watcher;

static zval native_ictx_seen;

static void native_ictx_watch_fired(zend_async_event_t *event, zend_async_event_callback_t *callback,
	void *result, zend_object *exception)
{
	native_ictx_watcher *w = (native_ictx_watcher *) callback;
	zval *found = ZEND_ASYNC_INTERNAL_CONTEXT_FIND((zend_coroutine_t *) event, w->key);
	zval_ptr_dtor(&native_ictx_seen);
	if (found == NULL) {
		ZVAL_STRING(&native_ictx_seen, "(absent)");
	} else {
		ZVAL_COPY(&native_ictx_seen, found);
	}
}

/* native_ictx_watch(Coroutine $coroutine, int $slot): void -- at its end,
 * keep what the coroutine's internal context holds under the key. */
PHP_FUNCTION(native_ictx_watch)
{
	zend_object *obj;
	zend_long slot;
	ZEND_PARSE_PARAMETERS_START(2, 2)
		Z_PARAM_OBJ(obj)
		Z_PARAM_LONG(slot)
	ZEND_PARSE_PARAMETERS_END();
	zend_async_event_t *event = ZEND_ASYNC_OBJECT_TO_EVENT(obj);
	if (event == NULL) {
		zend_throw_error(NULL, "no coroutine record");
		RETURN_THROWS();
	}
	native_ictx_watcher *w = (native_ictx_watcher *) ZEND_ASYNC_EVENT_CALLBACK_EX(
		native_ictx_watch_fired, sizeof(native_ictx_watcher));
	w->key = native_ictx_key(slot);
	event->add_callback(event, &w->base);
}

/* native_ictx_seen(): mixed -- what the last watcher saw (null before). */
PHP_FUNCTION(native_ictx_seen)
{
	ZEND_PARSE_PARAMETERS_NONE();
	if (Z_TYPE(native_ictx_seen) == IS_UNDEF) {
		RETURN_NULL();
	}
	RETURN_COPY(&native_ictx_seen);
}

void native_ictx_rshutdown(void)
{
	zval_ptr_dtor(&native_ictx_seen);
	ZVAL_UNDEF(&native_ictx_seen);
}
