/*
 * true_async: the zend_async API's macros over the provider's functions.
 * Included by zend_async_API.h (include that one).
 */
#ifndef ZEND_ASYNC_MACROS_H
#define ZEND_ASYNC_MACROS_H

/* ---- Scheduler ----------------------------------------------------------------- */

#define ZEND_ASYNC_IS_ENABLED() zend_async_is_enabled()
#define ZEND_ASYNC_SPAWN() zend_async_spawn_fn(NULL, NULL, 0)
#define ZEND_ASYNC_SPAWN_WITH(scope) zend_async_spawn_fn((scope), NULL, 0)
#define ZEND_ASYNC_SPAWN_WITH_PROVIDER(scope_provider) zend_async_spawn_fn(NULL, (scope_provider), 0)
#define ZEND_ASYNC_SPAWN_WITH_PRIORITY(priority) zend_async_spawn_fn(NULL, NULL, (priority))
#define ZEND_ASYNC_SPAWN_WITH_SCOPE_EX(scope, priority) zend_async_spawn_fn((scope), NULL, (priority))
#define ZEND_ASYNC_NEW_COROUTINE(scope) zend_async_new_coroutine_fn(scope)
#define ZEND_ASYNC_NEW_SCOPE(parent) zend_async_new_scope_fn((parent), false)
#define ZEND_ASYNC_NEW_SCOPE_WITH_OBJECT(parent) zend_async_new_scope_fn((parent), true)
#define ZEND_ASYNC_SUSPEND() zend_async_suspend_fn(false, false)
#define ZEND_ASYNC_RUN_SCHEDULER_AFTER_MAIN(is_bailout) zend_async_suspend_fn(true, (is_bailout))
/* fn(arg) on the main (OS thread) stack, for runtimes that check it. */
#define ZEND_ASYNC_CALL_ON_MAIN_STACK(fn, arg) zend_async_call_on_main_stack_fn((fn), (arg))
#define ZEND_ASYNC_ENQUEUE_COROUTINE(coroutine) zend_async_enqueue_coroutine_fn(coroutine)
#define ZEND_ASYNC_RESUME(coroutine) zend_async_resume_fn((coroutine), NULL, false)
#define ZEND_ASYNC_RESUME_WITH_ERROR(coroutine, error, transfer_error) \
	zend_async_resume_fn((coroutine), (error), (transfer_error))
#define ZEND_ASYNC_CANCEL(coroutine, error, transfer_error) \
	zend_async_cancel_fn((coroutine), (error), (transfer_error), false)
#define ZEND_ASYNC_CANCEL_EX(coroutine, error, transfer_error, is_safely) \
	zend_async_cancel_fn((coroutine), (error), (transfer_error), (is_safely))
/* Throws `exception` in a new coroutine of `scope` (NULL: the current one),
 * so that the scope's error handling sees it. */
#define ZEND_ASYNC_SPAWN_AND_THROW(exception, scope, priority) \
	zend_async_spawn_and_throw_fn((exception), (scope), (priority))
/* Starts the graceful shutdown. */
#define ZEND_ASYNC_SHUTDOWN() zend_async_shutdown_fn()
#define ZEND_ASYNC_ENGINE_SHUTDOWN() zend_async_engine_shutdown_fn()
#define ZEND_ASYNC_GET_COROUTINES() zend_async_get_coroutines_fn()
#define ZEND_ASYNC_ADD_MICROTASK(microtask) zend_async_add_microtask_fn(microtask)
#define ZEND_ASYNC_GET_AWAITING_INFO(coroutine) zend_async_get_awaiting_info_fn(coroutine)
#define ZEND_ASYNC_GET_CE(type) zend_async_get_class_ce_fn(type)
#define ZEND_ASYNC_GET_EXCEPTION_CE(type) zend_async_get_class_ce_fn(type)
#define ZEND_ASYNC_SCHEDULER_LAUNCH() zend_async_scheduler_launch_fn()
/* Launches the scheduler unless a coroutine already runs. */
#define ZEND_ASYNC_SCHEDULER_INIT() \
	do { \
		if (UNEXPECTED(ZEND_ASYNC_CURRENT_COROUTINE == NULL)) { \
			zend_async_scheduler_launch_fn(); \
		} \
	} while (0)
