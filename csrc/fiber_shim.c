/*
 * Coroutines as PHP's fiber machinery sees them: their fiber contexts, the
 * observer notifications of a switch, the hooks on Fiber's methods, and
 * whether the engine allows a switch now. Callers: src/engine/coroutine.rs
 * and src/engine/scheduler.rs (ta_fiber_context_*),
 * src/engine/fiber_interop.rs and src/engine/handlers.rs (ta_fiber_switch,
 * ta_fiber_switches_observed, ta_*hook_fiber_methods),
 * src/engine/fd_wait.rs, src/engine/scheduler.rs and src/io/mod.rs
 * (ta_switch_refused, through sys::switch_refused in src/sys/shim/fiber.rs,
 * which calls it only when its inlined test of the same first conditions
 * finds a switch refused).
 */
#include "php.h"
#include "SAPI.h"
#include "zend_fibers.h"
#include "zend_observer.h"
#include "zend_extensions.h"

/* Marks the zend_fiber_context objects that stand for coroutines. */
static const char ta_coroutine_kind = 0;

/* The fiber context that stands for one coroutine while it runs: PHP Fibers
 * started inside the coroutine record their resumer here, and observers
 * (debuggers, profilers, APM) keep their per-fiber state by it. It starts
 * as PHP's own fiber contexts do: INIT until the first switch to it. */
zend_fiber_context *ta_fiber_context_new(void)
{
	zend_fiber_context *ctx = ecalloc(1, sizeof(zend_fiber_context));
	ctx->kind = (void *) &ta_coroutine_kind;
	ctx->status = ZEND_FIBER_STATUS_INIT;
	zend_observer_fiber_init_notify(ctx);
	return ctx;
}

void ta_fiber_context_free(zend_fiber_context *ctx)
{
	ctx->status = ZEND_FIBER_STATUS_DEAD;
	zend_observer_fiber_destroy_notify(ctx);
	efree(ctx);
}

/* One coroutine switch as PHP's fiber machinery sees it, in the order
 * zend_fiber_switch_context() keeps: observers hear of it first (they see
 * `to` still INIT on its first switch, and `from` DEAD when its coroutine
 * ended), then the statuses of our own contexts change. */
static zend_op_array ta_start_op_array;
static zend_op ta_start_op;
static zend_execute_data ta_start_frame;

void ta_fiber_switch(zend_fiber_context *from, zend_fiber_context *to, bool from_ended)
{
	if (from == to) {
		return;
	}
	if (from && from_ended && from->kind == (void *) &ta_coroutine_kind) {
		from->status = ZEND_FIBER_STATUS_DEAD;
	}
	if (from && to) {
		/* Observers may read the executing file and line when a context
		 * first runs (a Fiber always starts from user code). A coroutine
		 * starts from the scheduler with no user frame below it: a frame
		 * naming the script stands in while they hear of it. */
		zend_execute_data *ex = EG(current_execute_data);
		bool stand_in = to->status == ZEND_FIBER_STATUS_INIT && !zend_get_executed_filename_ex();
		if (stand_in) {
			const char *script = SG(request_info).path_translated ? SG(request_info).path_translated : "Unknown";
			memset(&ta_start_op_array, 0, sizeof(ta_start_op_array));
			ta_start_op_array.type = ZEND_USER_FUNCTION;
			ta_start_op_array.filename = zend_string_init(script, strlen(script), 0);
			memset(&ta_start_op, 0, sizeof(ta_start_op));
			memset(&ta_start_frame, 0, sizeof(ta_start_frame));
			ta_start_frame.func = (zend_function *) &ta_start_op_array;
			ta_start_frame.opline = &ta_start_op;
			EG(current_execute_data) = &ta_start_frame;
		}
		zend_observer_fiber_switch_notify(from, to);
		if (stand_in) {
			EG(current_execute_data) = ex;
			zend_string_release(ta_start_op_array.filename);
		}
	}
	if (from && from->kind == (void *) &ta_coroutine_kind && from->status == ZEND_FIBER_STATUS_RUNNING) {
		from->status = ZEND_FIBER_STATUS_SUSPENDED;
	}
	if (to && to->kind == (void *) &ta_coroutine_kind) {
		to->status = ZEND_FIBER_STATUS_RUNNING;
	}
}

