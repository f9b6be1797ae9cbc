/*
 * true_async: TrueAsync's zend_async C API for stock PHP 8.2.
 *
 * An extension written for TrueAsync includes this header instead of the
 * engine's Zend/zend_async_API.h, which stock PHP does not have:
 *
 *     #include "ext/true_async/zend_async_API.h"
 *
 * and declares ZEND_MOD_REQUIRED("true_async") so that true_async.so is
 * loaded (and its symbols resolved) first. The records, their field order,
 * the flag bits, the function types, the exported variables and the macros
 * have TrueAsync's names and meaning at API version 0.23.0, the one this
 * header pins (ZEND_ASYNC_API_VERSION_NUMBER). Everything declared here is
 * defined by true_async.so; what it really provides so far, and what it
 * answers with TrueAsync's "not enabled" defaults, is listed in the README
 * (section "The zend_async C API"). zend_async_is_enabled() tells a caller
 * at run time.
 *
 * Differences from TrueAsync's header, all of them about stock PHP:
 * - NTS and POSIX only (zend_async_compat.h).
 * - zend_async_callbacks_push() is an exported function, not an inline one:
 *   the provider owns the storage of an event's callback vector.
 * - ZEND_ASYNC_NEW_CONTEXT(parent) evaluates and drops `parent`, as the
 *   constructor it calls takes no argument.
 */
#ifndef ZEND_ASYNC_API_H
#define ZEND_ASYNC_API_H

#include "zend_API.h"
#include "zend_atomic.h"
#include "zend_globals.h"
#include "zend_stream.h"
#include "zend_async_compat.h"

#define ZEND_ASYNC_API "TrueAsync ABI v0.23.0 (true_async, PHP 8.2)"
#define ZEND_ASYNC_API_VERSION_MAJOR 0
#define ZEND_ASYNC_API_VERSION_MINOR 23
#define ZEND_ASYNC_API_VERSION_PATCH 0
#define ZEND_ASYNC_API_VERSION_NUMBER \
	((ZEND_ASYNC_API_VERSION_MAJOR << 16) | (ZEND_ASYNC_API_VERSION_MINOR << 8) \
		| ZEND_ASYNC_API_VERSION_PATCH)

#include "zend_async_types.h"
#include "zend_async_event.h"
#include "zend_async_records.h"

/* ---- Globals ----------------------------------------------------------------- */

typedef enum {
	ZEND_ASYNC_OFF,     /* no provider, or after shutdown */
	ZEND_ASYNC_READY,   /* usable, the scheduler not launched yet */
	ZEND_ASYNC_ACTIVE   /* the scheduler runs */
} zend_async_state_t;

typedef struct {
	zend_async_state_t state;
	zend_atomic_bool heartbeat;         /* set by a heartbeat handler, if it wants */
	bool in_scheduler_context;
	bool graceful_shutdown;
	unsigned int active_coroutine_count;
	unsigned int active_event_count;    /* events that keep waiters from deadlock */
	zend_coroutine_t *coroutine;        /* the running one */
	zend_async_scope_t *main_scope;
	zend_coroutine_t *scheduler;        /* the scheduler's own coroutine, if any */
	zend_coroutine_t *main_coroutine;
	zend_object *exit_exception;
	zend_async_heartbeat_handler_t heartbeat_handler;
	/* Errors are reported at this coroutine's suspension point, not at the
	 * running code, while the scheduler acts on its behalf. */
	zend_coroutine_t *acting_coroutine;
	/* Copied into each new main coroutine's handlers and fired as ENTER. */
	zend_coroutine_switch_handlers_vector_t main_coroutine_start_handlers;
} zend_async_globals_t;

BEGIN_EXTERN_C()
ZEND_API extern zend_async_globals_t zend_async_globals_api;
END_EXTERN_C()

#define ZEND_ASYNC_G(v) (zend_async_globals_api.v)

