/*
 * native_records(): the header's macros over records this extension makes
 * itself, each step reported by name.
 */
#include "native_test.h"

#include <stddef.h>

static int native_disposed = 0;

static bool native_dispose(zend_async_event_t *event)
{
	native_disposed++;
	return true;
}

static int native_resolved = 0;

static bool native_resolve(zend_async_event_t *event, void *iterator)
{
	native_resolved++;
	ZEND_ASYNC_EVENT_SET_CLOSED(event);
	return true;
}

static int native_scope_disposals = 0;

static bool native_try_to_dispose(zend_async_scope_t *scope)
{
	native_scope_disposals++;
	return true;
}

static int native_microtask_dtors = 0;

static void native_microtask_dtor(zend_async_microtask_t *microtask)
{
	native_microtask_dtors++;
}

static int native_pool_disposals = 0;

static void native_pool_dispose(zend_async_thread_pool_t *pool)
{
	native_pool_disposals++;
}

/* An awaitable object's memory: the record, then the object. */
typedef struct {
	zend_async_event_t event;
	zend_object std;
} native_awaitable;

typedef struct {
	zend_async_event_ref_t ref;
	zend_object std;
} native_referring;

static void events(zval *out)
{
	zend_async_event_t ev;
	memset(&ev, 0, sizeof(ev));
	ev.ref_count = 1;
	ev.dispose = native_dispose;
	ZEND_ASYNC_EVENT_ADD_REF(&ev);
	add_assoc_long(out, "event_refcount_after_add", ZEND_ASYNC_EVENT_REFCOUNT(&ev));
	ZEND_ASYNC_EVENT_DEL_REF(&ev);
	ZEND_ASYNC_EVENT_RELEASE(&ev);
	add_assoc_long(out, "event_disposed_by_last_release", native_disposed);
	add_assoc_long(out, "event_refcount_after_release", ev.ref_count);
	add_assoc_bool(out, "event_replay_without_method", ZEND_ASYNC_EVENT_REPLAY(&ev, NULL));

	ZEND_ASYNC_EVENT_SET_CLOSED(&ev);
	ZEND_ASYNC_EVENT_SET_HIDDEN(&ev);
	ZEND_ASYNC_EVENT_SET_EXCEPTION_HANDLED(&ev);
	add_assoc_long(out, "event_flags", ev.flags);
	add_assoc_bool(out, "event_closed", ZEND_ASYNC_EVENT_IS_CLOSED(&ev));
	ZEND_ASYNC_EVENT_CLR_CLOSED(&ev);
	add_assoc_bool(out, "event_reopened", !ZEND_ASYNC_EVENT_IS_CLOSED(&ev) && ZEND_ASYNC_EVENT_IS_HIDDEN(&ev));

	/* An object holding its event in front of it, and one holding a
	 * reference record: both lead back to the event. */
	zend_object_handlers handlers_direct, handlers_ref;
	memcpy(&handlers_direct, zend_get_std_object_handlers(), sizeof(handlers_direct));
	memcpy(&handlers_ref, zend_get_std_object_handlers(), sizeof(handlers_ref));
	handlers_direct.offset = offsetof(native_awaitable, std);
	handlers_ref.offset = offsetof(native_referring, std);

	native_awaitable direct;
	memset(&direct, 0, sizeof(direct));
	direct.std.handlers = &handlers_direct;
	GC_SET_REFCOUNT(&direct.std, 1);
	ZEND_ASYNC_EVENT_SET_ZEND_OBJ(&direct.event);
	ZEND_ASYNC_EVENT_SET_ZEND_OBJ_OFFSET(&direct.event, offsetof(native_awaitable, std));
	add_assoc_bool(out, "object_to_event", ZEND_ASYNC_OBJECT_TO_EVENT(&direct.std) == &direct.event);
	add_assoc_bool(out, "event_to_object", ZEND_ASYNC_EVENT_TO_OBJECT(&direct.event) == &direct.std);
	ZEND_ASYNC_EVENT_ADD_REF(&direct.event);
	add_assoc_long(out, "object_refcount_after_add", GC_REFCOUNT(&direct.std));
	ZEND_ASYNC_EVENT_RELEASE(&direct.event);
	add_assoc_long(out, "object_refcount_after_release", GC_REFCOUNT(&direct.std));

	native_referring referring;
	memset(&referring, 0, sizeof(referring));
	referring.std.handlers = &handlers_ref;
	ZEND_ASYNC_EVENT_REF_SET(&referring.ref, offsetof(native_referring, std), &ev);
	add_assoc_bool(out, "reference_prefix", ZEND_ASYNC_EVENT_IS_REFERENCE(&referring.ref));
	add_assoc_bool(out, "reference_to_event", ZEND_ASYNC_OBJECT_TO_EVENT(&referring.std) == &ev);

	/* An event pointing at its object from its extra data. */
	struct {
		zend_async_event_t event;
		zend_object *owner;
	} with_ref;
	memset(&with_ref, 0, sizeof(with_ref));
	with_ref.owner = &direct.std;
	with_ref.event.extra_offset = offsetof(__typeof__(with_ref), owner);
	ZEND_ASYNC_EVENT_WITH_OBJECT_REF(&with_ref.event);
	add_assoc_bool(out, "event_to_object_by_ref", ZEND_ASYNC_EVENT_TO_OBJECT(&with_ref.event) == &direct.std);
}

