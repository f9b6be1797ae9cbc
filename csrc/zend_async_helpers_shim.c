/*
 * The zend_async API's helpers that need nothing from a scheduler:
 * exceptions, callback records, coroutine descriptions and callables.
 * Exported under their API names by
 * src/abi/zend_async.rs; see zend_async_api_shim.c.
 */
#include "php.h"
#include "zend_exceptions.h"
#include "zend_async_shim.h"

void ta_zend_async_unavailable(const char *function)
{
	if (EG(current_execute_data) != NULL && EG(exception) == NULL) {
		zend_throw_error(NULL, "%s() is not available: true_async does not provide this part "
			"of the zend_async API yet", function);
	} else {
		zend_error(E_CORE_WARNING, "%s() is not available: true_async does not provide this "
			"part of the zend_async API yet", function);
	}
}

/* ---- Exceptions ------------------------------------------------------------------ */

/* The provider's class for `type`, or Exception when it names none. */
static zend_class_entry *ta_exception_class(zend_async_class type)
{
	zend_class_entry *ce = zend_async_get_class_ce_fn != NULL ? zend_async_get_class_ce_fn(type) : NULL;
	return ce != NULL ? ce : zend_ce_exception;
}

/* A new exception object (one reference, the caller's) with `message`
 * (consumed); NULL if the class cannot be instantiated. */
static zend_object *ta_exception_with(zend_class_entry *ce, zend_string *message)
{
	zval object, text;
	if (object_init_ex(&object, ce) != SUCCESS) {
		zend_string_release(message);
		return NULL;
	}
	ZVAL_STR(&text, message);
	zend_class_entry *base = instanceof_function(ce, zend_ce_error) ? zend_ce_error : zend_ce_exception;
	zend_update_property_ex(base, Z_OBJ(object), ZSTR_KNOWN(ZEND_STR_MESSAGE), &text);
	zval_ptr_dtor(&text);
	return Z_OBJ(object);
}

/* Throws `exception` (its reference goes to EG(exception)) and returns it. */
static zend_object *ta_throw_object(zend_object *exception)
{
	if (exception != NULL) {
		zend_throw_exception_internal(exception);
	}
	return exception;
}

zend_object *ta_zend_async_new_exception(zend_async_class type, const char *format, ...)
{
	va_list args;
	va_start(args, format);
	zend_string *message = zend_vstrpprintf(0, format, args);
	va_end(args);
	return ta_exception_with(ta_exception_class(type), message);
}

zend_object *ta_zend_async_throw(zend_async_class type, const char *format, ...)
{
	va_list args;
	va_start(args, format);
	zend_string *message = zend_vstrpprintf(0, format, args);
	va_end(args);
	return ta_throw_object(ta_exception_with(ta_exception_class(type), message));
}

zend_object *ta_zend_async_throw_cancellation(const char *format, ...)
{
	va_list args;
	va_start(args, format);
	zend_string *message = zend_vstrpprintf(0, format, args);
	va_end(args);
	return ta_throw_object(
		ta_exception_with(ta_exception_class(ZEND_ASYNC_EXCEPTION_CANCELLATION), message));
}

zend_object *ta_zend_async_throw_timeout(const char *format, const zend_long timeout)
{
	zend_string *message = zend_strpprintf(0, format, timeout);
	return ta_throw_object(
		ta_exception_with(ta_exception_class(ZEND_ASYNC_EXCEPTION_TIMEOUT), message));
}

/* ---- Callback records, coroutine descriptions, callables ------------------------ */

/* The last holder frees the record (0 or 1 references left). */
static void ta_event_callback_dispose(zend_async_event_callback_t *callback, zend_async_event_t *event)
{
	if (callback->ref_count > 1) {
		callback->ref_count--;
		return;
	}
	callback->ref_count = 0;
	efree(callback);
}

zend_async_event_callback_t *ta_zend_async_event_callback_new(
	zend_async_event_callback_fn callback, size_t size)
{
	size_t bytes = size > sizeof(zend_async_event_callback_t) ? size : sizeof(zend_async_event_callback_t);
	zend_async_event_callback_t *record = ecalloc(1, bytes);
	record->ref_count = 0;
	record->callback = callback;
	record->dispose = ta_event_callback_dispose;
	return record;
}

zend_string *ta_zend_coroutine_gen_info(zend_coroutine_t *coroutine, char *zend_coroutine_name)
{
	const char *name = zend_coroutine_name != NULL ? zend_coroutine_name : "";
	const char *spawned = coroutine->filename != NULL ? ZSTR_VAL(coroutine->filename) : "";
	if (!ZEND_COROUTINE_SUSPENDED(coroutine)) {
		return zend_strpprintf(0, "Coroutine spawned at %s:%u (%s)", spawned, coroutine->lineno, name);
	}
	const zend_async_waker_t *waker = coroutine->waker;
	return zend_strpprintf(0, "Coroutine spawned at %s:%u, suspended at %s:%u (%s)", spawned,
		coroutine->lineno, waker->filename != NULL ? ZSTR_VAL(waker->filename) : "",
		waker->lineno, name);
}

/* Gives back what ZEND_ASYNC_FCALL_DEFINE took, and the record. */
void ta_zend_fcall_release(zend_fcall_t *fcall)
{
	if (fcall == NULL) {
		return;
	}
	zend_fcall_info *fci = &fcall->fci;
	for (uint32_t i = 0; i < fci->param_count; i++) {
		zval_ptr_dtor(&fci->params[i]);
	}
	if (fci->params != NULL) {
		efree(fci->params);
	}
	if (fci->named_params != NULL) {
		zend_array_release(fci->named_params);
	}
	zval_ptr_dtor(&fci->function_name);
	efree(fcall);
}