#define ZEND_ASYNC_ON (ZEND_ASYNC_G(state) > ZEND_ASYNC_OFF)
#define ZEND_ASYNC_IS_ACTIVE (ZEND_ASYNC_G(state) == ZEND_ASYNC_ACTIVE)
#define ZEND_ASYNC_IS_OFF (ZEND_ASYNC_G(state) == ZEND_ASYNC_OFF)
#define ZEND_ASYNC_IS_READY (ZEND_ASYNC_G(state) == ZEND_ASYNC_READY)
#define ZEND_ASYNC_ACTIVATE ZEND_ASYNC_G(state) = ZEND_ASYNC_ACTIVE
#define ZEND_ASYNC_INITIALIZE ZEND_ASYNC_G(state) = ZEND_ASYNC_READY
#define ZEND_ASYNC_DEACTIVATE ZEND_ASYNC_G(state) = ZEND_ASYNC_OFF
#define ZEND_ASYNC_SCHEDULER_ALIVE (zend_atomic_bool_load(&ZEND_ASYNC_G(heartbeat)) == true)
#define ZEND_ASYNC_SCHEDULER_HEARTBEAT \
	do { \
		if (ZEND_ASYNC_G(heartbeat_handler) != NULL) { \
			ZEND_ASYNC_G(heartbeat_handler)(); \
		} \
	} while (0)
#define ZEND_ASYNC_SCHEDULER_WAIT zend_atomic_bool_store(&ZEND_ASYNC_G(heartbeat), false)
#define ZEND_ASYNC_SCHEDULER_CONTEXT ZEND_ASYNC_G(in_scheduler_context)
#define ZEND_ASYNC_IS_SCHEDULER_CONTEXT (ZEND_ASYNC_G(in_scheduler_context) == true)
#define ZEND_ASYNC_ACTIVE_COROUTINE_COUNT ZEND_ASYNC_G(active_coroutine_count)
#define ZEND_ASYNC_ACTIVE_EVENT_COUNT ZEND_ASYNC_G(active_event_count)
#define ZEND_ASYNC_GRACEFUL_SHUTDOWN ZEND_ASYNC_G(graceful_shutdown)
#define ZEND_ASYNC_EXIT_EXCEPTION ZEND_ASYNC_G(exit_exception)
#define ZEND_ASYNC_CURRENT_COROUTINE ZEND_ASYNC_G(coroutine)
#define ZEND_ASYNC_MAIN_COROUTINE ZEND_ASYNC_G(main_coroutine)
#define ZEND_ASYNC_CURRENT_SCOPE \
	(ZEND_ASYNC_G(coroutine) != NULL ? ZEND_ASYNC_G(coroutine)->scope : NULL)
#define ZEND_ASYNC_REQUEST_SCOPE \
	(ZEND_ASYNC_CURRENT_SCOPE != NULL ? ZEND_ASYNC_CURRENT_SCOPE->request_scope : NULL)
#define ZEND_ASYNC_MAIN_SCOPE ZEND_ASYNC_G(main_scope)
#define ZEND_ASYNC_SCHEDULER ZEND_ASYNC_G(scheduler)
#define ZEND_ASYNC_ACTING_COROUTINE ZEND_ASYNC_G(acting_coroutine)
#define ZEND_ASYNC_ACT_AS_START(coroutine) ZEND_ASYNC_G(acting_coroutine) = (coroutine)
#define ZEND_ASYNC_ACT_AS_END() ZEND_ASYNC_G(acting_coroutine) = NULL

/* Hidden events are not counted; the counts saturate instead of wrapping. */
#define ZEND_ASYNC_INCREASE_EVENT_COUNT(ev) \
	do { \
		if (!ZEND_ASYNC_EVENT_IS_HIDDEN(ev) && ZEND_ASYNC_G(active_event_count) < UINT_MAX) { \
			ZEND_ASYNC_G(active_event_count)++; \
		} \
	} while (0)
#define ZEND_ASYNC_DECREASE_EVENT_COUNT(ev) \
	do { \
		if (!ZEND_ASYNC_EVENT_IS_HIDDEN(ev) && ZEND_ASYNC_G(active_event_count) > 0) { \
			ZEND_ASYNC_G(active_event_count)--; \
		} \
	} while (0)
#define ZEND_ASYNC_INCREASE_COROUTINE_COUNT \
	if (ZEND_ASYNC_G(active_coroutine_count) < UINT_MAX) { \
		ZEND_ASYNC_G(active_coroutine_count)++; \
	}
#define ZEND_ASYNC_DECREASE_COROUTINE_COUNT \
	if (ZEND_ASYNC_G(active_coroutine_count) > 0) { \
		ZEND_ASYNC_G(active_coroutine_count)--; \
	}

#include "zend_async_functions.h"
#include "zend_async_macros.h"

#endif /* ZEND_ASYNC_API_H */
