/*
 * An Async\Context as C sees it: the zend_async_context_t every context
 * object begins with (src/engine/c_context.rs), its find / set / unset /
 * dispose methods, and zend_async_new_context_fn, installed at MINIT.
 * The values live in the Rust store (src/scope/context.rs); these methods
 * check the key and hand the call over with the context's object.
 */
#include "php.h"
#include "zend_async_API.h"
#include "zend_async_shim.h"

/* src/abi/zend_async_context.rs. */
extern bool ta_rust_context_find(zend_object *context, zval *key, zval *result, bool include_parent);
extern void ta_rust_context_set(zend_object *context, zval *key, zval *value);
extern bool ta_rust_context_unset(zend_object *context, zval *key);
extern zend_object *ta_rust_context_new(void);

static zend_object *ta_context_object(zend_async_context_t *context)
{
	return (zend_object *) ((char *) context + context->offset);
}

/* TrueAsync's keys: a string, or an object matched by identity. */
static bool ta_context_key_ok(zval *key)
{
	if (key != NULL && (Z_TYPE_P(key) == IS_STRING || Z_TYPE_P(key) == IS_OBJECT)) {
		return true;
	}
	zend_throw_error(NULL, "Context key must be a string or an object");
	return false;
}

static bool ta_context_find(zend_async_context_t *context, zval *key, zval *result, bool include_parent)
{
	if (result != NULL) {
		ZVAL_NULL(result);
	}
	if (context == NULL || !ta_context_key_ok(key)) {
		return false;
	}
	return ta_rust_context_find(ta_context_object(context), key, result, include_parent);
}

static void ta_context_set(zend_async_context_t *context, zval *key, zval *value)
{
	if (context == NULL || !ta_context_key_ok(key)) {
		return;
	}
	zval null_value;
	if (value == NULL) {
		ZVAL_NULL(&null_value);
		value = &null_value;
	}
	ta_rust_context_set(ta_context_object(context), key, value);
}

static bool ta_context_unset(zend_async_context_t *context, zval *key)
{
	if (context == NULL || !ta_context_key_ok(key)) {
		return false;
	}
	return ta_rust_context_unset(ta_context_object(context), key);
}

/* The reference C was given (ZEND_ASYNC_NEW_CONTEXT, or the one a
 * coroutine's `context` field holds) goes back. */
static void ta_context_dispose(zend_async_context_t *context)
{
	if (context != NULL) {
		OBJ_RELEASE(ta_context_object(context));
	}
}

void ta_context_methods(zend_async_context_t *context, uint32_t offset)
{
	context->offset = offset;
	context->find = ta_context_find;
	context->set = ta_context_set;
	context->unset = ta_context_unset;
	context->dispose = ta_context_dispose;
}

/* A new standalone Async\Context; its one reference is the caller's. */
static zend_async_context_t *ta_context_new(void)
{
	zend_object *object = ta_rust_context_new();
	if (object == NULL) {
		if (EG(exception) == NULL) {
			zend_throw_error(NULL, "ZEND_ASYNC_NEW_CONTEXT: no context can be made here (outside a request?)");
		}
		return NULL;
	}
	return (zend_async_context_t *) ((char *) object - object->handlers->offset);
}

void ta_zend_async_context_install(void)
{
	zend_async_new_context_fn = ta_context_new;
}
