/*
 * The switch-handler registry as a C extension uses it: handlers on a
 * coroutine record made here, the main-coroutine start list (one handler
 * registered at MINIT), and true_async's own handlers in the same registry.
 */
#include "native_test.h"

static zval native_log;
static const zend_coroutine_t *native_logged_for;
static int native_minit_handler_calls = 0;

static void log_call(const char *who, zend_coroutine_t *co, bool is_enter, bool is_finishing)
{
	const char *what = is_enter ? "enter" : is_finishing ? "finish" : "leave";
	if (Z_TYPE(native_log) == IS_ARRAY) {
		add_next_index_str(&native_log, zend_strpprintf(0, "%s:%s%s", who, what,
			co == native_logged_for ? "" : " (another coroutine)"));
	}
}

static bool handler_a(zend_coroutine_t *co, bool is_enter, bool is_finishing)
{
	log_call("a", co, is_enter, is_finishing);
	return true;
}

/* Leaves at its first LEAVE. */
static bool handler_b(zend_coroutine_t *co, bool is_enter, bool is_finishing)
{
	log_call("b", co, is_enter, is_finishing);
	return is_enter || is_finishing;
}

/* Tries to add a handler while the handlers run, then leaves. */
static bool handler_adder(zend_coroutine_t *co, bool is_enter, bool is_finishing)
{
	log_call("adder", co, is_enter, is_finishing);
	uint32_t index = ZEND_COROUTINE_ADD_SWITCH_HANDLER(co, handler_b);
	add_next_index_str(&native_log, zend_strpprintf(0, "adder: add during the call gave %u", index));
	return false;
}

static bool handler_once(zend_coroutine_t *co, bool is_enter, bool is_finishing)
{
	log_call("once", co, is_enter, is_finishing);
	return false;
}

/* native_switch_handlers(): the registry on a coroutine record of this
 * extension, step by step. */
PHP_FUNCTION(native_switch_handlers)
{
	ZEND_PARSE_PARAMETERS_NONE();
	zend_coroutine_t co;
	memset(&co, 0, sizeof(co));
	array_init(&native_log);
	native_logged_for = &co;

	uint32_t null_index = ZEND_COROUTINE_ADD_SWITCH_HANDLER(&co, NULL);
	uint32_t ia = ZEND_COROUTINE_ADD_SWITCH_HANDLER(&co, handler_a);
	uint32_t ib = ZEND_COROUTINE_ADD_SWITCH_HANDLER(&co, handler_b);
	uint32_t again = ZEND_COROUTINE_ADD_SWITCH_HANDLER(&co, handler_a);
	add_next_index_str(&native_log, zend_strpprintf(0, "indexes: null %u, a %u, b %u, a again %u",
		null_index, ia, ib, again));
	ZEND_COROUTINE_ENTER(&co);
	ZEND_COROUTINE_LEAVE(&co);
	ZEND_COROUTINE_ENTER(&co);
	add_next_index_str(&native_log, zend_strpprintf(0, "length %u", co.switch_handlers->length));

	uint32_t iadder = ZEND_COROUTINE_ADD_SWITCH_HANDLER(&co, handler_adder);
	add_next_index_str(&native_log, zend_strpprintf(0, "adder index %u", iadder));
	ZEND_COROUTINE_LEAVE(&co);
	add_next_index_str(&native_log, zend_strpprintf(0, "length %u", co.switch_handlers->length));

	bool removed_5 = zend_coroutine_remove_switch_handler(&co, 5);
	bool removed_0 = zend_coroutine_remove_switch_handler(&co, 0);
	add_next_index_str(&native_log, zend_strpprintf(0, "remove 5: %d, remove 0: %d, length %u",
		removed_5, removed_0, co.switch_handlers->length));
	ZEND_COROUTINE_FINISH(&co);
	zend_coroutine_switch_handlers_destroy(&co);
	add_next_index_str(&native_log, zend_strpprintf(0, "destroyed: %s",
		co.switch_handlers == NULL ? "no vector" : "vector left"));

	ZEND_COROUTINE_ADD_SWITCH_HANDLER(&co, handler_a);
	ZEND_COROUTINE_ADD_SWITCH_HANDLER(&co, handler_once);
	ZEND_COROUTINE_FINISH(&co);
	ZEND_COROUTINE_ENTER(&co);
	zend_coroutine_remove_switch_handler(&co, 0);
	ZEND_COROUTINE_ADD_SWITCH_HANDLER(&co, handler_once);
	ZEND_COROUTINE_LEAVE(&co);
	add_next_index_str(&native_log, zend_strpprintf(0, "emptied by a call: %s",
		co.switch_handlers == NULL ? "vector freed" : "vector left"));

	ZVAL_COPY_VALUE(return_value, &native_log);
	ZVAL_UNDEF(&native_log);
	native_logged_for = NULL;
}

