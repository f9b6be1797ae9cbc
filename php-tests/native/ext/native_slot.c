/*
 * A vector on a slot its event lends (capacity 1, data pointing into the
 * event's own memory), as true_async's own events keep one: the API's
 * push, removal, notification and free work on it, growing copies the
 * slot out to a heap array, and freeing never frees the slot.
 */
#include "native_test.h"

static zval slot_log;

typedef struct {
	zend_async_event_t base;
	zend_async_event_callback_t *slot;
} slot_event;

typedef struct {
	zend_async_event_callback_t base;
	const char *name;
} slot_callback;

static void slot_logf(const char *format, ...)
{
	va_list args;
	va_start(args, format);
	add_next_index_str(&slot_log, zend_vstrpprintf(0, format, args));
	va_end(args);
}

static void slot_called(zend_async_event_t *event, zend_async_event_callback_t *callback,
	void *result, zend_object *exception)
{
	slot_logf("%s called (%s)", ((slot_callback *) callback)->name, (const char *) result);
}

/* Heap records: a dispose that ran on a lent slot by mistake would show as
 * a double free under valgrind; one that never ran, as a leak. */
static void slot_disposed(zend_async_event_callback_t *callback, zend_async_event_t *event)
{
	slot_logf("%s disposed", ((slot_callback *) callback)->name);
	efree(callback);
}

static slot_callback *slot_callback_new(const char *name)
{
	slot_callback *cb = ecalloc(1, sizeof(*cb));
	cb->base.callback = slot_called;
	cb->base.dispose = slot_disposed;
	cb->name = name;
	return cb;
}

static void slot_lend(slot_event *ev)
{
	ev->base.callbacks.data = &ev->slot;
	ev->base.callbacks.capacity = 1;
}

static void slot_state(slot_event *ev, const char *when)
{
	zend_async_callbacks_vector_t *v = &ev->base.callbacks;
	slot_logf("%s: length %u, capacity %u, %s", when, v->length, v->capacity,
		v->data == &ev->slot ? "in the slot" : v->data == NULL ? "no storage" : "on the heap");
}

PHP_FUNCTION(native_callbacks_lent_slot)
{
	ZEND_PARSE_PARAMETERS_NONE();
	array_init(&slot_log);
	/* The event is heap memory too: an efree of its slot would be an
	 * invalid free inside a live block. */
	slot_event *ev = ecalloc(1, sizeof(*ev));
	ev->base.ref_count = 1;
	slot_lend(ev);

	slot_callback *a = slot_callback_new("a"), *b = slot_callback_new("b"),
		*c = slot_callback_new("c");
	zend_async_callbacks_push(&ev->base, &a->base);
	slot_state(ev, "a pushed");
	ZEND_ASYNC_CALLBACKS_NOTIFY(&ev->base, "one", NULL);
	slot_logf("remove a: %d", zend_async_callbacks_remove(&ev->base, &a->base));
	slot_state(ev, "a removed");

	/* The slot again, then growth. */
	zend_async_callbacks_push(&ev->base, &b->base);
	slot_state(ev, "b pushed");
	zend_async_callbacks_push(&ev->base, &c->base);
	slot_state(ev, "c pushed");
	ZEND_ASYNC_CALLBACKS_NOTIFY(&ev->base, "two", NULL);
	zend_async_callbacks_free(&ev->base);
	slot_state(ev, "freed");

	/* A lone callback freed while still in the slot. */
	slot_lend(ev);
	slot_callback *d = slot_callback_new("d");
	zend_async_callbacks_push(&ev->base, &d->base);
	zend_async_callbacks_free(&ev->base);
	slot_state(ev, "d freed");

	efree(ev);
	RETURN_COPY_VALUE(&slot_log);
}
