/* ZEND_ASYNC_SCOPE_AWAIT_AFTER_CANCELLATION as an extension calls it: the
 * current coroutine waits until a cancelled scope has nothing left. */
#include "native_test.h"

/* native_scope_await_after_cancellation(Async\Scope $scope,
 *     ?callable $errorHandler = null, ?object $cancellation = null,
 *     bool $asCurrent = true, bool $bareEvent = false): bool
 * Returns true when it returned without an exception. $asCurrent false
 * passes main's record as the awaiter; $bareEvent true passes a C timer
 * event (no object) as the cancellation. */
PHP_FUNCTION(native_scope_await_after_cancellation)
{
	zend_object *scope_obj;
	zend_fcall_info fci = empty_fcall_info;
	zend_fcall_info_cache fcc = empty_fcall_info_cache;
	zend_object *cancellation = NULL;
	bool as_current = true, bare_event = false;
	ZEND_PARSE_PARAMETERS_START(1, 5)
		Z_PARAM_OBJ(scope_obj)
		Z_PARAM_OPTIONAL
		Z_PARAM_FUNC_OR_NULL(fci, fcc)
		Z_PARAM_OBJ_OR_NULL(cancellation)
		Z_PARAM_BOOL(as_current)
		Z_PARAM_BOOL(bare_event)
	ZEND_PARSE_PARAMETERS_END();
	zend_async_scope_t *scope = (zend_async_scope_t *) ZEND_ASYNC_OBJECT_TO_EVENT(scope_obj);
	zend_coroutine_t *awaiter = as_current ? ZEND_ASYNC_CURRENT_COROUTINE : ZEND_ASYNC_MAIN_COROUTINE;
	zend_async_event_t *token = cancellation != NULL ? ZEND_ASYNC_OBJECT_TO_EVENT(cancellation) : NULL;
	zend_async_timer_event_t *timer = NULL;
	if (bare_event) {
		timer = ZEND_ASYNC_NEW_TIMER_EVENT(1000, false);
		token = &timer->base;
	}
	ZEND_ASYNC_SCOPE_AWAIT_AFTER_CANCELLATION(scope, awaiter,
		ZEND_FCI_INITIALIZED(fci) ? &fci : NULL, ZEND_FCI_INITIALIZED(fci) ? &fcc : NULL, token);
	if (timer != NULL) {
		ZEND_ASYNC_EVENT_RELEASE(&timer->base);
	}
	RETURN_BOOL(EG(exception) == NULL);
}

/* native_scope_catch(Async\Scope $scope, Throwable $e,
 *     ?Async\Coroutine $co = null, bool $fromChild = false): bool
 * ZEND_ASYNC_SCOPE_CATCH: $e offered to $scope as $co's failure (null: the
 * current coroutine's); $fromChild passes a from_scope (the scope itself:
 * any non-NULL one says the error comes from below). */
PHP_FUNCTION(native_scope_catch)
{
	zend_object *scope_obj, *ex, *co_obj = NULL;
	bool from_child = false;
	ZEND_PARSE_PARAMETERS_START(2, 4)
		Z_PARAM_OBJ(scope_obj)
		Z_PARAM_OBJ_OF_CLASS(ex, zend_ce_throwable)
		Z_PARAM_OPTIONAL
		Z_PARAM_OBJ_OR_NULL(co_obj)
		Z_PARAM_BOOL(from_child)
	ZEND_PARSE_PARAMETERS_END();
	zend_async_scope_t *scope = (zend_async_scope_t *) ZEND_ASYNC_OBJECT_TO_EVENT(scope_obj);
	zend_coroutine_t *co = co_obj != NULL ? (zend_coroutine_t *) ZEND_ASYNC_OBJECT_TO_EVENT(co_obj) : NULL;
	RETURN_BOOL(ZEND_ASYNC_SCOPE_CATCH(scope, co, from_child ? scope : NULL, ex, false, false));
}
