/*
 * async_native_test: drives true_async's zend_async API from PHP for the
 * phpt tests of php-tests/native/. Written against the installed headers
 * as any TrueAsync extension: it requires true_async (loaded first, so its
 * symbols resolve) and asks the API what it provides.
 */
#include "native_test.h"

/* native_versions(): the version macros this extension was built with and
 * what the loaded provider answers. */
PHP_FUNCTION(native_versions)
{
	ZEND_PARSE_PARAMETERS_NONE();
	array_init(return_value);
	add_assoc_string(return_value, "api", ZEND_ASYNC_API);
	add_assoc_string(return_value, "api_runtime", (char *) zend_async_get_api_version());
	add_assoc_long(return_value, "major", ZEND_ASYNC_API_VERSION_MAJOR);
	add_assoc_long(return_value, "minor", ZEND_ASYNC_API_VERSION_MINOR);
	add_assoc_long(return_value, "patch", ZEND_ASYNC_API_VERSION_PATCH);
	add_assoc_long(return_value, "number", ZEND_ASYNC_API_VERSION_NUMBER);
	add_assoc_long(return_value, "number_runtime", zend_async_get_api_version_number());
}

/* native_state(): the enabled predicates and the globals' state. */
PHP_FUNCTION(native_state)
{
	ZEND_PARSE_PARAMETERS_NONE();
	array_init(return_value);
	add_assoc_bool(return_value, "is_enabled", ZEND_ASYNC_IS_ENABLED());
	add_assoc_bool(return_value, "scheduler_is_enabled", zend_scheduler_is_enabled());
	add_assoc_bool(return_value, "reactor_is_enabled", ZEND_ASYNC_REACTOR_IS_ENABLED());
	add_assoc_bool(return_value, "thread_pool_is_enabled", zend_async_thread_pool_is_enabled());
	add_assoc_long(return_value, "state", ZEND_ASYNC_G(state));
	add_assoc_bool(return_value, "on", ZEND_ASYNC_ON);
	add_assoc_bool(return_value, "current_coroutine", ZEND_ASYNC_CURRENT_COROUTINE != NULL);
	add_assoc_bool(return_value, "main_coroutine", ZEND_ASYNC_MAIN_COROUTINE != NULL);
	add_assoc_bool(return_value, "main_scope", ZEND_ASYNC_MAIN_SCOPE != NULL);
	add_assoc_long(return_value, "active_coroutine_count", ZEND_ASYNC_ACTIVE_COROUTINE_COUNT);
	add_assoc_long(return_value, "active_event_count", ZEND_ASYNC_ACTIVE_EVENT_COUNT);
	add_assoc_bool(return_value, "graceful_shutdown", ZEND_ASYNC_GRACEFUL_SHUTDOWN);
}

static int native_microtask_dtors = 0;

static void native_microtask_noop(zend_async_microtask_t *microtask)
{
	(void) microtask;
}

static void native_microtask_dtor(zend_async_microtask_t *microtask)
{
	native_microtask_dtors++;
}

static bool native_on_main_stack_ran = false;

static void native_on_main_stack(void *arg)
{
	native_on_main_stack_ran = arg == (void *) &native_on_main_stack_ran;
}

static void add_class(zval *array, const char *key, zend_async_class type)
{
	zend_class_entry *ce = ZEND_ASYNC_GET_CE(type);
	if (ce != NULL) {
		add_assoc_str(array, key, zend_string_copy(ce->name));
	} else {
		add_assoc_null(array, key);
	}
}

/* native_defaults(): what the provider's functions answer that do not
 * throw, and which pointers are NULL. */
