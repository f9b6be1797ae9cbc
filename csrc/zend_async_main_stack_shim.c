/*
 * ZEND_ASYNC_CALL_ON_MAIN_STACK(fn, arg): fn runs on the thread's own stack
 * (src/engine/main_stack.rs, ta_engine_on_main_stack, takes it there from a
 * coroutine's stack). zend_async_api_shim.c installs ta_call_on_main_stack.
 *
 * Two rules hold while fn runs:
 * - no coroutine switch: the coroutine that called stays current, its
 *   stack waits under the call, and a switch from the root stack would
 *   resume contexts from the wrong place. ta_main_stack_calls (and the sum
 *   ta_switch_holds, csrc/engine_state_shim.c) make every suspension refuse
 *   with an Async\AsyncException, as inside array_multisort();
 * - a fatal error (zend_bailout) in fn must not longjmp from the root stack
 *   to a jmp_buf on the coroutine's stack: it is caught on the root stack
 *   and raised again here, back on the caller's stack, after the Rust
 *   frames in between returned.
 */
#include "php.h"
#include "zend_async_API.h"
#include "zend_async_shim.h"

__attribute__((visibility("hidden"))) uint32_t ta_main_stack_calls;
extern __attribute__((visibility("hidden"))) uint32_t ta_switch_holds;

void ta_engine_on_main_stack(void (*run)(void *), void *data);

typedef struct {
	void (*fn)(void *);
	void *arg;
	bool bailed;
} ta_main_stack_call;

/* Runs on the root stack. */
static void ta_main_stack_run(void *data)
{
	ta_main_stack_call *call = data;
	zend_try {
		call->fn(call->arg);
	} zend_catch {
		call->bailed = true;
	} zend_end_try();
}

void ta_call_on_main_stack(void (*fn)(void *), void *arg)
{
	if (UNEXPECTED(fn == NULL)) {
		zend_error(E_WARNING, "Cannot call a NULL function on the main stack");
		return;
	}
	ta_main_stack_call call = { fn, arg, false };
	ta_main_stack_calls++;
	ta_switch_holds++;
	ta_engine_on_main_stack(ta_main_stack_run, &call);
	ta_main_stack_calls--;
	ta_switch_holds--;
	if (UNEXPECTED(call.bailed)) {
		zend_bailout();
	}
}
