/* Exec events as a TrueAsync extension uses them: ZEND_ASYNC_NEW_EXEC_EVENT
 * with a callback and a waker wait, and the blocking-style ZEND_ASYNC_EXEC
 * called from a coroutine. */
#include "native_test.h"
#include <sys/time.h>

#define NATIVE_EXEC_SLOTS 16

typedef struct {
	zend_async_exec_event_t *event;
	zval buffer;    /* return_buffer */
	zval value;     /* return_value */
	zval std_err;   /* std_error */
	int fired;      /* callback runs */
	int loop_refs_at_fire;
	char **env;
} native_exec_slot;

typedef struct {
	zend_async_event_callback_t base;
	native_exec_slot *slot;
} native_exec_cb;

static native_exec_slot native_exec_slots[NATIVE_EXEC_SLOTS];

static double native_exec_now_ms(void)
{
	struct timeval tv;
	gettimeofday(&tv, NULL);
	return (double) tv.tv_sec * 1000.0 + (double) tv.tv_usec / 1000.0;
}

/* A NULL-terminated "NAME=value" array (emalloc) from a PHP array, or NULL. */
static char **native_exec_env(HashTable *env)
{
	if (env == NULL) {
		return NULL;
	}
	char **all = ecalloc(zend_hash_num_elements(env) + 1, sizeof(char *));
	size_t i = 0;
	zval *entry;
	ZEND_HASH_FOREACH_VAL(env, entry) {
		all[i++] = estrdup(Z_TYPE_P(entry) == IS_STRING ? Z_STRVAL_P(entry) : "");
	} ZEND_HASH_FOREACH_END();
	return all;
}

static void native_exec_env_free(char **env)
{
	if (env == NULL) {
		return;
	}
	for (char **e = env; *e != NULL; e++) {
		efree(*e);
	}
	efree(env);
}

static void native_exec_fired(zend_async_event_t *event, zend_async_event_callback_t *callback,
	void *result, zend_object *exception)
{
	native_exec_slot *slot = ((native_exec_cb *) callback)->slot;
	slot->fired++;
	slot->loop_refs_at_fire = (int) event->loop_ref_count;
}

static void native_exec_cb_dispose(zend_async_event_callback_t *callback, zend_async_event_t *event)
{
	if (callback->ref_count > 1) {
		callback->ref_count--;
		return;
	}
	efree(callback);
}

static native_exec_slot *native_exec_slot_of(zend_long id)
{
	if (id < 0 || id >= NATIVE_EXEC_SLOTS || native_exec_slots[id].event == NULL) {
		zend_throw_error(NULL, "no exec event %ld", (long) id);
		return NULL;
	}
	return &native_exec_slots[id];
}

static void native_exec_release(native_exec_slot *slot)
{
	if (slot->event != NULL) {
		ZEND_ASYNC_EVENT_RELEASE(&slot->event->base);
		slot->event = NULL;
	}
	zval_ptr_dtor(&slot->buffer);
	zval_ptr_dtor(&slot->value);
	zval_ptr_dtor(&slot->std_err);
	ZVAL_UNDEF(&slot->buffer);
	ZVAL_UNDEF(&slot->value);
	ZVAL_UNDEF(&slot->std_err);
	native_exec_env_free(slot->env);
	slot->env = NULL;
}

/* native_exec_new(int $mode, ?string $cmd, ?string $cwd = null,
 *                 ?array $env = null, bool $std_error = true): int -- an
 * exec event whose child runs from now on, with a callback counting its
 * reports (-1: refused, the exception or warning raised). */
