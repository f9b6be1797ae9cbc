/*
 * A coroutine's zend_coroutine_t as C sees it (src/engine/c_coroutine.rs
 * owns the record): its event methods, which are the API's callback
 * functions, the run of a C-entry body (internal_entry, or a PHP callable
 * the creator put in fcall) under zend_try so
 * that a bailout never skips a Rust frame, and the scheduler functions
 * spawn / new_coroutine / enqueue installed at MINIT.
 */
#include "php.h"
#include "zend_exceptions.h"
#include "zend_async_API.h"
#include "zend_async_shim.h"

/* src/engine/c_coroutine.rs through src/abi/. */
extern zend_coroutine_t *ta_rust_coroutine_create(bool queue, bool hi, zend_async_scope_t *scope);
extern zend_async_scope_t *ta_rust_scope_of_object(zend_object *object);
extern bool ta_rust_coroutine_enqueue(zend_coroutine_t *coroutine);
extern bool ta_rust_coroutine_held(zend_coroutine_t *coroutine);

/* A coroutine runs on the scheduler's terms: starting or stopping its
 * event is not C's to do. */
static bool ta_co_start_stop(zend_async_event_t *event)
{
	return true;
}

/* Its object owns it (ZEND_ASYNC_EVENT_F_ZEND_OBJ): nothing to free. */
static bool ta_co_dispose(zend_async_event_t *event)
{
	return true;
}

static bool ta_co_replay(zend_async_event_t *event, zend_async_event_callback_t *callback,
	zval *result, zend_object **exception)
{
	zend_coroutine_t *co = (zend_coroutine_t *) event;
	if (!ZEND_ASYNC_EVENT_IS_CLOSED(event)) {
		return false;
	}
	if (callback != NULL) {
		callback->callback(event, callback, &co->result, co->exception);
		return true;
	}
	if (result != NULL) {
		ZVAL_COPY(result, &co->result);
	}
	if (exception != NULL) {
		*exception = co->exception;
	}
	return co->exception == NULL;
}

void ta_coroutine_event_methods(zend_async_event_t *event)
{
	event->add_callback = ta_zend_async_callbacks_push;
	event->del_callback = ta_zend_async_callbacks_remove;
	event->start = ta_co_start_stop;
	event->stop = ta_co_start_stop;
	event->replay = ta_co_replay;
	event->dispose = ta_co_dispose;
}

void ta_zend_fcall_release(zend_fcall_t *fcall);
void ta_waker_destroy(zend_coroutine_t *coroutine);

/* A PHP callable a C extension put in `fcall` (ZEND_ASYNC_FCALL_DEFINE)
 * before enqueueing: called with its arguments, its return value the
 * coroutine's result; the fcall is released once it returned. */
static bool ta_run_fcall(zend_coroutine_t *co)
{
	volatile bool bailed = false;
	zend_try {
		co->fcall->fci.retval = &co->result;
		zend_call_function(&co->fcall->fci, &co->fcall->fci_cache);
	} zend_catch {
		bailed = true;
	} zend_end_try();
	if (!bailed) {
		/* After a fatal error it stays for the record's end. */
		zend_fcall_t *fcall = co->fcall;
		co->fcall = NULL;
		ta_zend_fcall_release(fcall);
	}
	return bailed;
}

/* What a coroutine's record holds for C when it goes (or ends): its waker
 * and an fcall never called (a coroutine cancelled before it ran). */
void ta_coroutine_c_release(zend_coroutine_t *co)
{
	if (co->waker != NULL) {
		ta_waker_destroy(co);
	}
	if (co->fcall != NULL) {
		zend_fcall_t *fcall = co->fcall;
		co->fcall = NULL;
		ta_zend_fcall_release(fcall);
	}
}

bool ta_run_internal_entry(zend_coroutine_t *co)
{
	bool bailed = false;
	if (co->fcall != NULL) {
		return ta_run_fcall(co);
	}
	if (co->internal_entry == NULL) {
		zend_throw_error(NULL,
			"The coroutine has no body: set internal_entry or fcall after ZEND_ASYNC_NEW_COROUTINE or ZEND_ASYNC_SPAWN");
		return false;
	}
	zend_try {
		co->internal_entry();
	} zend_catch {
		bailed = true;
	} zend_end_try();
	return bailed;
}

static zend_coroutine_t *ta_co_new(zend_async_scope_t *scope)
{
	return ta_rust_coroutine_create(false, false, scope);
}

