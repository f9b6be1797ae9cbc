/*
 * The scheduler functions of the zend_async API that work on wakers and
 * running coroutines: suspend, resume, cancel, get_coroutines,
 * get_awaiting_info, get_class_ce, shutdown, launch, and the waker's
 * new/destroy. Installed at MINIT by ta_zend_async_scheduler_install()
 * (after ta_zend_async_coroutine_install(), which sets spawn /
 * new_coroutine / enqueue); zend_async_is_enabled() is true from then on.
 * The engine side is src/engine/c_waker.rs (through src/abi/).
 *
 * Semantics, as TrueAsync's scheduler (php-async):
 * - ZEND_ASYNC_SUSPEND() needs a waker (ZEND_ASYNC_WAKER_NEW): its events
 *   are started, the location kept in waker->filename/lineno, the
 *   coroutine parks until ZEND_ASYNC_RESUME or a cancellation; its events
 *   are stopped then (they stay subscribed until zend_async_waker_clean).
 *   An error the resume brought (waker->error) or the cancellation is
 *   thrown at the suspension point; false is returned with it pending.
 *   A waker resumed before it suspends does not suspend at all.
 * - ZEND_ASYNC_RESUME_WITH_ERROR keeps the error in the waker (transfer
 *   true: the caller's reference is taken over; false: a new one is
 *   taken); a resume of a coroutine not waiting is ignored.
 * - ZEND_ASYNC_CANCEL[_EX] is Coroutine::cancel(): the coroutine sees the
 *   error (default: AsyncCancellation "Coroutine cancelled") at its
 *   suspension point; deferred while it is protected (protect(), or
 *   ZEND_COROUTINE_F_PROTECTED set by C); is_safely changes nothing (a
 *   cancellation here is always delivered at a suspension point).
 */
#include "php.h"
#include "zend_exceptions.h"
#include "zend_async_API.h"
#include "zend_async_shim.h"

/* src/engine/c_waker.rs through src/abi/zend_async.rs. */
extern zend_coroutine_t *ta_rust_current_coroutine(void);
extern int ta_rust_park_native(void);
extern void ta_rust_resume_native(zend_coroutine_t *coroutine);
extern bool ta_rust_cancel(zend_coroutine_t *coroutine, zend_object *error);
extern void ta_rust_coroutines(zval *out);
extern void ta_rust_describe_waiting(zend_coroutine_t *coroutine, zval *out);
extern void ta_rust_graceful_shutdown(void);

#define TA_PARKED_BAILOUT (-2)

static bool ta_suspend(bool from_main, bool is_bailout)
{
	if (from_main) {
		/* RUN_SCHEDULER_AFTER_MAIN: true_async runs the scheduler after
		 * the main script itself (its shutdown drain). */
		return true;
	}
	if (ZEND_ASYNC_IS_SCHEDULER_CONTEXT) {
		zend_throw_error(NULL,
			"ZEND_ASYNC_SUSPEND(): cannot suspend in the scheduler's context (a reactor callback)");
		return false;
	}
	zend_coroutine_t *co = ta_rust_current_coroutine();
	if (co == NULL) {
		zend_throw_error(NULL, "ZEND_ASYNC_SUSPEND(): no request is running");
		return false;
	}
	zend_async_waker_t *waker = co->waker;
	if (waker == NULL) {
		zend_throw_error(NULL,
			"Cannot suspend a coroutine without a waker: call ZEND_ASYNC_WAKER_NEW() and zend_async_resume_when() first");
		return false;
	}
	if (waker->status == ZEND_ASYNC_WAKER_NO_STATUS) {
		if (waker->filename == NULL && EG(current_execute_data) != NULL) {
			zend_string *file = zend_get_executed_filename_ex();
			if (file != NULL) {
				waker->filename = zend_string_copy(file);
				waker->lineno = zend_get_executed_lineno();
			}
		}
		if (!ta_waker_start_events(waker)) {
			ta_zend_async_waker_stop_events(waker);
			return false;
		}
		/* A start may have resumed it already. */
		if (waker->status == ZEND_ASYNC_WAKER_NO_STATUS) {
			waker->status = ZEND_ASYNC_WAKER_WAITING;
			if (ta_rust_park_native() == TA_PARKED_BAILOUT) {
				zend_bailout();
			}
			/* The coroutine may have ended its waker meanwhile (a
			 * finally handler cannot: it runs after this frame). */
			waker = co->waker;
			if (waker == NULL) {
				return EG(exception) == NULL;
			}
		}
	}
	waker->status = ZEND_ASYNC_WAKER_RESULT;
	ta_zend_async_waker_stop_events(waker);
	if (waker->error != NULL) {
		zend_object *error = waker->error;
		waker->error = NULL;
		zend_throw_exception_internal(error);
	}
	return EG(exception) == NULL;
}

