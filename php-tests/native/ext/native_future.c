/*
 * Futures as a TrueAsync extension uses them: ZEND_ASYNC_NEW_FUTURE kept in
 * a few slots between calls, callbacks on its event (a log of what they
 * heard), ZEND_FUTURE_COMPLETE / ZEND_FUTURE_REJECT from PHP calls, from a
 * C timer's callback or on the record of an Async\Future PHP made
 * (ZEND_ASYNC_OBJECT_TO_EVENT), ZEND_ASYNC_NEW_FUTURE_OBJ for PHP to
 * await, a C-entry coroutine waiting on one through its waker, and
 * ZEND_ASYNC_EVENT_RELEASE.
 */
#include "native_test.h"

#define NATIVE_FUTURE_SLOTS 4

static zend_future_t *native_futures[NATIVE_FUTURE_SLOTS];
static zval native_future_log_list;

typedef struct {
	zend_async_event_callback_t base;
	zend_long slot;
} native_future_listener;

static zend_string *native_future_message(zend_object *ex)
{
	zval rv;
	zval *m = zend_read_property_ex(zend_get_exception_base(ex), ex, ZSTR_KNOWN(ZEND_STR_MESSAGE), 1, &rv);
	zend_string *text = zval_get_string(m);
	zend_string *out = zend_strpprintf(0, "%s: %s", ZSTR_VAL(ex->ce->name), ZSTR_VAL(text));
	zend_string_release(text);
	return out;
}

/* [result, exception ("Class: message") or null] of an outcome. */
static void native_future_outcome(zval *out, zval *result, zend_object *exception)
{
	if (result != NULL && exception == NULL) {
		add_assoc_zval(out, "result", result);
		Z_TRY_ADDREF_P(result);
	} else {
		add_assoc_null(out, "result");
	}
	if (exception != NULL) {
		add_assoc_str(out, "exception", native_future_message(exception));
	} else {
		add_assoc_null(out, "exception");
	}
}

static void native_future_heard(zend_async_event_t *event, zend_async_event_callback_t *callback,
	void *result, zend_object *exception)
{
	if (Z_TYPE(native_future_log_list) != IS_ARRAY) {
		array_init(&native_future_log_list);
	}
	zval entry;
	array_init(&entry);
	add_assoc_long(&entry, "slot", ((native_future_listener *) callback)->slot);
	add_assoc_bool(&entry, "completed", ZEND_FUTURE_IS_COMPLETED((zend_future_t *) event));
	native_future_outcome(&entry, (zval *) result, exception);
	add_next_index_zval(&native_future_log_list, &entry);
}

static void native_future_listener_dispose(zend_async_event_callback_t *callback, zend_async_event_t *event)
{
	if (callback->ref_count > 1) {
		callback->ref_count--;
		return;
	}
	efree(callback);
}

static void native_future_listen(zend_future_t *future, zend_long slot)
{
	native_future_listener *l = ecalloc(1, sizeof(*l));
	l->base.callback = native_future_heard;
	l->base.dispose = native_future_listener_dispose;
	l->slot = slot;
	future->event.add_callback(&future->event, &l->base);
}

static zend_long native_future_file(zend_future_t *future)
{
	for (zend_long i = 0; i < NATIVE_FUTURE_SLOTS; i++) {
		if (native_futures[i] == NULL) {
			native_futures[i] = future;
			return i;
		}
	}
	ZEND_ASYNC_EVENT_RELEASE(&future->event);
	zend_throw_error(NULL, "native future slots full");
	return -1;
}

static zend_future_t *native_future_arg(zend_long slot)
{
	if (slot < 0 || slot >= NATIVE_FUTURE_SLOTS || native_futures[slot] == NULL) {
		zend_argument_value_error(1, "is not a slot holding a future");
		return NULL;
	}
	return native_futures[slot];
}

/* native_future_new(bool $thread_safe = false, bool $listen = true): int --
 * ZEND_ASYNC_NEW_FUTURE in a slot (C's reference), a logging callback on
 * its event if $listen. */
PHP_FUNCTION(native_future_new)
{
	bool thread_safe = false, listen = true;
	ZEND_PARSE_PARAMETERS_START(0, 2)
		Z_PARAM_OPTIONAL
		Z_PARAM_BOOL(thread_safe)
		Z_PARAM_BOOL(listen)
	ZEND_PARSE_PARAMETERS_END();
	zend_future_t *future = ZEND_ASYNC_NEW_FUTURE(thread_safe);
	if (future == NULL) {
		RETURN_THROWS();
	}
	zend_long slot = native_future_file(future);
	if (slot < 0) {
		RETURN_THROWS();
	}
	if (listen) {
		native_future_listen(future, slot);
	}
	RETURN_LONG(slot);
}

