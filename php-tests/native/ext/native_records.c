/*
 * The API's records as a C extension builds and handles them itself:
 * internal-context keys, callback records, callables, coroutine
 * descriptions, the heartbeat handler, and the header's macros over
 * events, references, coroutines, wakers, microtasks, futures, scopes and
 * thread pools made here (nothing of true_async's own runs in them).
 */
#include "native_test.h"

/* native_context_keys(): keys are given per C string address. */
PHP_FUNCTION(native_context_keys)
{
	static const char first[] = "native.first";
	static const char same_text[] = "native.first";
	static const char second[] = "native.second";
	ZEND_PARSE_PARAMETERS_NONE();

	uint32_t a = ZEND_ASYNC_INTERNAL_CONTEXT_KEY_ALLOC(first);
	uint32_t again = ZEND_ASYNC_INTERNAL_CONTEXT_KEY_ALLOC(first);
	uint32_t twin = ZEND_ASYNC_INTERNAL_CONTEXT_KEY_ALLOC(same_text);
	uint32_t b = ZEND_ASYNC_INTERNAL_CONTEXT_KEY_ALLOC(second);
	array_init(return_value);
	add_assoc_bool(return_value, "nonzero", a != 0 && b != 0);
	add_assoc_bool(return_value, "same_address_same_key", a == again);
	add_assoc_bool(return_value, "same_text_other_key", twin != a);
	add_assoc_bool(return_value, "distinct", a != b && twin != b);
	add_assoc_bool(return_value, "name_is_the_string", ZEND_ASYNC_INTERNAL_CONTEXT_KEY_NAME(a) == first);
	add_assoc_string(return_value, "name_b", (char *) ZEND_ASYNC_INTERNAL_CONTEXT_KEY_NAME(b));
	add_assoc_bool(return_value, "unknown_key", ZEND_ASYNC_INTERNAL_CONTEXT_KEY_NAME(100000) == NULL);
}

typedef struct {
	zend_async_event_callback_t base;
	int calls;
} native_callback;

static void native_callback_fn(zend_async_event_t *event, zend_async_event_callback_t *callback,
	void *result, zend_object *exception)
{
	((native_callback *) callback)->calls++;
}

/* native_callback_record(): a callback record made by the API, called
 * directly, shared and released. */
PHP_FUNCTION(native_callback_record)
{
	ZEND_PARSE_PARAMETERS_NONE();
	native_callback *cb = (native_callback *) ZEND_ASYNC_EVENT_CALLBACK_EX(
		native_callback_fn, sizeof(native_callback));
	array_init(return_value);
	add_assoc_long(return_value, "ref_count_new", cb->base.ref_count);
	add_assoc_bool(return_value, "has_dispose", cb->base.dispose != NULL);
	add_assoc_long(return_value, "calls_new", cb->calls);
	cb->base.callback(NULL, &cb->base, NULL, NULL);
	add_assoc_long(return_value, "calls", cb->calls);
	ZEND_ASYNC_EVENT_CALLBACK_ADD_REF(&cb->base);
	ZEND_ASYNC_EVENT_CALLBACK_ADD_REF(&cb->base);
	ZEND_ASYNC_EVENT_CALLBACK_ADD_REF(&cb->base);
	ZEND_ASYNC_EVENT_CALLBACK_DEC_REF(&cb->base);
	add_assoc_long(return_value, "ref_count_shared", cb->base.ref_count);
	/* The second release is the last: the record is freed (valgrind). */
	ZEND_ASYNC_EVENT_CALLBACK_RELEASE(&cb->base);
	add_assoc_long(return_value, "ref_count_after_release", cb->base.ref_count);
	ZEND_ASYNC_EVENT_CALLBACK_RELEASE(&cb->base);
}

/* native_fcall(callable $f, mixed ...$args): the callable kept in a
 * zend_fcall_t as a coroutine would keep it, called, then released. */
