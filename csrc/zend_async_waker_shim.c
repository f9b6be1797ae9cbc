/*
 * The zend_async API's waker (include/zend_async_coroutine.h): what a
 * coroutine suspended by C code waits for. `coroutine->waker` is allocated
 * on the first ZEND_ASYNC_WAKER_NEW and kept for the coroutine's life
 * (reset by every WAKER_NEW / clean), freed by ZEND_ASYNC_WAKER_DESTROY or
 * when the coroutine ends (src/engine/c_waker.rs). The scheduler side
 * (suspend, resume, cancel) is zend_async_scheduler_shim.c.
 *
 * Rules, as TrueAsync's API (Zend/zend_async_API.c of its php-src fork):
 * - resume_when subscribes a coroutine callback to the event and keeps one
 *   trigger per event in waker->events (keyed by the event's address): the
 *   callbacks it registered there, and one reference on the event (unless
 *   trans_event: the caller's reference is handed over). The first two
 *   callbacks live in the waker's inline slots, the first trigger per slot
 *   too; more are emalloc'd.
 * - The events are started when the coroutine suspends and stopped when it
 *   is resumed (or at clean); `events_stopped` is set while none of them is
 *   started by this waker, so a stop never undoes someone else's start.
 * - clean (and ZEND_ASYNC_WAKER_NEW on a used waker) unsubscribes every
 *   callback, releases the events, the error, the result and the location.
 * - callback_resolve keeps the event's zval result (ZVAL_RESULT events) and
 *   resumes the coroutine with the event's error; callback_cancel resumes
 *   it with an OperationCanceledException, callback_timeout with a
 *   TimeoutException.
 */
#include "php.h"
#include "zend_exceptions.h"
#include "zend_smart_str.h"
#include "zend_async_API.h"
#include "zend_async_shim.h"

static zend_always_inline zend_ulong ta_event_key(const zend_async_event_t *event)
{
	return (zend_ulong) (uintptr_t) event;
}

static zend_always_inline bool ta_trigger_is_inline(const zend_async_waker_trigger_t *trigger)
{
	return trigger->capacity == 0;
}

/* The hash's destructor: every callback of the trigger unsubscribed, the
 * event released, the trigger freed (or its inline slot marked free). */
static void ta_trigger_dtor(zval *item)
{
	zend_async_waker_trigger_t *trigger = Z_PTR_P(item);
	zend_async_event_t *event = trigger->event;
	if (event == NULL) {
		return;
	}
	trigger->event = NULL;
	uint32_t length = trigger->length;
	trigger->length = 0;
	for (uint32_t i = 0; i < length; i++) {
		zend_coroutine_event_callback_t *callback = (zend_coroutine_event_callback_t *) trigger->data[i];
		/* Its dispose must not look for this trigger any more. */
		callback->event = NULL;
		event->del_callback(event, &callback->base);
	}
	ZEND_ASYNC_EVENT_RELEASE(event);
	if (!ta_trigger_is_inline(trigger)) {
		efree(trigger);
	}
}

static void ta_triggered_dtor(zval *item)
{
	zend_async_event_t *event = Z_PTR_P(item);
	ZEND_ASYNC_EVENT_RELEASE(event);
}

void ta_zend_async_waker_init(zend_async_waker_t *waker)
{
	memset(waker, 0, sizeof(*waker));
	waker->status = ZEND_ASYNC_WAKER_NO_STATUS;
	waker->events_stopped = 1;
	ZVAL_UNDEF(&waker->result);
	zend_hash_init(&waker->events, 2, NULL, ta_trigger_dtor, 0);
}

/* What clean and destroy share: everything but the waker's memory and its
 * hash tables' own storage. */
static void ta_waker_reset(zend_coroutine_t *coroutine)
{
	zend_async_waker_t *waker = coroutine->waker;
	if (waker->dtor != NULL) {
		zend_async_waker_dtor dtor = waker->dtor;
		waker->dtor = NULL;
		dtor(coroutine);
	}
	waker->status = ZEND_ASYNC_WAKER_NO_STATUS;
	if (waker->error != NULL) {
		zend_object *error = waker->error;
		waker->error = NULL;
		OBJ_RELEASE(error);
	}
	if (waker->filename != NULL) {
		zend_string_release(waker->filename);
		waker->filename = NULL;
	}
	waker->lineno = 0;
	zval_ptr_dtor(&waker->result);
	ZVAL_UNDEF(&waker->result);
	ta_zend_async_waker_stop_events(waker);
	zend_hash_clean(&waker->events);
	if (waker->triggered_events != NULL) {
		zend_hash_clean(waker->triggered_events);
	}
	/* The inline callback slots are freed by their dispose, at their last
	 * reference (a notification under way may hold one a moment longer). */
	waker->events_stopped = 1;
}

