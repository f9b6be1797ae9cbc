/*
 * true_async: the zend_async API's event record, its callbacks and their
 * vector, event references, the event flag bits, and the records of the
 * reactor's event kinds and of async I/O.
 * Included by zend_async_API.h (include that one).
 */
#ifndef ZEND_ASYNC_EVENT_H
#define ZEND_ASYNC_EVENT_H

/* ---- Callbacks --------------------------------------------------------- */

/* A subscriber. ref_count counts the vectors (and owners) holding it; 0 is
 * reserved for "being disposed". */
struct _zend_async_event_callback_s {
	uint32_t ref_count;
	zend_async_event_callback_fn callback;
	zend_async_event_callback_dispose_fn dispose;
};

#define ZEND_ASYNC_EVENT_CALLBACK_ADD_REF(callback) \
	if ((callback) != NULL) { \
		(callback)->ref_count++; \
	}

/* Drops a reference but never the last one (see _RELEASE for that). */
#define ZEND_ASYNC_EVENT_CALLBACK_DEC_REF(callback) \
	if ((callback) != NULL && (callback)->ref_count > 1) { \
		(callback)->ref_count--; \
	}

/* Drops a reference; the last one disposes the callback (without a dispose
 * method: as a coroutine callback). */
#define ZEND_ASYNC_EVENT_CALLBACK_RELEASE(callback) \
	if ((callback) != NULL && (callback)->ref_count > 1) { \
		(callback)->ref_count--; \
	} else if ((callback)->dispose != NULL) { \
		(callback)->dispose((callback), NULL); \
	} else { \
		coroutine_event_callback_dispose((callback), NULL); \
	}

/* A callback that resumes a coroutine when its event fires. */
struct _zend_coroutine_event_callback_s {
	zend_async_event_callback_t base;
	zend_coroutine_t *coroutine;
	zend_async_event_t *event;
};

/* The callbacks a waker registered on one event. data[] is a flexible
 * array (one element under C++, which has none). */
struct _zend_async_waker_trigger_s {
	uint32_t length;
	uint32_t capacity;
	zend_async_event_t *event;
#ifdef __cplusplus
	zend_async_event_callback_t *data[1];
#else
	zend_async_event_callback_t *data[];
#endif
};

/* An event's subscribers. current_iterator points at the index of the
 * notification pass under way (NULL when none), so that removals during a
 * pass keep it on the right element. true_async: capacity 1 means that
 * data is a slot lent by the event's owner, not a heap array; grow and
 * free a vector only with the zend_async_callbacks_* functions. */
typedef struct {
	uint32_t length;
	uint32_t capacity;
	zend_async_event_callback_t **data;
	uint32_t *current_iterator;
} zend_async_callbacks_vector_t;

/* ---- The event ---------------------------------------------------------- */

/* Every awaitable begins with this record. When it is part of a PHP object
 * (ZEND_ASYNC_EVENT_F_ZEND_OBJ) the object's refcount is the event's and
 * zend_object_offset locates the object; otherwise ref_count counts and
 * dispose() runs at the last release. */
struct _zend_async_event_s {
	uint32_t flags;
	uint32_t extra_offset;      /* where a creator's extra data starts */
	union {
		uint32_t ref_count;
		uint32_t zend_object_offset;
	};
	uint32_t loop_ref_count;    /* starts minus stops on the loop */
	zend_async_callbacks_vector_t callbacks;
	zend_async_event_add_callback_t add_callback;
	zend_async_event_del_callback_t del_callback;
	zend_async_event_start_t start;
	zend_async_event_stop_t stop;
	zend_async_event_replay_t replay;      /* NULL: outcome not kept */
	zend_async_event_dispose_t dispose;
	zend_async_event_info_t info;          /* may be NULL */
	zend_async_event_callbacks_notify_t notify_handler; /* may be NULL */
};

/* Bits 0-12 belong to every event; bit 13 and up mean different things
 * for different kinds (coroutine, scope, future, timer...). */