/* Whether an extension may observe fiber switches. PHP 8.2 keeps its list of
 * switch observers private, so this asks what such extensions load as: a
 * zend_extension other than OPcache (Xdebug, most profilers and APM agents),
 * or a function-call observer (the observer API's other users). */
bool ta_fiber_switches_observed(void)
{
	if (zend_observer_fcall_op_array_extension != -1) {
		return true;
	}
	zend_llist_element *el;
	for (el = zend_extensions.head; el; el = el->next) {
		zend_extension *ext = (zend_extension *) el->data;
		if (!ext->name || strcmp(ext->name, "Zend OPcache") != 0) {
			return true;
		}
	}
	return false;
}

/* Why a coroutine must not suspend here, or 0: PHP blocks switches (1: a
 * destructor the engine runs, the GC), or an exception is on its way
 * through the frames (2: a stream or resource freed while a frame
 * unwinds): EG(exception) belongs to this coroutine's unwinding and is not
 * part of what a switch saves, so the next coroutine would find it thrown;
 * or a file compiles (3) or array_multisort runs (4). */
int ta_engine_switch_refused(void);
/* Hidden (as defined in engine_state_shim.c): one PC-relative load each,
 * not a GOT load, on every suspension. */
extern __attribute__((visibility("hidden"))) uint32_t ta_switch_holds, ta_in_signal_dispatch;

int ta_switch_refused(void)
{
	if (zend_fiber_switch_blocked()) {
		/* 5: a pcntl signal handler (csrc/signal_shim.c). */
		return ta_in_signal_dispatch ? 5 : 1;
	}
	if (EG(exception) != NULL) {
		return 2;
	}
	/* 3, 4: csrc/engine_state_shim.c */
	return EXPECTED(!ta_switch_holds) ? 0 : ta_engine_switch_refused();
}

/* Fiber interop: a coroutine gets its own zend_fiber_context only when it
 * first starts or resumes a PHP Fiber (the Fiber records its resumer in the
 * current context, so two coroutines must not share one then). Until then
 * coroutines run on the main fiber context and a switch costs PHP's fiber
 * machinery nothing.
 *
 * Start, resume and throw, and the return from the Fiber (its suspend or
 * end), are scheduling points, as in TrueAsync where a Fiber is a
 * coroutine: `point(1)` before the switch into the Fiber, `point(0)` after
 * it. Either returns 0 (go on), 1 (an exception is pending: the
 * coroutine was cancelled meanwhile) or 2 (bail out: a fatal error
 * elsewhere; no Rust frame is left on the stack). */
static zif_handler ta_orig_fiber_start, ta_orig_fiber_resume, ta_orig_fiber_throw;
static int (*ta_fiber_point)(int before, zend_object *fiber, int state);

/* The Fiber's state for Rust: 0 not started, 1 running or suspended, 2 ended. */
static int ta_fiber_state(zend_object *obj)
{
	zend_fiber *fiber = (zend_fiber *) obj;
	switch (fiber->context.status) {
		case ZEND_FIBER_STATUS_INIT: return 0;
		case ZEND_FIBER_STATUS_DEAD: return 2;
		default: return 1;
	}
}

static void ta_fiber_call(zif_handler orig, INTERNAL_FUNCTION_PARAMETERS)
{
	zend_object *self = Z_OBJ_P(ZEND_THIS);
	int rc = ta_fiber_point(1, self, ta_fiber_state(self));
	if (rc == 0) {
		orig(INTERNAL_FUNCTION_PARAM_PASSTHRU);
		if (EG(exception)) {
			return;
		}
		rc = ta_fiber_point(0, self, ta_fiber_state(self));
		if (rc != 0) {
			/* The Fiber's value is not delivered: the cancellation is. */
			zval_ptr_dtor(return_value);
			ZVAL_NULL(return_value);
		}
	}
	if (rc == 2) {
		zend_bailout();
	}
}