/* Queues a coroutine C made, between its scope record's enqueue hooks, as
 * TrueAsync's spawn does: `before_coroutine_enqueue` may refuse it (false
 * or an exception), `after_coroutine_enqueue` sees it queued. true_async's
 * own scopes keep their books without hooks, so the pointers are NULL
 * until a C extension sets them; coroutines spawned from PHP do not pass
 * here (they get their C record only when C asks for it). A refused
 * coroutine is cancelled, so that it ends at once instead of waiting
 * forever, never started. `co` is held (made, not queued yet): a fresh
 * spawn is, an enqueue checks first. */
static bool ta_co_queue(zend_coroutine_t *co, const char *what)
{
	zend_async_scope_t *scope = co->scope;
	if (scope != NULL && scope->before_coroutine_enqueue != NULL) {
		zval options;
		ZVAL_UNDEF(&options);
		bool accepted = scope->before_coroutine_enqueue(co, scope, &options);
		zval_ptr_dtor(&options);
		if (!accepted || EG(exception) != NULL) {
			zend_exception_save();
			ZEND_ASYNC_CANCEL(co, NULL, false);
			zend_exception_restore();
			if (EG(exception) == NULL) {
				zend_throw_error(NULL, "%s: the scope's before_coroutine_enqueue refused the coroutine", what);
			}
			return false;
		}
	}
	if (!ta_rust_coroutine_enqueue(co)) {
		zend_throw_error(NULL, "%s: not a coroutine made by ZEND_ASYNC_NEW_COROUTINE, or already queued", what);
		return false;
	}
	if (scope != NULL && scope->after_coroutine_enqueue != NULL) {
		scope->after_coroutine_enqueue(co, scope);
	}
	return true;
}

/* `scope` (NULL: the main scope), or the scope of `scope_provider`, which
 * must be an Async\Scope object. */
static zend_coroutine_t *ta_co_spawn(
	zend_async_scope_t *scope, zend_object *scope_provider, int32_t priority)
{
	if (scope == NULL && scope_provider != NULL) {
		scope = ta_rust_scope_of_object(scope_provider);
		if (scope == NULL) {
			zend_throw_error(NULL, "ZEND_ASYNC_SPAWN_WITH_PROVIDER: the provider must be an Async\\Scope object");
			return NULL;
		}
	}
	zend_coroutine_t *co = ta_rust_coroutine_create(false, priority > 0, scope);
	if (co == NULL || !ta_co_queue(co, "ZEND_ASYNC_SPAWN")) {
		return NULL;
	}
	return co;
}

static bool ta_co_enqueue(zend_coroutine_t *coroutine)
{
	/* Checked before the hooks, so an invalid enqueue never reaches them. */
	if (!ta_rust_coroutine_held(coroutine)) {
		zend_throw_error(NULL, "ZEND_ASYNC_ENQUEUE_COROUTINE: not a coroutine made by ZEND_ASYNC_NEW_COROUTINE, or already queued");
		return false;
	}
	return ta_co_queue(coroutine, "ZEND_ASYNC_ENQUEUE_COROUTINE");
}

/* ZEND_ASYNC_SPAWN_AND_THROW: a coroutine whose body throws `exception`,
 * so that an error met outside any coroutine (a reactor callback, the
 * scheduler) fails a coroutine of the scope and takes that path (the
 * scope's handler, or an uncaught fatal error). The coroutine holds a
 * reference on the exception until it runs; one that never runs (cancelled
 * first) releases it. */
static void ta_throw_entry(void)
{
	zend_coroutine_t *co = ZEND_ASYNC_CURRENT_COROUTINE;
	zend_object *exception = co != NULL ? co->extended_data : NULL;
	if (exception == NULL) {
		return;
	}
	co->extended_data = NULL;
	/* Gives the coroutine's reference to EG(exception). */
	zend_throw_exception_internal(exception);
}

static void ta_throw_dispose(zend_coroutine_t *co)
{
	zend_object *exception = co->extended_data;
	co->extended_data = NULL;
	if (exception != NULL) {
		OBJ_RELEASE(exception);
	}
}

static bool ta_spawn_and_throw(zend_object *exception, zend_async_scope_t *scope, int32_t priority)
{
	if (exception == NULL) {
		zend_throw_error(NULL, "ZEND_ASYNC_SPAWN_AND_THROW: no exception given");
		return false;
	}
	zend_coroutine_t *co = zend_async_spawn_fn(scope, NULL, priority);
	if (co == NULL) {
		return false;
	}
	co->internal_entry = ta_throw_entry;
	co->extended_data = exception;
	co->extended_dispose = ta_throw_dispose;
	GC_ADDREF(exception);
	return true;
}

void ta_zend_async_coroutine_install(void)
{
	zend_async_spawn_and_throw_fn = ta_spawn_and_throw;
	zend_async_new_coroutine_fn = ta_co_new;
	zend_async_spawn_fn = ta_co_spawn;
	zend_async_enqueue_coroutine_fn = ta_co_enqueue;
}
