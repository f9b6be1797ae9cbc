/*
 * A future's zend_future_t as C sees it (src/engine/c_future.rs owns the
 * record, src/awaitables/future.rs the future): its allocation, its event
 * methods (the API's callback vector; replay once completed), `resolve`,
 * the store of an outcome, and zend_async_new_future_fn /
 * zend_async_new_future_obj_fn, installed at MINIT.
 */
#include "php.h"
#include "zend_async_API.h"
#include "zend_async_shim.h"

/* src/abi/zend_async_future.rs. */
extern zend_future_t *ta_rust_future_new(bool thread_safe, size_t extra_size);
extern zend_object *ta_rust_future_obj(zend_future_t *future);
extern bool ta_rust_future_resolve(zend_future_t *future);
extern void ta_rust_future_c_released(zend_future_t *future);

/* A future completes when it is told: nothing to start or stop. */
static bool ta_future_start_stop(zend_async_event_t *event)
{
	return true;
}

/* ZEND_ASYNC_EVENT_RELEASE took C's last reference. */
static bool ta_future_dispose(zend_async_event_t *event)
{
	ta_rust_future_c_released((zend_future_t *) event);
	return true;
}

/* A completed future gives its result or exception again. */
static bool ta_future_replay(zend_async_event_t *event, zend_async_event_callback_t *callback,
	zval *result, zend_object **exception)
{
	zend_future_t *future = (zend_future_t *) event;
	if (!ZEND_FUTURE_IS_COMPLETED(future)) {
		return false;
	}
	if (callback != NULL) {
		callback->callback(event, callback,
			future->exception == NULL ? &future->result : NULL, future->exception);
		return true;
	}
	if (result != NULL) {
		if (future->exception == NULL) {
			ZVAL_COPY(result, &future->result);
		} else {
			ZVAL_NULL(result);
		}
	}
	if (exception != NULL) {
		*exception = future->exception;
		if (future->exception != NULL) {
			GC_ADDREF(future->exception);
		}
	}
	return true;
}

static zend_string *ta_future_info(zend_async_event_t *event)
{
	return zend_strpprintf(0, "Future (%s)",
		ZEND_FUTURE_IS_COMPLETED((zend_future_t *) event) ? "completed" : "pending");
}

/* ZEND_FUTURE_COMPLETE / REJECT wrote the outcome into the record: the
 * future takes it over (src/engine/c_future.rs). */
static bool ta_future_resolve(zend_async_event_t *event, void *iterator)
{
	return ta_rust_future_resolve((zend_future_t *) event);
}

/* A zeroed record of `size` bytes (the C record and its Rust tail) and
 * `extra` bytes after it for the caller (NEW_FUTURE_EX), with its methods. */
zend_future_t *ta_future_alloc(size_t size, size_t extra)
{
	zend_future_t *future = ecalloc(1, size + extra);
	zend_async_event_t *event = &future->event;
	event->extra_offset = extra > 0 ? (uint32_t) size : 0;
	/* Its result is a zval: a waker copies it for the coroutine. */
	event->flags = ZEND_ASYNC_EVENT_F_ZVAL_RESULT;
	event->add_callback = ta_zend_async_callbacks_push;
	event->del_callback = ta_zend_async_callbacks_remove;
	event->start = ta_future_start_stop;
	event->stop = ta_future_start_stop;
	event->replay = ta_future_replay;
	event->dispose = ta_future_dispose;
	event->info = ta_future_info;
	future->resolve = ta_future_resolve;
	ZVAL_UNDEF(&future->result);
	return future;
}

/* The future completed: the record keeps a copy of its outcome (a value,
 * or a reference on `exception`), is closed, and its callbacks and then
 * its resolve callbacks are told (with the result; on a rejection NULL,
 * the exception being in the record). No effect on a closed record. */