PHP_FUNCTION(native_defaults)
{
	ZEND_PARSE_PARAMETERS_NONE();
	array_init(return_value);
	add_assoc_bool(return_value, "run_scheduler_after_main", ZEND_ASYNC_RUN_SCHEDULER_AFTER_MAIN(false));
	add_assoc_bool(return_value, "shutdown", ZEND_ASYNC_SHUTDOWN());
	add_assoc_bool(return_value, "engine_shutdown", ZEND_ASYNC_ENGINE_SHUTDOWN());
	add_assoc_bool(return_value, "scheduler_launch", ZEND_ASYNC_SCHEDULER_LAUNCH());
	zend_array *list = ZEND_ASYNC_GET_COROUTINES();
	add_assoc_long(return_value, "get_coroutines", list != NULL ? zend_hash_num_elements(list) : -1);
	if (list != NULL) {
		zend_array_release(list);
	}
	list = ZEND_ASYNC_GET_AWAITING_INFO(NULL);
	add_assoc_long(return_value, "get_awaiting_info", list != NULL ? zend_hash_num_elements(list) : -1);
	if (list != NULL) {
		zend_array_release(list);
	}

	native_microtask_dtors = 0;
	zend_async_microtask_t *task = ecalloc(1, sizeof(*task));
	task->handler = native_microtask_noop;
	task->dtor = native_microtask_dtor;
	task->ref_count = 1;
	add_assoc_bool(return_value, "add_microtask", ZEND_ASYNC_ADD_MICROTASK(task));
	ZEND_ASYNC_MICROTASK_RELEASE(task);
	add_assoc_long(return_value, "microtask_dtor_calls", native_microtask_dtors);

	native_on_main_stack_ran = false;
	ZEND_ASYNC_CALL_ON_MAIN_STACK(native_on_main_stack, &native_on_main_stack_ran);
	add_assoc_bool(return_value, "call_on_main_stack", native_on_main_stack_ran);

	add_class(return_value, "class_coroutine", ZEND_ASYNC_CLASS_COROUTINE);
	add_class(return_value, "exception_default", ZEND_ASYNC_EXCEPTION_DEFAULT);
	add_class(return_value, "exception_cancellation", ZEND_ASYNC_EXCEPTION_CANCELLATION);
	add_class(return_value, "exception_timeout", ZEND_ASYNC_EXCEPTION_TIMEOUT);
	add_class(return_value, "exception_deadlock", ZEND_ASYNC_EXCEPTION_DEADLOCK);

	zval set;
	array_init(&set);
#define NATIVE_SET(name) if (name != NULL) add_next_index_string(&set, #name)
	NATIVE_SET(zend_async_new_scope_fn);
	NATIVE_SET(zend_async_resume_fn);
	NATIVE_SET(zend_async_cancel_fn);
	NATIVE_SET(zend_async_new_iterator_fn);
	NATIVE_SET(zend_async_reactor_startup_fn);
	NATIVE_SET(zend_async_reactor_execute_fn);
	NATIVE_SET(zend_async_new_timer_event_fn);
	NATIVE_SET(zend_async_new_poll_event_fn);
	NATIVE_SET(zend_async_new_signal_event_fn);
	NATIVE_SET(zend_async_new_process_event_fn);
	NATIVE_SET(zend_async_new_filesystem_event_fn);
	NATIVE_SET(zend_async_getaddrinfo_fn);
	NATIVE_SET(zend_async_new_exec_event_fn);
	NATIVE_SET(zend_async_exec_fn);
	NATIVE_SET(zend_async_new_trigger_event_fn);
	NATIVE_SET(zend_async_queue_task_fn);
	NATIVE_SET(zend_async_new_thread_event_fn);
	NATIVE_SET(zend_async_io_create_fn);
	NATIVE_SET(zend_async_now_fn);
#undef NATIVE_SET
	add_assoc_zval(return_value, "reactor_and_io_pointers_set", &set);
}

