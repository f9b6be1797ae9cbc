/* ZEND_ASYNC_CALL_ON_MAIN_STACK as an extension uses it: work that needs
 * the thread's own (deep) stack, called from inside a coroutine. */
#include "native_test.h"
#include <pthread.h>

/* The main thread's stack, [lo, hi), as glibc reports it. */
static bool native_main_stack_bounds(uintptr_t *lo, uintptr_t *hi)
{
	pthread_attr_t attr;
	void *addr;
	size_t size;
	if (pthread_getattr_np(pthread_self(), &attr) != 0) {
		return false;
	}
	bool ok = pthread_attr_getstack(&attr, &addr, &size) == 0;
	pthread_attr_destroy(&attr);
	*lo = (uintptr_t) addr;
	*hi = (uintptr_t) addr + size;
	return ok;
}

static bool native_on_main_stack(const void *p)
{
	uintptr_t lo, hi;
	return native_main_stack_bounds(&lo, &hi) && (uintptr_t) p >= lo && (uintptr_t) p < hi;
}

typedef struct {
	const char *mode;
	zend_fcall_info *fci;
	zend_fcall_info_cache *fcc;
	zval result;
	bool fn_on_main;
	int depth;
} native_ms_call;

static void native_ms_fn(void *arg);

/* 1 MiB of stack, 16 KiB a frame (small frames: valgrind takes a jump of
 * more than 64 KiB for a stack switch): more than a coroutine's default
 * 256 KiB. */
static zend_never_inline zend_long native_ms_deep(int level)
{
	volatile unsigned char buf[16 * 1024];
	for (size_t i = 0; i < sizeof(buf); i += 512) {
		buf[i] = (unsigned char) level;
	}
	zend_long below = level < 63 ? native_ms_deep(level + 1) : 0;
	return below + buf[sizeof(buf) - 512];
}

static void native_ms_fn(void *arg)
{
	native_ms_call *call = arg;
	int marker = 0;
	call->fn_on_main = native_on_main_stack(&marker);
	if (strcmp(call->mode, "deep") == 0) {
		ZVAL_LONG(&call->result, native_ms_deep(0));
	} else if (strcmp(call->mode, "call") == 0 && call->fci != NULL) {
		call->fci->retval = &call->result;
		zend_call_function(call->fci, call->fcc);
	} else if (strcmp(call->mode, "fatal") == 0) {
		zend_error(E_ERROR, "native: a fatal error on the main stack");
	} else if (strcmp(call->mode, "nested") == 0 && call->depth < 2) {
		call->depth++;
		ZEND_ASYNC_CALL_ON_MAIN_STACK(native_ms_fn, call);
		ZVAL_LONG(&call->result, call->depth);
	}
}

/* native_main_stack(string $mode, ?callable $fn = null): array
 * modes: "where" (just report), "deep" (1 MiB frame), "call" ($fn called
 * there), "fatal" (E_ERROR there), "nested" (the call made again from fn). */
PHP_FUNCTION(native_main_stack)
{
	zend_string *mode;
	zend_fcall_info fci = empty_fcall_info;
	zend_fcall_info_cache fcc = empty_fcall_info_cache;
	ZEND_PARSE_PARAMETERS_START(1, 2)
		Z_PARAM_STR(mode)
		Z_PARAM_OPTIONAL
		Z_PARAM_FUNC_OR_NULL(fci, fcc)
	ZEND_PARSE_PARAMETERS_END();
	native_ms_call call = { ZSTR_VAL(mode), ZEND_FCI_INITIALIZED(fci) ? &fci : NULL, &fcc };
	ZVAL_NULL(&call.result);
	int marker = 0;
	bool caller_on_main = native_on_main_stack(&marker);
	ZEND_ASYNC_CALL_ON_MAIN_STACK(native_ms_fn, &call);
	array_init(return_value);
	add_assoc_bool(return_value, "caller_on_main", caller_on_main);
	add_assoc_bool(return_value, "fn_on_main", call.fn_on_main);
	if (Z_ISUNDEF(call.result)) {
		ZVAL_NULL(&call.result);
	}
	add_assoc_zval(return_value, "result", &call.result);
}