PHP_FUNCTION(native_exec_new)
{
	zend_long mode;
	zend_string *cmd, *cwd = NULL;
	HashTable *env = NULL;
	bool want_stderr = true;
	ZEND_PARSE_PARAMETERS_START(2, 5)
		Z_PARAM_LONG(mode)
		Z_PARAM_STR_OR_NULL(cmd)
		Z_PARAM_OPTIONAL
		Z_PARAM_STR_OR_NULL(cwd)
		Z_PARAM_ARRAY_HT_OR_NULL(env)
		Z_PARAM_BOOL(want_stderr)
	ZEND_PARSE_PARAMETERS_END();
	zend_long id = 0;
	while (id < NATIVE_EXEC_SLOTS && native_exec_slots[id].event != NULL) {
		id++;
	}
	if (id == NATIVE_EXEC_SLOTS) {
		zend_throw_error(NULL, "no free exec slot");
		RETURN_THROWS();
	}
	native_exec_slot *slot = &native_exec_slots[id];
	memset(slot, 0, sizeof(*slot));
	ZVAL_UNDEF(&slot->buffer);
	ZVAL_UNDEF(&slot->value);
	ZVAL_UNDEF(&slot->std_err);
	if (mode == ZEND_ASYNC_EXEC_MODE_EXEC_ARRAY) {
		array_init(&slot->buffer);
	}
	slot->env = native_exec_env(env);
	zend_async_exec_event_t *ev = ZEND_ASYNC_NEW_EXEC_EVENT((zend_async_exec_mode) mode,
		cmd != NULL ? ZSTR_VAL(cmd) : NULL, &slot->buffer, &slot->value,
		want_stderr ? &slot->std_err : NULL, cwd != NULL ? ZSTR_VAL(cwd) : NULL,
		(const char *) slot->env);
	if (ev == NULL) {
		native_exec_release(slot);
		if (EG(exception) != NULL) {
			RETURN_THROWS();
		}
		RETURN_LONG(-1);
	}
	slot->event = ev;
	native_exec_cb *cb = ecalloc(1, sizeof(*cb));
	cb->base.callback = native_exec_fired;
	cb->base.dispose = native_exec_cb_dispose;
	cb->slot = slot;
	ev->base.add_callback(&ev->base, &cb->base);
	RETURN_LONG(id);
}

/* A copy of `zv` under `key` (null while undefined). */
static void native_exec_add(zval *array, const char *key, zval *zv)
{
	if (Z_ISUNDEF_P(zv)) {
		add_assoc_null(array, key);
	} else {
		Z_TRY_ADDREF_P(zv);
		add_assoc_zval(array, key, zv);
	}
}

/* native_exec_event(int $id, string $op): mixed -- start, stop, release,
 * state (the record's fields and the zvals it filled). */
PHP_FUNCTION(native_exec_event)
{
	zend_long id;
	zend_string *op;
	ZEND_PARSE_PARAMETERS_START(2, 2)
		Z_PARAM_LONG(id)
		Z_PARAM_STR(op)
	ZEND_PARSE_PARAMETERS_END();
	native_exec_slot *slot = native_exec_slot_of(id);
	if (slot == NULL) {
		RETURN_THROWS();
	}
	zend_async_exec_event_t *ev = slot->event;
	if (zend_string_equals_literal(op, "start")) {
		RETURN_BOOL(ev->base.start(&ev->base));
	} else if (zend_string_equals_literal(op, "stop")) {
		RETURN_BOOL(ev->base.stop(&ev->base));
	} else if (zend_string_equals_literal(op, "release")) {
		native_exec_release(slot);
		RETURN_NULL();
	} else if (zend_string_equals_literal(op, "state")) {
		array_init(return_value);
		add_assoc_long(return_value, "fired", slot->fired);
		add_assoc_bool(return_value, "closed", ZEND_ASYNC_EVENT_IS_CLOSED(&ev->base));
		add_assoc_bool(return_value, "terminated", ev->terminated);
		add_assoc_long(return_value, "exit_code", ev->exit_code);
		add_assoc_long(return_value, "term_signal", ev->term_signal);
		add_assoc_long(return_value, "output_len", (zend_long) ev->output_len);
		add_assoc_bool(return_value, "output_buffer_null", ev->output_buffer == NULL);
		add_assoc_long(return_value, "loop_ref_count", ev->base.loop_ref_count);
		add_assoc_long(return_value, "loop_refs_at_fire", slot->loop_refs_at_fire);
		add_assoc_long(return_value, "active_events", ZEND_ASYNC_ACTIVE_EVENT_COUNT);
		native_exec_add(return_value, "return_buffer", &slot->buffer);
		native_exec_add(return_value, "return_value", &slot->value);
		native_exec_add(return_value, "std_error", &slot->std_err);
		zend_string *info = ev->base.info != NULL ? ev->base.info(&ev->base) : NULL;
		if (info != NULL) {
			add_assoc_str(return_value, "info", info);
		}
		return;
	}
	zend_throw_error(NULL, "unknown op %s", ZSTR_VAL(op));
}