static void coroutines(zval *out)
{
	zend_coroutine_t co;
	zend_async_waker_t waker;
	memset(&co, 0, sizeof(co));
	memset(&waker, 0, sizeof(waker));
	ZEND_COROUTINE_SET_STARTED(&co);
	ZEND_COROUTINE_SET_PROTECTED(&co);
	ZEND_COROUTINE_SET_CANCELLED(&co);
	add_assoc_long(out, "coroutine_flags", co.event.flags);
	ZEND_COROUTINE_CLR_PROTECTED(&co);
	add_assoc_bool(out, "coroutine_unprotected", !ZEND_COROUTINE_IS_PROTECTED(&co));
	add_assoc_bool(out, "coroutine_finished_before", ZEND_COROUTINE_IS_FINISHED(&co));
	ZEND_COROUTINE_SET_FINISHED(&co);
	add_assoc_bool(out, "coroutine_finished", ZEND_COROUTINE_IS_FINISHED(&co) && ZEND_ASYNC_EVENT_IS_CLOSED(&co.event));

	add_assoc_bool(out, "null_waker_not_in_queue", ZEND_ASYNC_WAKER_NOT_IN_QUEUE((zend_async_waker_t *) NULL));
	waker.status = ZEND_ASYNC_WAKER_QUEUED;
	add_assoc_bool(out, "queued_in_queue", ZEND_ASYNC_WAKER_IN_QUEUE(&waker));
	waker.status = ZEND_ASYNC_WAKER_IGNORED;
	add_assoc_bool(out, "ignored_in_queue", ZEND_ASYNC_WAKER_IN_QUEUE(&waker));
	waker.status = ZEND_ASYNC_WAKER_RESULT;
	add_assoc_bool(out, "result_waiting", ZEND_ASYNC_WAKER_WAITING(&waker));
}

static void tasks_and_futures(zval *out)
{
	zend_async_microtask_t *task = ecalloc(1, sizeof(*task));
	task->ref_count = 1;
	task->dtor = native_microtask_dtor;
	ZEND_ASYNC_MICROTASK_ADD_REF(task);
	ZEND_ASYNC_MICROTASK_RELEASE(task);
	add_assoc_long(out, "microtask_dtor_after_one_release", native_microtask_dtors);
	ZEND_ASYNC_MICROTASK_RELEASE(task);
	add_assoc_long(out, "microtask_dtor_after_last_release", native_microtask_dtors);

	zend_future_t done, failed;
	memset(&done, 0, sizeof(done));
	memset(&failed, 0, sizeof(failed));
	done.resolve = native_resolve;
	failed.resolve = native_resolve;
	zval value;
	ZVAL_STR(&value, zend_string_init("forty-two", strlen("forty-two"), 0));
	ZEND_FUTURE_COMPLETE(&done, &value);
	ZEND_FUTURE_COMPLETE(&done, &value);
	zval_ptr_dtor(&value);
	add_assoc_long(out, "future_resolved", native_resolved);
	add_assoc_bool(out, "future_completed", ZEND_FUTURE_IS_COMPLETED(&done));
	add_assoc_zval(out, "future_result", &done.result);

	zval error;
	object_init_ex(&error, zend_ce_exception);
	ZEND_FUTURE_REJECT(&failed, Z_OBJ(error));
	add_assoc_long(out, "future_error_refcount", GC_REFCOUNT(failed.exception));
	OBJ_RELEASE(failed.exception);
	zval_ptr_dtor(&error);
	ZEND_FUTURE_SET_IGNORED(&failed);
	add_assoc_bool(out, "future_ignored", ZEND_FUTURE_IS_IGNORED(&failed));
}

static void scopes_and_pools(zval *out)
{
	zend_async_scope_t parent, child;
	memset(&parent, 0, sizeof(parent));
	memset(&child, 0, sizeof(child));
	parent.try_to_dispose = native_try_to_dispose;
	zend_async_scope_add_child(&parent, &child);
	add_assoc_long(out, "scope_children", parent.scopes.length);
	add_assoc_bool(out, "scope_parent_set", child.parent_scope == &parent);
	zend_async_scope_remove_child(&parent, &child);
	add_assoc_long(out, "scope_children_after_remove", parent.scopes.length);
	add_assoc_long(out, "scope_dispose_offered", native_scope_disposals);
	zend_async_scope_free_children(&parent);
	ZEND_ASYNC_SCOPE_SET_CANCELLED(&parent);
	ZEND_ASYNC_SCOPE_SET_OWNER_PINNED(&parent);
	add_assoc_long(out, "scope_flags", parent.event.flags);

	zend_async_thread_pool_t pool;
	memset(&pool, 0, sizeof(pool));
	pool.dispose = native_pool_dispose;
	ZEND_THREAD_POOL_ADDREF(&pool);
	ZEND_THREAD_POOL_ADDREF(&pool);
	ZEND_THREAD_POOL_DELREF(&pool);
	add_assoc_long(out, "thread_pool_disposed_early", native_pool_disposals);
	ZEND_THREAD_POOL_DELREF(&pool);
	add_assoc_long(out, "thread_pool_disposed", native_pool_disposals);

	zend_async_timer_event_t timer;
	memset(&timer, 0, sizeof(timer));
	ZEND_ASYNC_TIMER_SET_MULTISHOT(&timer);
	add_assoc_bool(out, "timer_multishot", ZEND_ASYNC_TIMER_IS_MULTISHOT(&timer));
}

PHP_FUNCTION(native_records)
{
	ZEND_PARSE_PARAMETERS_NONE();
	native_disposed = native_resolved = native_scope_disposals = 0;
	native_microtask_dtors = native_pool_disposals = 0;
	array_init(return_value);
	events(return_value);
	coroutines(return_value);
	tasks_and_futures(return_value);
	scopes_and_pools(return_value);
}
