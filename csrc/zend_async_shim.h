/*
 * What the C files of the zend_async API share (zend_async_api_shim.c,
 * zend_async_callbacks_shim.c, zend_async_helpers_shim.c,
 * zend_async_internal_context_shim.c, zend_async_switch_shim.c, zend_async_microtask_shim.c,
 * zend_async_waker_shim.c, zend_async_scheduler_shim.c, zend_async_reactor_shim.c,
 * zend_async_work_shim.c, zend_async_exec_shim.c).
 */
#ifndef TA_ZEND_ASYNC_SHIM_H
#define TA_ZEND_ASYNC_SHIM_H

#include "zend_async_API.h"

/* Reports a call to a part of the API true_async does not provide yet:
 * an Error in PHP code, a core warning elsewhere. */
void ta_zend_async_unavailable(const char *function);

void ta_zend_async_init_internal_context_api(void);
/* The callback vector's push and remove (zend_async_callbacks_shim.c): also
 * the add_callback / del_callback methods of every event true_async makes. */
bool ta_zend_async_callbacks_push(zend_async_event_t *event, zend_async_event_callback_t *callback);
bool ta_zend_async_callbacks_remove(zend_async_event_t *event, zend_async_event_callback_t *callback);
void ta_coroutine_event_callback_dispose(zend_async_event_callback_t *callback, zend_async_event_t *event);
/* The vector itself, in Rust (src/records/callbacks.rs, src/abi/callbacks.rs). */
bool ta_vector_push(zend_async_callbacks_vector_t *vector, zend_async_event_callback_t *callback);
bool ta_vector_take(zend_async_callbacks_vector_t *vector, zend_async_event_callback_t *callback);
void ta_vector_notify(zend_async_callbacks_vector_t *vector, zend_async_event_t *event,
	void *result, zend_object *exception);
void ta_vector_free(zend_async_callbacks_vector_t *vector, zend_async_event_t *event);
void ta_callback_release(zend_async_event_callback_t *callback, zend_async_event_t *event);
void ta_switch_registry_shutdown(void);
void ta_zend_async_reactor_install(void);
/* The reactor's event kinds whose work runs on the thread pool
 * (zend_async_work_shim.c); the reactor shim's own are 1-6. */
#define TA_KIND_ADDRINFO 7
#define TA_KIND_NAMEINFO 8
#define TA_KIND_TASK 9
void ta_zend_async_work_install(void);
void ta_zend_async_work_fired(void *rec, uint32_t kind, int status);
void ta_zend_async_work_detach(void *rec, uint32_t kind);
/* Exec events (zend_async_exec_shim.c), kind 10 of the reactor's glue. */
#define TA_KIND_EXEC 10
void ta_zend_async_exec_install(void);
void ta_zend_async_exec_detach(void *rec);
/* An Error in PHP code; a core warning where none can be thrown. */
void ta_reactor_refuse(const char *format, ...);
/* What every reactor kind shares (zend_async_reactor_shim.c): its event
 * header; every start undone at once; stopped and CLOSED before the last
 * callbacks run; callbacks told, then the exception (if any) released. */
void ta_reactor_init_base(zend_async_event_t *base, size_t record_size, zend_async_event_start_t start,
	zend_async_event_stop_t stop, zend_async_event_dispose_t dispose, zend_async_event_info_t info);
void ta_reactor_stop_fully(zend_async_event_t *event);
void ta_reactor_close(zend_async_event_t *event);
void ta_reactor_notify(zend_async_event_t *event, void *result, zend_object *exception);

/* add_microtask_fn: queues the record in the scheduler's microtask queue. */
bool ta_add_microtask(zend_async_microtask_t *microtask);
void ta_call_on_main_stack(void (*fn)(void *), void *arg);
void ta_zend_async_internal_context_api_shutdown(void);

/* Set the first time C code uses the API to attach itself to an event or a
 * coroutine (callbacks, switch handlers, microtasks, reactor events,
 * internal context keys): from then on, in this process, a finished
 * coroutine keeps its zend_coroutine_t (its running part) for as long as
 * its object lives, as C code may hold and read it (src/engine/coroutine.rs
 * `release_running`). */
extern bool ta_zend_async_c_api_used;
#define TA_C_API_USED() (ta_zend_async_c_api_used = true)

/* The waker (zend_async_waker_shim.c). */
zend_async_waker_t *ta_waker_new(zend_coroutine_t *coroutine);
void ta_waker_destroy(zend_coroutine_t *coroutine);
zend_async_waker_t *ta_zend_async_waker_define(zend_coroutine_t *coroutine);
void ta_zend_async_waker_stop_events(zend_async_waker_t *waker);
bool ta_waker_start_events(zend_async_waker_t *waker);
zend_string *ta_waker_describe(const zend_async_waker_t *waker);
void ta_waker_forget(zend_coroutine_event_callback_t *callback);
bool ta_zend_async_waker_apply_error(zend_async_waker_t *waker, zend_object *error,
	bool transfer_error, bool override, bool for_cancellation);
void ta_zend_async_waker_add_triggered_event(zend_coroutine_t *coroutine, zend_async_event_t *event);
zend_object *ta_zend_async_new_exception(zend_async_class type, const char *format, ...);
/* The scheduler table (zend_async_scheduler_shim.c). */
void ta_zend_async_scheduler_install(void);
void ta_zend_async_set_scheduler_installed(void);

#endif