#define ZEND_ASYNC_EVENT_F_CLOSED            (1u << 0)
#define ZEND_ASYNC_EVENT_F_RESULT_USED       (1u << 1) /* someone will read the result */
#define ZEND_ASYNC_EVENT_F_EXC_CAUGHT        (1u << 2) /* someone will handle the error */
#define ZEND_ASYNC_EVENT_F_ZVAL_RESULT       (1u << 3) /* callbacks get a zval* result */
#define ZEND_ASYNC_EVENT_F_ZEND_OBJ          (1u << 4) /* lives inside a zend_object */
#define ZEND_ASYNC_EVENT_F_NO_FREE_MEMORY    (1u << 5) /* dispose() leaves the memory */
#define ZEND_ASYNC_EVENT_F_EXCEPTION_HANDLED (1u << 6)
#define ZEND_ASYNC_EVENT_F_REFERENCE         (1u << 7) /* a zend_async_event_ref_t */
#define ZEND_ASYNC_EVENT_F_OBJ_REF           (1u << 8) /* object pointer at extra_offset */
#define ZEND_ASYNC_EVENT_F_CLOSE_FD          (1u << 9)
#define ZEND_ASYNC_EVENT_F_HIDDEN            (1u << 10) /* not counted for deadlocks */
#define ZEND_ASYNC_EVENT_F_BAILOUT           (1u << 11) /* a fatal error: no PHP handlers */

#define ZEND_ASYNC_EVENT_IS_CLOSED(ev) (((ev)->flags & ZEND_ASYNC_EVENT_F_CLOSED) != 0)
#define ZEND_ASYNC_EVENT_WILL_RESULT_USED(ev) \
	(((ev)->flags & ZEND_ASYNC_EVENT_F_RESULT_USED) != 0)
#define ZEND_ASYNC_EVENT_WILL_EXC_CAUGHT(ev) (((ev)->flags & ZEND_ASYNC_EVENT_F_EXC_CAUGHT) != 0)
#define ZEND_ASYNC_EVENT_WILL_ZVAL_RESULT(ev) \
	(((ev)->flags & ZEND_ASYNC_EVENT_F_ZVAL_RESULT) != 0)
#define ZEND_ASYNC_EVENT_IS_ZEND_OBJ(ev) (((ev)->flags & ZEND_ASYNC_EVENT_F_ZEND_OBJ) != 0)
#define ZEND_ASYNC_EVENT_IS_NO_FREE_MEMORY(ev) \
	(((ev)->flags & ZEND_ASYNC_EVENT_F_NO_FREE_MEMORY) != 0)
#define ZEND_ASYNC_EVENT_IS_EXCEPTION_HANDLED(ev) \
	(((ev)->flags & ZEND_ASYNC_EVENT_F_EXCEPTION_HANDLED) != 0)
#define ZEND_ASYNC_EVENT_IS_HIDDEN(ev) (((ev)->flags & ZEND_ASYNC_EVENT_F_HIDDEN) != 0)
#define ZEND_ASYNC_EVENT_IS_BAILOUT(ev) (((ev)->flags & ZEND_ASYNC_EVENT_F_BAILOUT) != 0)
#define ZEND_ASYNC_EVENT_SHOULD_CLOSE_FD(ev) (((ev)->flags & ZEND_ASYNC_EVENT_F_CLOSE_FD) != 0)

#define ZEND_ASYNC_EVENT_SET_CLOSED(ev) ((ev)->flags |= ZEND_ASYNC_EVENT_F_CLOSED)
#define ZEND_ASYNC_EVENT_CLR_CLOSED(ev) ((ev)->flags &= ~ZEND_ASYNC_EVENT_F_CLOSED)
#define ZEND_ASYNC_EVENT_SET_RESULT_USED(ev) ((ev)->flags |= ZEND_ASYNC_EVENT_F_RESULT_USED)
#define ZEND_ASYNC_EVENT_CLR_RESULT_USED(ev) ((ev)->flags &= ~ZEND_ASYNC_EVENT_F_RESULT_USED)
#define ZEND_ASYNC_EVENT_SET_EXC_CAUGHT(ev) ((ev)->flags |= ZEND_ASYNC_EVENT_F_EXC_CAUGHT)
#define ZEND_ASYNC_EVENT_CLR_EXC_CAUGHT(ev) ((ev)->flags &= ~ZEND_ASYNC_EVENT_F_EXC_CAUGHT)
#define ZEND_ASYNC_EVENT_SET_ZVAL_RESULT(ev) ((ev)->flags |= ZEND_ASYNC_EVENT_F_ZVAL_RESULT)
#define ZEND_ASYNC_EVENT_CLR_ZVAL_RESULT(ev) ((ev)->flags &= ~ZEND_ASYNC_EVENT_F_ZVAL_RESULT)
#define ZEND_ASYNC_EVENT_SET_ZEND_OBJ(ev) ((ev)->flags |= ZEND_ASYNC_EVENT_F_ZEND_OBJ)
#define ZEND_ASYNC_EVENT_SET_ZEND_OBJ_OFFSET(ev, offset) \
	((ev)->zend_object_offset = (unsigned int) (offset))
