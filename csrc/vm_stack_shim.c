/*
 * A coroutine's VM stack and the frames on it. Callers:
 * src/engine/context.rs (ta_vm_stack_init), src/engine/scheduler.rs
 * (ta_vm_stack_trim), src/engine/location.rs (ta_frame_file),
 * src/engine/api.rs (ta_backtrace_from).
 *
 * C because the page and frame layouts are macros (ZEND_VM_STACK_ELEMENTS,
 * ZEND_CALL_FRAME_SLOT, ZEND_USER_CODE).
 */
#include "php.h"
#include "zend_builtin_functions.h"

/* The fake internal function at the base of every coroutine's VM stack, as
 * PHP's Fiber does: an uncaught exception stops there instead of bailing out. */
static zend_function ta_coroutine_function = { ZEND_INTERNAL_FUNCTION };

/* A coroutine's first VM stack page, in memory the caller owns (the top of
 * its C stack slot, engine/stack.rs): the engine grows further pages with
 * emalloc and frees only those, so this one is never efree'd. Its bottom
 * frame is zeroed and runs ta_coroutine_function; *bottom receives that
 * frame, *top the first free slot after it. */
zend_vm_stack ta_vm_stack_init(void *mem, size_t size, zend_execute_data **bottom, zval **top)
{
	zend_vm_stack page = (zend_vm_stack) mem;
	page->top = ZEND_VM_STACK_ELEMENTS(page);
	page->end = (zval *) ((char *) page + size);
	page->prev = NULL;

	zend_execute_data *ex = (zend_execute_data *) page->top;
	memset(ex, 0, sizeof(zend_execute_data));
	ex->func = &ta_coroutine_function;
	*bottom = ex;
	*top = page->top + ZEND_CALL_FRAME_SLOT;
	return page;
}

/* File (one new reference) and line of the innermost user frame at or below
 * ex, or NULL. */
zend_string *ta_frame_file(zend_execute_data *ex, uint32_t *line)
{
	while (ex) {
		if (ex->func && ZEND_USER_CODE(ex->func->type)) {
			*line = ex->opline ? ex->opline->lineno : ex->func->op_array.line_start;
			return zend_string_copy(ex->func->op_array.filename);
		}
		ex = ex->prev_execute_data;
	}
	*line = 0;
	return NULL;
}

/* Backtrace of a suspended coroutine: walks its frames from `ex` down. */
void ta_backtrace_from(zend_execute_data *ex, zval *out, int options, int limit)
{
	zend_execute_data *saved = EG(current_execute_data);
	EG(current_execute_data) = ex;
	zend_fetch_debug_backtrace(out, 0, options, limit);
	EG(current_execute_data) = saved;
}

/* Frees the VM stack pages a coroutine grew above its first page (after a
 * bailout skipped the frames that would have freed them). */
void ta_vm_stack_trim(zend_vm_stack current, zend_vm_stack keep)
{
	while (current && current != keep) {
		zend_vm_stack prev = current->prev;
		efree(current);
		current = prev;
	}
}