void ta_zend_async_waker_clean(zend_coroutine_t *coroutine)
{
	if (coroutine != NULL && coroutine->waker != NULL) {
		ta_waker_reset(coroutine);
	}
}

/* zend_async_waker_new_fn (ZEND_ASYNC_WAKER_NEW): the coroutine's waker,
 * made now or reset. */
zend_async_waker_t *ta_waker_new(zend_coroutine_t *coroutine)
{
	if (coroutine == NULL) {
		coroutine = ZEND_ASYNC_CURRENT_COROUTINE;
	}
	if (coroutine == NULL) {
		zend_throw_error(NULL, "Cannot create a waker: no coroutine is running");
		return NULL;
	}
	if (coroutine->waker != NULL) {
		ta_waker_reset(coroutine);
		return coroutine->waker;
	}
	coroutine->waker = emalloc(sizeof(zend_async_waker_t));
	ta_zend_async_waker_init(coroutine->waker);
	return coroutine->waker;
}

/* zend_async_waker_destroy_fn (ZEND_ASYNC_WAKER_DESTROY): the waker goes,
 * memory included; coroutine->waker is NULL afterwards. */
void ta_waker_destroy(zend_coroutine_t *coroutine)
{
	if (coroutine == NULL || coroutine->waker == NULL) {
		return;
	}
	ta_waker_reset(coroutine);
	zend_async_waker_t *waker = coroutine->waker;
	coroutine->waker = NULL;
	zend_hash_destroy(&waker->events);
	if (waker->triggered_events != NULL) {
		zend_hash_destroy(waker->triggered_events);
		efree(waker->triggered_events);
	}
	efree(waker);
}

zend_async_waker_t *ta_zend_async_waker_define(zend_coroutine_t *coroutine)
{
	if (coroutine == NULL) {
		coroutine = ZEND_ASYNC_CURRENT_COROUTINE;
	}
	if (coroutine != NULL && coroutine->waker != NULL) {
		return coroutine->waker;
	}
	return ta_waker_new(coroutine);
}

void ta_zend_async_waker_stop_events(zend_async_waker_t *waker)
{
	if (waker == NULL || waker->events_stopped) {
		return;
	}
	waker->events_stopped = 1;
	zend_async_waker_trigger_t *trigger;
	ZEND_HASH_FOREACH_PTR(&waker->events, trigger) {
		if (trigger->event != NULL && trigger->event->stop != NULL) {
			trigger->event->stop(trigger->event);
		}
	} ZEND_HASH_FOREACH_END();
}

/* At suspension: every event of the waker started (timers count from
 * here). False, with the exception a start threw, if one failed. */
bool ta_waker_start_events(zend_async_waker_t *waker)
{
	if (!waker->events_stopped) {
		return true;
	}
	waker->events_stopped = 0;
	zend_async_waker_trigger_t *trigger;
	ZEND_HASH_FOREACH_PTR(&waker->events, trigger) {
		if (trigger->event != NULL && trigger->event->start != NULL) {
			trigger->event->start(trigger->event);
			if (EG(exception) != NULL) {
				return false;
			}
		}
	} ZEND_HASH_FOREACH_END();
	return true;
}

/* A short text per event (its info(), or "an event"), joined with ", ";
 * NULL when the waker waits on none. The caller releases it. */
zend_string *ta_waker_describe(const zend_async_waker_t *waker)
{
	if (waker == NULL || zend_hash_num_elements(&waker->events) == 0) {
		return NULL;
	}
	smart_str out = {0};
	zend_async_waker_trigger_t *trigger;
	ZEND_HASH_FOREACH_PTR(&((zend_async_waker_t *) waker)->events, trigger) {
		if (trigger->event == NULL) {
			continue;
		}
		if (out.s != NULL) {
			smart_str_appends(&out, ", ");
		}
		zend_string *info = trigger->event->info != NULL ? trigger->event->info(trigger->event) : NULL;
		if (info != NULL) {
			smart_str_append(&out, info);
			zend_string_release(info);
		} else {
			smart_str_appends(&out, "an event");
		}
	} ZEND_HASH_FOREACH_END();
	smart_str_0(&out);
	return out.s;
}

