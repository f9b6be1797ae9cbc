/*
 * The end of a request as the scheduler needs to see it: a shutdown
 * function that runs before the user's, whether exit() ran, and whether
 * the engine bailed out. Callers: src/engine/request.rs,
 * src/engine/destructors.rs (ta_register_internal_shutdown). The exit
 * status itself is a plain EG field, set from Rust
 * (src/sys/shim/shutdown.rs).
 */
#include "php.h"
#include "ext/standard/basic_functions.h"

bool ta_unclean_shutdown(void)
{
	return CG(unclean_shutdown) != 0;
}

/* A memory-limit error leaves EG(delayed_oom) set once it was reported
 * (this PHP's allocator delays the error to the next safe point), and while
 * it is set zend_call_function() calls nothing. PHP clears it at the start
 * of php_request_shutdown(), after a bailout in the script; a bailout in a
 * coroutine that runs after the script (inside a shutdown function) comes
 * later, so the scheduler clears it the same way once it took the bailout.
 * A pending error (not yet reported) is left to be reported. Builds without
 * the delayed OOM have nothing to clear. */
void ta_clear_reported_oom(void)
{
#ifdef ZEND_HAS_OOM
	if (EG(delayed_oom).state == ZEND_OOM_STATE_HANDLING
		|| EG(delayed_oom).state == ZEND_OOM_STATE_HANDLED) {
		EG(delayed_oom).state = ZEND_OOM_STATE_NONE;
	}
#endif
}

/* An internal function outside every function table, used as a shutdown
 * function: it runs before user shutdown functions when registered in RINIT. */
static zend_internal_function ta_shutdown_function;

bool ta_register_internal_shutdown(zif_handler handler)
{
	/* Re-made every request: an interned string made after MINIT is freed
	 * with the request. */
	memset(&ta_shutdown_function, 0, sizeof(ta_shutdown_function));
	ta_shutdown_function.type = ZEND_INTERNAL_FUNCTION;
	ta_shutdown_function.fn_flags = ZEND_ACC_PUBLIC;
	ta_shutdown_function.function_name =
		zend_string_init("Async\\{scheduler shutdown}", sizeof("Async\\{scheduler shutdown}") - 1, 0);
	ta_shutdown_function.handler = handler;

	php_shutdown_function_entry entry;
	memset(&entry, 0, sizeof(entry));
	entry.fci.size = sizeof(zend_fcall_info);
	/* The entry's zval takes the string's one reference: PHP releases it
	 * with the shutdown function list, after our function last runs. */
	ZVAL_STR(&entry.fci.function_name, ta_shutdown_function.function_name);
	entry.fci_cache.function_handler = (zend_function *) &ta_shutdown_function;
	return append_user_shutdown_function(&entry);
}

/* PHP 8.2's exit() leaves no flag behind: a user opcode handler for ZEND_EXIT
 * records it (chained to any handler installed before ours). */
static user_opcode_handler_t ta_prev_exit_handler;
static bool ta_exit_seen;

static int ta_exit_handler(zend_execute_data *execute_data)
{
	ta_exit_seen = true;
	return ta_prev_exit_handler ? ta_prev_exit_handler(execute_data) : ZEND_USER_OPCODE_DISPATCH;
}

void ta_install_exit_hook(void)
{
	ta_prev_exit_handler = zend_get_user_opcode_handler(ZEND_EXIT);
	zend_set_user_opcode_handler(ZEND_EXIT, ta_exit_handler);
}

bool ta_exit_seen_now(void)
{
	return ta_exit_seen;
}

bool ta_take_exit_seen(void)
{
	bool seen = ta_exit_seen;
	ta_exit_seen = false;
	return seen;
}