/* native_call_default(string $which): one of the defaults that throw. */
PHP_FUNCTION(native_call_default)
{
	zend_string *which;
	ZEND_PARSE_PARAMETERS_START(1, 1)
		Z_PARAM_STR(which)
	ZEND_PARSE_PARAMETERS_END();

	const char *w = ZSTR_VAL(which);
	if (strcmp(w, "spawn") == 0) {
		RETURN_BOOL(ZEND_ASYNC_SPAWN() != NULL);
	} else if (strcmp(w, "enqueue") == 0) {
		RETURN_BOOL(ZEND_ASYNC_ENQUEUE_COROUTINE(NULL));
	} else if (strcmp(w, "spawn_and_throw") == 0) {
		RETURN_BOOL(ZEND_ASYNC_SPAWN_AND_THROW(NULL, NULL, 0));
	} else if (strcmp(w, "new_future") == 0) {
		zend_future_t *future = ZEND_ASYNC_NEW_FUTURE(false);
		if (future != NULL) {
			ZEND_ASYNC_EVENT_RELEASE(&future->event);
		}
		RETURN_BOOL(future != NULL);
	} else if (strcmp(w, "new_channel") == 0) {
		RETURN_BOOL(ZEND_ASYNC_NEW_CHANNEL(1, false, false) != NULL);
	} else if (strcmp(w, "new_group") == 0) {
		RETURN_BOOL(ZEND_ASYNC_NEW_GROUP(1, 0, NULL) != NULL);
	} else if (strcmp(w, "new_pool") == 0) {
		RETURN_BOOL(ZEND_ASYNC_NEW_POOL(NULL, NULL, NULL, NULL, NULL, 0, 1, 0) != NULL);
	} else if (strcmp(w, "socket_listen") == 0) {
		RETURN_BOOL(ZEND_ASYNC_SOCKET_LISTEN("127.0.0.1", 0, 1) != NULL);
	} else if (strcmp(w, "waker_new") == 0) {
		RETURN_BOOL(ZEND_ASYNC_WAKER_NEW(NULL) != NULL);
	}
	zend_argument_value_error(1, "names no default");
}

/* native_exception(int $type, string $message, bool $throw): an exception
 * of the provider's class for $type, returned or thrown. */
PHP_FUNCTION(native_exception)
{
	zend_long type;
	zend_string *message;
	bool throw;
	ZEND_PARSE_PARAMETERS_START(3, 3)
		Z_PARAM_LONG(type)
		Z_PARAM_STR(message)
		Z_PARAM_BOOL(throw)
	ZEND_PARSE_PARAMETERS_END();

	if (throw) {
		zend_async_throw((zend_async_class) type, "%s (%d)", ZSTR_VAL(message), (int) type);
		return;
	}
	zend_object *ex = zend_async_new_exception((zend_async_class) type, "%s", ZSTR_VAL(message));
	if (ex == NULL) {
		RETURN_NULL();
	}
	RETURN_OBJ(ex);
}

/* native_throw_cancellation(string $message) */
PHP_FUNCTION(native_throw_cancellation)
{
	zend_string *message;
	ZEND_PARSE_PARAMETERS_START(1, 1)
		Z_PARAM_STR(message)
	ZEND_PARSE_PARAMETERS_END();
	zend_async_throw_cancellation("cancelled: %s", ZSTR_VAL(message));
}

/* native_throw_timeout(int $ms) */
PHP_FUNCTION(native_throw_timeout)
{
	zend_long ms;
	ZEND_PARSE_PARAMETERS_START(1, 1)
		Z_PARAM_LONG(ms)
	ZEND_PARSE_PARAMETERS_END();
	zend_async_throw_timeout("no answer within " ZEND_LONG_FMT " ms", ms);
}

/* native_register(string $family, bool $allow_override): a registration
 * as a second provider would make it (no functions given). */