#define ZEND_ASYNC_EVENT_SET_NO_FREE_MEMORY(ev) ((ev)->flags |= ZEND_ASYNC_EVENT_F_NO_FREE_MEMORY)
#define ZEND_ASYNC_EVENT_SET_EXCEPTION_HANDLED(ev) \
	((ev)->flags |= ZEND_ASYNC_EVENT_F_EXCEPTION_HANDLED)
#define ZEND_ASYNC_EVENT_CLR_EXCEPTION_HANDLED(ev) \
	((ev)->flags &= ~ZEND_ASYNC_EVENT_F_EXCEPTION_HANDLED)
#define ZEND_ASYNC_EVENT_WITH_OBJECT_REF(ev) ((ev)->flags |= ZEND_ASYNC_EVENT_F_OBJ_REF)
#define ZEND_ASYNC_EVENT_SET_CLOSE_FD(ev) ((ev)->flags |= ZEND_ASYNC_EVENT_F_CLOSE_FD)
#define ZEND_ASYNC_EVENT_CLR_CLOSE_FD(ev) ((ev)->flags &= ~ZEND_ASYNC_EVENT_F_CLOSE_FD)
#define ZEND_ASYNC_EVENT_SET_HIDDEN(ev) ((ev)->flags |= ZEND_ASYNC_EVENT_F_HIDDEN)
#define ZEND_ASYNC_EVENT_CLR_HIDDEN(ev) ((ev)->flags &= ~ZEND_ASYNC_EVENT_F_HIDDEN)
#define ZEND_ASYNC_EVENT_SET_BAILOUT(ev) ((ev)->flags |= ZEND_ASYNC_EVENT_F_BAILOUT)

/* ---- Event references ------------------------------------------------- */

/* An object that is awaitable without holding its event (the event's life
 * differs from the object's) starts with this record instead: flags is
 * always ZEND_ASYNC_EVENT_REFERENCE_PREFIX. */
#define ZEND_ASYNC_EVENT_REFERENCE_PREFIX ((uint32_t) 0x80)

#define ZEND_ASYNC_EVENT_REF_PROLOG \
	uint32_t flags; \
	uint32_t zend_object_offset;

#define ZEND_ASYNC_EVENT_REF_FIELDS \
	ZEND_ASYNC_EVENT_REF_PROLOG \
	zend_async_event_t *event;

typedef struct {
	ZEND_ASYNC_EVENT_REF_FIELDS
} zend_async_event_ref_t;

#define ZEND_ASYNC_EVENT_REF_SET(ptr, offset, ev) \
	do { \
		(ptr)->flags = ZEND_ASYNC_EVENT_REFERENCE_PREFIX; \
		(ptr)->zend_object_offset = (offset); \
		(ptr)->event = (ev); \
	} while (0)

#define ZEND_ASYNC_EVENT_IS_REFERENCE(ptr) \
	(*(const uint32_t *) (ptr) == ZEND_ASYNC_EVENT_REFERENCE_PREFIX)

/* The record in front of an awaitable object's zend_object (its handlers'
 * offset), followed through a reference record. */
#define ZEND_ASYNC_OBJECT_TO_EVENT(obj) \
	zend_async_object_to_event_inline((zend_object *) (obj))

