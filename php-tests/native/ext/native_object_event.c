/*
 * The event record ZEND_ASYNC_OBJECT_TO_EVENT finds on any object (an
 * Async\Future, an Async\Scope, a coroutine), read as a TrueAsync
 * extension would read it: its flags (closed, result used, exception
 * caught, a future's "ignored"), how many callbacks it lists (C's and
 * true_async's own waiters alike), its counts; and C listeners put on it
 * (a reference of C's own on the record, a log of what they heard, in the
 * order they were called).
 */
#include "native_test.h"

#define NATIVE_OE_SLOTS 4

typedef struct {
	zend_async_event_callback_t base;
	zend_long tag;
} native_oe_listener;

typedef struct {
	zend_async_event_t *event;
	native_oe_listener *listener;
} native_oe_slot;

static native_oe_slot native_oe_slots[NATIVE_OE_SLOTS];
static zval native_oe_log_list;

static zend_async_event_t *native_oe_event(zend_object *obj)
{
	zend_async_event_t *event = ZEND_ASYNC_OBJECT_TO_EVENT(obj);
	if (event == NULL) {
		zend_argument_value_error(1, "has no event");
	}
	return event;
}

/* native_object_event(object $o): array -- what C reads on the record. */
PHP_FUNCTION(native_object_event)
{
	zend_object *obj;
	ZEND_PARSE_PARAMETERS_START(1, 1)
		Z_PARAM_OBJ(obj)
	ZEND_PARSE_PARAMETERS_END();
	zend_async_event_t *event = native_oe_event(obj);
	if (event == NULL) {
		RETURN_THROWS();
	}
	array_init(return_value);
	add_assoc_bool(return_value, "closed", ZEND_ASYNC_EVENT_IS_CLOSED(event));
	add_assoc_bool(return_value, "used", ZEND_ASYNC_EVENT_WILL_RESULT_USED(event));
	add_assoc_bool(return_value, "caught", ZEND_ASYNC_EVENT_WILL_EXC_CAUGHT(event));
	add_assoc_bool(return_value, "ignored", (event->flags & ZEND_FUTURE_F_IGNORED) != 0);
	add_assoc_long(return_value, "callbacks", event->callbacks.length);
}

static void native_oe_heard(zend_async_event_t *event, zend_async_event_callback_t *callback,
	void *result, zend_object *exception)
{
	if (Z_TYPE(native_oe_log_list) != IS_ARRAY) {
		array_init(&native_oe_log_list);
	}
	/* The tag, its place in the vector and how many callbacks the event
	 * lists while it tells them. */
	uint32_t at = 0;
	while (at < event->callbacks.length && event->callbacks.data[at] != callback) {
		at++;
	}
	add_next_index_str(&native_oe_log_list, zend_strpprintf(0, "C%ld at %u of %u",
		(long) ((native_oe_listener *) callback)->tag, at, event->callbacks.length));
}

static void native_oe_dispose(zend_async_event_callback_t *callback, zend_async_event_t *event)
{
	if (callback->ref_count > 1) {
		callback->ref_count--;
		return;
	}
	efree(callback);
}

/* native_object_event_listen(object $o, int $tag): int -- a logging C
 * callback on the record, with a reference of C's own; its slot. */
PHP_FUNCTION(native_object_event_listen)
{
	zend_object *obj;
	zend_long tag;
	ZEND_PARSE_PARAMETERS_START(2, 2)
		Z_PARAM_OBJ(obj)
		Z_PARAM_LONG(tag)
	ZEND_PARSE_PARAMETERS_END();
	zend_async_event_t *event = native_oe_event(obj);
	if (event == NULL) {
		RETURN_THROWS();
	}
	for (zend_long i = 0; i < NATIVE_OE_SLOTS; i++) {
		if (native_oe_slots[i].event != NULL) {
			continue;
		}
		native_oe_listener *l = ecalloc(1, sizeof(*l));
		l->base.callback = native_oe_heard;
		l->base.dispose = native_oe_dispose;
		l->base.ref_count = 1; /* ours, until native_object_event_drop */
		l->tag = tag;
		ZEND_ASYNC_EVENT_ADD_REF(event);
		if (!event->add_callback(event, &l->base)) {
			ZEND_ASYNC_EVENT_RELEASE(event);
			efree(l);
			zend_throw_error(NULL, "add_callback refused");
			RETURN_THROWS();
		}
		native_oe_slots[i].event = event;
		native_oe_slots[i].listener = l;
		RETURN_LONG(i);
	}
	zend_throw_error(NULL, "native object event slots full");
}

static void native_oe_drop(native_oe_slot *s)
{
	zend_async_event_t *event = s->event;
	native_oe_listener *l = s->listener;
	s->event = NULL;
	s->listener = NULL;
	event->del_callback(event, &l->base);
	native_oe_dispose(&l->base, event);
	ZEND_ASYNC_EVENT_RELEASE(event);
}

/* native_object_event_drop(int $slot): void -- the callback leaves, C's
 * reference goes. */
PHP_FUNCTION(native_object_event_drop)
{
	zend_long slot;
	ZEND_PARSE_PARAMETERS_START(1, 1)
		Z_PARAM_LONG(slot)
	ZEND_PARSE_PARAMETERS_END();
	if (slot < 0 || slot >= NATIVE_OE_SLOTS || native_oe_slots[slot].event == NULL) {
		zend_argument_value_error(1, "is not a listening slot");
		RETURN_THROWS();
	}
	native_oe_drop(&native_oe_slots[slot]);
}

/* native_object_event_log(): array -- what the listeners heard, emptied. */
PHP_FUNCTION(native_object_event_log)
{
	ZEND_PARSE_PARAMETERS_NONE();
	if (Z_TYPE(native_oe_log_list) != IS_ARRAY) {
		RETURN_EMPTY_ARRAY();
	}
	RETVAL_COPY_VALUE(&native_oe_log_list);
	ZVAL_UNDEF(&native_oe_log_list);
}

void native_object_event_rshutdown(void)
{
	for (zend_long i = 0; i < NATIVE_OE_SLOTS; i++) {
		if (native_oe_slots[i].event != NULL) {
			native_oe_drop(&native_oe_slots[i]);
		}
	}
	zval_ptr_dtor(&native_oe_log_list);
	ZVAL_UNDEF(&native_oe_log_list);
}
