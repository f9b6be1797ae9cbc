/*
 * The parts of the zend_async API true_async declares but does not provide
 * yet: they need its events, wakers and coroutines to carry the API's
 * records, which they do not so far (switch handlers are in
 * zend_async_switch_shim.c, event callbacks in zend_async_callbacks_shim.c).
 * Each reports itself unavailable (ta_zend_async_unavailable) and returns
 * the failure value. Exported under their API names by src/abi/zend_async.rs.
 */
#include "php.h"
#include "zend_async_shim.h"

#define TA_PENDING(name) ta_zend_async_unavailable(name)

/* ---- Wakers --------------------------------------------------------------------------- */

zend_async_waker_t *ta_zend_async_waker_define(zend_coroutine_t *coroutine)
{
	TA_PENDING("zend_async_waker_define");
	return NULL;
}

zend_async_waker_t *ta_zend_async_waker_new_with_timeout(
	zend_coroutine_t *coroutine, const zend_ulong timeout, zend_async_event_t *cancellation)
{
	TA_PENDING("zend_async_waker_new_with_timeout");
	return NULL;
}

bool ta_zend_async_waker_apply_error(zend_async_waker_t *waker, zend_object *error,
	bool transfer_error, bool override, bool for_cancellation)
{
	TA_PENDING("zend_async_waker_apply_error");
	return false;
}

void ta_zend_async_waker_init(zend_async_waker_t *waker)
{
	TA_PENDING("zend_async_waker_init");
}

void ta_zend_async_waker_clean(zend_coroutine_t *coroutine)
{
	TA_PENDING("zend_async_waker_clean");
}

void ta_zend_async_waker_stop_events(zend_async_waker_t *waker)
{
	TA_PENDING("zend_async_waker_stop_events");
}

void ta_zend_async_waker_add_triggered_event(zend_coroutine_t *coroutine, zend_async_event_t *event)
{
	TA_PENDING("zend_async_waker_add_triggered_event");
}

bool ta_zend_async_waker_is_event_exists(zend_coroutine_t *coroutine, zend_async_event_t *event)
{
	TA_PENDING("zend_async_waker_is_event_exists");
	return false;
}

bool ta_zend_async_resume_when(zend_coroutine_t *coroutine, zend_async_event_t *event,
	const bool trans_event, zend_async_event_callback_fn callback,
	zend_coroutine_event_callback_t *event_callback)
{
	TA_PENDING("zend_async_resume_when");
	return false;
}

void ta_zend_async_waker_callback_resolve(zend_async_event_t *event,
	zend_async_event_callback_t *callback, void *result, zend_object *exception)
{
	TA_PENDING("zend_async_waker_callback_resolve");
}

void ta_zend_async_waker_callback_cancel(zend_async_event_t *event,
	zend_async_event_callback_t *callback, void *result, zend_object *exception)
{
	TA_PENDING("zend_async_waker_callback_cancel");
}

void ta_zend_async_waker_callback_timeout(zend_async_event_t *event,
	zend_async_event_callback_t *callback, void *result, zend_object *exception)
{
	TA_PENDING("zend_async_waker_callback_timeout");
}

/* ---- A coroutine's internal context ---------------------------------------------------- */

zval *ta_zend_async_internal_context_find(zend_coroutine_t *coroutine, uint32_t key)
{
	TA_PENDING("zend_async_internal_context_find");
	return NULL;
}

bool ta_zend_async_internal_context_set(zend_coroutine_t *coroutine, uint32_t key, zval *value)
{
	TA_PENDING("zend_async_internal_context_set");
	return false;
}

bool ta_zend_async_internal_context_unset(zend_coroutine_t *coroutine, uint32_t key)
{
	TA_PENDING("zend_async_internal_context_unset");
	return false;
}

void ta_zend_async_coroutine_internal_context_init(zend_coroutine_t *coroutine)
{
	TA_PENDING("zend_async_coroutine_internal_context_init");
}

void ta_zend_async_coroutine_internal_context_dispose(zend_coroutine_t *coroutine)
{
	TA_PENDING("zend_async_coroutine_internal_context_dispose");
}
