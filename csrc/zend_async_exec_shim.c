/*
 * The zend_async API's exec events: ZEND_ASYNC_NEW_EXEC_EVENT[_EX] and the
 * blocking-style ZEND_ASYNC_EXEC. The record is the API's
 * zend_async_exec_event_t followed by the pointer to its glue
 * (src/abi/zend_async_exec.rs), which holds the child.
 *
 * As TrueAsync's reactor does, the child (`/bin/sh -c cmd`, stdin closed,
 * stdout and stderr read through pipes) starts when the record is made;
 * start/stop only count the event in ZEND_ASYNC_ACTIVE_EVENT_COUNT, except
 * that the stop of the last start while the child runs ends it (SIGTERM to
 * its process group); its exit is still reported. The event closes once,
 * when the child exited and both pipes reached their end: `terminated`,
 * `exit_code`, `term_signal` and `output_len` (the bytes of stdout) are
 * set, the caller's zvals filled as the mode says, then the callbacks run
 * (no result, no exception). EXEC: return_value = the last line (trailing
 * whitespace removed); EXEC_ARRAY: each line appended to the return_buffer
 * array, return_value the last; SHELL_EXEC: appended to the return_buffer
 * string; these are filled at the end, split into lines as php_exec()
 * does (where TrueAsync's reactor takes each read chunk for a line).
 * SYSTEM and PASSTHRU print as the output comes, as php_exec() does:
 * SYSTEM each complete line (return_value the last one, at the end),
 * PASSTHRU each piece as read. Who prints: in ZEND_ASYNC_EXEC, the calling
 * coroutine, woken at each piece (so its output buffers get it, as they
 * get stock system()'s); for an event made with NEW_EXEC_EVENT, the
 * reactor's report, as in TrueAsync, whose reactor callbacks print from
 * the scheduler's context; true_async gives every coroutine its own output
 * stack and that context has none of its own, so the print goes straight
 * to the SAPI, whatever buffers the running coroutine has open
 * (csrc/output_shim.c, ta_output_write_aside). std_error (if given) gets
 * stderr appended at the end. `output_buffer` stays NULL (TrueAsync's is a
 * read buffer, freed at the end).
 *
 * Disposing the record while the child runs kills its group (SIGKILL);
 * the glue reaps it. The caller's zvals must outlive the event.
 */
#include "php.h"
#include "zend_exceptions.h"
#include "zend_async_shim.h"
#include "ext/standard/php_string.h"
#include "main/php_output.h"
#include "SAPI.h"
#include "zend_smart_str.h"
#include <time.h>

/* src/abi/zend_async_exec.rs, src/abi/zend_async_reactor.rs */
void *ta_reactor_glue_new_exec(void *rec, const char *cmd, const char *cwd,
	const char *const *env, bool stream, int *error);
void ta_reactor_glue_stop(void *glue);
void ta_reactor_glue_free(void *glue);
const char *ta_reactor_strerror(int code);
/* zend_async_waker_shim.c */
zend_async_waker_t *ta_zend_async_waker_new_with_timeout(
	zend_coroutine_t *coroutine, const zend_ulong timeout, zend_async_event_t *cancellation);
bool ta_zend_async_resume_when(zend_coroutine_t *coroutine, zend_async_event_t *event,
	bool trans_event, zend_async_event_callback_fn callback, zend_coroutine_event_callback_t *event_callback);
void ta_zend_async_waker_callback_resolve(zend_async_event_t *event,
	zend_async_event_callback_t *callback, void *result, zend_object *exception);
void ta_zend_async_waker_clean(zend_coroutine_t *coroutine);
/* output_shim.c */
void ta_output_write_aside(const char *buf, size_t len);

typedef struct {
	zend_async_exec_event_t event;
	void *glue;
	/* SYSTEM / PASSTHRU: stdout read and not printed yet (SYSTEM keeps a
	 * line here until its newline, or the end, comes). */
	smart_str pending;
	/* SYSTEM: the last complete line printed (its whitespace not cut yet). */
	smart_str last_line;
	/* Bytes of stdout handed over while the command ran. */
	size_t streamed;
	/* ZEND_ASYNC_EXEC's coroutine, which prints (NULL: the report does). */
	zend_coroutine_t *caller;
	/* It waits for the next piece (or the end) and may be resumed. */
	bool caller_waiting;
} ta_exec_t;

