/*
 * true_async: the zend_async API's wakers and coroutines, contexts, futures,
 * channels, groups, pools and thread pools.
 * Included by zend_async_records.h (include zend_async_API.h).
 */
#ifndef ZEND_ASYNC_COROUTINE_H
#define ZEND_ASYNC_COROUTINE_H

/* ---- Wakers --------------------------------------------------------------- */

typedef enum {
	ZEND_ASYNC_WAKER_NO_STATUS,
	ZEND_ASYNC_WAKER_WAITING,
	ZEND_ASYNC_WAKER_QUEUED,
	ZEND_ASYNC_WAKER_IGNORED,
	ZEND_ASYNC_WAKER_RESULT
} ZEND_ASYNC_WAKER_STATUS;

/* In the ready queue (or queued and to be skipped). */
#define ZEND_ASYNC_WAKER_IN_QUEUE(waker) \
	((waker) != NULL \
		&& ((waker)->status == ZEND_ASYNC_WAKER_QUEUED \
			|| (waker)->status == ZEND_ASYNC_WAKER_IGNORED))
#define ZEND_ASYNC_WAKER_NOT_IN_QUEUE(waker) (!ZEND_ASYNC_WAKER_IN_QUEUE(waker))
#define ZEND_ASYNC_WAKER_WAITING(waker) ((waker)->status < ZEND_ASYNC_WAKER_RESULT)

/* A trigger kept inside the waker: same layout as zend_async_waker_trigger_t
 * with room for one callback. capacity is always 0 (inline); a free slot has
 * length 0 and no event. */
typedef struct {
	uint32_t length;
	uint32_t capacity;
	zend_async_event_t *event;
	zend_async_event_callback_t *data[1];
} zend_async_waker_inline_trigger_t;

#define ZEND_ASYNC_WAKER_INLINE_SLOTS 2

/* What a suspended coroutine waits for, and the outcome it is woken with. */
struct _zend_async_waker_s {
	ZEND_ASYNC_WAKER_STATUS status;
	uint8_t events_stopped : 1;     /* its events were stopped early */
	HashTable events;               /* one zend_async_waker_trigger_t per event */
	HashTable *triggered_events;    /* events that fired, or NULL */
	zval result;
	zend_object *error;
	zend_string *filename;          /* where it suspended */
	uint32_t lineno;
	zend_async_waker_dtor dtor;
	zend_async_waker_inline_trigger_t inline_triggers[ZEND_ASYNC_WAKER_INLINE_SLOTS];
	/* A slot is free while base.callback is NULL. */
	zend_coroutine_event_callback_t inline_callbacks[ZEND_ASYNC_WAKER_INLINE_SLOTS];
};

#define ZEND_ASYNC_WAKER_CLEAN_EVENTS(waker) \
	do { \
		zend_async_waker_stop_events(waker); \
		zend_hash_clean(&(waker)->events); \
	} while (0)

/* ---- Coroutines ------------------------------------------------------------- */

struct _zend_coroutine_s {
	zend_async_event_t event;
	zend_fcall_t *fcall;                    /* a PHP body, or NULL */
	zend_coroutine_entry_t internal_entry;  /* a C body when fcall is NULL */
	void *extended_data;                    /* the creator's, may be NULL */
	zend_async_waker_t *waker;
	zend_async_scope_t *scope;
	zval result;
	zend_object *exception;                 /* may be NULL */
	zend_async_context_t *context;          /* Async\Context, may be NULL */
	HashTable *internal_context;            /* C extensions' values by key */
	zend_string *filename;                  /* where it was spawned */
	uint32_t lineno;
	zend_async_coroutine_dispose extended_dispose;
	zend_coroutine_switch_handlers_vector_t *switch_handlers;
};

/* Waiting for an event or for its turn in the queue. */
#define ZEND_COROUTINE_SUSPENDED(coroutine) \
	((coroutine)->waker != NULL && ZEND_ASYNC_WAKER_WAITING((coroutine)->waker))

/* A finished coroutine is a closed event. */
#define ZEND_COROUTINE_F_STARTED   (1u << 13)
#define ZEND_COROUTINE_F_CANCELLED (1u << 14)
#define ZEND_COROUTINE_F_ZOMBIE    (1u << 15)
#define ZEND_COROUTINE_F_PROTECTED (1u << 16)
#define ZEND_COROUTINE_F_MAIN      (1u << 17)
#define ZEND_COROUTINE_F_FIBER     (1u << 18) /* extended_data is the fiber */
#define ZEND_COROUTINE_F_YIELD     (1u << 19)

