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
PHP_FUNCTION(native_c_spawn);
PHP_FUNCTION(native_c_new);
PHP_FUNCTION(native_c_enqueue_last);
PHP_FUNCTION(native_c_last);
PHP_FUNCTION(native_c_current);
PHP_FUNCTION(native_c_order);
PHP_FUNCTION(native_c_dispose_calls);
PHP_FUNCTION(native_c_spawn_without_entry);
PHP_FUNCTION(native_c_object_event);

bool native_switch_minit(void);

#endif
