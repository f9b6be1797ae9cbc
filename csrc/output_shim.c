/*
 * Output: writing through PHP's output layer, and each coroutine's own
 * output-handler stack. Callers: src/engine/output.rs (ta_output_state_*,
 * ta_output_save, ta_output_restore, ta_output_end_running),
 * src/engine/api.rs (ta_output_write), src/engine/scheduler.rs (ta_write).
 */
#include "php.h"
#include "main/php_output.h"

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

void ta_output_state_init(ta_output_state *s)
{
	zend_stack_init(&s->handlers, sizeof(php_output_handler *));
	s->active = NULL;
	s->running = NULL;
}

void ta_output_save(ta_output_state *s)
{
	s->handlers = OG(handlers);
	s->active = OG(active);
	s->running = OG(running);
}

void ta_output_restore(const ta_output_state *s)
{
	OG(handlers) = s->handlers;
	OG(active) = s->active;
	OG(running) = s->running;
}

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