void ta_zend_async_waker_add_triggered_event(zend_coroutine_t *coroutine, zend_async_event_t *event)
{
	if (coroutine == NULL || coroutine->waker == NULL || event == NULL) {
		return;
	}
	zend_async_waker_t *waker = coroutine->waker;
	if (waker->triggered_events == NULL) {
		waker->triggered_events = emalloc(sizeof(HashTable));
		zend_hash_init(waker->triggered_events, 2, NULL, ta_triggered_dtor, 0);
	}
	if (zend_hash_index_add_ptr(waker->triggered_events, ta_event_key(event), event) != NULL) {
		ZEND_ASYNC_EVENT_ADD_REF(event);
	}
}

bool ta_zend_async_waker_is_event_exists(zend_coroutine_t *coroutine, zend_async_event_t *event)
{
	return coroutine != NULL && coroutine->waker != NULL
		&& zend_hash_index_exists(&coroutine->waker->events, ta_event_key(event));
}

/* ---- Coroutine callbacks of a waker ---------------------------------------------- */

/* A callback of a waker leaves its trigger (the event dropped it); the
 * trigger goes with its last callback, and the event is stopped then if
 * this waker started it. A callback whose `event` is NULL is in no trigger
 * (never linked, or its trigger is being destroyed). Also the API's
 * coroutine_event_callback_dispose's first step. */
void ta_waker_forget(zend_coroutine_event_callback_t *callback)
{
	zend_coroutine_t *coroutine = callback->coroutine;
	zend_async_event_t *event = callback->event;
	callback->event = NULL;
	if (coroutine == NULL || coroutine->waker == NULL || event == NULL) {
		return;
	}
	zend_async_waker_t *waker = coroutine->waker;
	zval *slot = zend_hash_index_find(&waker->events, ta_event_key(event));
	if (slot == NULL) {
		return;
	}
	zend_async_waker_trigger_t *trigger = Z_PTR_P(slot);
	for (uint32_t i = 0; i < trigger->length; i++) {
		if (trigger->data[i] == &callback->base) {
			memmove(&trigger->data[i], &trigger->data[i + 1],
				(trigger->length - i - 1) * sizeof(trigger->data[0]));
			trigger->length--;
			break;
		}
	}
	if (trigger->length == 0) {
		if (!waker->events_stopped && event->stop != NULL) {
			event->stop(event);
		}
		zend_hash_index_del(&waker->events, ta_event_key(event));
	}
}

/* The dispose of a callback in one of the waker's inline slots: the slot
 * is marked free instead of freed. */
static void ta_waker_inline_callback_dispose(zend_async_event_callback_t *callback, zend_async_event_t *event)
{
	if (callback->ref_count > 1) {
		callback->ref_count--;
		return;
	}
	callback->ref_count = 0;
	ta_waker_forget((zend_coroutine_event_callback_t *) callback);
	callback->callback = NULL;
}

/* A trigger for `event` with room for one more callback: an inline slot
 * when one is free, else a heap one. */
static zend_async_waker_trigger_t *ta_trigger_new(zend_async_waker_t *waker, zend_async_event_t *event)
{
	for (uint32_t i = 0; i < ZEND_ASYNC_WAKER_INLINE_SLOTS; i++) {
		zend_async_waker_inline_trigger_t *slot = &waker->inline_triggers[i];
		if (slot->event == NULL && slot->length == 0) {
			slot->event = event;
			slot->capacity = 0;
			return (zend_async_waker_trigger_t *) slot;
		}
	}
	zend_async_waker_trigger_t *trigger = emalloc(
		sizeof(zend_async_waker_trigger_t) + 2 * sizeof(zend_async_event_callback_t *));
	trigger->length = 0;
	trigger->capacity = 2;
	trigger->event = event;
	return trigger;
}

/* Appends a callback, growing the trigger (an inline one moves to the
 * heap); returns where the trigger now is. */
