/*
 * A C reference on the event record of a PHP object, kept after PHP let go
 * of the object: ZEND_ASYNC_OBJECT_TO_EVENT + ZEND_ASYNC_EVENT_ADD_REF while
 * the object lives, then (the object unset, cycles collected) reading the
 * record, starting it, listening on it and RELEASE, as an extension that
 * keeps an awaitable's record for later would. Run under valgrind, these
 * show whether the record outlives its object while C holds it.
 */
#include "native_test.h"

#define NATIVE_ER_SLOTS 8

typedef struct {
	zend_async_event_callback_t base;
	zend_long tag;
} native_er_listener;

typedef struct {
	zend_async_event_t *event;
	native_er_listener *listener;
} native_er_slot;

static native_er_slot native_er_slots[NATIVE_ER_SLOTS];
static zval native_er_log_list;

static native_er_slot *native_er_slot_arg(zend_long slot)
{
	if (slot < 0 || slot >= NATIVE_ER_SLOTS || native_er_slots[slot].event == NULL) {
		zend_argument_value_error(1, "is not a held slot");
		return NULL;
	}
	return &native_er_slots[slot];
}

/* native_ref_take(object $o): int -- the object's event record, with a
 * reference of C's own (ZEND_ASYNC_EVENT_ADD_REF); its slot. */
PHP_FUNCTION(native_ref_take)
{
	zend_object *obj;
	ZEND_PARSE_PARAMETERS_START(1, 1)
		Z_PARAM_OBJ(obj)
	ZEND_PARSE_PARAMETERS_END();
	zend_async_event_t *event = ZEND_ASYNC_OBJECT_TO_EVENT(obj);
	if (event == NULL) {
		zend_argument_value_error(1, "has no event");
		RETURN_THROWS();
	}
	for (zend_long i = 0; i < NATIVE_ER_SLOTS; i++) {
		if (native_er_slots[i].event == NULL) {
			ZEND_ASYNC_EVENT_ADD_REF(event);
			native_er_slots[i].event = event;
			RETURN_LONG(i);
		}
	}
	zend_throw_error(NULL, "native ref slots full");
}

/* native_ref_state(int $slot): array -- what C reads on the record it
 * holds: CLOSED, how many callbacks it lists, whether it is started, its
 * reference count and what it says it is. */
PHP_FUNCTION(native_ref_state)
{
	zend_long slot;
	ZEND_PARSE_PARAMETERS_START(1, 1)
		Z_PARAM_LONG(slot)
	ZEND_PARSE_PARAMETERS_END();
	native_er_slot *s = native_er_slot_arg(slot);
	if (s == NULL) {
		RETURN_THROWS();
	}
	zend_async_event_t *event = s->event;
	array_init(return_value);
	add_assoc_bool(return_value, "closed", ZEND_ASYNC_EVENT_IS_CLOSED(event));
	add_assoc_long(return_value, "callbacks", event->callbacks.length);
	add_assoc_bool(return_value, "started", event->loop_ref_count > 0);
	add_assoc_long(return_value, "refcount", (zend_long) ZEND_ASYNC_EVENT_REFCOUNT(event));
	zend_string *info = event->info != NULL ? event->info(event) : NULL;
	if (info != NULL) {
		add_assoc_str(return_value, "info", info);
	} else {
		add_assoc_null(return_value, "info");
	}
}

static void native_er_release(native_er_slot *s);

static void native_er_heard(zend_async_event_t *event, zend_async_event_callback_t *callback,
	void *result, zend_object *exception)
{
	if (Z_TYPE(native_er_log_list) != IS_ARRAY) {
		array_init(&native_er_log_list);
	}
	add_next_index_str(&native_er_log_list, zend_strpprintf(0, "C%ld heard: closed %s, error %s",
		(long) ((native_er_listener *) callback)->tag,
		ZEND_ASYNC_EVENT_IS_CLOSED(event) ? "yes" : "no",
		exception != NULL ? ZSTR_VAL(exception->ce->name) : "none"));
	if (((native_er_listener *) callback)->tag < 0) {
		/* Done with it: C's callback and reference go from inside the pass. */
		for (zend_long i = 0; i < NATIVE_ER_SLOTS; i++) {
			if (native_er_slots[i].listener == (native_er_listener *) callback) {
				native_er_release(&native_er_slots[i]);
				break;
			}
		}
	}
}

static void native_er_dispose(zend_async_event_callback_t *callback, zend_async_event_t *event)
{
	if (callback->ref_count > 1) {
		callback->ref_count--;
		return;
	}
	efree(callback);
}

/* native_ref_listen(int $slot, int $tag): bool -- a logging callback on
 * the held record (one reference ours, one the vector's); a negative tag
 * releases the slot (callback and reference) when it hears the event. */
PHP_FUNCTION(native_ref_listen)
{
	zend_long slot, tag;
	ZEND_PARSE_PARAMETERS_START(2, 2)
		Z_PARAM_LONG(slot)
		Z_PARAM_LONG(tag)
	ZEND_PARSE_PARAMETERS_END();
	native_er_slot *s = native_er_slot_arg(slot);
	if (s == NULL) {
		RETURN_THROWS();
	}
	if (s->listener != NULL) {
		zend_throw_error(NULL, "already listening");
		RETURN_THROWS();
	}
	native_er_listener *l = ecalloc(1, sizeof(*l));
	l->base.callback = native_er_heard;
	l->base.dispose = native_er_dispose;
	l->base.ref_count = 1;
	l->tag = tag;
	if (!s->event->add_callback(s->event, &l->base)) {
		efree(l);
		RETURN_FALSE;
	}
	s->listener = l;
	RETURN_TRUE;
}

