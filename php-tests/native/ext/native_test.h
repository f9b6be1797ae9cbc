/* What the files of the native test extension share. */
#ifndef NATIVE_TEST_H
#define NATIVE_TEST_H

#ifdef HAVE_CONFIG_H
# include "config.h"
#endif

#include "php.h"
#include "zend_exceptions.h"
#include "ext/true_async/zend_async_API.h"
#include "ext/true_async/true_async_abi.h"

PHP_FUNCTION(native_layout);
PHP_FUNCTION(native_context_keys);
PHP_FUNCTION(native_callback_record);
PHP_FUNCTION(native_fcall);
PHP_FUNCTION(native_gen_info);
PHP_FUNCTION(native_heartbeat);
PHP_FUNCTION(native_records);
PHP_FUNCTION(native_switch_handlers);
PHP_FUNCTION(native_main_start);
PHP_FUNCTION(native_engine_handlers);
PHP_FUNCTION(native_callbacks);
PHP_FUNCTION(native_callbacks_lent_slot);
PHP_FUNCTION(native_timer);
PHP_FUNCTION(native_poll);
PHP_FUNCTION(native_trigger);
PHP_FUNCTION(native_signal);
PHP_FUNCTION(native_process);
PHP_FUNCTION(native_event);
PHP_FUNCTION(native_event_log);
PHP_FUNCTION(native_reactor);
PHP_FUNCTION(native_getaddrinfo);
PHP_FUNCTION(native_getnameinfo);
PHP_FUNCTION(native_task);
PHP_FUNCTION(native_fs);
PHP_FUNCTION(native_exec_new);
PHP_FUNCTION(native_exec_event);
PHP_FUNCTION(native_exec_c_wait);
PHP_FUNCTION(native_exec_run);
PHP_FUNCTION(native_main_stack);
PHP_FUNCTION(native_scope_await_after_cancellation);
PHP_FUNCTION(native_scope_catch);
PHP_FUNCTION(native_scope_hooks);
void native_scope_hooks_rshutdown(void);
void native_exec_rshutdown(void);
void native_coroutine_rshutdown(void);

void native_events_rshutdown(void);
zend_long native_file_event(zend_async_event_t *event, const char *kind);
zend_async_event_t *native_event_of(zend_long id);
PHP_FUNCTION(native_poll_proxy);
PHP_FUNCTION(native_poll_proxy_state);
PHP_FUNCTION(native_reactor_tick);
PHP_FUNCTION(native_loop_alive);
PHP_FUNCTION(native_sigaction);
void native_switch_live_rshutdown(void);
PHP_FUNCTION(native_switch_track_current);
PHP_FUNCTION(native_switch_track);
PHP_FUNCTION(native_switch_track_main_start);
PHP_FUNCTION(native_switch_log);
PHP_FUNCTION(native_microtask);
PHP_FUNCTION(native_microtask_release_kept);
PHP_FUNCTION(native_microtask_null);
PHP_FUNCTION(native_microtask_dtor_calls);
PHP_FUNCTION(native_c_spawn);
PHP_FUNCTION(native_c_new);
PHP_FUNCTION(native_c_enqueue_last);
PHP_FUNCTION(native_c_last);
PHP_FUNCTION(native_c_current);
PHP_FUNCTION(native_c_order);
PHP_FUNCTION(native_c_dispose_calls);
PHP_FUNCTION(native_c_spawn_without_entry);
PHP_FUNCTION(native_php_spawn);
PHP_FUNCTION(native_php_new);
PHP_FUNCTION(native_co_name);
PHP_FUNCTION(native_hold_current);
PHP_FUNCTION(native_held_outcome);
PHP_FUNCTION(native_c_object_event);
PHP_FUNCTION(native_spawn_and_throw);

PHP_FUNCTION(native_suspend);
PHP_FUNCTION(native_fire);
PHP_FUNCTION(native_custom_state);
PHP_FUNCTION(native_resume);
PHP_FUNCTION(native_cancel);
PHP_FUNCTION(native_parked);
PHP_FUNCTION(native_c_wait_both);
PHP_FUNCTION(native_coroutine_count);
PHP_FUNCTION(native_waker_errors);
void native_waker_rshutdown(void);
void native_live_rshutdown(void);
PHP_FUNCTION(native_live_note);
PHP_FUNCTION(native_live_log);
PHP_FUNCTION(native_live_probe);
PHP_FUNCTION(native_live_c_wait);
PHP_FUNCTION(native_live_info);

PHP_FUNCTION(native_ictx);
PHP_FUNCTION(native_ictx_watch);
PHP_FUNCTION(native_ictx_seen);
void native_ictx_rshutdown(void);
PHP_FUNCTION(native_ctx);
void native_ctx_rshutdown(void);

bool native_switch_minit(void);

PHP_FUNCTION(native_scope_info);
PHP_FUNCTION(native_scope_new);
PHP_FUNCTION(native_scope_adopt);
PHP_FUNCTION(native_scope_slot);
PHP_FUNCTION(native_scope_spawn);
PHP_FUNCTION(native_scope_cancel);
PHP_FUNCTION(native_scope_subscribe);
PHP_FUNCTION(native_scope_log);
PHP_FUNCTION(native_scope_release);
PHP_FUNCTION(native_scope_forget);
PHP_FUNCTION(native_scope_of_object);
void native_scope_rshutdown(void);
void native_object_event_rshutdown(void);
PHP_FUNCTION(native_object_event);
PHP_FUNCTION(native_object_event_listen);
PHP_FUNCTION(native_object_event_drop);
PHP_FUNCTION(native_object_event_log);
void native_event_refs_rshutdown(void);
PHP_FUNCTION(native_ref_take);
PHP_FUNCTION(native_ref_state);
PHP_FUNCTION(native_ref_listen);
PHP_FUNCTION(native_ref_start);
PHP_FUNCTION(native_ref_release);
PHP_FUNCTION(native_ref_log);
PHP_FUNCTION(native_ref_wait);
PHP_FUNCTION(native_future_new);
PHP_FUNCTION(native_future_adopt);
PHP_FUNCTION(native_future_complete);
PHP_FUNCTION(native_future_reject);
PHP_FUNCTION(native_future_resolve_again);
PHP_FUNCTION(native_future_info);
PHP_FUNCTION(native_future_log);
PHP_FUNCTION(native_future_obj);
PHP_FUNCTION(native_future_same);
PHP_FUNCTION(native_future_release);
PHP_FUNCTION(native_future_complete_after);
PHP_FUNCTION(native_future_c_wait);
void native_future_rshutdown(void);

#endif
