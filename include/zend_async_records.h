/*
 * true_async: the zend_async API's scheduler records: callables, switch
 * handlers, microtasks, iterators, scopes, wakers, coroutines, contexts,
 * futures, channels, groups, pools and thread pools, with their flag bits
 * and helper macros.
 * Included by zend_async_API.h (include that one).
 */
#ifndef ZEND_ASYNC_RECORDS_H
#define ZEND_ASYNC_RECORDS_H

/* A PHP callable with its resolved cache (and bound arguments in fci). */
struct _zend_fcall_s {
	zend_fcall_info fci;
	zend_fcall_info_cache fci_cache;
};

/* ---- Switch handlers ------------------------------------------------------ */

struct _zend_coroutine_switch_handler_s {
	zend_coroutine_switch_handler_fn handler;
};

struct _zend_coroutine_switch_handlers_vector_s {
	uint32_t length;
	uint32_t capacity;
	zend_coroutine_switch_handler_t *data;
	bool in_execution;      /* handlers are running: no add or remove */
};

/* ---- Microtasks ----------------------------------------------------------- */

/* Allocated with emalloc: the last release runs dtor, then efree()s it. */
struct _zend_async_microtask_s {
	zend_async_microtask_handler_t handler;
	zend_async_microtask_handler_t dtor;
	bool is_cancelled;
	uint32_t ref_count;
};

#define ZEND_ASYNC_MICROTASK_ADD_REF(microtask) \
	do { \
		if ((microtask) != NULL) { \
			(microtask)->ref_count++; \
		} \
	} while (0)

#define ZEND_ASYNC_MICROTASK_RELEASE(microtask) \
	do { \
		zend_async_microtask_t *_za_mt = (microtask); \
		if (_za_mt == NULL) { \
			break; \
		} \
		if (_za_mt->ref_count > 1) { \
			_za_mt->ref_count--; \
			break; \
		} \
		_za_mt->ref_count = 0; \
		if (_za_mt->dtor != NULL) { \
			_za_mt->dtor(_za_mt); \
		} \
		efree(_za_mt); \
	} while (0)

/* ---- Iterators -------------------------------------------------------------- */

/* Runs a handler over an array or iterator in coroutines, `concurrency` at
 * a time. A larger record may start with these fields. */
#define ZEND_ASYNC_ITERATOR_FIELDS \
	zend_async_microtask_t microtask; \
	zend_async_scope_t *scope; \
	void *extended_data;                         /* may be NULL */ \
	zend_async_iterator_method_t extended_dtor;  /* may be NULL */ \
	zend_async_event_t *completion_event;        /* may be NULL */ \
	zend_async_iterator_method_t run;            /* in the current coroutine */ \
	void (*run_in_coroutine)(zend_async_iterator_t *iterator, int32_t priority, \
		bool throw_exception); \
	unsigned int concurrency; \
	int32_t priority; \
	zend_object *exception;                      /* what stopped it, or NULL */

struct _zend_async_iterator_s {
	ZEND_ASYNC_ITERATOR_FIELDS
};

/* ---- Scopes ----------------------------------------------------------------- */

typedef struct _zend_async_scopes_vector_s {
	uint32_t length;
	uint32_t capacity;
	zend_async_scope_t **data;
} zend_async_scopes_vector_t;

/* The scope record may outlive its PHP object (scope_object): it stays
 * until its last coroutine is gone. */
struct _zend_async_scope_s {
	zend_async_event_t event;
	zend_object *scope_object;
	zend_async_scopes_vector_t scopes;      /* children */
	zend_async_scope_t *parent_scope;
	zend_async_scope_t *request_scope;      /* borrowed, from the parent */
	zend_async_context_t *context;
	zend_async_before_coroutine_enqueue_t before_coroutine_enqueue;
	zend_async_after_coroutine_enqueue_t after_coroutine_enqueue;
	/* with_zombies: zombie coroutines count as alive; check_zend_objects:
	 * also require the scope object gone or the scope cancelled. */
	bool (*can_be_disposed)(zend_async_scope_t *scope, bool with_zombies,
		bool check_zend_objects);
	/* Disposes the scope if nothing holds it any more. */
	bool (*try_to_dispose)(zend_async_scope_t *scope);
	/* Where an error decides the scope's fate: a coroutine's failure
	 * (is_cancellation false) or a cancellation. True when the error was
	 * handled and the scope goes on. */
	bool (*catch_or_cancel)(zend_async_scope_t *scope, zend_coroutine_t *coroutine,
		zend_async_scope_t *from_scope, zend_object *exception, bool transfer_error,
		const bool is_safely, const bool is_cancellation);
};

