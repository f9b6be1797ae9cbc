/*
 * The zend_async API's callback machinery on the C event record
 * (include/zend_async_event.h): an event's vector of callback records,
 * pushing, removing, notifying, freeing, and the callback records of
 * coroutines. Exported under the API's names by src/abi/zend_async.rs.
 *
 * It is C because every piece is C data a C extension also touches
 * directly (the vector's fields, the callbacks' ref_count, the event's
 * flags and its ADD_REF/RELEASE macros over a zend_object or a plain
 * count), allocated with the Zend allocator the callers free with.
 *
 * Rules (TrueAsync's, with the differences said):
 * - The vector holds one reference on each callback (push adds it);
 *   dropping it disposes the callback when it was the last one, so a
 *   callback's dispose runs exactly once, at its last reference.
 * - Removal keeps the order of the others (TrueAsync swaps the last one
 *   in): wake order is visible to PHP code.
 * - A notification holds a reference on the event and one on the callback
 *   it calls, so a callback may remove itself, others, or the event's last
 *   outside reference, and a removed callback is disposed after its call.
 * - Removals and additions during a notification keep it on the right
 *   element: every pass under way is on a chain that current_iterator
 *   points at, and removal moves each pass's index back. Nested passes are
 *   allowed (TrueAsync refuses them with a warning).
 * - A pass stops at the first callback that leaves an exception.
 * - A vector whose capacity is 1 does not own its storage: it is a slot
 *   the event's owner lends (true_async's own events keep one inline, so
 *   a lone subscriber costs no allocation: src/records/live_event.rs).
 *   Growing copies the slot into a heap array; freeing leaves it. Heap
 *   arrays start at 4 and double, so they never have capacity 1.
 */
#include "php.h"
#include "zend_async_shim.h"

/* One notification pass: `index` is the next element to call. Its address
 * is what vector->current_iterator points at while the pass runs, so the
 * index must stay the first member. */
typedef struct ta_notify_pass {
	uint32_t index;
	struct ta_notify_pass *outer;
} ta_notify_pass;

/* Drops one reference on `callback`; the last one disposes it. */
static void ta_callback_release(zend_async_event_callback_t *callback, zend_async_event_t *event)
{
	if (callback->ref_count > 1) {
		callback->ref_count--;
		return;
	}
	callback->ref_count = 0;
	if (callback->dispose != NULL) {
		callback->dispose(callback, event);
	} else {
		ta_coroutine_event_callback_dispose(callback, event);
	}
}

/* ---- Vectors ------------------------------------------------------------------- */

static bool ta_vector_push(zend_async_callbacks_vector_t *vector, zend_async_event_callback_t *callback)
{
	if (vector == NULL || callback == NULL) {
		return false;
	}
	if (vector->length == vector->capacity) {
		uint32_t capacity = vector->capacity <= 1 ? 4 : vector->capacity * 2;
		if (vector->capacity == 1) {
			/* A lent slot (see the rules): copied out, left where it is. */
			zend_async_event_callback_t **heap = safe_emalloc(capacity, sizeof(*vector->data), 0);
			heap[0] = vector->data[0];
			vector->data = heap;
		} else {
			vector->data = safe_erealloc(vector->data, capacity, sizeof(*vector->data), 0);
		}
		vector->capacity = capacity;
	}
	vector->data[vector->length++] = callback;
	callback->ref_count++;
	return true;
}

bool ta_zend_async_callbacks_vector_push(
	zend_async_callbacks_vector_t *vector, zend_async_event_callback_t *callback)
{
	TA_C_API_USED();
	return ta_vector_push(vector, callback);
}

/* Takes `callback` (its first occurrence) out of `vector`, keeping the
 * order, without releasing it. False when it is not there. */
static bool ta_vector_take(zend_async_callbacks_vector_t *vector, zend_async_event_callback_t *callback)
{
	for (uint32_t i = 0; i < vector->length; i++) {
		if (vector->data[i] != callback) {
			continue;
		}
		memmove(&vector->data[i], &vector->data[i + 1],
			(vector->length - i - 1) * sizeof(*vector->data));
		vector->length--;
		/* Every pass that already went past i now has one element less
		 * behind it. */
		for (ta_notify_pass *pass = (ta_notify_pass *) vector->current_iterator; pass != NULL;
				pass = pass->outer) {
			if (pass->index > i) {
				pass->index--;
			}
		}
		return true;
	}
	return false;
}

static void ta_vector_notify(zend_async_callbacks_vector_t *vector, zend_async_event_t *event,
	void *result, zend_object *exception)
{
	ta_notify_pass pass = { 0, (ta_notify_pass *) vector->current_iterator };
	vector->current_iterator = &pass.index;
	while (pass.index < vector->length) {
		zend_async_event_callback_t *callback = vector->data[pass.index++];
		callback->ref_count++;
		if (callback->callback != NULL) {
			callback->callback(event, callback, result, exception);
		}
		ta_callback_release(callback, event);
		if (EG(exception) != NULL) {
			break;
		}
	}
	vector->current_iterator = (uint32_t *) pass.outer;
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
	if (vector == NULL) {
		return;
	}
	/* Emptied first: a dispose that looks at the vector sees it empty, and
	 * a pass under way ends at its next step. */
	zend_async_event_callback_t **data = vector->data;
	uint32_t length = vector->length;
	bool lent = vector->capacity == 1;
	vector->data = NULL;
	vector->length = 0;
	vector->capacity = 0;
	for (uint32_t i = 0; i < length; i++) {
		ta_callback_release(data[i], event);
	}
	if (data != NULL && !lent) {
		efree(data);
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

/* true_async's own subscriptions (src/records/live_event.rs): the same
 * push as above without marking the C API as used, which would make every
 * coroutine build its C record from then on. */
bool ta_callbacks_add(zend_async_event_t *event, zend_async_event_callback_t *callback)
{
	return event != NULL && ta_vector_push(&event->callbacks, callback);
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
