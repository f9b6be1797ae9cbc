/*
 * ZEND_ASYNC_REACTOR_TICK as a TrueAsync extension that drives its own I/O
 * from a coroutine uses it: take in what the loop has ready, without
 * suspending, then look at what its callbacks were told. Also the other
 * questions such an extension asks the reactor: whether its loop has work
 * that holds it (ZEND_ASYNC_REACTOR_LOOP_ALIVE), and whether it owns a
 * signal (ZEND_ASYNC_SIGACTION, which TrueAsync's zend_sigaction() asks).
 */
#include "native_test.h"

/* native_reactor_tick(): array -- whether the tick and quiesce functions
 * are provided, then one tick and one ZEND_ASYNC_REACTOR_QUIESCE() (the
 * macro skips a NULL function), and the scheduler context seen before
 * and after them (the tick sets it only while its callbacks run). */
PHP_FUNCTION(native_reactor_tick)
{
	ZEND_PARSE_PARAMETERS_NONE();
	array_init(return_value);
	add_assoc_bool(return_value, "tick", zend_async_reactor_tick_fn != NULL);
	add_assoc_bool(return_value, "quiesce", zend_async_reactor_quiesce_fn != NULL);
	if (zend_async_reactor_tick_fn == NULL) {
		return;
	}
	add_assoc_bool(return_value, "scheduler_context_before", ZEND_ASYNC_IS_SCHEDULER_CONTEXT);
	ZEND_ASYNC_REACTOR_TICK();
	ZEND_ASYNC_REACTOR_QUIESCE();
	add_assoc_bool(return_value, "scheduler_context_after", ZEND_ASYNC_IS_SCHEDULER_CONTEXT);
}

/* native_loop_alive(): bool -- ZEND_ASYNC_REACTOR_LOOP_ALIVE() after one
 * loop turn that does not wait (ZEND_ASYNC_REACTOR_EXECUTE(true)), in
 * which the handles closed meanwhile (a delay()'s timer) finish closing:
 * what is left is what holds the loop. */
PHP_FUNCTION(native_loop_alive)
{
	ZEND_PARSE_PARAMETERS_NONE();
	ZEND_ASYNC_REACTOR_EXECUTE(true);
	RETURN_BOOL(ZEND_ASYNC_REACTOR_LOOP_ALIVE());
}

/* native_sigaction(int $signo): array -- whether sigaction_fn is served,
 * and ZEND_ASYNC_SIGACTION(signo) (the macro is false for a NULL one). */
PHP_FUNCTION(native_sigaction)
{
	zend_long signo;
	ZEND_PARSE_PARAMETERS_START(1, 1)
		Z_PARAM_LONG(signo)
	ZEND_PARSE_PARAMETERS_END();
	array_init(return_value);
	add_assoc_bool(return_value, "served", zend_async_sigaction_fn != NULL);
	add_assoc_bool(return_value, "owned", ZEND_ASYNC_SIGACTION((int) signo));
}
