/*
 * A scope's zend_async_scope_t as C sees it (src/engine/c_scope.rs owns
 * the record): its event methods (the API's callback vector; replay once
 * closed), its scope methods (catch_or_cancel, can_be_disposed,
 * try_to_dispose) and zend_async_new_scope_fn, installed at MINIT.
 */
#include "php.h"
#include "zend_async_API.h"
#include "zend_async_shim.h"

/* src/abi/zend_async_scope.rs. */
extern zend_async_scope_t *ta_rust_scope_new(zend_async_scope_t *parent, bool with_object);
extern bool ta_rust_scope_cancel(zend_async_scope_t *scope, zend_object *exception, bool is_safely);
extern bool ta_rust_scope_completed(zend_async_scope_t *scope, bool with_zombies, bool check_objects);
extern bool ta_rust_scope_try_to_dispose(zend_async_scope_t *scope);
extern void ta_rust_scope_c_released(zend_async_scope_t *scope);
extern bool ta_rust_scope_catch(zend_async_scope_t *scope, zend_coroutine_t *coroutine, bool from_child,
	zend_object *exception);
extern bool ta_rust_scope_await_after_cancellation(zend_async_scope_t *scope, zval *handler,
	zend_object *cancellation);

/* A scope runs on its coroutines' terms: nothing to start or stop. */
static bool ta_scope_start_stop(zend_async_event_t *event)
{
	return true;
}

/* ZEND_ASYNC_EVENT_RELEASE took C's last reference. */
static bool ta_scope_dispose(zend_async_event_t *event)
{
	ta_rust_scope_c_released((zend_async_scope_t *) event);
	return true;
}

/* A closed scope has no result and no error to give. */
static bool ta_scope_replay(zend_async_event_t *event, zend_async_event_callback_t *callback,
	zval *result, zend_object **exception)
{
	if (!ZEND_ASYNC_EVENT_IS_CLOSED(event)) {
		return false;
	}
	if (callback != NULL) {
		callback->callback(event, callback, NULL, NULL);
		return true;
	}
	if (result != NULL) {
		ZVAL_NULL(result);
	}
	if (exception != NULL) {
		*exception = NULL;
	}
	return true;
}

static zend_string *ta_scope_info(zend_async_event_t *event)
{
	zend_async_scope_t *scope = (zend_async_scope_t *) event;
	return zend_strpprintf(0, "Scope%s%s",
		ZEND_ASYNC_SCOPE_IS_CLOSED(scope) ? " (closed)" : "",
		ZEND_ASYNC_SCOPE_IS_CANCELLED(scope) ? " (cancelled)" : "");
}

static bool ta_scope_can_be_disposed(zend_async_scope_t *scope, bool with_zombies,
	bool check_zend_objects)
{
	return ta_rust_scope_completed(scope, with_zombies, check_zend_objects);
}

static bool ta_scope_try_to_dispose(zend_async_scope_t *scope)
{
	return ta_rust_scope_try_to_dispose(scope);
}

/* As a cancellation (ZEND_ASYNC_SCOPE_CANCEL / CLOSE): the scope and its
 * children are cancelled with `exception` (NULL: "Scope was cancelled").
 * As a catch (ZEND_ASYNC_SCOPE_CATCH: a failure of `coroutine`, NULL for
 * the current one, offered to the scope): the path a coroutine's uncaught
 * error takes (src/scope/failure.rs): the scope's handlers (the child
 * handler first when `from_scope` says it comes from below), then, untaken,
 * the scope is cancelled and the error climbs to its parent; true when a
 * handler took it. */
static bool ta_scope_catch_or_cancel(zend_async_scope_t *scope, zend_coroutine_t *coroutine,
	zend_async_scope_t *from_scope, zend_object *exception, bool transfer_error,
	const bool is_safely, const bool is_cancellation)
{
	bool handled = false;
	if (is_cancellation) {
		handled = ta_rust_scope_cancel(scope, exception, is_safely);
	} else if (exception != NULL) {
		handled = ta_rust_scope_catch(scope,
			coroutine != NULL ? coroutine : ZEND_ASYNC_CURRENT_COROUTINE, from_scope != NULL, exception);
	}
	if (transfer_error && exception != NULL) {
		OBJ_RELEASE(exception);
	}
	return handled;
}

void ta_scope_methods(zend_async_scope_t *scope)
{
	zend_async_event_t *event = &scope->event;
	event->add_callback = ta_zend_async_callbacks_push;
	event->del_callback = ta_zend_async_callbacks_remove;
	event->start = ta_scope_start_stop;
	event->stop = ta_scope_start_stop;
	event->replay = ta_scope_replay;
	event->dispose = ta_scope_dispose;
	event->info = ta_scope_info;
	scope->can_be_disposed = ta_scope_can_be_disposed;
	scope->try_to_dispose = ta_scope_try_to_dispose;
	scope->catch_or_cancel = ta_scope_catch_or_cancel;
}

static zend_async_scope_t *ta_scope_new(zend_async_scope_t *parent, bool with_zend_object)
{
	zend_async_scope_t *scope = ta_rust_scope_new(parent, with_zend_object);
	if (scope == NULL && EG(exception) == NULL) {
		zend_throw_error(NULL, "ZEND_ASYNC_NEW_SCOPE: no scope can be made here (outside a request?)");
	}
	return scope;
}

/* scope_await_after_cancellation_fn: Scope::awaitAfterCancellation() for
 * C. The awaiter waits here, so it must be the coroutine that calls; the
 * error handler is called as PHP's $errorHandler (the failure, the Scope),
 * and the cancellation must be an event with an object (a coroutine's
 * record): true_async's waits cannot yet wait on a bare C event, and a
 * future's record does not lead back to an object. A fatal error during the wait is raised again here, on the C
 * caller's frame. */
static void ta_scope_await_after_cancellation(zend_async_scope_t *scope, zend_coroutine_t *awaiter,
	zend_fcall_info *error_fci, zend_fcall_info_cache *error_fci_cache,
	zend_async_event_t *cancellation)
{
	(void) error_fci_cache;
	if (UNEXPECTED(scope == NULL)) {
		zend_throw_error(NULL, "ZEND_ASYNC_SCOPE_AWAIT_AFTER_CANCELLATION: the scope is NULL");
		return;
	}
	if (UNEXPECTED(awaiter == NULL || awaiter != ZEND_ASYNC_CURRENT_COROUTINE)) {
		zend_throw_error(NULL,
			"ZEND_ASYNC_SCOPE_AWAIT_AFTER_CANCELLATION: the awaiter must be the current coroutine");
		return;
	}
	zend_object *token = NULL;
	if (cancellation != NULL) {
		if (UNEXPECTED(!(cancellation->flags & (ZEND_ASYNC_EVENT_F_ZEND_OBJ | ZEND_ASYNC_EVENT_F_OBJ_REF)))) {
			zend_throw_error(NULL,
				"ZEND_ASYNC_SCOPE_AWAIT_AFTER_CANCELLATION: the cancellation must be an event with an "
				"object (a coroutine's)");
			return;
		}
		token = ZEND_ASYNC_EVENT_TO_OBJECT(cancellation);
	}
	zval *handler = error_fci != NULL && ZEND_FCI_INITIALIZED(*error_fci) ? &error_fci->function_name : NULL;
	if (UNEXPECTED(ta_rust_scope_await_after_cancellation(scope, handler, token))) {
		zend_bailout();
	}
}

void ta_zend_async_scope_install(void)
{
	zend_async_new_scope_fn = ta_scope_new;
	zend_async_scope_await_after_cancellation_fn = ta_scope_await_after_cancellation;
}
