/*
 * Contexts (zend_async_context_t) used as a TrueAsync extension uses them:
 * the scope's context through ZEND_ASYNC_CURRENT_CONTEXT (NULL until
 * something made it), the coroutine's own through
 * ZEND_ASYNC_GET_COROUTINE_CONTEXT (made on first use), and a standalone
 * one from ZEND_ASYNC_NEW_CONTEXT, kept here until disposed.
 */
#include "native_test.h"

/* The context ZEND_ASYNC_NEW_CONTEXT gave, while this extension holds it. */
static zend_async_context_t *native_ctx_held;

/* "current": the scope's; "coroutine": the coroutine's own, made if
 * needed; "coroutine_field": the coroutine's own field as it is; "held":
 * the one made by "new". */
static zend_async_context_t *native_ctx_pick(const char *which)
{
	if (strcmp(which, "current") == 0) {
		return ZEND_ASYNC_CURRENT_CONTEXT;
	}
	if (strcmp(which, "coroutine") == 0) {
		return ZEND_ASYNC_GET_COROUTINE_CONTEXT();
	}
	if (strcmp(which, "coroutine_field") == 0) {
		return ZEND_ASYNC_CURRENT_COROUTINE != NULL ? ZEND_ASYNC_CURRENT_COROUTINE->context : NULL;
	}
	return native_ctx_held;
}

/* native_ctx(string $op, string $which = "current", mixed $key = null,
 *            mixed $value = null, bool $include_parent = true): mixed
 *   exists  -> bool (the context is there)
 *   find    -> [bool found, mixed value]
 *   has     -> bool (find with no result zval)
 *   set     -> null
 *   unset   -> bool
 *   object  -> the context's object, or null
 *   new     -> bool (makes the held context; $which unused)
 *   dispose -> bool (gives the held context back) */
PHP_FUNCTION(native_ctx)
{
	zend_string *op, *which = NULL;
	zval *key = NULL, *value = NULL;
	bool include_parent = true;
	ZEND_PARSE_PARAMETERS_START(1, 5)
		Z_PARAM_STR(op)
		Z_PARAM_OPTIONAL
		Z_PARAM_STR(which)
		Z_PARAM_ZVAL(key)
		Z_PARAM_ZVAL(value)
		Z_PARAM_BOOL(include_parent)
	ZEND_PARSE_PARAMETERS_END();

	const char *o = ZSTR_VAL(op);
	if (strcmp(o, "new") == 0) {
		if (native_ctx_held != NULL) {
			native_ctx_held->dispose(native_ctx_held);
		}
		native_ctx_held = ZEND_ASYNC_NEW_CONTEXT(NULL);
		RETURN_BOOL(native_ctx_held != NULL);
	}
	if (strcmp(o, "dispose") == 0) {
		if (native_ctx_held == NULL) {
			RETURN_FALSE;
		}
		native_ctx_held->dispose(native_ctx_held);
		native_ctx_held = NULL;
		RETURN_TRUE;
	}

	zend_async_context_t *ctx = native_ctx_pick(which != NULL ? ZSTR_VAL(which) : "current");
	if (strcmp(o, "exists") == 0) {
		RETURN_BOOL(ctx != NULL);
	}
	if (ctx == NULL) {
		zend_throw_error(NULL, "native_ctx(): no such context");
		RETURN_THROWS();
	}
	if (strcmp(o, "find") == 0) {
		zval found;
		bool ok = ctx->find(ctx, key, &found, include_parent);
		if (EG(exception)) {
			zval_ptr_dtor(&found);
			RETURN_THROWS();
		}
		array_init(return_value);
		add_next_index_bool(return_value, ok);
		add_next_index_zval(return_value, &found);
		return;
	}
	if (strcmp(o, "has") == 0) {
		bool ok = ctx->find(ctx, key, NULL, include_parent);
		if (EG(exception)) {
			RETURN_THROWS();
		}
		RETURN_BOOL(ok);
	}
	if (strcmp(o, "set") == 0) {
		ctx->set(ctx, key, value);
		return;
	}
	if (strcmp(o, "unset") == 0) {
		bool ok = ctx->unset(ctx, key);
		if (EG(exception)) {
			RETURN_THROWS();
		}
		RETURN_BOOL(ok);
	}
	if (strcmp(o, "object") == 0) {
		RETURN_OBJ_COPY((zend_object *) ((char *) ctx + ctx->offset));
	}
	zend_argument_value_error(1, "names no operation");
}

void native_ctx_rshutdown(void)
{
	if (native_ctx_held != NULL) {
		native_ctx_held->dispose(native_ctx_held);
		native_ctx_held = NULL;
	}
}