static bool ta_resume(zend_coroutine_t *co, zend_object *error, const bool transfer_error)
{
	if (co == NULL || co->waker == NULL || ZEND_COROUTINE_IS_FINISHED(co)) {
		if (error != NULL && transfer_error) {
			OBJ_RELEASE(error);
		}
		if (co == NULL || co->waker == NULL) {
			/* From an event callback there may be no PHP frame to throw in. */
			if (EG(current_execute_data) != NULL) {
				zend_throw_error(NULL, "Cannot resume a coroutine that has no waker");
			} else {
				zend_error(E_WARNING, "Cannot resume a coroutine that has no waker");
			}
		}
		return false;
	}
	zend_async_waker_t *waker = co->waker;
	if (waker->status != ZEND_ASYNC_WAKER_NO_STATUS && waker->status != ZEND_ASYNC_WAKER_WAITING) {
		/* Queued already, or not waiting: the first resume decided. */
		if (error != NULL && transfer_error) {
			OBJ_RELEASE(error);
		}
		return waker->status != ZEND_ASYNC_WAKER_RESULT;
	}
	if (error != NULL) {
		ta_zend_async_waker_apply_error(waker, error, transfer_error, true, false);
	}
	bool waiting = waker->status == ZEND_ASYNC_WAKER_WAITING;
	waker->status = ZEND_ASYNC_WAKER_QUEUED;
	if (waiting) {
		ta_rust_resume_native(co);
	}
	return true;
}

static bool ta_cancel(zend_coroutine_t *co, zend_object *error, bool transfer_error, const bool is_safely)
{
	bool done = co != NULL && ta_rust_cancel(co, error);
	if (error != NULL && transfer_error) {
		OBJ_RELEASE(error);
	}
	return done;
}

static zend_array *ta_get_coroutines(void)
{
	zval list;
	ta_rust_coroutines(&list);
	return Z_ARR(list);
}

/* A list of strings: one per event of the coroutine's C waker while it
 * waits on one, else the engine's description of its wait. */
static zend_array *ta_get_awaiting_info(zend_coroutine_t *co)
{
	zend_array *info = zend_new_array(0);
	if (co == NULL) {
		return info;
	}
	zend_async_waker_t *waker = co->waker;
	if (waker != NULL && ZEND_COROUTINE_SUSPENDED(co) && zend_hash_num_elements(&waker->events) > 0) {
		zend_async_waker_trigger_t *trigger;
		ZEND_HASH_FOREACH_PTR(&waker->events, trigger) {
			zend_async_event_t *event = trigger->event;
			if (event == NULL) {
				continue;
			}
			zval item;
			zend_string *text = event->info != NULL ? event->info(event) : NULL;
			if (text != NULL) {
				ZVAL_STR(&item, text);
			} else {
				ZVAL_STRING(&item, "an event");
			}
			zend_hash_next_index_insert_new(info, &item);
		} ZEND_HASH_FOREACH_END();
		return info;
	}
	zval item;
	ta_rust_describe_waiting(co, &item);
	zend_hash_next_index_insert_new(info, &item);
	return info;
}

/* ---- Classes ------------------------------------------------------------------------ */

