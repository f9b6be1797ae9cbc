/*
 * Microtasks a C extension queues with ZEND_ASYNC_ADD_MICROTASK(). Callers:
 * zend_async_api_shim.c installs ta_add_microtask as add_microtask_fn;
 * src/abi/microtask.rs queues the record (ta_queue_native_microtask, Rust)
 * in the scheduler's one microtask queue and calls ta_microtask_run and
 * ta_microtask_release from it.
 *
 * Ownership follows TrueAsync's scheduler: a queued record holds one
 * reference of the queue's own (taken here), given back with
 * ZEND_ASYNC_MICROTASK_RELEASE after the record ran or was skipped, so the
 * caller may release its own reference as soon as the add returned. A
 * record already cancelled is not queued.
 */
#include "php.h"
#include "zend_exceptions.h"
#include "zend_async_API.h"
#include "zend_async_shim.h"

bool ta_queue_native_microtask(zend_async_microtask_t *microtask);
void ta_warn_exception(zend_object *ex, const char *context);

/* The frame a handler runs under: an internal function, so an exception it
 * throws stays in EG(exception) instead of redirecting the opline of the
 * user frame below (the suspending coroutine's), and there is a frame even
 * when none runs (the end of the script). */
static zend_function ta_microtask_function = { ZEND_INTERNAL_FUNCTION };

bool ta_add_microtask(zend_async_microtask_t *microtask)
{
	TA_C_API_USED();
	if (UNEXPECTED(microtask == NULL || microtask->handler == NULL)) {
		zend_error(E_WARNING, "Cannot add a NULL microtask or one without a handler");
		return false;
	}
	if (microtask->is_cancelled) {
		return true;
	}
	microtask->ref_count++;
	if (UNEXPECTED(!ta_queue_native_microtask(microtask))) {
		microtask->ref_count--;
		zend_error(E_WARNING, "Cannot add a microtask outside a request");
		return false;
	}
	return true;
}

/* Runs the handler unless the record was cancelled since it was queued.
 * An exception the handler leaves is reported as a warning
 * ("Async: microtask failed: <class>: <message>") and cleared: it belongs
 * to no coroutine. Returns 1 if the engine bailed out (fatal error) inside
 * the handler; no Rust frame sits between the jmp_buf and the handler. */
int ta_microtask_run(zend_async_microtask_t *microtask)
{
	if (microtask->is_cancelled) {
		return 0;
	}
	zend_execute_data frame;
	memset(&frame, 0, sizeof(frame));
	frame.func = &ta_microtask_function;
	frame.prev_execute_data = EG(current_execute_data);
	zend_object *pending = EG(exception);
	EG(exception) = NULL;
	EG(current_execute_data) = &frame;
	volatile int bailed = 0;
	zend_try {
		microtask->handler(microtask);
	} zend_catch {
		bailed = 1;
	} zend_end_try();
	EG(current_execute_data) = frame.prev_execute_data;
	if (bailed) {
		return 1;
	}
	if (UNEXPECTED(EG(exception) != NULL)) {
		zend_object *ex = EG(exception);
		EG(exception) = NULL;
		ta_warn_exception(ex, "Async: microtask failed");
		OBJ_RELEASE(ex);
	}
	if (pending != NULL) {
		if (EG(exception) != NULL) {
			zend_exception_set_previous(EG(exception), pending);
		} else {
			EG(exception) = pending;
		}
	}
	return 0;
}

/* Gives back the queue's reference: the last one runs dtor, then efree. */
void ta_microtask_release(zend_async_microtask_t *microtask)
{
	ZEND_ASYNC_MICROTASK_RELEASE(microtask);
}
