/*
 * true_async: the async ABI for native code (docs/design.md, section 3).
 *
 * Stock PHP has no zend_async API, so the extension carries its own. Every
 * awaitable (coroutine, future, timeout, timer, signal, filesystem watch) is
 * one generic event record; a C extension can subscribe to any of them,
 * make its own, and suspend the running coroutine until one fires.
 *
 * The functions are exported by true_async.so; resolve them with dlsym() on
 * the loaded module (or link against it). Everything runs on the PHP thread.
 */
#ifndef TRUE_ASYNC_H
#define TRUE_ASYNC_H

#include <stddef.h>
#include <stdint.h>

/* A ta_event is one of true_async's zend_async_event_t records (the
 * record first, so a C extension may also use the zend_async API on it:
 * ZEND_ASYNC_EVENT_ADD_CALLBACK, ...), followed by private fields.
 * The flag bits are the record's where they mean the same
 * (ZEND_ASYNC_EVENT_F_CLOSED, _RESULT_USED, _EXCEPTION_HANDLED); STARTED
 * (kept equal to loop_ref_count != 0) and REPLAY, which the record says
 * otherwise, sit in bits 24-25, which it leaves free.
 * (Earlier builds: STARTED 1<<1, REPLAY 1<<2, ERROR_HANDLED 1<<3,
 * RESULT_USED 1<<4; rebuild against this header.) */
#define TA_EVENT_CLOSED        (1u << 0)  /* completed for good */
#define TA_EVENT_RESULT_USED   (1u << 1)
#define TA_EVENT_ERROR_HANDLED (1u << 6)  /* cleared at each notification */
#define TA_EVENT_STARTED       (1u << 24) /* its OS side is armed */
#define TA_EVENT_REPLAY        (1u << 25) /* late subscribers get the outcome at once */

typedef struct ta_event ta_event;

/* result/error: owned by the event's owner. For a coroutine or a future,
 * result is its zval* and error its exception zend_object* (or NULL). */
typedef void (*ta_notify_fn)(const ta_event *event, void *data, void *result, void *error);

typedef struct ta_event_ops {
    int32_t (*start)(const ta_event *event);          /* 0 or a negative errno */
    void (*stop)(const ta_event *event);
    void (*dispose)(const ta_event *event);           /* last reference released */
    size_t (*info)(const ta_event *event, uint8_t *buf, size_t cap);
} ta_event_ops;

/* The stable prefix: zend_async_event_t's first fields; the rest is
 * private (size: ta_event_size()). Builds up to 0.2.0 had {flags,
 * ref_count, ops}: ref_count moved from offset 4 to 8 and ops is private
 * now (code that read them must rebuild; use ta_event_add_ref/release). */
struct ta_event {
    uint32_t flags;
    uint32_t extra_offset;
    uint32_t ref_count;
    uint32_t loop_ref_count;  /* started while not 0 */
    /* private fields follow */
};

/* Making events of your own: reserve ta_event_size() bytes (more if the
 * event is the first field of your own struct), initialise them, and
 * destroy them before freeing; the memory must not move in between (C
 * callback records point at it). The event starts with one reference.
 * Use it inside a request: a second subscriber grows its callback list
 * with PHP's request allocator. */
size_t ta_event_size(void);
void ta_event_init(void *memory, const ta_event_ops *ops, uint32_t flags);
void ta_event_destroy(ta_event *event);

void ta_event_add_ref(const ta_event *event);
/* Returns 1 when that was the last reference (ops->dispose has run). */
int ta_event_release(const ta_event *event);

/* 0: subscribed; 1: already closed and replayed (notified during the
 * call); -1: already closed, never notified; -12: no memory to list the
 * subscriber, never notified. */
int ta_event_subscribe(const ta_event *event, ta_notify_fn notify, void *data);
void ta_event_unsubscribe(const ta_event *event, ta_notify_fn notify, void *data);

/* A repeating event fired (subscribers stay), or a one-shot one completed
 * (subscribers are told once and dropped). */
void ta_event_notify(const ta_event *event, void *result, void *error);
void ta_event_close(const ta_event *event, void *result, void *error);

/* NULL for every object: each awaitable's event (an Async\Coroutine's, a
 * Future's, a Timeout's) is its zend_async_event_t, which
 * ZEND_ASYNC_OBJECT_TO_EVENT gives. Kept for callers of earlier builds. */
const ta_event *ta_object_event(const void *zend_object);

/* Suspends the running coroutine until `event` fires (it is armed now).
 * 0: it fired. -1: an exception is pending (the coroutine was cancelled,
 * or the event could not be armed); return to PHP. -2: a fatal error ended
 * the script elsewhere; unwind your frames and call zend_bailout(). */
int ta_await_event(const ta_event *event);

#endif
