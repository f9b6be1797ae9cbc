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
PHP_FUNCTION(native_microtask);
PHP_FUNCTION(native_microtask_release_kept);
PHP_FUNCTION(native_microtask_null);
PHP_FUNCTION(native_microtask_dtor_calls);

bool native_switch_minit(void);

#endif
