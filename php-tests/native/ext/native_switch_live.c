/*
 * Switch handlers on true_async's own coroutines, as a TrueAsync extension
 * attaches them: ZEND_ASYNC_ADD_SWITCH_HANDLER inside a coroutine (the
 * current one's vector), ZEND_COROUTINE_ADD_SWITCH_HANDLER on a coroutine
 * object's record, and the main coroutine-start list. The handler logs each
 * call against the coroutine it was attached to, and leaves (returns false)
 * after a given number of calls.
 */
#include "native_test.h"

#define NATIVE_TRACKED_MAX 16

static struct {
	zend_coroutine_t *co;
	zend_string *tag;
	zend_long calls_left; /* < 0: never leaves */
} native_tracked[NATIVE_TRACKED_MAX];
static int native_tracked_count;
static zval native_live_log;
static zend_long native_foreign_calls; /* calls for a record nobody tracked */

static void native_live_log_add(const char *line)
{
	if (Z_TYPE(native_live_log) != IS_ARRAY) {
		array_init(&native_live_log);
	}
	add_next_index_string(&native_live_log, line);
}

static bool native_live_handler(zend_coroutine_t *co, bool is_enter, bool is_finishing)
{
	for (int i = 0; i < native_tracked_count; i++) {
		if (native_tracked[i].co != co) {
			continue;
		}
		char line[128];
		snprintf(line, sizeof(line), "%s:%s%s", ZSTR_VAL(native_tracked[i].tag),
			is_enter ? "enter" : (is_finishing ? "finish" : "leave"),
			co == ZEND_ASYNC_CURRENT_COROUTINE ? "" : " (not current)");
		native_live_log_add(line);
		if (native_tracked[i].calls_left > 0 && --native_tracked[i].calls_left == 0) {
			native_live_log_add("(handler leaves)");
			return false;
		}
		return true;
	}
	native_foreign_calls++;
	return true;
}

static bool native_track(zend_coroutine_t *co, zend_string *tag, zend_long calls)
{
	if (native_tracked_count == NATIVE_TRACKED_MAX) {
		return false;
	}
	native_tracked[native_tracked_count].co = co;
	native_tracked[native_tracked_count].tag = zend_string_copy(tag);
	native_tracked[native_tracked_count].calls_left = calls;
	native_tracked_count++;
	return true;
}

/* native_switch_track_current(string $tag, int $calls = -1): int -- adds the
 * handler with ZEND_ASYNC_ADD_SWITCH_HANDLER for the current coroutine;
 * returns the vector's length after. */
PHP_FUNCTION(native_switch_track_current)
{
	zend_string *tag;
	zend_long calls = -1;
	ZEND_PARSE_PARAMETERS_START(1, 2)
		Z_PARAM_STR(tag)
		Z_PARAM_OPTIONAL
		Z_PARAM_LONG(calls)
	ZEND_PARSE_PARAMETERS_END();
	zend_coroutine_t *co = ZEND_ASYNC_CURRENT_COROUTINE;
	if (co == NULL || !native_track(co, tag, calls)) {
		RETURN_LONG(-1);
	}
	ZEND_ASYNC_ADD_SWITCH_HANDLER(native_live_handler);
	RETURN_LONG(co->switch_handlers != NULL ? (zend_long) co->switch_handlers->length : 0);
}

/* native_switch_track(Async\Coroutine $co, string $tag, int $calls = -1): int --
 * ZEND_COROUTINE_ADD_SWITCH_HANDLER on the object's record (queued or not);
 * returns the handler's index. */
PHP_FUNCTION(native_switch_track)
{
	zend_object *obj;
	zend_string *tag;
	zend_long calls = -1;
	ZEND_PARSE_PARAMETERS_START(2, 3)
		Z_PARAM_OBJ(obj)
		Z_PARAM_STR(tag)
		Z_PARAM_OPTIONAL
		Z_PARAM_LONG(calls)
	ZEND_PARSE_PARAMETERS_END();
	zend_coroutine_t *co = (zend_coroutine_t *) ZEND_ASYNC_OBJECT_TO_EVENT(obj);
	if (co == NULL || !native_track(co, tag, calls)) {
		RETURN_LONG(-1);
	}
	RETURN_LONG(ZEND_COROUTINE_ADD_SWITCH_HANDLER(co, native_live_handler));
}

/* native_switch_track_main_start(string $tag): bool -- the handler joins the
 * main coroutine-start list; its calls are logged against whichever record
 * is ZEND_ASYNC_MAIN_COROUTINE when it first runs. */
static zend_string *native_main_tag;
static bool native_main_start_handler(zend_coroutine_t *co, bool is_enter, bool is_finishing)
{
	if (native_main_tag != NULL && co == ZEND_ASYNC_MAIN_COROUTINE && ZEND_COROUTINE_IS_MAIN(co)) {
		native_track(co, native_main_tag, -1);
		zend_string_release(native_main_tag);
		native_main_tag = NULL;
	}
	return native_live_handler(co, is_enter, is_finishing);
}

PHP_FUNCTION(native_switch_track_main_start)
{
	zend_string *tag;
	ZEND_PARSE_PARAMETERS_START(1, 1)
		Z_PARAM_STR(tag)
	ZEND_PARSE_PARAMETERS_END();
	if (native_main_tag != NULL) {
		zend_string_release(native_main_tag);
	}
	native_main_tag = zend_string_copy(tag);
	/* Persistent: it stays in the list for later requests of the process,
	 * which the handler ignores once the tag is used. */
	zend_async_add_main_coroutine_start_handler(native_main_start_handler);
	RETURN_BOOL(ZEND_ASYNC_MAIN_COROUTINE == NULL);
}

/* native_switch_log(): the log so far (then emptied), and the calls for
 * records nobody tracked under "foreign". Forgets the tracked records. */
PHP_FUNCTION(native_switch_log)
{
	ZEND_PARSE_PARAMETERS_NONE();
	array_init(return_value);
	zval log;
	if (Z_TYPE(native_live_log) == IS_ARRAY) {
		ZVAL_COPY_VALUE(&log, &native_live_log);
		ZVAL_UNDEF(&native_live_log);
	} else {
		array_init(&log);
	}
	add_assoc_zval(return_value, "log", &log);
	add_assoc_long(return_value, "foreign", native_foreign_calls);
	native_foreign_calls = 0;
}

void native_switch_live_rshutdown(void)
{
	for (int i = 0; i < native_tracked_count; i++) {
		zend_string_release(native_tracked[i].tag);
	}
	native_tracked_count = 0;
	zval_ptr_dtor(&native_live_log);
	ZVAL_UNDEF(&native_live_log);
	if (native_main_tag != NULL) {
		zend_string_release(native_main_tag);
		native_main_tag = NULL;
	}
}