static bool native_minit_handler(zend_coroutine_t *co, bool is_enter, bool is_finishing)
{
	native_minit_handler_calls++;
	log_call("minit", co, is_enter, is_finishing);
	return true;
}

static bool native_late_handler(zend_coroutine_t *co, bool is_enter, bool is_finishing)
{
	log_call("late", co, is_enter, is_finishing);
	return true;
}

bool native_switch_minit(void)
{
	return ZEND_ASYNC_ADD_MAIN_COROUTINE_START_HANDLER(native_minit_handler);
}

static bool main_list_has(zend_coroutine_switch_handler_fn handler)
{
	const zend_coroutine_switch_handlers_vector_t *list = &ZEND_ASYNC_G(main_coroutine_start_handlers);
	for (uint32_t i = 0; i < list->length; i++) {
		if (list->data[i].handler == handler) {
			return true;
		}
	}
	return false;
}

/* native_main_start(bool $fire): the main-coroutine start list; with
 * $fire, its handlers run for a main coroutine record made here. */
PHP_FUNCTION(native_main_start)
{
	bool fire;
	ZEND_PARSE_PARAMETERS_START(1, 1)
		Z_PARAM_BOOL(fire)
	ZEND_PARSE_PARAMETERS_END();

	array_init(return_value);
	add_assoc_long(return_value, "minit_handler_calls", native_minit_handler_calls);
	add_assoc_bool(return_value, "registered_at_minit", main_list_has(native_minit_handler));
	add_assoc_bool(return_value, "again_refused",
		!zend_async_add_main_coroutine_start_handler(native_minit_handler));
	add_assoc_bool(return_value, "null_refused", !zend_async_add_main_coroutine_start_handler(NULL));
	/* No current coroutine in the API's globals: the main start list. */
	ZEND_ASYNC_ADD_SWITCH_HANDLER(native_late_handler);
	add_assoc_bool(return_value, "add_switch_handler_went_to_main_list", main_list_has(native_late_handler));
	if (!fire) {
		return;
	}

	zend_coroutine_t main_co;
	memset(&main_co, 0, sizeof(main_co));
	ZEND_COROUTINE_SET_MAIN(&main_co);
	array_init(&native_log);
	native_logged_for = &main_co;
	native_minit_handler_calls = 0;
	bool ok = zend_async_call_main_coroutine_start_handlers(&main_co);
	add_assoc_bool(return_value, "fired", ok);
	add_assoc_long(return_value, "main_handlers_after", main_co.switch_handlers != NULL ? main_co.switch_handlers->length : 0);
	add_assoc_zval(return_value, "log", &native_log);
	ZVAL_UNDEF(&native_log);
	native_logged_for = NULL;
	zend_coroutine_switch_handlers_destroy(&main_co);
	native_minit_handler_calls = 0;
}

/* native_engine_handlers(): true_async's own handlers in the registry. */
PHP_FUNCTION(native_engine_handlers)
{
	ZEND_PARSE_PARAMETERS_NONE();
	const char *names[8];
	zend_coroutine_switch_handler_fn handlers[8];
	size_t n = true_async_engine_switch_handlers(names, handlers, 8);
	array_init(return_value);
	for (size_t i = 0; i < n && i < 8; i++) {
		add_next_index_str(return_value, zend_strpprintf(0, "%s%s", names[i],
			handlers[i] != NULL ? "" : " (no function)"));
	}
}