static zend_async_waker_trigger_t *ta_trigger_add(
	zend_async_waker_trigger_t *trigger, zend_async_event_callback_t *callback)
{
	if (ta_trigger_is_inline(trigger) && trigger->length == 0) {
		trigger->data[0] = callback;
		trigger->length = 1;
		return trigger;
	}
	if (ta_trigger_is_inline(trigger)) {
		zend_async_waker_trigger_t *heap = emalloc(
			sizeof(zend_async_waker_trigger_t) + 2 * sizeof(zend_async_event_callback_t *));
		heap->length = 1;
		heap->capacity = 2;
		heap->event = trigger->event;
		heap->data[0] = trigger->data[0];
		trigger->length = 0;
		trigger->event = NULL;
		trigger = heap;
	}
	if (trigger->length == trigger->capacity) {
		uint32_t capacity = trigger->capacity * 2;
		trigger = erealloc(trigger,
			sizeof(zend_async_waker_trigger_t) + capacity * sizeof(zend_async_event_callback_t *));
		trigger->capacity = capacity;
	}
	trigger->data[trigger->length++] = callback;
	return trigger;
}

bool ta_zend_async_resume_when(zend_coroutine_t *coroutine, zend_async_event_t *event,
	const bool trans_event, zend_async_event_callback_fn callback,
	zend_coroutine_event_callback_t *event_callback)
{
	if (coroutine == NULL || event == NULL) {
		zend_throw_error(NULL, "zend_async_resume_when(): the coroutine and the event must not be NULL");
		return false;
	}
	if (ZEND_ASYNC_EVENT_IS_CLOSED(event)) {
		zend_throw_error(NULL, "The event cannot be used after it has been terminated");
		return false;
	}
	if (callback == NULL && event_callback == NULL) {
		zend_error(E_WARNING, "zend_async_resume_when(): the callback must not be NULL");
		if (trans_event) {
			ZEND_ASYNC_EVENT_RELEASE(event);
		}
		return false;
	}
	zend_async_waker_t *waker = ta_zend_async_waker_define(coroutine);
	if (waker == NULL) {
		return false;
	}
	bool ours = false;
	if (event_callback == NULL) {
		for (uint32_t i = 0; i < ZEND_ASYNC_WAKER_INLINE_SLOTS; i++) {
			if (waker->inline_callbacks[i].base.callback == NULL) {
				event_callback = &waker->inline_callbacks[i];
				event_callback->base.dispose = ta_waker_inline_callback_dispose;
				break;
			}
		}
		if (event_callback == NULL) {
			event_callback = emalloc(sizeof(*event_callback));
			event_callback->base.dispose = ta_coroutine_event_callback_dispose;
		}
		event_callback->base.ref_count = 0;
		event_callback->base.callback = callback;
		ours = true;
	} else if (event_callback->base.dispose == NULL) {
		event_callback->base.dispose = ta_coroutine_event_callback_dispose;
	}
	event_callback->coroutine = coroutine;
	event_callback->event = NULL;
	if (!event->add_callback(event, &event_callback->base) || EG(exception) != NULL) {
		if (ours && event_callback->base.ref_count == 0) {
			event_callback->base.ref_count = 1;
			event_callback->base.dispose(&event_callback->base, event);
		}
		if (trans_event) {
			ZEND_ASYNC_EVENT_RELEASE(event);
		}
		return false;
	}
	event_callback->event = event;
	zval *slot = zend_hash_index_find(&waker->events, ta_event_key(event));
	if (slot != NULL) {
		Z_PTR_P(slot) = ta_trigger_add(Z_PTR_P(slot), &event_callback->base);
		if (trans_event) {
			/* The waker holds the event once already. */
			ZEND_ASYNC_EVENT_RELEASE(event);
		}
		return true;
	}
	zend_async_waker_trigger_t *trigger = ta_trigger_add(ta_trigger_new(waker, event), &event_callback->base);
	zend_hash_index_add_new_ptr(&waker->events, ta_event_key(event), trigger);
	if (!trans_event) {
		ZEND_ASYNC_EVENT_ADD_REF(event);
	}
	/* Added while the coroutine is suspended: its events are running. */
	if (!waker->events_stopped && event->start != NULL) {
		event->start(event);
	}
	return true;
}

/* ---- The waker's callbacks -------------------------------------------------------- */