/* true_async: the event of an object whose reference record is still empty
 * (an Async\Coroutine queued without its zend_coroutine_t): made now and
 * stored in the reference. NULL for an object that is not awaitable. */
ZEND_API zend_async_event_t *true_async_object_event(zend_object *obj);

static zend_always_inline zend_async_event_t *zend_async_object_to_event_inline(zend_object *obj)
{
	char *head = (char *) obj - obj->handlers->offset;
	if (ZEND_ASYNC_EVENT_IS_REFERENCE(head)) {
		zend_async_event_t *event = ((zend_async_event_ref_t *) head)->event;
		return EXPECTED(event != NULL) ? event : true_async_object_event(obj);
	}
	return (zend_async_event_t *) head;
}

#define ZEND_ASYNC_EVENT_TO_OBJECT(ev) \
	(((ev)->flags & ZEND_ASYNC_EVENT_F_OBJ_REF) \
			? *(zend_object **) ((char *) (ev) + (ev)->extra_offset) \
			: (zend_object *) ((char *) (ev) + (ev)->zend_object_offset))

/* ---- References on events --------------------------------------------- */

#define ZEND_ASYNC_EVENT_REFCOUNT(ev) \
	(ZEND_ASYNC_EVENT_IS_ZEND_OBJ(ev) ? GC_REFCOUNT(ZEND_ASYNC_EVENT_TO_OBJECT(ev)) \
			: (ev)->ref_count)

#define ZEND_ASYNC_EVENT_ADD_REF(ev) \
	(ZEND_ASYNC_EVENT_IS_ZEND_OBJ(ev) ? GC_ADDREF(ZEND_ASYNC_EVENT_TO_OBJECT(ev)) \
			: ++(ev)->ref_count)

#define ZEND_ASYNC_EVENT_DEL_REF(ev) \
	(ZEND_ASYNC_EVENT_IS_ZEND_OBJ(ev) ? GC_DELREF(ZEND_ASYNC_EVENT_TO_OBJECT(ev)) \
			: --(ev)->ref_count)

/* The last release frees the object, or disposes a plain event. */
#define ZEND_ASYNC_EVENT_RELEASE(ev) \
	do { \
		zend_async_event_t *_za_ev = (zend_async_event_t *) (ev); \
		if (ZEND_ASYNC_EVENT_IS_ZEND_OBJ(_za_ev)) { \
			zend_object *_za_obj = ZEND_ASYNC_EVENT_TO_OBJECT(_za_ev); \
			if (GC_REFCOUNT(_za_obj) == 1) { \
				OBJ_RELEASE(_za_obj); \
			} else { \
				GC_DELREF(_za_obj); \
			} \
		} else if (_za_ev->ref_count == 1) { \
			_za_ev->ref_count = 0; \
			_za_ev->dispose(_za_ev); \
		} else { \
			_za_ev->ref_count--; \
		} \
	} while (0)

/* Replay the outcome to one callback, or copy it out; false when the event
 * keeps none. */
#define ZEND_ASYNC_EVENT_REPLAY(ev, callback) \
	((ev)->replay != NULL ? (ev)->replay((ev), (callback), NULL, NULL) : false)
#define ZEND_ASYNC_EVENT_EXTRACT_RESULT(ev, result) \
	((ev)->replay != NULL ? (ev)->replay((ev), NULL, (result), NULL) : false)
#define ZEND_ASYNC_EVENT_EXTRACT_RESULT_OR_ERROR(ev, result, exception) \
	((ev)->replay != NULL ? (ev)->replay((ev), NULL, (result), (exception)) : false)

#define ZEND_ASYNC_CALLBACKS_NOTIFY(event, result, exception) \
	zend_async_callbacks_notify((event), (result), (exception), false)
#define ZEND_ASYNC_CALLBACKS_NOTIFY_AND_CLOSE(event, result, exception) \
	zend_async_callbacks_notify_and_close((event), (result), (exception))
#define ZEND_ASYNC_CALLBACKS_NOTIFY_FROM_HANDLER(event, result, exception) \
	zend_async_callbacks_notify((event), (result), (exception), true)

#include "zend_async_kinds.h"

#endif /* ZEND_ASYNC_EVENT_H */