#define ZEND_ASYNC_SCOPE_CLOSE(scope, is_safely) \
	((scope)->catch_or_cancel((scope), NULL, NULL, NULL, false, (is_safely), true))
#define ZEND_ASYNC_SCOPE_CANCEL(scope, exception, transfer_error, is_safely) \
	((scope)->catch_or_cancel( \
		(scope), NULL, NULL, (exception), (transfer_error), (is_safely), true))
#define ZEND_ASYNC_SCOPE_CATCH(scope, coroutine, from_scope, exception, transfer_error, is_safely) \
	((scope)->catch_or_cancel((scope), (coroutine), (from_scope), (exception), \
		(transfer_error), (is_safely), false))
#define ZEND_ASYNC_SCOPE_AWAIT_AFTER_CANCELLATION(scope, awaiter, error_fci, error_fci_cache, cancellation) \
	zend_async_scope_await_after_cancellation_fn( \
		(scope), (awaiter), (error_fci), (error_fci_cache), (cancellation))
#define ZEND_ASYNC_SCOPE_IS_COMPLETED(scope) ((scope)->can_be_disposed((scope), false, false))
#define ZEND_ASYNC_SCOPE_IS_COMPLETELY_DONE(scope) ((scope)->can_be_disposed((scope), true, false))
#define ZEND_ASYNC_SCOPE_CAN_BE_DISPOSED(scope) ((scope)->can_be_disposed((scope), true, true))
#define ZEND_ASYNC_SCOPE_RELEASE(scope) \
	do { \
		if (ZEND_ASYNC_EVENT_REFCOUNT(&(scope)->event) > 1) { \
			ZEND_ASYNC_EVENT_DEL_REF(&(scope)->event); \
		} \
		(scope)->try_to_dispose(scope); \
	} while (0)

#define ZEND_ASYNC_SCOPE_F_CLOSED ZEND_ASYNC_EVENT_F_CLOSED
#define ZEND_ASYNC_SCOPE_F_NO_FREE_MEMORY ZEND_ASYNC_EVENT_F_NO_FREE_MEMORY
#define ZEND_ASYNC_SCOPE_F_DISPOSE_SAFELY (1u << 14)
#define ZEND_ASYNC_SCOPE_F_CANCELLED (1u << 15)
#define ZEND_ASYNC_SCOPE_F_DISPOSING (1u << 16)
/* Held by a C owner through a raw pointer: never disposed by its parent or
 * automatically; the owner clears the flag and releases it. */
#define ZEND_ASYNC_SCOPE_F_OWNER_PINNED (1u << 17)

#define ZEND_ASYNC_SCOPE_HAS_(scope, bit) (((scope)->event.flags & (bit)) != 0)
#define ZEND_ASYNC_SCOPE_IS_CLOSED(scope) ZEND_ASYNC_SCOPE_HAS_(scope, ZEND_ASYNC_SCOPE_F_CLOSED)
#define ZEND_ASYNC_SCOPE_IS_NO_FREE_MEMORY(scope) \
	ZEND_ASYNC_SCOPE_HAS_(scope, ZEND_ASYNC_SCOPE_F_NO_FREE_MEMORY)
#define ZEND_ASYNC_SCOPE_IS_DISPOSE_SAFELY(scope) \
	ZEND_ASYNC_SCOPE_HAS_(scope, ZEND_ASYNC_SCOPE_F_DISPOSE_SAFELY)
#define ZEND_ASYNC_SCOPE_IS_CANCELLED(scope) \
	ZEND_ASYNC_SCOPE_HAS_(scope, ZEND_ASYNC_SCOPE_F_CANCELLED)
#define ZEND_ASYNC_SCOPE_IS_DISPOSING(scope) \
	ZEND_ASYNC_SCOPE_HAS_(scope, ZEND_ASYNC_SCOPE_F_DISPOSING)
#define ZEND_ASYNC_SCOPE_IS_OWNER_PINNED(scope) \
	ZEND_ASYNC_SCOPE_HAS_(scope, ZEND_ASYNC_SCOPE_F_OWNER_PINNED)