/* native_ref_start(int $slot): bool -- the record's start (a waker would
 * start it so; it counts, the first one arms). */
PHP_FUNCTION(native_ref_start)
{
	zend_long slot;
	ZEND_PARSE_PARAMETERS_START(1, 1)
		Z_PARAM_LONG(slot)
	ZEND_PARSE_PARAMETERS_END();
	native_er_slot *s = native_er_slot_arg(slot);
	if (s == NULL) {
		RETURN_THROWS();
	}
	RETURN_BOOL(s->event->start(s->event));
}

static void native_er_release(native_er_slot *s)
{
	zend_async_event_t *event = s->event;
	native_er_listener *l = s->listener;
	s->event = NULL;
	s->listener = NULL;
	if (l != NULL) {
		/* Still listed (not closed yet): the vector's reference goes. */
		event->del_callback(event, &l->base);
		native_er_dispose(&l->base, event);
	}
	ZEND_ASYNC_EVENT_RELEASE(event);
}

/* native_ref_release(int $slot): void -- C's callback leaves and its
 * reference goes (the last one frees the record). */
PHP_FUNCTION(native_ref_release)
{
	zend_long slot;
	ZEND_PARSE_PARAMETERS_START(1, 1)
		Z_PARAM_LONG(slot)
	ZEND_PARSE_PARAMETERS_END();
	native_er_slot *s = native_er_slot_arg(slot);
	if (s == NULL) {
		RETURN_THROWS();
	}
	native_er_release(s);
}

/* native_ref_log(): array -- what the callbacks heard, emptied. */
PHP_FUNCTION(native_ref_log)
{
	ZEND_PARSE_PARAMETERS_NONE();
	if (Z_TYPE(native_er_log_list) != IS_ARRAY) {
		RETURN_EMPTY_ARRAY();
	}
	RETVAL_COPY_VALUE(&native_er_log_list);
	ZVAL_UNDEF(&native_er_log_list);
}

/* ---- A C-entry coroutine waiting on a held record through its waker ----------- */

static void native_er_note(zend_string *s)
{
	if (Z_TYPE(native_er_log_list) != IS_ARRAY) {
		array_init(&native_er_log_list);
	}
	add_next_index_str(&native_er_log_list, s);
}

static void native_er_wait_entry(void)
{
	zend_coroutine_t *co = ZEND_ASYNC_CURRENT_COROUTINE;
	zend_async_event_t *event = co->extended_data;
	co->extended_data = NULL;
	/* The waker takes a reference of its own (trans_event false), then
	 * the one handed over with the coroutine goes. */
	bool waits = ZEND_ASYNC_WAKER_NEW(co) != NULL
		&& zend_async_resume_when(co, event, false, zend_async_waker_callback_resolve, NULL);
	ZEND_ASYNC_EVENT_RELEASE(event);
	if (!waits) {
		native_er_note(zend_string_init("waiter: no wait", sizeof("waiter: no wait") - 1, 0));
		return;
	}
	ZEND_ASYNC_SUSPEND();
	native_er_note(strpprintf(0, "waiter resumed: closed %s, error %s",
		ZEND_ASYNC_EVENT_IS_CLOSED(event) ? "yes" : "no",
		EG(exception) != NULL ? ZSTR_VAL(EG(exception)->ce->name) : "none"));
	if (EG(exception) != NULL) {
		zend_clear_exception();
	}
	zend_async_waker_clean(co);
}

static void native_er_wait_dispose(zend_coroutine_t *co)
{
	/* Never started: the reference handed over goes here. */
	if (co->extended_data != NULL) {
		zend_async_event_t *event = co->extended_data;
		co->extended_data = NULL;
		ZEND_ASYNC_EVENT_RELEASE(event);
	}
}

/* native_ref_wait(int $slot): Async\Coroutine -- a C-entry coroutine that
 * waits on the held record with a waker (holding it only through the
 * waker once it waits) and logs how it was resumed. */
PHP_FUNCTION(native_ref_wait)
{
	zend_long slot;
	ZEND_PARSE_PARAMETERS_START(1, 1)
		Z_PARAM_LONG(slot)
	ZEND_PARSE_PARAMETERS_END();
	native_er_slot *s = native_er_slot_arg(slot);
	if (s == NULL) {
		RETURN_THROWS();
	}
	zend_coroutine_t *co = ZEND_ASYNC_SPAWN();
	if (co == NULL) {
		RETURN_THROWS();
	}
	ZEND_ASYNC_EVENT_ADD_REF(s->event);
	co->internal_entry = native_er_wait_entry;
	co->extended_data = s->event;
	co->extended_dispose = native_er_wait_dispose;
	RETURN_OBJ_COPY(ZEND_ASYNC_EVENT_TO_OBJECT(&co->event));
}

void native_event_refs_rshutdown(void)
{
	for (zend_long i = 0; i < NATIVE_ER_SLOTS; i++) {
		if (native_er_slots[i].event != NULL) {
			native_er_release(&native_er_slots[i]);
		}
	}
	zval_ptr_dtor(&native_er_log_list);
	ZVAL_UNDEF(&native_er_log_list);
}
