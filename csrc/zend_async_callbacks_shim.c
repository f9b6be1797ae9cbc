/*
 * The zend_async API's callback machinery on the C event record
 * (include/zend_async_event.h): an event's vector of callback records,
 * pushing, removing, notifying, freeing, and the callback records of
 * coroutines. Exported under the API's names by src/abi/zend_async.rs.
 *
 * What is left in C is what needs Zend's macros (the event's ADD_REF /
 * RELEASE over a zend_object or a plain count, EG(exception) handling of
 * the notify handler) and the allocator the callers free with.
 *
 * The vector's rules (references, order kept on removal, nested passes,
 * a pass ending at a callback that throws, the lent slot of capacity 1) are written
 * once, beside the Rust loop: src/records/callbacks.rs.
 */
#include "php.h"
#include "zend_async_shim.h"

/* The vector itself (push, take, notify, free, release) is Rust's,
 * src/records/callbacks.rs, exported by src/abi/callbacks.rs: true_async's
 * own events run the same loop inline. Its arrays are Zend memory: */

zend_async_event_callback_t **ta_callbacks_array(zend_async_event_callback_t **data, uint32_t capacity)
{
	return data == NULL
		? safe_emalloc(capacity, sizeof(*data), 0)
		: safe_erealloc(data, capacity, sizeof(*data), 0);
}

void ta_callbacks_array_free(zend_async_event_callback_t **data)
{
	efree(data);
}

bool ta_zend_async_callbacks_vector_push(
	zend_async_callbacks_vector_t *vector, zend_async_event_callback_t *callback)
{
	TA_C_API_USED();
	return ta_vector_push(vector, callback);
}

void ta_zend_async_callbacks_vector_notify(
	zend_async_callbacks_vector_t *vector, zend_async_event_t *event, void *result)
{
	if (vector != NULL) {
		ta_vector_notify(vector, event, result, NULL);
	}
}

void ta_zend_async_callbacks_vector_free(zend_async_callbacks_vector_t *vector, zend_async_event_t *event)
{
	if (vector != NULL) {
		ta_vector_free(vector, event);
	}
}

/* ---- An event's callbacks ---------------------------------------------------------- */

bool ta_zend_async_callbacks_push(zend_async_event_t *event, zend_async_event_callback_t *callback)
{
	TA_C_API_USED();
	if (event == NULL) {
		return false;
	}
	return ta_zend_async_callbacks_vector_push(&event->callbacks, callback);
}

bool ta_zend_async_callbacks_remove(zend_async_event_t *event, zend_async_event_callback_t *callback)
{
	if (event == NULL || callback == NULL || !ta_vector_take(&event->callbacks, callback)) {
		return false;
	}
	ta_callback_release(callback, event);
	return true;
}

void ta_zend_async_callbacks_free(zend_async_event_t *event)
{
	if (event != NULL) {
		ta_zend_async_callbacks_vector_free(&event->callbacks, event);
	}
}

void ta_zend_async_callbacks_notify(
	zend_async_event_t *event, void *result, zend_object *exception, bool from_handler)
{
	if (event == NULL) {
		return;
	}
	if (event->notify_handler != NULL && !from_handler) {
		event->notify_handler(event, result, exception);
		return;
	}
	ZEND_ASYNC_EVENT_ADD_REF(event);
	ZEND_ASYNC_EVENT_CLR_EXCEPTION_HANDLED(event);
	ta_vector_notify(&event->callbacks, event, result, exception);
	ZEND_ASYNC_EVENT_RELEASE(event);
}

void ta_zend_async_callbacks_notify_and_close(
	zend_async_event_t *event, void *result, zend_object *exception)
{
	if (event == NULL) {
		return;
	}
	/* Stopped for good whatever the number of starts, then closed before
	 * the callbacks hear of it (they may look at the flag). The callbacks
	 * stay: their owners remove them. */
	if (event->loop_ref_count > 0 && event->stop != NULL) {
		event->loop_ref_count = 1;
		event->stop(event);
	}
	ZEND_ASYNC_EVENT_SET_CLOSED(event);
	ta_zend_async_callbacks_notify(event, result, exception, false);
}

/* ---- Coroutine callbacks ------------------------------------------------------------- */

zend_coroutine_event_callback_t *ta_zend_async_coroutine_callback_new(
	zend_coroutine_t *coroutine, zend_async_event_callback_fn callback, size_t size)
{
	size_t bytes = size > sizeof(zend_coroutine_event_callback_t)
		? size : sizeof(zend_coroutine_event_callback_t);
	zend_coroutine_event_callback_t *record = ecalloc(1, bytes);
	record->base.callback = callback;
	record->base.dispose = coroutine_event_callback_dispose; /* the API's address */
	record->coroutine = coroutine;
	return record;
}

/* The last reference of a coroutine callback: it leaves its coroutine's
 * waker (zend_async_waker_shim.c) and the record goes. Called with the
 * count already at 0 by a release, or directly as a release. */
void ta_coroutine_event_callback_dispose(zend_async_event_callback_t *callback, zend_async_event_t *event)
{
	if (callback == NULL) {
		return;
	}
	if (callback->ref_count > 1) {
		callback->ref_count--;
		return;
	}
	callback->ref_count = 0;
	ta_waker_forget((zend_coroutine_event_callback_t *) callback);
	efree(callback);
}