PHP_FUNCTION(native_register)
{
	zend_string *family;
	bool allow_override;
	ZEND_PARSE_PARAMETERS_START(2, 2)
		Z_PARAM_STR(family)
		Z_PARAM_BOOL(allow_override)
	ZEND_PARSE_PARAMETERS_END();

	char module[] = "async_native_test";
	const char *f = ZSTR_VAL(family);
	if (strcmp(f, "scheduler") == 0) {
		RETURN_BOOL(zend_async_scheduler_register(module, allow_override, NULL, NULL, NULL, NULL,
			NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL,
			NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL));
	} else if (strcmp(f, "reactor") == 0) {
		RETURN_BOOL(zend_async_reactor_register(module, allow_override, NULL, NULL, NULL, NULL,
			NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL,
			NULL, NULL, NULL, NULL));
	} else if (strcmp(f, "thread_pool") == 0) {
		zend_async_thread_pool_register(module, allow_override, NULL, NULL, NULL, NULL, NULL,
			NULL, NULL, NULL, NULL, NULL, NULL);
		RETURN_NULL();
	} else if (strcmp(f, "pool") == 0) {
		zend_async_pool_api_register(module, allow_override, NULL, NULL, NULL, NULL, NULL, NULL);
		RETURN_NULL();
	} else if (strcmp(f, "socket_listening") == 0) {
		RETURN_BOOL(zend_async_socket_listening_register(module, allow_override, NULL, NULL));
	} else if (strcmp(f, "io") == 0) {
		RETURN_BOOL(zend_async_io_register(module, allow_override, NULL, NULL, NULL, NULL, NULL,
			NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL));
	}
	zend_argument_value_error(1, "names no family");
}

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_native_c_spawn, 0, 1, IS_OBJECT, 0)
	ZEND_ARG_TYPE_INFO(0, value, IS_MIXED, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, throw, _IS_BOOL, 0, "false")
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, priority, IS_LONG, 0, "0")
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, tag, IS_STRING, 1, "null")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_native_php_spawn, 0, 1, IS_OBJECT, 0)
	ZEND_ARG_TYPE_INFO(0, task, IS_CALLABLE, 0)
	ZEND_ARG_VARIADIC_TYPE_INFO(0, args, IS_MIXED, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_native_held_outcome, 0, 0, IS_ARRAY, 1)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_native_switch_track_current, 0, 1, IS_LONG, 0)
	ZEND_ARG_TYPE_INFO(0, tag, IS_STRING, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, calls, IS_LONG, 0, "-1")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_native_switch_track, 0, 2, IS_LONG, 0)
	ZEND_ARG_TYPE_INFO(0, coroutine, IS_OBJECT, 0)
	ZEND_ARG_TYPE_INFO(0, tag, IS_STRING, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, calls, IS_LONG, 0, "-1")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_native_switch_track_main_start, 0, 1, _IS_BOOL, 0)
	ZEND_ARG_TYPE_INFO(0, tag, IS_STRING, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_native_co_name, 0, 1, IS_STRING, 0)
	ZEND_ARG_TYPE_INFO(0, coroutine, IS_OBJECT, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_native_c_new, 0, 1, IS_OBJECT, 0)
	ZEND_ARG_TYPE_INFO(0, value, IS_MIXED, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, tag, IS_STRING, 1, "null")
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, enqueue, _IS_BOOL, 0, "true")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_native_c_bool, 0, 0, _IS_BOOL, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_native_c_mixed, 0, 0, IS_MIXED, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_native_c_object_event, 0, 1, IS_ARRAY, 0)
	ZEND_ARG_TYPE_INFO(0, coroutine, IS_OBJECT, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_native_c_last, 0, 0, IS_ARRAY, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, forget, _IS_BOOL, 0, "false")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_native_array, 0, 0, IS_ARRAY, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_native_suspend, 0, 0, IS_MIXED, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, options, IS_ARRAY, 0, "[]")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_native_fire, 0, 1, _IS_BOOL, 0)
	ZEND_ARG_TYPE_INFO(0, value, IS_MIXED, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_native_resume, 0, 0, _IS_BOOL, 0)
	ZEND_ARG_OBJ_INFO_WITH_DEFAULT_VALUE(0, error, Throwable, 1, "null")
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, transfer, _IS_BOOL, 0, "false")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_native_cancel, 0, 0, _IS_BOOL, 0)
	ZEND_ARG_OBJ_INFO_WITH_DEFAULT_VALUE(0, error, Throwable, 1, "null")
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, transfer, _IS_BOOL, 0, "false")
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, coroutine, IS_OBJECT, 1, "null")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_native_c_wait_both, 0, 2, IS_OBJECT, 0)
	ZEND_ARG_TYPE_INFO(0, timer_ms, IS_LONG, 0)
	ZEND_ARG_INFO(0, stream)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_native_call_default, 0, 1, _IS_BOOL, 0)
	ZEND_ARG_TYPE_INFO(0, which, IS_STRING, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_native_exception, 0, 3, IS_OBJECT, 1)
	ZEND_ARG_TYPE_INFO(0, type, IS_LONG, 0)
	ZEND_ARG_TYPE_INFO(0, message, IS_STRING, 0)
	ZEND_ARG_TYPE_INFO(0, throw, _IS_BOOL, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_native_throw_cancellation, 0, 1, IS_VOID, 0)
	ZEND_ARG_TYPE_INFO(0, message, IS_STRING, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_native_throw_timeout, 0, 1, IS_VOID, 0)
	ZEND_ARG_TYPE_INFO(0, ms, IS_LONG, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_native_register, 0, 2, _IS_BOOL, 1)
	ZEND_ARG_TYPE_INFO(0, family, IS_STRING, 0)
	ZEND_ARG_TYPE_INFO(0, allow_override, _IS_BOOL, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_native_getaddrinfo, 0, 2, IS_LONG, 0)
	ZEND_ARG_TYPE_INFO(0, node, IS_STRING, 1)
	ZEND_ARG_TYPE_INFO(0, service, IS_STRING, 1)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, family, IS_LONG, 0, "0")
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, socktype, IS_LONG, 0, "0")
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, flags, IS_LONG, 0, "0")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_native_getnameinfo, 0, 2, IS_LONG, 0)
	ZEND_ARG_TYPE_INFO(0, ip, IS_STRING, 0)
	ZEND_ARG_TYPE_INFO(0, port, IS_LONG, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, flags, IS_LONG, 0, "0")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_native_fs, 0, 1, IS_LONG, 0)
	ZEND_ARG_TYPE_INFO(0, path, IS_STRING, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, recursive, _IS_BOOL, 0, "false")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_native_spawn_and_throw, 0, 1, _IS_BOOL, 0)
	ZEND_ARG_OBJ_INFO(0, exception, Throwable, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, priority, IS_LONG, 0, "0")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_native_task, 0, 1, IS_LONG, 0)
	ZEND_ARG_TYPE_INFO(0, sleep_ms, IS_LONG, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_native_ictx, 0, 2, IS_MIXED, 0)
	ZEND_ARG_TYPE_INFO(0, op, IS_STRING, 0)
	ZEND_ARG_TYPE_INFO(0, slot, IS_LONG, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, coroutine, IS_MIXED, 0, "null")
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, value, IS_MIXED, 0, "null")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_native_ictx_watch, 0, 2, IS_VOID, 0)
	ZEND_ARG_TYPE_INFO(0, coroutine, IS_OBJECT, 0)
	ZEND_ARG_TYPE_INFO(0, slot, IS_LONG, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_native_ctx, 0, 1, IS_MIXED, 0)
	ZEND_ARG_TYPE_INFO(0, op, IS_STRING, 0)
	ZEND_ARG_TYPE_INFO(0, which, IS_STRING, 0)
	ZEND_ARG_TYPE_INFO(0, key, IS_MIXED, 0)
	ZEND_ARG_TYPE_INFO(0, value, IS_MIXED, 0)
	ZEND_ARG_TYPE_INFO(0, include_parent, _IS_BOOL, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_native_ictx_seen, 0, 0, IS_MIXED, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_native_main_start, 0, 1, IS_ARRAY, 0)
	ZEND_ARG_TYPE_INFO(0, fire, _IS_BOOL, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_native_timer, 0, 2, IS_LONG, 0)
	ZEND_ARG_TYPE_INFO(0, ms, IS_LONG, 0)
	ZEND_ARG_TYPE_INFO(0, periodic, _IS_BOOL, 0)
	ZEND_ARG_TYPE_INFO(0, hidden, _IS_BOOL, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_native_poll, 0, 2, IS_LONG, 0)
	ZEND_ARG_INFO(0, stream)
	ZEND_ARG_TYPE_INFO(0, events, IS_LONG, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_native_trigger, 0, 1, IS_LONG, 0)
	ZEND_ARG_TYPE_INFO(0, delay_ms, IS_LONG, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_native_signal, 0, 1, IS_LONG, 0)
	ZEND_ARG_TYPE_INFO(0, signum, IS_LONG, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_native_loop_alive, 0, 0, _IS_BOOL, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_native_sigaction, 0, 1, IS_ARRAY, 0)
	ZEND_ARG_TYPE_INFO(0, signo, IS_LONG, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_native_event, 0, 2, IS_MIXED, 0)
	ZEND_ARG_TYPE_INFO(0, id, IS_LONG, 0)
	ZEND_ARG_TYPE_INFO(0, op, IS_STRING, 0)
	ZEND_ARG_TYPE_INFO(0, arg, IS_LONG, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_native_fcall, 0, 1, IS_MIXED, 0)
	ZEND_ARG_TYPE_INFO(0, callable, IS_CALLABLE, 0)
	ZEND_ARG_VARIADIC_TYPE_INFO(0, args, IS_MIXED, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_native_microtask, 0, 1, IS_ARRAY, 0)
	ZEND_ARG_TYPE_INFO(0, label, IS_STRING, 0)
	ZEND_ARG_TYPE_INFO(0, mode, IS_STRING, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_native_long, 0, 0, IS_LONG, 0)
