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
 * (no result, no exception). Where TrueAsync's reactor hands each chunk
 * over as it is read (so "last line" is in fact the last chunk), this one
 * hands over the whole output at the end, split into lines as php_exec()
 * does: EXEC: return_value = the last line (trailing whitespace removed);
 * EXEC_ARRAY: each line appended to the return_buffer array, return_value
 * the last; SYSTEM: the output printed, return_value the last line;
 * PASSTHRU: the output printed; SHELL_EXEC: appended to the return_buffer
 * string. std_error (if given) gets stderr appended. `output_buffer` stays
 * NULL (TrueAsync's is a read buffer, freed at the end).
 *
 * Disposing the record while the child runs kills its group (SIGKILL);
 * the glue reaps it. The caller's zvals must outlive the event.
 */
#include "php.h"
#include "zend_exceptions.h"
#include "zend_async_shim.h"
#include "ext/standard/php_string.h"

/* src/abi/zend_async_exec.rs, src/abi/zend_async_reactor.rs */
void *ta_reactor_glue_new_exec(void *rec, const char *cmd, const char *cwd,
	const char *const *env, int *error);
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

typedef struct {
	zend_async_exec_event_t event;
	void *glue;
} ta_exec_t;

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
	rec->glue = ta_reactor_glue_new_exec(rec, cmd, cwd, (const char *const *) env, &error);
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

static void ta_exec_fill(zend_async_exec_event_t *rec, const char *out, size_t out_len)
{
	switch (rec->exec_mode) {
		case ZEND_ASYNC_EXEC_MODE_EXEC:
			ta_exec_lines(out, out_len, NULL, rec->return_value);
			break;
		case ZEND_ASYNC_EXEC_MODE_EXEC_ARRAY:
			ta_exec_lines(out, out_len, rec->result_buffer, rec->return_value);
			break;
		case ZEND_ASYNC_EXEC_MODE_SYSTEM:
			PHPWRITE(out, out_len);
			ta_exec_lines(out, out_len, NULL, rec->return_value);
			break;
		case ZEND_ASYNC_EXEC_MODE_PASSTHRU:
			PHPWRITE(out, out_len);
			break;
		case ZEND_ASYNC_EXEC_MODE_SHELL_EXEC:
			ta_exec_append(rec->result_buffer, out, out_len);
			break;
	}
}

/* The glue's report: the child exited and its output is complete. */
void ta_zend_async_exec_fired(void *r, int64_t code, int signal, const char *out, size_t out_len,
	const char *err, size_t err_len)
{
	ta_exec_t *rec = r;
	zend_async_exec_event_t *ev = &rec->event;
	/* Before the close: its stop must not signal a child that is gone. */
	ev->terminated = true;
	ev->exit_code = (zend_long) code;
	ev->term_signal = signal;
	ev->output_len = out_len;
	ta_reactor_close(&ev->base);
	ta_exec_fill(ev, out, out_len);
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

/* Runs the command and suspends the current coroutine until it ended
 * (`timeout` ms, 0: none; at the timeout the child is killed and the
 * coroutine resumes with the Timeout exception). The exit code, or -1
 * with an exception (none current, the timeout, a cancellation, a
 * refused command). return_value is false until the end. */
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
	int code = -1;
	if (ta_zend_async_waker_new_with_timeout(co, timeout, NULL) != NULL
			&& ta_zend_async_resume_when(co, &ev->base, false, ta_zend_async_waker_callback_resolve, NULL)
			&& EG(exception) == NULL) {
		ZEND_ASYNC_SUSPEND();
		if (EG(exception) == NULL && ev->terminated) {
			code = (int) ev->exit_code;
		}
	}
	/* Stops the event: a child still running (timeout, cancellation) is
	 * signalled, then killed with the record. */
	ta_zend_async_waker_clean(co);
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