static ZEND_NAMED_FUNCTION(ta_fiber_start_hook)
{
	ta_fiber_call(ta_orig_fiber_start, INTERNAL_FUNCTION_PARAM_PASSTHRU);
}

static ZEND_NAMED_FUNCTION(ta_fiber_resume_hook)
{
	ta_fiber_call(ta_orig_fiber_resume, INTERNAL_FUNCTION_PARAM_PASSTHRU);
}

static ZEND_NAMED_FUNCTION(ta_fiber_throw_hook)
{
	ta_fiber_call(ta_orig_fiber_throw, INTERNAL_FUNCTION_PARAM_PASSTHRU);
}

/* Fiber::getCoroutine(): the Async\Coroutine the Fiber was started in
 * (Rust: src/engine/fiber_interop.rs), or null. */
extern void ta_fiber_coroutine(zend_object *fiber, int state, zval *out);

static ZEND_NAMED_FUNCTION(ta_fiber_get_coroutine)
{
	ZEND_PARSE_PARAMETERS_NONE();
	zend_object *self = Z_OBJ_P(ZEND_THIS);
	ta_fiber_coroutine(self, ta_fiber_state(self), return_value);
}

ZEND_BEGIN_ARG_WITH_RETURN_OBJ_INFO_EX(ta_arginfo_fiber_get_coroutine, 0, 0, Async\\Coroutine, 1)
ZEND_END_ARG_INFO()

static const zend_function_entry ta_fiber_methods[] = {
	ZEND_RAW_FENTRY("getCoroutine", ta_fiber_get_coroutine, ta_arginfo_fiber_get_coroutine, ZEND_ACC_PUBLIC)
	ZEND_FE_END
};

static zend_internal_function *ta_fiber_method(const char *name)
{
	zend_function *f = zend_hash_str_find_ptr(&zend_ce_fiber->function_table, name, strlen(name));
	return f && f->type == ZEND_INTERNAL_FUNCTION ? &f->internal_function : NULL;
}

bool ta_hook_fiber_methods(int (*point)(int before, zend_object *fiber, int state))
{
	zend_internal_function *start = ta_fiber_method("start");
	zend_internal_function *resume = ta_fiber_method("resume");
	zend_internal_function *throw_ = ta_fiber_method("throw");
	if (!start || !resume || !throw_) {
		return false;
	}
	ta_fiber_point = point;
	ta_orig_fiber_start = start->handler;
	ta_orig_fiber_resume = resume->handler;
	ta_orig_fiber_throw = throw_->handler;
	start->handler = ta_fiber_start_hook;
	resume->handler = ta_fiber_resume_hook;
	throw_->handler = ta_fiber_throw_hook;
	return !ta_fiber_method("getcoroutine")
		&& zend_register_functions(zend_ce_fiber, ta_fiber_methods, &zend_ce_fiber->function_table, MODULE_PERSISTENT) == SUCCESS;
}

void ta_unhook_fiber_methods(void)
{
	zend_internal_function *start = ta_fiber_method("start");
	zend_internal_function *resume = ta_fiber_method("resume");
	zend_internal_function *throw_ = ta_fiber_method("throw");
	if (start && ta_orig_fiber_start) start->handler = ta_orig_fiber_start;
	if (resume && ta_orig_fiber_resume) resume->handler = ta_orig_fiber_resume;
	if (throw_ && ta_orig_fiber_throw) throw_->handler = ta_orig_fiber_throw;
	zend_hash_str_del(&zend_ce_fiber->function_table, "getcoroutine", sizeof("getcoroutine") - 1);
}