#define ZEND_COROUTINE_HAS_(co, bit) (((co)->event.flags & (bit)) != 0)
#define ZEND_COROUTINE_IS_STARTED(co) ZEND_COROUTINE_HAS_(co, ZEND_COROUTINE_F_STARTED)
#define ZEND_COROUTINE_IS_CANCELLED(co) ZEND_COROUTINE_HAS_(co, ZEND_COROUTINE_F_CANCELLED)
#define ZEND_COROUTINE_IS_ZOMBIE(co) ZEND_COROUTINE_HAS_(co, ZEND_COROUTINE_F_ZOMBIE)
#define ZEND_COROUTINE_IS_PROTECTED(co) ZEND_COROUTINE_HAS_(co, ZEND_COROUTINE_F_PROTECTED)
#define ZEND_COROUTINE_IS_MAIN(co) ZEND_COROUTINE_HAS_(co, ZEND_COROUTINE_F_MAIN)
#define ZEND_COROUTINE_IS_FIBER(co) ZEND_COROUTINE_HAS_(co, ZEND_COROUTINE_F_FIBER)
#define ZEND_COROUTINE_IS_YIELD(co) ZEND_COROUTINE_HAS_(co, ZEND_COROUTINE_F_YIELD)
#define ZEND_COROUTINE_IS_FINISHED(co) ZEND_COROUTINE_HAS_(co, ZEND_ASYNC_EVENT_F_CLOSED)
#define ZEND_COROUTINE_IS_EXCEPTION_HANDLED(co) \
	ZEND_ASYNC_EVENT_IS_EXCEPTION_HANDLED(&(co)->event)
#define ZEND_COROUTINE_IS_BAILOUT(co) ZEND_ASYNC_EVENT_IS_BAILOUT(&(co)->event)

#define ZEND_COROUTINE_SET_STARTED(co) ((co)->event.flags |= ZEND_COROUTINE_F_STARTED)
#define ZEND_COROUTINE_SET_CANCELLED(co) ((co)->event.flags |= ZEND_COROUTINE_F_CANCELLED)
#define ZEND_COROUTINE_SET_ZOMBIE(co) ((co)->event.flags |= ZEND_COROUTINE_F_ZOMBIE)
#define ZEND_COROUTINE_SET_PROTECTED(co) ((co)->event.flags |= ZEND_COROUTINE_F_PROTECTED)
#define ZEND_COROUTINE_CLR_PROTECTED(co) ((co)->event.flags &= ~ZEND_COROUTINE_F_PROTECTED)
#define ZEND_COROUTINE_SET_MAIN(co) ((co)->event.flags |= ZEND_COROUTINE_F_MAIN)
#define ZEND_COROUTINE_SET_FIBER(co) ((co)->event.flags |= ZEND_COROUTINE_F_FIBER)
#define ZEND_COROUTINE_SET_YIELD(co) ((co)->event.flags |= ZEND_COROUTINE_F_YIELD)
#define ZEND_COROUTINE_CLR_YIELD(co) ((co)->event.flags &= ~ZEND_COROUTINE_F_YIELD)
#define ZEND_COROUTINE_SET_FINISHED(co) ((co)->event.flags |= ZEND_ASYNC_EVENT_F_CLOSED)
#define ZEND_COROUTINE_SET_EXCEPTION_HANDLED(co) \
	ZEND_ASYNC_EVENT_SET_EXCEPTION_HANDLED(&(co)->event)
#define ZEND_COROUTINE_CLR_EXCEPTION_HANDLED(co) \
	ZEND_ASYNC_EVENT_CLR_EXCEPTION_HANDLED(&(co)->event)
#define ZEND_COROUTINE_SET_BAILOUT(co) ZEND_ASYNC_EVENT_SET_BAILOUT(&(co)->event)

/* A new string naming the body: "main", the callable's name, or
 * "internal function" for a C body. The caller releases it. */