static bool ta_exec_streams(zend_async_exec_mode mode)
{
	return mode == ZEND_ASYNC_EXEC_MODE_SYSTEM || mode == ZEND_ASYNC_EXEC_MODE_PASSTHRU;
}

/* ---- Methods ---------------------------------------------------------------------------- */

static bool ta_exec_start(zend_async_event_t *event)
{
	if (ZEND_ASYNC_EVENT_IS_CLOSED(event)) {
		return true;
	}
	if (event->loop_ref_count++ == 0) {
		ZEND_ASYNC_INCREASE_EVENT_COUNT(event);
	}
	return true;
}

static bool ta_exec_stop(zend_async_event_t *event)
{
	if (event->loop_ref_count == 0) {
		return true;
	}
	if (event->loop_ref_count > 1 && !ZEND_ASYNC_EVENT_IS_CLOSED(event)) {
		event->loop_ref_count--;
		return true;
	}
	event->loop_ref_count = 0;
	ZEND_ASYNC_DECREASE_EVENT_COUNT(event);
	ta_exec_t *rec = (ta_exec_t *) event;
	if (!rec->event.terminated && rec->glue != NULL) {
		ta_reactor_glue_stop(rec->glue);
	}
	return true;
}

static bool ta_exec_dispose(zend_async_event_t *event)
{
	if (ZEND_ASYNC_EVENT_REFCOUNT(event) > 1) {
		ZEND_ASYNC_EVENT_DEL_REF(event);
		return true;
	}
	ta_reactor_stop_fully(event);
	zend_async_callbacks_free(event);
	ta_exec_t *rec = (ta_exec_t *) event;
	if (rec->glue != NULL) {
		/* A child still running is killed; the glue reaps it. */
		ta_reactor_glue_free(rec->glue);
		rec->glue = NULL;
	}
	if (rec->event.cmd != NULL) {
		efree(rec->event.cmd);
	}
	smart_str_free(&rec->pending);
	smart_str_free(&rec->last_line);
	efree(event);
	return true;
}

static zend_string *ta_exec_info(zend_async_event_t *event)
{
	zend_async_exec_event_t *rec = (zend_async_exec_event_t *) event;
	return zend_strpprintf(0, "exec(%s)", rec->cmd != NULL ? rec->cmd : "");
}

/* ---- The record ------------------------------------------------------------------------- */

static zend_async_exec_event_t *ta_new_exec_event(zend_async_exec_mode exec_mode, const char *cmd,
	zval *return_buffer, zval *return_value, zval *std_error, const char *cwd, const char *env,
	size_t extra_size)
{
	if (cmd == NULL || cmd[0] == '\0') {
		ta_reactor_refuse("Cannot start the command: no command given");
		return NULL;
	}
	if (exec_mode < ZEND_ASYNC_EXEC_MODE_EXEC || exec_mode > ZEND_ASYNC_EXEC_MODE_SHELL_EXEC) {
		ta_reactor_refuse("Cannot start the command: unknown exec mode %d", (int) exec_mode);
		return NULL;
	}
	if ((exec_mode == ZEND_ASYNC_EXEC_MODE_EXEC_ARRAY || exec_mode == ZEND_ASYNC_EXEC_MODE_SHELL_EXEC)
			&& return_buffer == NULL) {
		ta_reactor_refuse("Cannot start the command: this exec mode needs a return buffer");
		return NULL;
	}
	TA_C_API_USED();
	ta_exec_t *rec = ecalloc(1, sizeof(ta_exec_t) + extra_size);
	ta_reactor_init_base(&rec->event.base, sizeof(ta_exec_t), ta_exec_start, ta_exec_stop,
		ta_exec_dispose, ta_exec_info);
	rec->event.exec_mode = exec_mode;
	rec->event.cmd = estrdup(cmd);
	rec->event.return_value = return_value;
	rec->event.result_buffer = return_buffer;
	rec->event.std_error = std_error;
	int error = 0;
	/* `env` is a NULL-terminated char *[] behind the API's const char *, as
	 * TrueAsync's reactor reads it. */
	rec->glue = ta_reactor_glue_new_exec(rec, cmd, cwd, (const char *const *) env,
		ta_exec_streams(exec_mode), &error);
	if (rec->glue == NULL) {
		ta_reactor_refuse("Cannot start the command: %s",
			error == -ENXIO ? "no request is running" : ta_reactor_strerror(error));
		ta_exec_dispose(&rec->event.base);
		return NULL;
	}
	return &rec->event;
}