/* A C-entry coroutine waiting for the exec event through its waker. */
static void native_exec_wait_entry(void)
{
	zend_coroutine_t *co = ZEND_ASYNC_CURRENT_COROUTINE;
	native_exec_slot *slot = co->extended_data;
	array_init(&co->result);
	if (ZEND_ASYNC_WAKER_NEW(co) == NULL
			|| !zend_async_resume_when(co, &slot->event->base, false, zend_async_waker_callback_resolve, NULL)) {
		add_assoc_bool(&co->result, "waited", false);
		return;
	}
	bool ok = ZEND_ASYNC_SUSPEND();
	zend_async_waker_clean(co);
	add_assoc_bool(&co->result, "waited", true);
	add_assoc_bool(&co->result, "ok", ok && EG(exception) == NULL);
	add_assoc_bool(&co->result, "terminated", slot->event->terminated);
	add_assoc_long(&co->result, "exit_code", slot->event->exit_code);
	add_assoc_long(&co->result, "fired_before_wake", slot->fired);
}

/* native_exec_c_wait(int $id): Async\Coroutine. */
PHP_FUNCTION(native_exec_c_wait)
{
	zend_long id;
	ZEND_PARSE_PARAMETERS_START(1, 1)
		Z_PARAM_LONG(id)
	ZEND_PARSE_PARAMETERS_END();
	native_exec_slot *slot = native_exec_slot_of(id);
	if (slot == NULL) {
		RETURN_THROWS();
	}
	zend_coroutine_t *co = ZEND_ASYNC_SPAWN();
	if (co == NULL) {
		RETURN_THROWS();
	}
	co->internal_entry = native_exec_wait_entry;
	co->extended_data = slot;
	RETURN_OBJ_COPY(ZEND_ASYNC_EVENT_TO_OBJECT(&co->event));
}

/* native_exec_run(int $mode, ?string $cmd, int $timeout_ms = 0,
 *                 ?string $cwd = null, ?array $env = null): array --
 * ZEND_ASYNC_EXEC from the calling coroutine: the code it returned, the
 * zvals it filled, the exception it left (caught here), the time taken. */
PHP_FUNCTION(native_exec_run)
{
	zend_long mode, timeout = 0;
	zend_string *cmd, *cwd = NULL;
	HashTable *env = NULL;
	ZEND_PARSE_PARAMETERS_START(2, 5)
		Z_PARAM_LONG(mode)
		Z_PARAM_STR_OR_NULL(cmd)
		Z_PARAM_OPTIONAL
		Z_PARAM_LONG(timeout)
		Z_PARAM_STR_OR_NULL(cwd)
		Z_PARAM_ARRAY_HT_OR_NULL(env)
	ZEND_PARSE_PARAMETERS_END();
	zval buffer, value, std_err;
	ZVAL_NULL(&buffer);
	ZVAL_NULL(&value);
	ZVAL_NULL(&std_err);
	if (mode == ZEND_ASYNC_EXEC_MODE_EXEC_ARRAY) {
		array_init(&buffer);
	}
	char **envp = native_exec_env(env);
	double started = native_exec_now_ms();
	int code = ZEND_ASYNC_EXEC((zend_async_exec_mode) mode, cmd != NULL ? ZSTR_VAL(cmd) : NULL,
		&buffer, &value, &std_err, cwd != NULL ? ZSTR_VAL(cwd) : NULL, (const char *) envp,
		(zend_ulong) timeout);
	double took = native_exec_now_ms() - started;
	native_exec_env_free(envp);
	array_init(return_value);
	add_assoc_long(return_value, "code", code);
	add_assoc_zval(return_value, "return_buffer", &buffer);
	add_assoc_zval(return_value, "return_value", &value);
	add_assoc_zval(return_value, "std_error", &std_err);
	if (EG(exception) != NULL) {
		zend_object *ex = EG(exception);
		add_assoc_str(return_value, "exception", zend_strpprintf(0, "%s: %s", ZSTR_VAL(ex->ce->name),
			Z_STRVAL_P(zend_read_property_ex(ex->ce, ex, ZSTR_KNOWN(ZEND_STR_MESSAGE), true, NULL))));
		zend_clear_exception();
	} else {
		add_assoc_null(return_value, "exception");
	}
	add_assoc_double(return_value, "ms", took);
}

/* Slots a test did not release go with the request. */
void native_exec_rshutdown(void)
{
	for (int i = 0; i < NATIVE_EXEC_SLOTS; i++) {
		if (native_exec_slots[i].event != NULL) {
			native_exec_release(&native_exec_slots[i]);
		}
	}
}