ZEND_END_ARG_INFO()

/* Any arguments (the function parses them), any result. */
ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_native_any, 0, 0, IS_MIXED, 0)
	ZEND_ARG_VARIADIC_TYPE_INFO(0, args, IS_MIXED, 0)
ZEND_END_ARG_INFO()

static const zend_function_entry native_functions[] = {
	ZEND_FE(native_versions, arginfo_native_array)
	ZEND_FE(native_state, arginfo_native_array)
	ZEND_FE(native_defaults, arginfo_native_array)
	ZEND_FE(native_call_default, arginfo_native_call_default)
	ZEND_FE(native_exception, arginfo_native_exception)
	ZEND_FE(native_throw_cancellation, arginfo_native_throw_cancellation)
	ZEND_FE(native_throw_timeout, arginfo_native_throw_timeout)
	ZEND_FE(native_register, arginfo_native_register)
	ZEND_FE(native_ictx, arginfo_native_ictx)
	ZEND_FE(native_getaddrinfo, arginfo_native_getaddrinfo)
	ZEND_FE(native_getnameinfo, arginfo_native_getnameinfo)
	ZEND_FE(native_task, arginfo_native_task)
	ZEND_FE(native_fs, arginfo_native_fs)
	ZEND_FE(native_spawn_and_throw, arginfo_native_spawn_and_throw)
	ZEND_FE(native_ictx_watch, arginfo_native_ictx_watch)
	ZEND_FE(native_ictx_seen, arginfo_native_ictx_seen)
	ZEND_FE(native_ctx, arginfo_native_ctx)
	ZEND_FE(native_layout, arginfo_native_array)
	ZEND_FE(native_context_keys, arginfo_native_array)
	ZEND_FE(native_callback_record, arginfo_native_array)
	ZEND_FE(native_fcall, arginfo_native_fcall)
	ZEND_FE(native_gen_info, arginfo_native_array)
	ZEND_FE(native_heartbeat, arginfo_native_array)
	ZEND_FE(native_records, arginfo_native_array)
	ZEND_FE(native_reactor_tick, arginfo_native_array)
	ZEND_FE(native_loop_alive, arginfo_native_loop_alive)
	ZEND_FE(native_sigaction, arginfo_native_sigaction)
	ZEND_FE(native_switch_handlers, arginfo_native_array)
	ZEND_FE(native_main_start, arginfo_native_main_start)
	ZEND_FE(native_engine_handlers, arginfo_native_array)
	ZEND_FE(native_callbacks, arginfo_native_array)
	ZEND_FE(native_callbacks_lent_slot, arginfo_native_array)
	ZEND_FE(native_timer, arginfo_native_timer)
	ZEND_FE(native_poll, arginfo_native_poll)
	ZEND_FE(native_trigger, arginfo_native_trigger)
	ZEND_FE(native_signal, arginfo_native_signal)
	ZEND_FE(native_process, arginfo_native_signal)
	ZEND_FE(native_event, arginfo_native_event)
	ZEND_FE(native_poll_proxy, arginfo_native_any)
	ZEND_FE(native_poll_proxy_state, arginfo_native_any)
	ZEND_FE(native_event_log, arginfo_native_array)
	ZEND_FE(native_reactor, arginfo_native_array)
	ZEND_FE(native_microtask, arginfo_native_microtask)
	ZEND_FE(native_microtask_release_kept, arginfo_native_long)
	ZEND_FE(native_microtask_null, arginfo_native_array)
	ZEND_FE(native_microtask_dtor_calls, arginfo_native_long)
	ZEND_FE(native_c_spawn, arginfo_native_c_spawn)
	ZEND_FE(native_c_new, arginfo_native_c_new)
	ZEND_FE(native_c_enqueue_last, arginfo_native_c_bool)
	ZEND_FE(native_c_last, arginfo_native_c_last)
	ZEND_FE(native_c_current, arginfo_native_array)
	ZEND_FE(native_c_order, arginfo_native_array)
	ZEND_FE(native_c_dispose_calls, arginfo_native_long)
	ZEND_FE(native_c_spawn_without_entry, arginfo_native_c_mixed)
	ZEND_FE(native_php_spawn, arginfo_native_php_spawn)
	ZEND_FE(native_php_new, arginfo_native_php_spawn)
	ZEND_FE(native_co_name, arginfo_native_co_name)
	ZEND_FE(native_hold_current, arginfo_native_c_bool)
	ZEND_FE(native_held_outcome, arginfo_native_held_outcome)
	ZEND_FE(native_switch_track_current, arginfo_native_switch_track_current)
	ZEND_FE(native_switch_track, arginfo_native_switch_track)
	ZEND_FE(native_switch_track_main_start, arginfo_native_switch_track_main_start)
	ZEND_FE(native_switch_log, arginfo_native_array)
	ZEND_FE(native_c_object_event, arginfo_native_c_object_event)
	ZEND_FE(native_suspend, arginfo_native_suspend)
	ZEND_FE(native_fire, arginfo_native_fire)
	ZEND_FE(native_custom_state, arginfo_native_array)
	ZEND_FE(native_resume, arginfo_native_resume)
	ZEND_FE(native_cancel, arginfo_native_cancel)
	ZEND_FE(native_parked, arginfo_native_array)
	ZEND_FE(native_c_wait_both, arginfo_native_c_wait_both)
	ZEND_FE(native_coroutine_count, arginfo_native_long)
	ZEND_FE(native_waker_errors, arginfo_native_array)
	ZEND_FE(native_scope_info, arginfo_native_any)
	ZEND_FE(native_scope_new, arginfo_native_any)
	ZEND_FE(native_scope_adopt, arginfo_native_any)
	ZEND_FE(native_scope_slot, arginfo_native_any)
	ZEND_FE(native_scope_spawn, arginfo_native_any)
	ZEND_FE(native_scope_cancel, arginfo_native_any)
	ZEND_FE(native_scope_subscribe, arginfo_native_any)
	ZEND_FE(native_scope_log, arginfo_native_any)
	ZEND_FE(native_scope_release, arginfo_native_any)
	ZEND_FE(native_scope_forget, arginfo_native_any)
	ZEND_FE(native_scope_of_object, arginfo_native_any)
	ZEND_FE(native_future_new, arginfo_native_any)
	ZEND_FE(native_future_adopt, arginfo_native_any)
	ZEND_FE(native_future_complete, arginfo_native_any)
	ZEND_FE(native_future_reject, arginfo_native_any)
	ZEND_FE(native_future_resolve_again, arginfo_native_any)
	ZEND_FE(native_future_info, arginfo_native_any)
	ZEND_FE(native_future_log, arginfo_native_any)
	ZEND_FE(native_live_note, arginfo_native_any)
	ZEND_FE(native_live_log, arginfo_native_any)
	ZEND_FE(native_live_probe, arginfo_native_any)
	ZEND_FE(native_live_c_wait, arginfo_native_any)
	ZEND_FE(native_live_info, arginfo_native_any)
	ZEND_FE(native_future_obj, arginfo_native_any)
	ZEND_FE(native_future_same, arginfo_native_any)
	ZEND_FE(native_future_release, arginfo_native_any)
	ZEND_FE(native_future_complete_after, arginfo_native_any)
	ZEND_FE(native_future_c_wait, arginfo_native_any)
	ZEND_FE(native_exec_new, arginfo_native_any)
	ZEND_FE(native_exec_event, arginfo_native_any)
	ZEND_FE(native_exec_c_wait, arginfo_native_any)
	ZEND_FE(native_exec_run, arginfo_native_any)
	ZEND_FE(native_main_stack, arginfo_native_any)
	ZEND_FE(native_scope_await_after_cancellation, arginfo_native_any)
	ZEND_FE(native_scope_catch, arginfo_native_any)
	ZEND_FE(native_scope_hooks, arginfo_native_any)
	ZEND_FE(native_object_event, arginfo_native_any)
	ZEND_FE(native_object_event_listen, arginfo_native_any)
	ZEND_FE(native_object_event_drop, arginfo_native_any)
	ZEND_FE(native_object_event_log, arginfo_native_any)
	ZEND_FE(native_ref_take, arginfo_native_any)
	ZEND_FE(native_ref_state, arginfo_native_any)
	ZEND_FE(native_ref_listen, arginfo_native_any)
	ZEND_FE(native_ref_start, arginfo_native_any)
	ZEND_FE(native_ref_release, arginfo_native_any)
	ZEND_FE(native_ref_log, arginfo_native_any)
	ZEND_FE(native_ref_wait, arginfo_native_any)
	ZEND_FE_END
};