void ta_future_store(zend_future_t *future, zval *result, zend_object *exception, uint32_t lineno)
{
	zend_async_event_t *event = &future->event;
	if (ZEND_ASYNC_EVENT_IS_CLOSED(event)) {
		return;
	}
	zval_ptr_dtor(&future->result);
	if (exception != NULL) {
		ZVAL_NULL(&future->result);
		GC_ADDREF(exception);
		future->exception = exception;
	} else if (result != NULL) {
		ZVAL_COPY(&future->result, result);
	} else {
		ZVAL_NULL(&future->result);
	}
	future->completed_lineno = lineno;
	ZEND_ASYNC_EVENT_SET_CLOSED(event);
	zval *value = exception == NULL ? &future->result : NULL;
	if (event->notify_handler != NULL) {
		zend_async_callbacks_notify(event, value, exception, false);
	} else if (event->callbacks.length > 0) {
		/* The API's notify, without its hold on the event: the caller
		 * (src/engine/c_future.rs) holds the record for the pass. */
		ZEND_ASYNC_EVENT_CLR_EXCEPTION_HANDLED(event);
		ta_vector_notify(&event->callbacks, event, value, exception);
	}
	if (future->resolve_callbacks.length > 0) {
		ZEND_ASYNC_EVENT_ADD_REF(event);
		zend_async_callbacks_vector_notify(&future->resolve_callbacks, event, value);
		ZEND_ASYNC_EVENT_RELEASE(event);
	}
}

/* Where it was made (`completed`: completed): a reference on the engine's
 * filename string in `filename` or `completed_filename`, set once each. */
void ta_future_set_file(zend_future_t *future, zend_string *file, bool completed)
{
	zend_string **slot = completed ? &future->completed_filename : &future->filename;
	if (*slot == NULL && file != NULL) {
		*slot = zend_string_copy(file);
	}
}

/* What `resolve` finds in the record: the result C copied in (taken, the
 * slot left undef; null if C wrote none) and the exception (its reference taken, the slot left
 * NULL). */
void ta_future_take(zend_future_t *future, zval *result, zend_object **exception)
{
	if (Z_ISUNDEF(future->result)) {
		ZVAL_NULL(result);
	} else {
		ZVAL_COPY_VALUE(result, &future->result);
		ZVAL_UNDEF(&future->result);
	}
	*exception = future->exception;
	future->exception = NULL;
}

/* The record's last reference went: what it holds, then the record. */
void ta_future_free(zend_future_t *future)
{
	/* Most futures end with nothing listed: the vector lent its slot
	 * (capacity 1) or never had storage. */
	zend_async_callbacks_vector_t *v = &future->event.callbacks;
	if (v->length > 0 || (v->data != NULL && v->capacity != 1)) {
		zend_async_callbacks_free(&future->event);
	}
	if (future->resolve_callbacks.data != NULL) {
		zend_async_callbacks_vector_free(&future->resolve_callbacks, &future->event);
	}
	zval_ptr_dtor(&future->result);
	if (future->exception != NULL) {
		OBJ_RELEASE(future->exception);
	}
	if (future->filename != NULL) {
		zend_string_release(future->filename);
	}
	if (future->completed_filename != NULL) {
		zend_string_release(future->completed_filename);
	}
	efree(future);
}

static zend_future_t *ta_future_new(bool thread_safe, size_t extra_size)
{
	zend_future_t *future = ta_rust_future_new(thread_safe, extra_size);
	if (future == NULL && EG(exception) == NULL) {
		zend_throw_error(NULL, "ZEND_ASYNC_NEW_FUTURE: no future can be made here (outside a request?)");
	}
	return future;
}

static zend_object *ta_future_obj(zend_future_t *future)
{
	zend_object *obj = future != NULL ? ta_rust_future_obj(future) : NULL;
	if (obj == NULL && EG(exception) == NULL) {
		zend_throw_error(NULL, "ZEND_ASYNC_NEW_FUTURE_OBJ: not a future true_async made");
	}
	return obj;
}

void ta_zend_async_future_install(void)
{
	zend_async_new_future_fn = ta_future_new;
	zend_async_new_future_obj_fn = ta_future_obj;
}
