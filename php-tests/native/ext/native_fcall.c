/*
 * PHP-callable coroutines made from C, as a TrueAsync extension makes them:
 * ZEND_ASYNC_SPAWN (or ZEND_ASYNC_NEW_COROUTINE + ZEND_ASYNC_ENQUEUE_COROUTINE)
 * with the body in co->fcall (ZEND_ASYNC_FCALL_DEFINE over what
 * Z_PARAM_FUNC and Z_PARAM_VARIADIC_WITH_NAMED parsed), the coroutine's
 * object handed to PHP through ZEND_ASYNC_EVENT_TO_OBJECT.
 */
#include "native_test.h"

static zend_coroutine_t *native_fcall_coroutine(bool enqueue_later, INTERNAL_FUNCTION_PARAMETERS)
{
	zend_fcall_info fci;
	zend_fcall_info_cache fcc;
	zval *args = NULL;
	uint32_t argc = 0;
	HashTable *named = NULL;
	ZEND_PARSE_PARAMETERS_START(1, -1)
		Z_PARAM_FUNC(fci, fcc)
		Z_PARAM_VARIADIC_WITH_NAMED(args, argc, named)
	ZEND_PARSE_PARAMETERS_END_EX(return NULL);
	zend_coroutine_t *co = enqueue_later ? ZEND_ASYNC_NEW_COROUTINE(NULL) : ZEND_ASYNC_SPAWN();
	if (co == NULL) {
		return NULL;
	}
	/* The coroutine owns the fcall from here on and releases it. */
	ZEND_ASYNC_FCALL_DEFINE(fcall, fci, fcc, args, argc, named);
	co->fcall = fcall;
	return co;
}

/* native_php_spawn(callable $task, mixed ...$args): object */
PHP_FUNCTION(native_php_spawn)
{
	zend_coroutine_t *co = native_fcall_coroutine(false, INTERNAL_FUNCTION_PARAM_PASSTHRU);
	if (co == NULL) {
		RETURN_THROWS();
	}
	RETURN_OBJ_COPY(ZEND_ASYNC_EVENT_TO_OBJECT(&co->event));
}

/* native_php_new(callable $task, mixed ...$args): object -- NEW_COROUTINE,
 * fcall set, then ENQUEUE. */
PHP_FUNCTION(native_php_new)
{
	zend_coroutine_t *co = native_fcall_coroutine(true, INTERNAL_FUNCTION_PARAM_PASSTHRU);
	if (co == NULL) {
		RETURN_THROWS();
	}
	zend_object *obj = ZEND_ASYNC_EVENT_TO_OBJECT(&co->event);
	if (!ZEND_ASYNC_ENQUEUE_COROUTINE(co)) {
		RETURN_THROWS();
	}
	RETURN_OBJ_COPY(obj);
}

/* native_co_name(Async\Coroutine $co): string -- zend_coroutine_callable_name(). */
PHP_FUNCTION(native_co_name)
{
	zend_object *obj;
	ZEND_PARSE_PARAMETERS_START(1, 1)
		Z_PARAM_OBJ(obj)
	ZEND_PARSE_PARAMETERS_END();
	if (!zend_string_equals_literal(obj->ce->name, "Async\\Coroutine")) {
		zend_argument_type_error(1, "must be of type Async\\Coroutine, %s given", ZSTR_VAL(obj->ce->name));
		RETURN_THROWS();
	}
	zend_coroutine_t *co = (zend_coroutine_t *) ZEND_ASYNC_OBJECT_TO_EVENT(obj);
	RETURN_STR(zend_coroutine_callable_name(co));
}

/* A coroutine record C keeps past its coroutine's end, as TrueAsync allows:
 * ZEND_ASYNC_CURRENT_COROUTINE taken inside the coroutine with
 * ZEND_ASYNC_EVENT_ADD_REF, read after it finished and others ran. */
static zend_coroutine_t *native_held;

/* native_hold_current(): bool */
PHP_FUNCTION(native_hold_current)
{
	ZEND_PARSE_PARAMETERS_NONE();
	zend_coroutine_t *co = ZEND_ASYNC_CURRENT_COROUTINE;
	if (co == NULL || native_held != NULL) {
		RETURN_FALSE;
	}
	ZEND_ASYNC_EVENT_ADD_REF(&co->event);
	native_held = co;
	RETURN_TRUE;
}

/* native_held_outcome(): array -- the held record's CLOSED flag and result,
 * then the reference given back. */
PHP_FUNCTION(native_held_outcome)
{
	ZEND_PARSE_PARAMETERS_NONE();
	if (native_held == NULL) {
		RETURN_NULL();
	}
	zend_coroutine_t *co = native_held;
	native_held = NULL;
	array_init(return_value);
	add_assoc_bool(return_value, "closed", ZEND_ASYNC_EVENT_IS_CLOSED(&co->event));
	zval copy;
	ZVAL_COPY(&copy, &co->result);
	add_assoc_zval(return_value, "result", &copy);
	ZEND_ASYNC_EVENT_RELEASE(&co->event);
}