static const zend_module_dep native_deps[] = {
	ZEND_MOD_REQUIRED("true_async")
	ZEND_MOD_END
};

/* A main-coroutine start handler goes in at module start, as an extension
 * keeping per-coroutine state would register one. */
static PHP_MINIT_FUNCTION(async_native_test)
{
	return native_switch_minit() ? SUCCESS : FAILURE;
}

static PHP_RSHUTDOWN_FUNCTION(async_native_test)
{
	native_events_rshutdown();
	native_waker_rshutdown();
	native_live_rshutdown();
	native_switch_live_rshutdown();
	native_ictx_rshutdown();
	native_ctx_rshutdown();
	native_scope_rshutdown();
	native_future_rshutdown();
	native_exec_rshutdown();
	native_scope_hooks_rshutdown();
	native_coroutine_rshutdown();
	native_object_event_rshutdown();
	native_event_refs_rshutdown();
	return SUCCESS;
}

zend_module_entry async_native_test_module_entry = {
	STANDARD_MODULE_HEADER_EX,
	NULL,
	native_deps,
	"async_native_test",
	native_functions,
	PHP_MINIT(async_native_test),
	NULL,
	NULL,
	PHP_RSHUTDOWN(async_native_test),
	NULL,
	"0.1",
	STANDARD_MODULE_PROPERTIES
};

#ifdef COMPILE_DL_ASYNC_NATIVE_TEST
ZEND_GET_MODULE(async_native_test)
#endif
