/*
 * ZEND_ASYNC_REACTOR_TICK as a TrueAsync extension that drives its own I/O
 * from a coroutine uses it: take in what the loop has ready, without
 * suspending, then look at what its callbacks were told.
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
