/*
 * Output: writing through PHP's output layer, and each coroutine's own
 * output-handler stack. Callers: src/engine/output.rs (ta_output_state_destroy,
 * ta_output_end_running; it saves and restores the stack itself, see
 * below),
 * src/engine/api.rs (ta_output_write), src/engine/scheduler.rs (ta_write),
 * csrc/zend_async_exec_shim.c (ta_output_write_aside).
 */
#include "php.h"
#include "main/php_output.h"
#include "SAPI.h"

void ta_write(const char *s, size_t len)
{
	PHPWRITE(s, len);
}

/* Each coroutine has its own output-handler stack: OG(handlers), OG(active)
 * and OG(running) belong to whoever runs and are saved/restored on every
 * switch. A coroutine starts with an empty stack, so its echo goes straight
 * to the SAPI, whatever buffers main (or another coroutine) has open. */
typedef struct {
	zend_stack handlers;
	php_output_handler *active;
	php_output_handler *running;
} ta_output_state;

_Static_assert(sizeof(ta_output_state) == 40, "ta_output_state layout is mirrored in Rust");
/* The switch copies the first 40 bytes of output_globals to or from a
 * ta_output_state in place (src/engine/output.rs, no call per switch): the
 * state must be exactly that prefix of zend_output_globals. */
_Static_assert(offsetof(zend_output_globals, handlers) == offsetof(ta_output_state, handlers)
	&& offsetof(zend_output_globals, active) == offsetof(ta_output_state, active)
	&& offsetof(zend_output_globals, running) == offsetof(ta_output_state, running)
	&& sizeof(zend_output_globals) >= sizeof(ta_output_state),
	"ta_output_state is the prefix of zend_output_globals");

/* src/engine/output.rs writes the empty state itself (EMPTY_STATE: the
 * size word first, every other byte zero) and tests for it by the three
 * pointers at 16, 24 and 32 (running_state_is_empty). */
_Static_assert(offsetof(zend_stack, size) == 0 && sizeof(((zend_stack *)0)->size) == 4
	&& offsetof(zend_stack, elements) == 16 && sizeof(zend_stack) == 24
	&& offsetof(ta_output_state, active) == 24 && offsetof(ta_output_state, running) == 32,
	"the empty output state is mirrored in src/engine/output.rs");

/* The running coroutine ended: what its buffers still hold is flushed, in
 * order, to the output below them (the SAPI), and its stack is freed. */
void ta_output_end_running(void)
{
	if (OG(active) && (OG(flags) & PHP_OUTPUT_ACTIVATED)) {
		php_output_end_all();
	}
	zend_stack_destroy(&OG(handlers));
	zend_stack_init(&OG(handlers), sizeof(php_output_handler *));
	OG(active) = NULL;
	OG(running) = NULL;
}

void ta_output_state_destroy(ta_output_state *s)
{
	zend_stack_destroy(&s->handlers);
}

void ta_output_write(const char *buf, size_t len) { php_output_write(buf, len); }

/* Writes with the running output stack set aside, straight to the SAPI
 * (as a coroutine that opened no buffer writes), for output that belongs
 * to no coroutine: a C exec event's report, which runs wherever the
 * reactor turned (the scheduler's own stack, or inside any coroutine).
 * The stack is put back untouched. */
void ta_request_bailout_later(void);

/* Called from the reactor's reports, under Rust frames: a bailout from the
 * write (the SAPI's, when the client or stdout went away and
 * ignore_user_abort is off: php_handle_aborted_connection) must not
 * longjmp across them. It is caught here and the request is ended from
 * main instead, as for a fatal error in a coroutine. */
void ta_output_write_aside(const char *buf, size_t len)
{
	ta_output_state saved;
	memcpy(&saved, &output_globals, sizeof(saved));
	zend_stack_init(&OG(handlers), sizeof(php_output_handler *));
	OG(active) = NULL;
	OG(running) = NULL;
	volatile bool bailed = false;
	zend_try {
		php_output_write(buf, len);
		sapi_flush();
		/* Nothing is normally opened by a write; whatever was goes here. */
		ta_output_end_running();
	} zend_catch {
		bailed = true;
	} zend_end_try();
	zend_stack_destroy(&OG(handlers));
	memcpy(&output_globals, &saved, sizeof(saved));
	if (bailed) {
		ta_request_bailout_later();
	}
}