static zend_always_inline zend_string *zend_coroutine_callable_name(
	const zend_coroutine_t *coroutine)
{
	if (ZEND_COROUTINE_IS_MAIN(coroutine)) {
		return zend_string_init("main", strlen("main"), 0);
	}
	if (coroutine->fcall == NULL) {
		return zend_string_init("internal function", strlen("internal function"), 0);
	}
	return zend_get_callable_name_ex(&coroutine->fcall->fci.function_name, NULL);
}

/* Declares `var`, a new emalloc'd zend_fcall_t taking references on the
 * callable, on a copy of each of the args_count arguments and on the named
 * arguments (if any): what Z_PARAM_FUNC and Z_PARAM_VARIADIC_WITH_NAMED
 * parsed. zend_fcall_release() gives it all back. */
#define ZEND_ASYNC_FCALL_DEFINE(var, fci_in, fcc_in, args, args_count, named_args) \
	zend_fcall_t *var = (zend_fcall_t *) ecalloc(1, sizeof(zend_fcall_t)); \
	var->fci = (fci_in); \
	var->fci_cache = (fcc_in); \
	if ((args_count) > 0) { \
		var->fci.param_count = (args_count); \
		var->fci.params = (zval *) safe_emalloc((args_count), sizeof(zval), 0); \
		for (uint32_t _za_i = 0; _za_i < (uint32_t) (args_count); _za_i++) { \
			ZVAL_COPY(&var->fci.params[_za_i], &(args)[_za_i]); \
		} \
	} \
	if ((named_args) != NULL) { \
		var->fci.named_params = (named_args); \
		GC_ADDREF(named_args); \
	} \
	Z_TRY_ADDREF(var->fci.function_name);

/* ---- Contexts ------------------------------------------------------------- */

struct _zend_async_context_s {
	uint32_t flags;         /* reserved */
	uint32_t offset;        /* of the context's zend_object */
	zend_async_context_find_t find;
	zend_async_context_set_t set;
	zend_async_context_unset_t unset;
	zend_async_context_dispose_t dispose;
};

/* ---- Futures ----------------------------------------------------------------- */

/* Completed = its event is closed. */
struct _zend_future_s {
	zend_async_event_t event;
	zval result;
	zend_object *exception;             /* NULL: no error */
	uint32_t lineno;                    /* where it was made */
	uint32_t completed_lineno;          /* where it was completed */
	zend_string *filename;
	zend_string *completed_filename;
	zend_future_resolve_t resolve;      /* completes it with result or exception */
	zend_async_callbacks_vector_t resolve_callbacks; /* chained futures */
};

#define ZEND_FUTURE_F_THREAD_SAFE (1u << 13)
#define ZEND_FUTURE_F_IGNORED (1u << 14)

#define ZEND_FUTURE_IS_COMPLETED(future) ZEND_ASYNC_EVENT_IS_CLOSED(&(future)->event)
#define ZEND_FUTURE_IS_IGNORED(future) (((future)->event.flags & ZEND_FUTURE_F_IGNORED) != 0)
#define ZEND_FUTURE_IS_USED(future) ZEND_ASYNC_EVENT_WILL_RESULT_USED(&(future)->event)
#define ZEND_FUTURE_IS_EXCEPTION_CAUGHT(future) ZEND_ASYNC_EVENT_WILL_EXC_CAUGHT(&(future)->event)
#define ZEND_FUTURE_SET_THREAD_SAFE(future) ((future)->event.flags |= ZEND_FUTURE_F_THREAD_SAFE)
#define ZEND_FUTURE_SET_IGNORED(future) ((future)->event.flags |= ZEND_FUTURE_F_IGNORED)
#define ZEND_FUTURE_SET_USED(future) ZEND_ASYNC_EVENT_SET_RESULT_USED(&(future)->event)
#define ZEND_FUTURE_SET_EXCEPTION_CAUGHT(future) \
	ZEND_ASYNC_EVENT_SET_EXC_CAUGHT(&(future)->event)

/* No effect on a completed future. The result is copied (NULL: null); the
 * error gets a reference (NULL: no effect). */
#define ZEND_FUTURE_COMPLETE_WITH_ITERATOR(future, value, iterator) \
	do { \
		if (!ZEND_FUTURE_IS_COMPLETED(future)) { \
			zval *_zf_value = (value); \
			if (_zf_value != NULL) { \
				ZVAL_COPY(&(future)->result, _zf_value); \
			} else { \
				ZVAL_NULL(&(future)->result); \
			} \
			(future)->resolve(&(future)->event, (iterator)); \
		} \
	} while (0)
