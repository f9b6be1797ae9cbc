/*
 * true_async's own additions to the zend_async API (not part of TrueAsync's
 * API): what a native extension can ask the provider about itself.
 */
#ifndef TRUE_ASYNC_ABI_H
#define TRUE_ASYNC_ABI_H

#include "zend_async_API.h"

/* One number of the records' layout as true_async has it. */
typedef struct {
	const char *name;   /* "zend_coroutine_t" (its size) or "zend_coroutine_t.waker" (an offset) */
	uint32_t value;
	uint32_t from_rust; /* 1: the number of true_async's own (Rust) record */
} true_async_layout_entry;

BEGIN_EXTERN_C()

/* Fills up to `capacity` entries (none when `out` is NULL): every record
 * this header set declares, with each of its fields. Returns how many
 * entries there are in all. A C extension compares them with its own
 * sizeof/offsetof to know it was built against headers that match the
 * loaded true_async. */
ZEND_API size_t true_async_abi_layout(true_async_layout_entry *out, size_t capacity);

/* true_async's own switch handlers (VM state, fiber context, output), which
 * every coroutine runs: they sit in a tier of the same registry, of the same
 * vector type, ahead of a coroutine's own handlers on ENTER and after them
 * on LEAVE and FINISH. Fills up to `capacity` names and handlers (either may
 * be NULL), in the order ENTER runs them, and returns how many there are. */
ZEND_API size_t true_async_engine_switch_handlers(
	const char **names, zend_coroutine_switch_handler_fn *handlers, size_t capacity);

END_EXTERN_C()

#endif /* TRUE_ASYNC_ABI_H */