/* Appends `len` bytes to the string in `zv` (made a string first if it is
 * not one). */
static void ta_exec_append(zval *zv, const char *data, size_t len)
{
	if (Z_TYPE_P(zv) != IS_STRING) {
		zval_ptr_dtor(zv);
		ZVAL_STRINGL(zv, data, len);
		return;
	}
	zend_string *old = Z_STR_P(zv);
	zend_string *s = zend_string_alloc(ZSTR_LEN(old) + len, 0);
	memcpy(ZSTR_VAL(s), ZSTR_VAL(old), ZSTR_LEN(old));
	memcpy(ZSTR_VAL(s) + ZSTR_LEN(old), data, len);
	ZSTR_VAL(s)[ZSTR_LEN(s)] = '\0';
	zval_ptr_dtor(zv);
	ZVAL_STR(zv, s);
}

/* Splits the output into lines, trailing whitespace removed from each (as
 * php_exec() does); each goes to `array` if given; the last one to
 * `last` if given. */
static void ta_exec_lines(const char *out, size_t len, zval *array, zval *last)
{
	if (array != NULL && Z_TYPE_P(array) != IS_ARRAY) {
		zval_ptr_dtor(array);
		array_init(array);
	}
	const char *line = out, *end = out + len;
	const char *last_line = NULL;
	size_t last_len = 0;
	while (line < end) {
		const char *nl = memchr(line, '\n', (size_t) (end - line));
		const char *stop = nl != NULL ? nl : end;
		size_t n = (size_t) (stop - line);
		while (n > 0 && isspace((unsigned char) line[n - 1])) {
			n--;
		}
		if (array != NULL) {
			add_next_index_stringl(array, line, n);
		}
		last_line = line;
		last_len = n;
		line = nl != NULL ? nl + 1 : end;
	}
	if (last != NULL) {
		zval_ptr_dtor(last);
		ZVAL_STRINGL(last, last_line != NULL ? last_line : "", last_len);
	}
}

/* The whole output at the end, for the modes that do not print. */
static void ta_exec_fill(zend_async_exec_event_t *rec, const char *out, size_t out_len)
{
	switch (rec->exec_mode) {
		case ZEND_ASYNC_EXEC_MODE_EXEC:
			ta_exec_lines(out, out_len, NULL, rec->return_value);
			break;
		case ZEND_ASYNC_EXEC_MODE_EXEC_ARRAY:
			ta_exec_lines(out, out_len, rec->result_buffer, rec->return_value);
			break;
		case ZEND_ASYNC_EXEC_MODE_SHELL_EXEC:
			ta_exec_append(rec->result_buffer, out, out_len);
			break;
		default:
			break;
	}
}

/* ---- Printing as the output comes (SYSTEM, PASSTHRU) ---------------------------------- */

/* Prints what of the pending output is due: all of it with `all` or in
 * PASSTHRU mode, else (SYSTEM) up to its last newline, whose line is
 * remembered as the last one. `aside`: straight to the SAPI (a report
 * with no coroutine of its own), else through the running coroutine's
 * output buffers. The part printed leaves `pending` first: an output
 * handler may suspend, and more output may come meanwhile. */
