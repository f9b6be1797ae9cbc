/*
 * A coroutine's zend_coroutine_t as C sees it (src/engine/c_coroutine.rs
 * owns the record): its event methods, which are the API's callback
 * functions, the run of a C-made coroutine's body (internal_entry, or the
 * PHP callable in fcall) under zend_try so that a bailout never skips a
 * Rust frame, and the scheduler functions
 * spawn / new_coroutine / enqueue installed at MINIT.
 */
#include "php.h"
#include "zend_exceptions.h"
#include "zend_async_API.h"
#include "zend_async_shim.h"

/* src/engine/c_coroutine.rs through src/abi/. */
extern zend_coroutine_t *ta_rust_coroutine_create(bool queue, bool hi);
extern bool ta_rust_coroutine_enqueue(zend_coroutine_t *coroutine);

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

/* The body of a coroutine made by ZEND_ASYNC_NEW_COROUTINE / SPAWN:
 * internal_entry when set, else the PHP callable its creator put in fcall
 * (ZEND_ASYNC_FCALL_DEFINE), called with fcall's arguments and its return
 * value left in co->result, as the entry's is. Under zend_try, so that a
 * bailout (exit, a fatal error) never skips a Rust frame: true then. An
 * exception stays in EG(exception) for the caller. */
bool ta_run_internal_entry(zend_coroutine_t *co)
{
	bool bailed = false;
	if (co->internal_entry == NULL && co->fcall == NULL) {
		zend_throw_error(NULL,
			"The coroutine has no body: set internal_entry or fcall after ZEND_ASYNC_NEW_COROUTINE or ZEND_ASYNC_SPAWN");
		return false;
	}
	zend_try {
		if (co->internal_entry != NULL) {
			co->internal_entry();
		} else {
			zval retval;
			ZVAL_UNDEF(&retval);
			co->fcall->fci.retval = &retval;
			if (zend_call_function(&co->fcall->fci, &co->fcall->fci_cache) == SUCCESS
					&& EG(exception) == NULL) {
				ZVAL_COPY_VALUE(&co->result, &retval);
			} else {
				zval_ptr_dtor(&retval);
			}
			co->fcall->fci.retval = NULL;
		}
	} zend_catch {
		bailed = true;
	} zend_end_try();
	return bailed;
}

static zend_coroutine_t *ta_co_new(zend_async_scope_t *scope)
{
	return ta_rust_coroutine_create(false, false);
}

static zend_coroutine_t *ta_co_spawn(
	zend_async_scope_t *scope, zend_object *scope_provider, int32_t priority)
{
	return ta_rust_coroutine_create(true, priority > 0);
}

static bool ta_co_enqueue(zend_coroutine_t *coroutine)
{
	if (!ta_rust_coroutine_enqueue(coroutine)) {
		zend_throw_error(NULL, "ZEND_ASYNC_ENQUEUE_COROUTINE: not a coroutine made by ZEND_ASYNC_NEW_COROUTINE, or already queued");
		return false;
	}
	return true;
}

void ta_zend_async_coroutine_install(void)
{
	zend_async_new_coroutine_fn = ta_co_new;
	zend_async_spawn_fn = ta_co_spawn;
	zend_async_enqueue_coroutine_fn = ta_co_enqueue;
}