static const char *ta_class_name(zend_async_class type)
{
	switch (type) {
		case ZEND_ASYNC_CLASS_AWAITABLE: return "async\\awaitable";
		case ZEND_ASYNC_CLASS_COROUTINE: return "async\\coroutine";
		case ZEND_ASYNC_CLASS_SCOPE: return "async\\scope";
		case ZEND_ASYNC_CLASS_CONTEXT: return "async\\context";
		case ZEND_ASYNC_CLASS_SCOPE_PROVIDER: return "async\\scopeprovider";
		case ZEND_ASYNC_CLASS_SPAWN_STRATEGY: return "async\\spawnstrategy";
		case ZEND_ASYNC_CLASS_TIMEOUT: return "async\\timeout";
		case ZEND_ASYNC_CLASS_COMPLETABLE: return "async\\completable";
		case ZEND_ASYNC_CLASS_CHANNEL: return "async\\channel";
		case ZEND_ASYNC_CLASS_FUTURE: return "async\\future";
		case ZEND_ASYNC_CLASS_GROUP: return "async\\taskgroup";
		case ZEND_ASYNC_CLASS_POOL: return "async\\pool";
		case ZEND_ASYNC_EXCEPTION_DEFAULT: return "async\\asyncexception";
		case ZEND_ASYNC_EXCEPTION_CANCELLATION: return "async\\asynccancellation";
		case ZEND_ASYNC_EXCEPTION_TIMEOUT: return "async\\timeoutexception";
		case ZEND_ASYNC_EXCEPTION_INPUT_OUTPUT: return "async\\inputoutputexception";
		case ZEND_ASYNC_EXCEPTION_POLL: return "async\\pollexception";
		case ZEND_ASYNC_EXCEPTION_DNS: return "async\\dnsexception";
		case ZEND_ASYNC_EXCEPTION_DEADLOCK: return "async\\deadlockerror";
		case ZEND_ASYNC_EXCEPTION_SERVICE_UNAVAILABLE: return "async\\serviceunavailableexception";
		case ZEND_ASYNC_EXCEPTION_OPERATION_CANCELLED: return "async\\operationcanceledexception";
		/* No class of its own here: the generic async exception. */
		case ZEND_ASYNC_EXCEPTION_THREAD_TRANSFER:
		case ZEND_ASYNC_EXCEPTION_REMOTE: return "async\\asyncexception";
		default: return NULL;
	}
}

/* The true_async class for `type` (registered at MINIT, so found in the
 * class table once and kept); NULL for a type it has none for. */
static zend_class_entry *ta_get_class_ce(zend_async_class type)
{
	static zend_class_entry *found[ZEND_ASYNC_EXCEPTION_REMOTE + 1];
	if ((unsigned) type > ZEND_ASYNC_EXCEPTION_REMOTE) {
		return NULL;
	}
	if (found[type] != NULL) {
		return found[type];
	}
	const char *name = ta_class_name(type);
	if (name == NULL) {
		return NULL;
	}
	found[type] = zend_hash_str_find_ptr(CG(class_table), name, strlen(name));
	return found[type];
}

/* ---- The rest ------------------------------------------------------------------------ */

static bool ta_shutdown(void)
{
	ta_rust_graceful_shutdown();
	return true;
}

static bool ta_launch(void)
{
	return ta_rust_current_coroutine() != NULL;
}

void ta_zend_async_scheduler_install(void)
{
	zend_async_suspend_fn = ta_suspend;
	zend_async_resume_fn = ta_resume;
	zend_async_cancel_fn = ta_cancel;
	zend_async_get_coroutines_fn = ta_get_coroutines;
	zend_async_get_awaiting_info_fn = ta_get_awaiting_info;
	zend_async_get_class_ce_fn = ta_get_class_ce;
	zend_async_shutdown_fn = ta_shutdown;
	zend_async_scheduler_launch_fn = ta_launch;
	zend_async_waker_new_fn = ta_waker_new;
	zend_async_waker_destroy_fn = ta_waker_destroy;
	ta_zend_async_set_scheduler_installed();
}