#define ZEND_ASYNC_COROUTINE_GET_EXECUTE_DATA(coroutine) \
	(zend_async_coroutine_get_execute_data_fn != NULL \
		? zend_async_coroutine_get_execute_data_fn(coroutine) : NULL)

/* ---- Wakers ------------------------------------------------------------------------ */

/* A clean waker for the coroutine (the existing one reset, or a new one). */
#define ZEND_ASYNC_WAKER_NEW(coroutine) zend_async_waker_new_fn(coroutine)
/* Tears the waker down; true_async frees its memory too (coroutine->waker
 * is NULL afterwards). */
#define ZEND_ASYNC_WAKER_DESTROY(coroutine) zend_async_waker_destroy_fn(coroutine)
#define ZEND_ASYNC_WAKER_APPLY_ERROR(waker, error, transfer) \
	zend_async_waker_apply_error((waker), (error), (transfer), true, false)
#define ZEND_ASYNC_WAKER_APPEND_ERROR(waker, error, transfer) \
	zend_async_waker_apply_error((waker), (error), (transfer), false, false)
#define ZEND_ASYNC_WAKER_APPLY_CANCELLATION(waker, error, transfer) \
	zend_async_waker_apply_error((waker), (error), (transfer), true, true)

/* ---- Event callbacks ----------------------------------------------------------------- */

#define ZEND_ASYNC_EVENT_CALLBACK(callback) zend_async_event_callback_new((callback), 0)
#define ZEND_ASYNC_EVENT_CALLBACK_EX(callback, size) zend_async_event_callback_new((callback), (size))

/* ---- Context and internal context ---------------------------------------------------- */

#define ZEND_ASYNC_NEW_CONTEXT(parent) ((void) (parent), zend_async_new_context_fn())
#define ZEND_ASYNC_CURRENT_CONTEXT \
	(ZEND_ASYNC_G(coroutine) != NULL ? ZEND_ASYNC_G(coroutine)->scope->context : NULL)
/* The running coroutine's own context, made on first use. */
#define ZEND_ASYNC_GET_COROUTINE_CONTEXT() \
	(ZEND_ASYNC_G(coroutine) == NULL ? NULL \
		: ZEND_ASYNC_G(coroutine)->context != NULL ? ZEND_ASYNC_G(coroutine)->context \
		: (ZEND_ASYNC_G(coroutine)->context = ZEND_ASYNC_NEW_CONTEXT(NULL)))

#define ZEND_ASYNC_INTERNAL_CONTEXT_KEY_ALLOC(key_name) zend_async_internal_context_key_alloc(key_name)
#define ZEND_ASYNC_INTERNAL_CONTEXT_KEY_NAME(key) zend_async_internal_context_key_name(key)
#define ZEND_ASYNC_INTERNAL_CONTEXT_FIND(coro, key) zend_async_internal_context_find((coro), (key))
#define ZEND_ASYNC_INTERNAL_CONTEXT_SET(coro, key, value) \
	zend_async_internal_context_set((coro), (key), (value))
#define ZEND_ASYNC_INTERNAL_CONTEXT_UNSET(coro, key) zend_async_internal_context_unset((coro), (key))

/* ---- Switch handlers ------------------------------------------------------------------ */

#define ZEND_COROUTINE_ADD_SWITCH_HANDLER(coroutine, handler) \
	zend_coroutine_add_switch_handler((coroutine), (handler))
#define ZEND_COROUTINE_ENTER(coroutine) zend_coroutine_call_switch_handlers((coroutine), true, false)
#define ZEND_COROUTINE_LEAVE(coroutine) zend_coroutine_call_switch_handlers((coroutine), false, false)
#define ZEND_COROUTINE_FINISH(coroutine) zend_coroutine_call_switch_handlers((coroutine), false, true)
#define ZEND_ASYNC_ADD_MAIN_COROUTINE_START_HANDLER(handler) \
	zend_async_add_main_coroutine_start_handler(handler)