PHP_FUNCTION(native_fcall)
{
	zend_fcall_info fci;
	zend_fcall_info_cache fcc;
	zval *args = NULL;
	uint32_t args_count = 0;
	HashTable *named = NULL;
	ZEND_PARSE_PARAMETERS_START(1, -1)
		Z_PARAM_FUNC(fci, fcc)
		Z_PARAM_VARIADIC_WITH_NAMED(args, args_count, named)
	ZEND_PARSE_PARAMETERS_END();

	ZEND_ASYNC_FCALL_DEFINE(fcall, fci, fcc, args, args_count, named);
	zval result;
	fcall->fci.retval = &result;
	if (zend_call_function(&fcall->fci, &fcall->fci_cache) == SUCCESS && EG(exception) == NULL) {
		ZVAL_COPY_VALUE(return_value, &result);
	}
	zend_fcall_release(fcall);
}

/* native_gen_info(): descriptions of a coroutine record made here, before
 * and while it waits. */
PHP_FUNCTION(native_gen_info)
{
	ZEND_PARSE_PARAMETERS_NONE();
	zend_coroutine_t coroutine;
	zend_async_waker_t waker;
	memset(&coroutine, 0, sizeof(coroutine));
	memset(&waker, 0, sizeof(waker));
	coroutine.filename = zend_string_init("spawner.php", strlen("spawner.php"), 0);
	coroutine.lineno = 7;

	array_init(return_value);
	add_assoc_str(return_value, "running", zend_coroutine_gen_info(&coroutine, "worker"));
	add_assoc_bool(return_value, "suspended_without_waker", ZEND_COROUTINE_SUSPENDED(&coroutine));

	waker.status = ZEND_ASYNC_WAKER_WAITING;
	waker.filename = zend_string_init("waiter.php", strlen("waiter.php"), 0);
	waker.lineno = 42;
	coroutine.waker = &waker;
	add_assoc_bool(return_value, "suspended_waiting", ZEND_COROUTINE_SUSPENDED(&coroutine));
	add_assoc_str(return_value, "waiting", zend_coroutine_gen_info(&coroutine, NULL));
	waker.status = ZEND_ASYNC_WAKER_RESULT;
	add_assoc_bool(return_value, "suspended_with_result", ZEND_COROUTINE_SUSPENDED(&coroutine));

	ZEND_COROUTINE_SET_MAIN(&coroutine);
	add_assoc_str(return_value, "callable_name_main", zend_coroutine_callable_name(&coroutine));
	coroutine.event.flags = 0;
	add_assoc_str(return_value, "callable_name_c", zend_coroutine_callable_name(&coroutine));

	zend_string_release(waker.filename);
	zend_string_release(coroutine.filename);
}

static int native_heartbeats = 0;

static void native_heartbeat_handler(void)
{
	native_heartbeats++;
}

/* native_heartbeat(): installs a heartbeat handler, beats once through the
 * macro, reports, and, with a second call, how many beats came since. */
PHP_FUNCTION(native_heartbeat)
{
	ZEND_PARSE_PARAMETERS_NONE();
	array_init(return_value);
	zend_async_heartbeat_handler_t before = zend_async_get_heartbeat_handler();
	if (before == native_heartbeat_handler) {
		add_assoc_long(return_value, "beats_since_installed", native_heartbeats - 1);
		add_assoc_bool(return_value, "reset_returns_ours",
			zend_async_set_heartbeat_handler(NULL) == native_heartbeat_handler);
		add_assoc_bool(return_value, "reset", zend_async_get_heartbeat_handler() == NULL);
		return;
	}
	add_assoc_bool(return_value, "none_before", before == NULL);
	add_assoc_bool(return_value, "set_returns_previous",
		zend_async_set_heartbeat_handler(native_heartbeat_handler) == NULL);
	add_assoc_bool(return_value, "installed", ZEND_ASYNC_G(heartbeat_handler) == native_heartbeat_handler);
	native_heartbeats = 0;
	ZEND_ASYNC_SCHEDULER_HEARTBEAT;
	add_assoc_long(return_value, "beats_by_macro", native_heartbeats);
}