/* native_future_adopt(Async\Future $f, bool $listen = true): int -- the
 * record ZEND_ASYNC_OBJECT_TO_EVENT finds, in a slot with a reference of
 * C's own (ZEND_ASYNC_EVENT_ADD_REF), marked used and its error caught. */
PHP_FUNCTION(native_future_adopt)
{
	zend_object *obj;
	bool listen = true;
	ZEND_PARSE_PARAMETERS_START(1, 2)
		Z_PARAM_OBJ(obj)
		Z_PARAM_OPTIONAL
		Z_PARAM_BOOL(listen)
	ZEND_PARSE_PARAMETERS_END();
	zend_async_event_t *event = ZEND_ASYNC_OBJECT_TO_EVENT(obj);
	if (event == NULL) {
		zend_argument_value_error(1, "has no event");
		RETURN_THROWS();
	}
	ZEND_ASYNC_EVENT_ADD_REF(event);
	/* C answers for it now: PHP gives no unobserved warnings. */
	ZEND_FUTURE_SET_USED((zend_future_t *) event);
	ZEND_FUTURE_SET_EXCEPTION_CAUGHT((zend_future_t *) event);
	zend_long slot = native_future_file((zend_future_t *) event);
	if (slot < 0) {
		RETURN_THROWS();
	}
	if (listen) {
		native_future_listen((zend_future_t *) event, slot);
	}
	RETURN_LONG(slot);
}

/* native_future_complete(int $slot, mixed $value, bool $null = false): bool --
 * ZEND_FUTURE_COMPLETE (with a NULL value if $null); whether it is
 * completed afterwards. */
PHP_FUNCTION(native_future_complete)
{
	zend_long slot;
	zval *value;
	bool null = false;
	ZEND_PARSE_PARAMETERS_START(2, 3)
		Z_PARAM_LONG(slot)
		Z_PARAM_ZVAL(value)
		Z_PARAM_OPTIONAL
		Z_PARAM_BOOL(null)
	ZEND_PARSE_PARAMETERS_END();
	zend_future_t *future = native_future_arg(slot);
	if (future == NULL) {
		RETURN_THROWS();
	}
	ZEND_FUTURE_COMPLETE(future, null ? NULL : value);
	RETURN_BOOL(ZEND_FUTURE_IS_COMPLETED(future));
}

/* native_future_reject(int $slot, ?Throwable $e): bool -- ZEND_FUTURE_REJECT
 * (NULL for null); whether it is completed afterwards. */
PHP_FUNCTION(native_future_reject)
{
	zend_long slot;
	zend_object *error;
	ZEND_PARSE_PARAMETERS_START(2, 2)
		Z_PARAM_LONG(slot)
		Z_PARAM_OBJ_OF_CLASS_OR_NULL(error, zend_ce_throwable)
	ZEND_PARSE_PARAMETERS_END();
	zend_future_t *future = native_future_arg(slot);
	if (future == NULL) {
		RETURN_THROWS();
	}
	ZEND_FUTURE_REJECT(future, error);
	RETURN_BOOL(ZEND_FUTURE_IS_COMPLETED(future));
}

/* native_future_resolve_again(int $slot): bool -- calls the record's
 * resolve itself (what a second completion would do). */
PHP_FUNCTION(native_future_resolve_again)
{
	zend_long slot;
	ZEND_PARSE_PARAMETERS_START(1, 1)
		Z_PARAM_LONG(slot)
	ZEND_PARSE_PARAMETERS_END();
	zend_future_t *future = native_future_arg(slot);
	if (future == NULL) {
		RETURN_THROWS();
	}
	RETURN_BOOL(future->resolve(&future->event, NULL));
}

/* native_future_info(int $slot): array -- what C reads in the record. */
PHP_FUNCTION(native_future_info)
{
	zend_long slot;
	ZEND_PARSE_PARAMETERS_START(1, 1)
		Z_PARAM_LONG(slot)
	ZEND_PARSE_PARAMETERS_END();
	zend_future_t *future = native_future_arg(slot);
	if (future == NULL) {
		RETURN_THROWS();
	}
	array_init(return_value);
	add_assoc_bool(return_value, "completed", ZEND_FUTURE_IS_COMPLETED(future));
	add_assoc_bool(return_value, "thread_safe", (future->event.flags & ZEND_FUTURE_F_THREAD_SAFE) != 0);
	add_assoc_long(return_value, "ref_count", future->event.ref_count);
	add_assoc_long(return_value, "callbacks", future->event.callbacks.length);
	add_assoc_bool(return_value, "made_here", future->lineno > 0);
	add_assoc_bool(return_value, "completed_here", future->completed_lineno > 0);
	if (future->filename != NULL) {
		add_assoc_str(return_value, "file", zend_string_copy(future->filename));
	} else {
		add_assoc_null(return_value, "file");
	}
	if (future->completed_filename != NULL) {
		add_assoc_str(return_value, "completed_file", zend_string_copy(future->completed_filename));
	} else {
		add_assoc_null(return_value, "completed_file");
	}
	zend_string *info = future->event.info(&future->event);
	add_assoc_str(return_value, "info", info);
	if (ZEND_FUTURE_IS_COMPLETED(future)) {
		native_future_outcome(return_value, &future->result, future->exception);
	}
	zval replayed;
	zend_object *replayed_ex = NULL;
	ZVAL_UNDEF(&replayed);
	bool replay = future->event.replay(&future->event, NULL, &replayed, &replayed_ex);
	add_assoc_bool(return_value, "replay", replay);
	zval_ptr_dtor(&replayed);
	if (replayed_ex != NULL) {
		OBJ_RELEASE(replayed_ex);
	}
}