static void ta_exec_print_due(ta_exec_t *rec, bool all, bool aside)
{
	smart_str *p = &rec->pending;
	size_t len = p->s != NULL ? ZSTR_LEN(p->s) : 0;
	if (len == 0) {
		return;
	}
	const char *buf = ZSTR_VAL(p->s);
	size_t n = len;
	bool system = rec->event.exec_mode == ZEND_ASYNC_EXEC_MODE_SYSTEM;
	if (system && !all) {
		const char *nl = zend_memrchr(buf, '\n', len);
		if (nl == NULL) {
			return;
		}
		n = (size_t) (nl - buf) + 1;
	}
	if (system) {
		/* The part begins a line: its last line ends at n (or n - 1). */
		size_t stop = buf[n - 1] == '\n' ? n - 1 : n;
		const char *prev = stop > 0 ? zend_memrchr(buf, '\n', stop) : NULL;
		size_t from = prev != NULL ? (size_t) (prev - buf) + 1 : 0;
		if (rec->last_line.s != NULL) {
			ZSTR_LEN(rec->last_line.s) = 0;
		}
		smart_str_appendl(&rec->last_line, buf + from, stop - from);
	}
	zend_string *due = zend_string_init(buf, n, 0);
	memmove(ZSTR_VAL(p->s), buf + n, len - n);
	ZSTR_LEN(p->s) = len - n;
	if (aside) {
		ta_output_write_aside(ZSTR_VAL(due), n);
	} else {
		PHPWRITE(ZSTR_VAL(due), n);
		/* As php_exec() does for system() with no output buffer open. */
		if (system && php_output_get_level() < 1) {
			sapi_flush();
		}
	}
	zend_string_release(due);
}

/* The end of a printing mode's output: the rest printed, SYSTEM's
 * return_value = the last line, trailing whitespace removed. */
static void ta_exec_print_end(ta_exec_t *rec, bool aside)
{
	ta_exec_print_due(rec, true, aside);
	zend_async_exec_event_t *ev = &rec->event;
	if (ev->exec_mode == ZEND_ASYNC_EXEC_MODE_SYSTEM && ev->return_value != NULL) {
		const char *line = rec->last_line.s != NULL ? ZSTR_VAL(rec->last_line.s) : "";
		size_t n = rec->last_line.s != NULL ? ZSTR_LEN(rec->last_line.s) : 0;
		while (n > 0 && isspace((unsigned char) line[n - 1])) {
			n--;
		}
		zval_ptr_dtor(ev->return_value);
		ZVAL_STRINGL(ev->return_value, line, n);
	}
}

/* The glue's report of a piece of stdout while the command runs (the
 * printing modes only). */
void ta_zend_async_exec_output(void *r, const char *data, size_t len)
{
	ta_exec_t *rec = r;
	rec->streamed += len;
	smart_str_appendl(&rec->pending, data, len);
	if (rec->caller == NULL) {
		ta_exec_print_due(rec, false, true);
	} else if (rec->caller_waiting) {
		/* ZEND_ASYNC_EXEC's coroutine prints it, then waits again. */
		rec->caller_waiting = false;
		ZEND_ASYNC_RESUME(rec->caller);
	}
}

/* The glue's report: the child exited and its output is complete (`out`:
 * what was not handed over yet). */
void ta_zend_async_exec_fired(void *r, int64_t code, int signal, const char *out, size_t out_len,
	const char *err, size_t err_len)
{
	ta_exec_t *rec = r;
	zend_async_exec_event_t *ev = &rec->event;
	/* Before the close: its stop must not signal a child that is gone. */
	ev->terminated = true;
	ev->exit_code = (zend_long) code;
	ev->term_signal = signal;
	ev->output_len = rec->streamed + out_len;
	ta_reactor_close(&ev->base);
	if (ta_exec_streams(ev->exec_mode)) {
		smart_str_appendl(&rec->pending, out, out_len);
		/* ZEND_ASYNC_EXEC's coroutine prints the rest once woken. */
		if (rec->caller == NULL) {
			ta_exec_print_end(rec, true);
		}
	} else {
		ta_exec_fill(ev, out, out_len);
	}
	if (ev->std_error != NULL && err_len > 0) {
		ta_exec_append(ev->std_error, err, err_len);
	}
	ta_reactor_notify(&ev->base, NULL, NULL);
}