#define ZEND_FUTURE_REJECT_WITH_ITERATOR(future, error, iterator) \
	do { \
		zend_object *_zf_error = (error); \
		if (!ZEND_FUTURE_IS_COMPLETED(future) && _zf_error != NULL) { \
			(future)->exception = _zf_error; \
			GC_ADDREF(_zf_error); \
			(future)->resolve(&(future)->event, (iterator)); \
		} \
	} while (0)
#define ZEND_FUTURE_COMPLETE(future, value) ZEND_FUTURE_COMPLETE_WITH_ITERATOR(future, value, NULL)
#define ZEND_FUTURE_REJECT(future, error) ZEND_FUTURE_REJECT_WITH_ITERATOR(future, error, NULL)

/* ---- Channels, groups, pools ------------------------------------------------ */

struct _zend_async_channel_s {
	zend_async_event_t event;
	zend_channel_send_t send;
	zend_channel_receive_t receive;
	zend_channel_close_t close;
};

#define ZEND_ASYNC_CHANNEL_F_THREAD_SAFE (1u << 13)

/* A task group; its event repeats (not one-shot). */
struct _zend_async_group_s {
	zend_async_event_t event;
};

typedef struct _zend_async_circuit_breaker_strategy_s {
	zend_async_pool_cb_report_success_fn report_success;
	zend_async_pool_cb_report_failure_fn report_failure;
	zend_async_pool_cb_should_recover_fn should_recover;
	void *ctx;
} zend_async_circuit_breaker_strategy_t;

/* Each handler is a PHP callable or a C function: handler_flags says which. */
struct _zend_async_pool_s {
	zend_async_event_t event;
	uint8_t handler_flags;
	zend_async_circuit_state_t circuit_state;
	uint32_t min_size;
	uint32_t max_size;
	zend_object *wrapper;       /* the PHP object, for strategy calls */
	union { zend_fcall_t *fcall; zend_async_pool_factory_fn internal; } factory;
	union { zend_fcall_t *fcall; zend_async_pool_destructor_fn internal; } destructor;
	union { zend_fcall_t *fcall; zend_async_pool_healthcheck_fn internal; } healthcheck;
	union { zend_fcall_t *fcall; zend_async_pool_before_acquire_fn internal; } before_acquire;
	union { zend_fcall_t *fcall; zend_async_pool_before_release_fn internal; } before_release;
	union {
		zend_object *object;
		zend_async_circuit_breaker_strategy_t *internal;
	} strategy;
	void *user_data;
};

#define ZEND_ASYNC_POOL_F_FACTORY_INTERNAL        (1 << 0)
#define ZEND_ASYNC_POOL_F_DESTRUCTOR_INTERNAL     (1 << 1)
#define ZEND_ASYNC_POOL_F_HEALTHCHECK_INTERNAL    (1 << 2)
#define ZEND_ASYNC_POOL_F_BEFORE_ACQUIRE_INTERNAL (1 << 3)
#define ZEND_ASYNC_POOL_F_BEFORE_RELEASE_INTERNAL (1 << 4)
#define ZEND_ASYNC_POOL_F_STRATEGY_INTERNAL       (1 << 5)

/* ---- Thread pools ------------------------------------------------------------ */

/* The common head of a thread pool; counters shared across threads. */
struct _zend_async_thread_pool_s {
	zend_atomic_int ref_count;
	int32_t worker_count;
	zend_atomic_int pending_count;
	zend_atomic_int running_count;
	zend_atomic_int completed_count;
	zend_atomic_int closed;
	zend_async_thread_handle_t *workers;
	zend_thread_pool_close_t close;
	zend_thread_pool_dispose_t dispose;
	zend_thread_pool_submit_internal_t submit_internal;
	zend_thread_pool_reload_t reload;   /* NULL before API 0.22 */
};

#define ZEND_THREAD_POOL_ADDREF(pool) zend_atomic_int_inc(&(pool)->ref_count)
#define ZEND_THREAD_POOL_DELREF(pool) \
	do { \
		if (zend_atomic_int_dec(&(pool)->ref_count) == 1) { \
			(pool)->dispose(pool); \
		} \
	} while (0)

#endif /* ZEND_ASYNC_COROUTINE_H */