#define ZEND_ASYNC_SCOPE_IS_BAILOUT(scope) ZEND_ASYNC_EVENT_IS_BAILOUT(&(scope)->event)

#define ZEND_ASYNC_SCOPE_SET_CLOSED(scope) ((scope)->event.flags |= ZEND_ASYNC_SCOPE_F_CLOSED)
#define ZEND_ASYNC_SCOPE_CLR_CLOSED(scope) ((scope)->event.flags &= ~ZEND_ASYNC_SCOPE_F_CLOSED)
#define ZEND_ASYNC_SCOPE_SET_NO_FREE_MEMORY(scope) \
	((scope)->event.flags |= ZEND_ASYNC_SCOPE_F_NO_FREE_MEMORY)
#define ZEND_ASYNC_SCOPE_CLR_NO_FREE_MEMORY(scope) \
	((scope)->event.flags &= ~ZEND_ASYNC_SCOPE_F_NO_FREE_MEMORY)
#define ZEND_ASYNC_SCOPE_SET_DISPOSE_SAFELY(scope) \
	((scope)->event.flags |= ZEND_ASYNC_SCOPE_F_DISPOSE_SAFELY)
#define ZEND_ASYNC_SCOPE_CLR_DISPOSE_SAFELY(scope) \
	((scope)->event.flags &= ~ZEND_ASYNC_SCOPE_F_DISPOSE_SAFELY)
#define ZEND_ASYNC_SCOPE_SET_CANCELLED(scope) \
	((scope)->event.flags |= ZEND_ASYNC_SCOPE_F_CANCELLED)
#define ZEND_ASYNC_SCOPE_SET_DISPOSING(scope) \
	((scope)->event.flags |= ZEND_ASYNC_SCOPE_F_DISPOSING)
#define ZEND_ASYNC_SCOPE_CLR_DISPOSING(scope) \
	((scope)->event.flags &= ~ZEND_ASYNC_SCOPE_F_DISPOSING)
#define ZEND_ASYNC_SCOPE_SET_OWNER_PINNED(scope) \
	((scope)->event.flags |= ZEND_ASYNC_SCOPE_F_OWNER_PINNED)
#define ZEND_ASYNC_SCOPE_CLR_OWNER_PINNED(scope) \
	((scope)->event.flags &= ~ZEND_ASYNC_SCOPE_F_OWNER_PINNED)
#define ZEND_ASYNC_SCOPE_SET_BAILOUT(scope) ZEND_ASYNC_EVENT_SET_BAILOUT(&(scope)->event)

/* Links a child scope to its parent (the vector grows by doubling). */
static zend_always_inline void zend_async_scope_add_child(
	zend_async_scope_t *parent_scope, zend_async_scope_t *child_scope)
{
	zend_async_scopes_vector_t *children = &parent_scope->scopes;
	if (children->length == children->capacity) {
		uint32_t grown = children->capacity == 0 ? 4 : children->capacity * 2;
		children->data = (zend_async_scope_t **) safe_erealloc(
			children->data, grown, sizeof(zend_async_scope_t *), 0);
		children->capacity = grown;
	}
	children->data[children->length++] = child_scope;
	child_scope->parent_scope = parent_scope;
}

/* Unlinks a child (the last child takes its place); a parent left without
 * children is offered disposal. */
static zend_always_inline void zend_async_scope_remove_child(
	zend_async_scope_t *parent_scope, zend_async_scope_t *child_scope)
{
	zend_async_scopes_vector_t *children = &parent_scope->scopes;
	for (uint32_t i = 0; i < children->length; i++) {
		if (children->data[i] != child_scope) {
			continue;
		}
		children->length--;
		children->data[i] = children->data[children->length];
		child_scope->parent_scope = NULL;
		if (children->length == 0) {
			parent_scope->try_to_dispose(parent_scope);
		}
		return;
	}
}

static zend_always_inline void zend_async_scope_free_children(zend_async_scope_t *parent_scope)
{
	zend_async_scopes_vector_t *children = &parent_scope->scopes;
	if (children->data != NULL) {
		efree(children->data);
	}
	children->data = NULL;
	children->length = 0;
	children->capacity = 0;
}

#include "zend_async_coroutine.h"

#endif /* ZEND_ASYNC_RECORDS_H */
