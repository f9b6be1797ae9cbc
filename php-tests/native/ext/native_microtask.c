/*
 * Microtasks as a C extension queues them with ZEND_ASYNC_ADD_MICROTASK():
 * each record echoes when its handler runs and when its dtor runs, so a
 * test sees the order against coroutine switches and how often the dtor
 * ran.
 */
#include "native_test.h"

typedef struct {
	zend_async_microtask_t base;
	char label[32];
	char mode[16];
} native_microtask_t;

/* A record whose caller reference the test keeps ("keep" mode). */
static native_microtask_t *native_kept = NULL;
static zend_long native_dtor_calls = 0;

static native_microtask_t *native_microtask_new(const char *label, const char *mode);

static void native_microtask_handler(zend_async_microtask_t *base)
{
	native_microtask_t *mt = (native_microtask_t *) base;
	php_printf("microtask %s (ref_count %u)\n", mt->label, base->ref_count);
	if (strcmp(mt->mode, "throw") == 0) {
		zend_throw_exception_ex(NULL, 0, "boom in %s", mt->label);
	} else if (strcmp(mt->mode, "chain") == 0) {
		char next[32];
		snprintf(next, sizeof(next), "%s+", mt->label);
		native_microtask_t *inner = native_microtask_new(next, "");
		ZEND_ASYNC_ADD_MICROTASK(&inner->base);
		ZEND_ASYNC_MICROTASK_RELEASE(&inner->base);
		php_printf("microtask %s queued %s\n", mt->label, next);
	}
}

static void native_microtask_dtor(zend_async_microtask_t *base)
{
	native_microtask_t *mt = (native_microtask_t *) base;
	native_dtor_calls++;
	php_printf("dtor %s\n", mt->label);
}

static native_microtask_t *native_microtask_new(const char *label, const char *mode)
{
	native_microtask_t *mt = emalloc(sizeof(*mt));
	memset(mt, 0, sizeof(*mt));
	mt->base.handler = native_microtask_handler;
	mt->base.dtor = native_microtask_dtor;
	mt->base.ref_count = 1;
	snprintf(mt->label, sizeof(mt->label), "%s", label);
	snprintf(mt->mode, sizeof(mt->mode), "%s", mode);
	return mt;
}

/* native_microtask(label, mode = ""): queues a record and releases the
 * caller's reference unless mode is "keep". Modes: "cancel" (cancelled after
 * the add), "cancel-before" (cancelled before it), "throw" (the handler
 * throws), "chain" (the handler queues "<label>+"). Returns the add's result
 * and the record's ref_count right after it. */
PHP_FUNCTION(native_microtask)
{
	zend_string *label, *mode = NULL;
	ZEND_PARSE_PARAMETERS_START(1, 2)
		Z_PARAM_STR(label)
		Z_PARAM_OPTIONAL
		Z_PARAM_STR(mode)
	ZEND_PARSE_PARAMETERS_END();

	native_microtask_t *mt = native_microtask_new(ZSTR_VAL(label), mode ? ZSTR_VAL(mode) : "");
	if (strcmp(mt->mode, "cancel-before") == 0) {
		mt->base.is_cancelled = true;
	}
	bool added = ZEND_ASYNC_ADD_MICROTASK(&mt->base);
	uint32_t ref_count = mt->base.ref_count;
	if (strcmp(mt->mode, "cancel") == 0) {
		mt->base.is_cancelled = true;
	}
	array_init(return_value);
	add_assoc_bool(return_value, "added", added);
	add_assoc_long(return_value, "ref_count", ref_count);
	if (strcmp(mt->mode, "keep") == 0 && native_kept == NULL) {
		native_kept = mt;
	} else {
		ZEND_ASYNC_MICROTASK_RELEASE(&mt->base);
	}
}

/* Releases the record kept by "keep"; returns its ref_count before. */
PHP_FUNCTION(native_microtask_release_kept)
{
	ZEND_PARSE_PARAMETERS_NONE();
	if (native_kept == NULL) {
		RETURN_LONG(-1);
	}
	zend_long before = native_kept->base.ref_count;
	ZEND_ASYNC_MICROTASK_RELEASE(&native_kept->base);
	native_kept = NULL;
	RETURN_LONG(before);
}

/* native_microtask_null(): the add with a NULL record and with a record
 * without a handler. */
PHP_FUNCTION(native_microtask_null)
{
	ZEND_PARSE_PARAMETERS_NONE();
	zend_async_microtask_t empty;
	memset(&empty, 0, sizeof(empty));
	array_init(return_value);
	add_next_index_bool(return_value, ZEND_ASYNC_ADD_MICROTASK(NULL));
	add_next_index_bool(return_value, ZEND_ASYNC_ADD_MICROTASK(&empty));
	add_next_index_long(return_value, empty.ref_count);
}

PHP_FUNCTION(native_microtask_dtor_calls)
{
	ZEND_PARSE_PARAMETERS_NONE();
	RETURN_LONG(native_dtor_calls);
}