/* To the running coroutine, or before the scheduler starts to the main
 * coroutine's start list. */
#define ZEND_ASYNC_ADD_SWITCH_HANDLER(handler) \
	do { \
		if (ZEND_ASYNC_CURRENT_COROUTINE != NULL) { \
			zend_coroutine_add_switch_handler(ZEND_ASYNC_CURRENT_COROUTINE, (handler)); \
		} else { \
			zend_async_add_main_coroutine_start_handler(handler); \
		} \
	} while (0)

/* ---- Futures, channels, groups, pools, iterators ------------------------------------ */

#define ZEND_ASYNC_NEW_FUTURE(thread_safe) zend_async_new_future_fn((thread_safe), 0)
#define ZEND_ASYNC_NEW_FUTURE_EX(thread_safe, extra_size) \
	zend_async_new_future_fn((thread_safe), (extra_size))
#define ZEND_ASYNC_NEW_FUTURE_OBJ(future) zend_async_new_future_obj_fn(future)
#define ZEND_ASYNC_NEW_CHANNEL(buffer_size, resizable, thread_safe) \
	zend_async_new_channel_fn((buffer_size), (resizable), (thread_safe), 0)
#define ZEND_ASYNC_NEW_CHANNEL_EX(buffer_size, resizable, thread_safe, extra_size) \
	zend_async_new_channel_fn((buffer_size), (resizable), (thread_safe), (extra_size))
#define ZEND_ASYNC_NEW_CHANNEL_OBJ(channel) zend_async_new_channel_obj_fn(channel)
#define ZEND_ASYNC_NEW_GROUP(concurrency, queue_limit, scope) \
	zend_async_new_group_fn((concurrency), (queue_limit), (scope))
#define ZEND_ASYNC_NEW_POOL(factory, destructor, healthcheck, before_acquire, before_release, min, max, healthcheck_interval) \
	zend_async_new_pool_fn((factory), (destructor), (healthcheck), (before_acquire), \
		(before_release), (min), (max), (healthcheck_interval), 0)
#define ZEND_ASYNC_NEW_POOL_EX(factory, destructor, healthcheck, before_acquire, before_release, min, max, healthcheck_interval, extra_size) \
	zend_async_new_pool_fn((factory), (destructor), (healthcheck), (before_acquire), \
		(before_release), (min), (max), (healthcheck_interval), (extra_size))
#define ZEND_ASYNC_NEW_POOL_OBJ(pool) zend_async_new_pool_obj_fn(pool)
#define ZEND_ASYNC_POOL_ACQUIRE(pool, result, timeout_ms) \
	zend_async_pool_acquire_fn((pool), (result), (timeout_ms))
#define ZEND_ASYNC_POOL_TRY_ACQUIRE(pool, result) zend_async_pool_try_acquire_fn((pool), (result))
#define ZEND_ASYNC_POOL_RELEASE(pool, resource) zend_async_pool_release_fn((pool), (resource))
#define ZEND_ASYNC_POOL_CLOSE(pool) zend_async_pool_close_fn(pool)
#define ZEND_ASYNC_NEW_ITERATOR_SCOPE(array, zend_iterator, fcall, handler, scope, concurrency, priority) \
	zend_async_new_iterator_fn((array), (zend_iterator), (fcall), (handler), (scope), \
		(concurrency), (priority), 0)
#define ZEND_ASYNC_NEW_ITERATOR(array, zend_iterator, fcall, handler, concurrency, priority) \
	zend_async_new_iterator_fn((array), (zend_iterator), (fcall), (handler), NULL, \
		(concurrency), (priority), 0)
#define ZEND_ASYNC_NEW_ITERATOR_EX(array, zend_iterator, fcall, handler, concurrency, priority, size) \
	zend_async_new_iterator_fn((array), (zend_iterator), (fcall), (handler), NULL, \
		(concurrency), (priority), (size))

#include "zend_async_macros_reactor.h"

#endif /* ZEND_ASYNC_MACROS_H */