/* native_future_log(): array -- what the callbacks heard, then emptied. */
PHP_FUNCTION(native_future_log)
{
	ZEND_PARSE_PARAMETERS_NONE();
	if (Z_TYPE(native_future_log_list) != IS_ARRAY) {
		RETURN_EMPTY_ARRAY();
	}
	ZVAL_COPY_VALUE(return_value, &native_future_log_list);
	ZVAL_UNDEF(&native_future_log_list);
}

/* native_future_obj(int $slot): Async\Future -- ZEND_ASYNC_NEW_FUTURE_OBJ
 * (C keeps its slot's reference). */
PHP_FUNCTION(native_future_obj)
{
	zend_long slot;
	ZEND_PARSE_PARAMETERS_START(1, 1)
		Z_PARAM_LONG(slot)
	ZEND_PARSE_PARAMETERS_END();
	zend_future_t *future = native_future_arg(slot);
	if (future == NULL) {
		RETURN_THROWS();
	}
	zend_object *obj = ZEND_ASYNC_NEW_FUTURE_OBJ(future);
	if (obj == NULL) {
		RETURN_THROWS();
	}
	RETURN_OBJ(obj);
}

/* native_future_same(int $slot, object $obj): bool -- whether
 * ZEND_ASYNC_OBJECT_TO_EVENT on $obj gives the slot's record. */
PHP_FUNCTION(native_future_same)
{
	zend_long slot;
	zend_object *obj;
	ZEND_PARSE_PARAMETERS_START(2, 2)
		Z_PARAM_LONG(slot)
		Z_PARAM_OBJ(obj)
	ZEND_PARSE_PARAMETERS_END();
	zend_future_t *future = native_future_arg(slot);
	if (future == NULL) {
		RETURN_THROWS();
	}
	RETURN_BOOL(ZEND_ASYNC_OBJECT_TO_EVENT(obj) == &future->event);
}

/* native_future_release(int $slot): void -- C's reference goes. */
PHP_FUNCTION(native_future_release)
{
	zend_long slot;
	ZEND_PARSE_PARAMETERS_START(1, 1)
		Z_PARAM_LONG(slot)
	ZEND_PARSE_PARAMETERS_END();
	zend_future_t *future = native_future_arg(slot);
	if (future == NULL) {
		RETURN_THROWS();
	}
	native_futures[slot] = NULL;
	ZEND_ASYNC_EVENT_RELEASE(&future->event);
}

/* ---- Completion from a C timer -------------------------------------------------- */

typedef struct {
	zend_async_event_callback_t base;
	zend_future_t *future;  /* a reference of the timer's own */
	zval value;
	bool reject;
} native_future_timer_cb;

static void native_future_timer_fired(zend_async_event_t *event, zend_async_event_callback_t *callback,
	void *result, zend_object *exception)
{
	native_future_timer_cb *cb = (native_future_timer_cb *) callback;
	if (cb->future == NULL) {
		return;
	}
	if (cb->reject) {
		ZEND_FUTURE_REJECT(cb->future, Z_OBJ(cb->value));
	} else {
		ZEND_FUTURE_COMPLETE(cb->future, &cb->value);
	}
	ZEND_ASYNC_EVENT_RELEASE(&cb->future->event);
	cb->future = NULL;
	event->stop(event);
	/* The timer's last reference: its callbacks (this one) go with it. */
	ZEND_ASYNC_EVENT_RELEASE(event);
}

static void native_future_timer_dispose(zend_async_event_callback_t *callback, zend_async_event_t *event)
{
	if (callback->ref_count > 1) {
		callback->ref_count--;
		return;
	}
	native_future_timer_cb *cb = (native_future_timer_cb *) callback;
	if (cb->future != NULL) {
		ZEND_ASYNC_EVENT_RELEASE(&cb->future->event);
	}
	zval_ptr_dtor(&cb->value);
	efree(cb);
}