void ta_zend_async_waker_callback_resolve(zend_async_event_t *event,
	zend_async_event_callback_t *callback, void *result, zend_object *exception)
{
	zend_coroutine_t *coroutine = ((zend_coroutine_event_callback_t *) callback)->coroutine;
	if (coroutine == NULL) {
		return;
	}
	zend_async_waker_t *waker = coroutine->waker;
	if (waker != NULL && ZEND_ASYNC_WAKER_WAITING(waker)) {
		if (exception == NULL && result != NULL && ZEND_ASYNC_EVENT_WILL_ZVAL_RESULT(event)
				&& Z_TYPE(waker->result) == IS_UNDEF) {
			ZVAL_COPY(&waker->result, (zval *) result);
		}
		ta_zend_async_waker_add_triggered_event(coroutine, event);
	}
	if (exception != NULL) {
		/* Handed to the coroutine: not the event's to report. */
		ZEND_ASYNC_EVENT_SET_EXCEPTION_HANDLED(event);
	}
	ZEND_ASYNC_RESUME_WITH_ERROR(coroutine, exception, false);
}

void ta_zend_async_waker_callback_cancel(zend_async_event_t *event,
	zend_async_event_callback_t *callback, void *result, zend_object *exception)
{
	zend_coroutine_t *coroutine = ((zend_coroutine_event_callback_t *) callback)->coroutine;
	if (coroutine == NULL) {
		return;
	}
	zend_object *error = ta_zend_async_new_exception(
		ZEND_ASYNC_EXCEPTION_OPERATION_CANCELLED, "Operation has been cancelled");
	if (exception != NULL) {
		GC_ADDREF(exception);
		zend_exception_set_previous(error, exception);
	}
	ZEND_ASYNC_RESUME_WITH_ERROR(coroutine, error, true);
}

void ta_zend_async_waker_callback_timeout(zend_async_event_t *event,
	zend_async_event_callback_t *callback, void *result, zend_object *exception)
{
	zend_coroutine_t *coroutine = ((zend_coroutine_event_callback_t *) callback)->coroutine;
	if (coroutine == NULL) {
		return;
	}
	if (exception != NULL) {
		ZEND_ASYNC_RESUME_WITH_ERROR(coroutine, exception, false);
		return;
	}
	zend_object *error = ta_zend_async_new_exception(
		ZEND_ASYNC_EXCEPTION_TIMEOUT, "Operation has been cancelled by timeout");
	ZEND_ASYNC_RESUME_WITH_ERROR(coroutine, error, true);
}

zend_async_waker_t *ta_zend_async_waker_new_with_timeout(
	zend_coroutine_t *coroutine, const zend_ulong timeout, zend_async_event_t *cancellation)
{
	zend_async_waker_t *waker = ta_waker_new(coroutine);
	if (waker == NULL) {
		return NULL;
	}
	if (coroutine == NULL) {
		coroutine = ZEND_ASYNC_CURRENT_COROUTINE;
	}
	if (timeout > 0) {
		zend_async_timer_event_t *timer = ZEND_ASYNC_NEW_TIMER_EVENT(timeout, false);
		if (timer == NULL) {
			return waker;
		}
		ta_zend_async_resume_when(coroutine, &timer->base, true,
			ta_zend_async_waker_callback_timeout, NULL);
	}
	if (cancellation != NULL) {
		ta_zend_async_resume_when(coroutine, cancellation, false,
			ta_zend_async_waker_callback_cancel, NULL);
	}
	return waker;
}

bool ta_zend_async_waker_apply_error(zend_async_waker_t *waker, zend_object *error,
	bool transfer_error, bool override, bool for_cancellation)
{
	if (error == NULL) {
		return false;
	}
	if (waker == NULL) {
		if (transfer_error) {
			OBJ_RELEASE(error);
		}
		return false;
	}
	if (waker->error == NULL) {
		waker->error = error;
		if (!transfer_error) {
			GC_ADDREF(error);
		}
		return true;
	}
	zend_class_entry *cancellation = zend_async_get_class_ce_fn(ZEND_ASYNC_EXCEPTION_CANCELLATION);
	if (for_cancellation && cancellation != NULL && instanceof_function(waker->error->ce, cancellation)) {
		/* A cancellation already waits: it stays the one thrown. */
		if (transfer_error) {
			OBJ_RELEASE(error);
		}
		return false;
	}
	if (!transfer_error) {
		GC_ADDREF(error);
	}
	if (override) {
		/* set_previous takes the old error's reference over. */
		zend_exception_set_previous(error, waker->error);
		waker->error = error;
	} else {
		zend_exception_set_previous(waker->error, error);
	}
	return true;
}
