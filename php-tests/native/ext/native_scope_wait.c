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

/* ---- A scope's enqueue hooks ---- */

static zval native_hook_log;
static int native_hook_mode; /* 0 accept, 1 refuse, 2 throw */

static void native_hook_note(const char *what, zend_coroutine_t *co, zend_async_scope_t *scope)
{
	if (Z_TYPE(native_hook_log) != IS_ARRAY) {
		array_init(&native_hook_log);
	}
	zend_object *obj = ZEND_ASYNC_EVENT_TO_OBJECT(&co->event);
	add_next_index_str(&native_hook_log, zend_strpprintf(0, "%s #%u%s", what, obj->handle,
		co->scope == scope ? " (its scope)" : ""));
}

static bool native_before_enqueue(zend_coroutine_t *co, zend_async_scope_t *scope, zval *options)
{
	native_hook_note("before", co, scope);
	if (Z_TYPE_P(options) != IS_UNDEF) {
		add_next_index_string(&native_hook_log, "options were set");
	}
	if (native_hook_mode == 2) {
		zend_throw_exception(NULL, "no more coroutines here", 0);
		return false;
	}
	return native_hook_mode == 0;
}

static void native_after_enqueue(zend_coroutine_t *co, zend_async_scope_t *scope)
{
	native_hook_note("after", co, scope);
}

/* native_scope_hooks(?Async\Scope $scope, string $mode): array -- sets
 * (mode "accept", "refuse", "throw") or clears ("none") the enqueue hooks
 * of $scope's record (null: the main scope's); returns what the hooks
 * logged since the last call. */
PHP_FUNCTION(native_scope_hooks)
{
	zend_object *scope_obj = NULL;
	zend_string *mode;
	ZEND_PARSE_PARAMETERS_START(2, 2)
		Z_PARAM_OBJ_OR_NULL(scope_obj)
		Z_PARAM_STR(mode)
	ZEND_PARSE_PARAMETERS_END();
	zend_async_scope_t *scope = scope_obj != NULL
		? (zend_async_scope_t *) ZEND_ASYNC_OBJECT_TO_EVENT(scope_obj) : ZEND_ASYNC_MAIN_SCOPE;
	if (scope == NULL) {
		zend_throw_error(NULL, "no scope record");
		RETURN_THROWS();
	}
	bool none = zend_string_equals_literal(mode, "none");
	native_hook_mode = zend_string_equals_literal(mode, "refuse") ? 1
		: zend_string_equals_literal(mode, "throw") ? 2 : 0;
	scope->before_coroutine_enqueue = none ? NULL : native_before_enqueue;
	scope->after_coroutine_enqueue = none ? NULL : native_after_enqueue;
	if (Z_TYPE(native_hook_log) == IS_ARRAY) {
		ZVAL_COPY_VALUE(return_value, &native_hook_log);
		ZVAL_UNDEF(&native_hook_log);
	} else {
		array_init(return_value);
	}
}

void native_scope_hooks_rshutdown(void)
{
	zval_ptr_dtor(&native_hook_log);
	ZVAL_UNDEF(&native_hook_log);
}