/* native_future_complete_after(int $slot, int $ms, mixed $value): bool --
 * a C timer whose callback completes the future with $value (rejects it
 * if $value is a Throwable). */
PHP_FUNCTION(native_future_complete_after)
{
	zend_long slot, ms;
	zval *value;
	ZEND_PARSE_PARAMETERS_START(3, 3)
		Z_PARAM_LONG(slot)
		Z_PARAM_LONG(ms)
		Z_PARAM_ZVAL(value)
	ZEND_PARSE_PARAMETERS_END();
	zend_future_t *future = native_future_arg(slot);
	if (future == NULL) {
		RETURN_THROWS();
	}
	zend_async_timer_event_t *timer = ZEND_ASYNC_NEW_TIMER_EVENT((zend_ulong) ms, false);
	if (timer == NULL) {
		RETURN_THROWS();
	}
	native_future_timer_cb *cb = ecalloc(1, sizeof(*cb));
	cb->base.callback = native_future_timer_fired;
	cb->base.dispose = native_future_timer_dispose;
	cb->future = future;
	ZEND_ASYNC_EVENT_ADD_REF(&future->event);
	ZVAL_COPY(&cb->value, value);
	cb->reject = Z_TYPE_P(value) == IS_OBJECT && instanceof_function(Z_OBJCE_P(value), zend_ce_throwable);
	timer->base.add_callback(&timer->base, &cb->base);
	RETURN_BOOL(timer->base.start(&timer->base));
}

/* ---- A C coroutine waiting through its waker ------------------------------------ */

static void native_future_wait_entry(void)
{
	zend_coroutine_t *co = ZEND_ASYNC_CURRENT_COROUTINE;
	zend_future_t *future = co->extended_data;
	array_init(&co->result);
	if (ZEND_ASYNC_WAKER_NEW(co) == NULL
			|| !zend_async_resume_when(co, &future->event, false, zend_async_waker_callback_resolve, NULL)) {
		add_assoc_bool(&co->result, "waited", false);
		return;
	}
	bool ok = ZEND_ASYNC_SUSPEND();
	add_assoc_bool(&co->result, "waited", true);
	add_assoc_bool(&co->result, "ok", ok);
	add_assoc_bool(&co->result, "completed", ZEND_FUTURE_IS_COMPLETED(future));
	if (co->waker != NULL && Z_TYPE(co->waker->result) != IS_UNDEF) {
		add_assoc_zval(&co->result, "result", &co->waker->result);
		Z_TRY_ADDREF(co->waker->result);
	} else {
		add_assoc_null(&co->result, "result");
	}
	if (EG(exception) != NULL) {
		add_assoc_str(&co->result, "exception", native_future_message(EG(exception)));
		zend_clear_exception();
	} else {
		add_assoc_null(&co->result, "exception");
	}
	zend_async_waker_clean(co);
}

static void native_future_wait_dispose(zend_coroutine_t *co)
{
	zend_future_t *future = co->extended_data;
	co->extended_data = NULL;
	if (future != NULL) {
		ZEND_ASYNC_EVENT_RELEASE(&future->event);
	}
}

/* native_future_c_wait(int $slot): Async\Coroutine -- a C-entry coroutine
 * that waits for the future through its waker; its result says what the
 * wait gave (result, exception). */
PHP_FUNCTION(native_future_c_wait)
{
	zend_long slot;
	ZEND_PARSE_PARAMETERS_START(1, 1)
		Z_PARAM_LONG(slot)
	ZEND_PARSE_PARAMETERS_END();
	zend_future_t *future = native_future_arg(slot);
	if (future == NULL) {
		RETURN_THROWS();
	}
	zend_coroutine_t *co = ZEND_ASYNC_SPAWN();
	if (co == NULL) {
		RETURN_THROWS();
	}
	ZEND_ASYNC_EVENT_ADD_REF(&future->event);
	co->internal_entry = native_future_wait_entry;
	co->extended_data = future;
	co->extended_dispose = native_future_wait_dispose;
	RETURN_OBJ_COPY(ZEND_ASYNC_EVENT_TO_OBJECT(&co->event));
}

/* Slots C did not release (a test that stops early) go with the request. */
void native_future_rshutdown(void)
{
	for (zend_long i = 0; i < NATIVE_FUTURE_SLOTS; i++) {
		zend_future_t *future = native_futures[i];
		native_futures[i] = NULL;
		if (future != NULL) {
			ZEND_ASYNC_EVENT_RELEASE(&future->event);
		}
	}
	zval_ptr_dtor(&native_future_log_list);
	ZVAL_UNDEF(&native_future_log_list);
}