/* Request end with the child running: the glue (and the child) are gone;
 * the record is never reported. */
void ta_zend_async_exec_detach(void *r)
{
	ta_exec_t *rec = r;
	rec->glue = NULL;
	zend_async_event_t *event = &rec->event.base;
	if (event->loop_ref_count > 0) {
		event->loop_ref_count = 0;
		ZEND_ASYNC_DECREASE_EVENT_COUNT(event);
	}
}

/* ---- ZEND_ASYNC_EXEC ------------------------------------------------------------------------ */

static uint64_t ta_exec_now_ms(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t) ts.tv_sec * 1000 + (uint64_t) ts.tv_nsec / 1000000;
}

/* Runs the command and suspends the current coroutine until it ended
 * (`timeout` ms, 0: none; at the timeout the child is killed and the
 * coroutine resumes with the Timeout exception). The exit code, or -1
 * with an exception (none current, the timeout, a cancellation, a
 * refused command). return_value is false until the end. In the printing
 * modes the coroutine is woken at each piece of output, prints what is
 * due and waits again (the timeout counts from the start); what was not
 * printed when an exception ends the wait is dropped. */
static int ta_exec(zend_async_exec_mode exec_mode, const char *cmd, zval *return_buffer,
	zval *return_value, zval *std_error, const char *cwd, const char *env, const zend_ulong timeout)
{
	if (return_value != NULL) {
		zval_ptr_dtor(return_value);
		ZVAL_FALSE(return_value);
	}
	zend_coroutine_t *co = ZEND_ASYNC_CURRENT_COROUTINE;
	if (co == NULL) {
		ta_reactor_refuse("ZEND_ASYNC_EXEC can only be called from a coroutine");
		return -1;
	}
	zval own_value, own_buffer;
	ZVAL_UNDEF(&own_value);
	ZVAL_UNDEF(&own_buffer);
	zend_async_exec_event_t *ev = ta_new_exec_event(exec_mode, cmd,
		return_buffer != NULL ? return_buffer : &own_buffer,
		return_value != NULL ? return_value : &own_value, std_error, cwd, env, 0);
	if (ev == NULL) {
		return -1;
	}
	ta_exec_t *rec = (ta_exec_t *) ev;
	bool streams = ta_exec_streams(exec_mode);
	if (streams) {
		rec->caller = co;
	}
	/* Held across the waits: a waker's stop between two of them must not
	 * end the child. */
	ev->base.start(&ev->base);
	uint64_t deadline = timeout > 0 ? ta_exec_now_ms() + timeout : 0;
	while (!ev->terminated) {
		zend_ulong left = 0;
		if (deadline != 0) {
			uint64_t now = ta_exec_now_ms();
			left = deadline > now ? (zend_ulong) (deadline - now) : 1;
		}
		if (ta_zend_async_waker_new_with_timeout(co, left, NULL) == NULL
				|| !ta_zend_async_resume_when(co, &ev->base, false, ta_zend_async_waker_callback_resolve, NULL)
				|| EG(exception) != NULL) {
			ta_zend_async_waker_clean(co);
			break;
		}
		rec->caller_waiting = streams;
		ZEND_ASYNC_SUSPEND();
		rec->caller_waiting = false;
		ta_zend_async_waker_clean(co);
		if (EG(exception) != NULL) {
			break;
		}
		if (streams) {
			ta_exec_print_due(rec, false, false);
		}
	}
	int code = -1;
	if (EG(exception) == NULL && ev->terminated) {
		code = (int) ev->exit_code;
		if (streams) {
			ta_exec_print_end(rec, false);
		}
	}
	rec->caller = NULL;
	/* A child still running (timeout, cancellation) is signalled, then
	 * killed with the record. */
	ev->base.stop(&ev->base);
	ev->base.dispose(&ev->base);
	zval_ptr_dtor(&own_value);
	zval_ptr_dtor(&own_buffer);
	return code;
}

void ta_zend_async_exec_install(void)
{
	zend_async_new_exec_event_fn = ta_new_exec_event;
	zend_async_exec_fn = ta_exec;
}
