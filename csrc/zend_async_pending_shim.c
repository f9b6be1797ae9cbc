/*
 * The parts of the zend_async API true_async declares but does not provide
 * yet: a coroutine's internal context (wakers are in
 * zend_async_waker_shim.c, switch handlers in zend_async_switch_shim.c,
 * event callbacks in zend_async_callbacks_shim.c).
 * Each reports itself unavailable (ta_zend_async_unavailable) and returns
 * the failure value. Exported under their API names by src/abi/zend_async.rs.
 */
#include "php.h"
#include "zend_async_shim.h"

#define TA_PENDING(name) ta_zend_async_unavailable(name)

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
