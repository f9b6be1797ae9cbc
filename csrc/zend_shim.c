/*
 * The few Zend pieces that Rust cannot reach: macros (zend_try, ZEND_CALL_FRAME_SLOT,
 * ZEND_VM_STACK_ELEMENTS), static-inline helpers and the fiber context layout.
 * Everything here is called from src/sys/shim.rs and nowhere else. Keep it tiny:
 * no policy lives in C, only access.
 */
#include "php.h"
#include "SAPI.h"
#include "zend_signal.h"
#include "zend_fibers.h"
#include "zend_observer.h"
#include "zend_extensions.h"
#include "zend_exceptions.h"
#include "zend_builtin_functions.h"
#include "main/php_output.h"
#include "ext/standard/basic_functions.h"
#include "ext/standard/info.h"

/* The fake internal function at the base of every coroutine's VM stack, as
 * PHP's Fiber does: an uncaught exception stops there instead of bailing out. */
static zend_function ta_coroutine_function = { ZEND_INTERNAL_FUNCTION };

/* Marks the zend_fiber_context objects that stand for coroutines. */
static const char ta_coroutine_kind = 0;

/* Runs the callable inside zend_try. Returns 1 if the engine bailed out (fatal
 * error), 0 otherwise; an exception, if any, is left in EG(exception). No Rust
 * frame sits between the jmp_buf and the PHP frames that may longjmp. */
int ta_call_in_try(zend_fcall_info *fci, zend_fcall_info_cache *fcc)
{
	volatile int bailed = 0;
	zend_try {
		zend_call_function(fci, fcc);
	} zend_catch {
		bailed = 1;
	} zend_end_try();
	return bailed;
}

/* Runs fn(arg) inside zend_try; fn must be a C-ABI function whose own frame
 * holds nothing that needs dropping when PHP code it calls bails out. */
int ta_run_in_try(void (*fn)(void *), void *arg)
{
	volatile int bailed = 0;
	zend_try {
		fn(arg);
	} zend_catch {
		bailed = 1;
	} zend_end_try();
	return bailed;
}

ZEND_NORETURN void ta_bailout(void)
{
	zend_bailout();
}

/* A fresh VM stack page of `size` bytes with a zeroed bottom frame. Returns the
 * page; *bottom receives the frame, *top the first free slot after it. */
/* A coroutine's first VM stack page, in memory the caller owns (the top of
 * its C stack slot, engine/stack.rs): the engine grows further pages with
 * emalloc and frees only those, so this one is never efree'd. */
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
extern uint32_t ta_compiling, ta_multisorting;

int ta_switch_refused(void)
{
	if (zend_fiber_switch_blocked()) {
		return 1;
	}
	if (EG(exception) != NULL) {
		return 2;
	}
	/* 3, 4: csrc/engine_state_shim.c */
	return EXPECTED(!(ta_compiling | ta_multisorting)) ? 0 : ta_engine_switch_refused();
}

bool ta_unclean_shutdown(void)
{
	return CG(unclean_shutdown) != 0;
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

void ta_string_release(zend_string *s)
{
	zend_string_release(s);
}

void ta_set_prev_frame(zend_execute_data *bottom, zend_execute_data *prev)
{
	bottom->prev_execute_data = prev;
}

/* An internal function outside every function table, used as a shutdown
 * function: it runs before user shutdown functions when registered in RINIT. */
static zend_internal_function ta_shutdown_function;


bool ta_register_internal_shutdown(zif_handler handler)
{
	/* Re-made every request: an interned string made after MINIT is freed
	 * with the request. */
	memset(&ta_shutdown_function, 0, sizeof(ta_shutdown_function));
	ta_shutdown_function.type = ZEND_INTERNAL_FUNCTION;
	ta_shutdown_function.fn_flags = ZEND_ACC_PUBLIC;
	ta_shutdown_function.function_name =
		zend_string_init("Async\\{scheduler shutdown}", sizeof("Async\\{scheduler shutdown}") - 1, 0);
	ta_shutdown_function.handler = handler;

	php_shutdown_function_entry entry;
	memset(&entry, 0, sizeof(entry));
	entry.fci.size = sizeof(zend_fcall_info);
	/* The entry's zval takes the string's one reference: PHP releases it
	 * with the shutdown function list, after our function last runs. */
	ZVAL_STR(&entry.fci.function_name, ta_shutdown_function.function_name);
	entry.fci_cache.function_handler = (zend_function *) &ta_shutdown_function;
	return append_user_shutdown_function(&entry);
}

/* A new exception object of class ce (an Exception or Error subclass) whose
 * message is set; file, line and trace are those of the current frame. */
zend_object *ta_new_exception(zend_class_entry *ce, const char *msg, size_t len)
{
	zval obj, tmp;
	if (object_init_ex(&obj, ce) != SUCCESS) {
		/* Only abstract classes refuse; ours are concrete. Never NULL. */
		object_init_ex(&obj, zend_ce_error);
	}
	zend_class_entry *base = instanceof_function(ce, zend_ce_exception) ? zend_ce_exception : zend_ce_error;
	ZVAL_STRINGL(&tmp, msg, len);
	zend_update_property_ex(base, Z_OBJ(obj), ZSTR_KNOWN(ZEND_STR_MESSAGE), &tmp);
	zval_ptr_dtor(&tmp);
	return Z_OBJ(obj);
}

void ta_obj_addref(zend_object *obj) { GC_ADDREF(obj); }
void ta_obj_release(zend_object *obj) { OBJ_RELEASE(obj); }
uint32_t ta_obj_refcount(zend_object *obj) { return GC_REFCOUNT(obj); }

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

/* The PHP-style argument errors: "f(): Argument #n ($name) must be ...". */
void ta_argument_type_error(uint32_t num, const char *expected, zval *given)
{
	zend_argument_type_error(num, "must be of type %s, %s given", expected, zend_zval_type_name(given));
}

/* Scalar arguments as zpp reads them: the exact type, else the caller's
 * rules (strict_types, or PHP's coercions with their deprecations: a lossy
 * float, null to a non-nullable parameter). On failure the TypeError is
 * zpp's, unless a deprecation handler threw already. */
bool ta_arg_long(zval *arg, uint32_t num, zend_long *out)
{
	if (EXPECTED(Z_TYPE_P(arg) == IS_LONG)) {
		*out = Z_LVAL_P(arg);
		return true;
	}
	if (zend_parse_arg_long_slow(arg, out, num)) {
		return true;
	}
	if (!EG(exception)) {
		zend_argument_type_error(num, "must be of type int, %s given", zend_zval_type_name(arg));
	}
	return false;
}

bool ta_arg_bool(zval *arg, uint32_t num, bool *out)
{
	if (EXPECTED(Z_TYPE_P(arg) == IS_TRUE || Z_TYPE_P(arg) == IS_FALSE)) {
		*out = Z_TYPE_P(arg) == IS_TRUE;
		return true;
	}
	if (zend_parse_arg_bool_slow(arg, out, num)) {
		return true;
	}
	if (!EG(exception)) {
		zend_argument_type_error(num, "must be of type bool, %s given", zend_zval_type_name(arg));
	}
	return false;
}

bool ta_arg_double(zval *arg, uint32_t num, double *out)
{
	if (EXPECTED(Z_TYPE_P(arg) == IS_DOUBLE)) {
		*out = Z_DVAL_P(arg);
		return true;
	}
	if (Z_TYPE_P(arg) == IS_LONG) {
		*out = (double) Z_LVAL_P(arg);
		return true;
	}
	if (zend_parse_arg_double_slow(arg, out, num)) {
		return true;
	}
	if (!EG(exception)) {
		zend_argument_type_error(num, "must be of type float, %s given", zend_zval_type_name(arg));
	}
	return false;
}

void ta_argument_value_error(uint32_t num, const char *msg)
{
	zend_argument_value_error(num, "%s", msg);
}

bool ta_instanceof(zend_object *obj, zend_class_entry *ce)
{
	return instanceof_function(obj->ce, ce);
}

/* The async.hook_* switches (in src/io/mod.rs Family order), kept current
 * by PHP through the entries' on_modify (startup, ini_set, the restore at
 * request end): a hooked call reads a flag instead of looking its INI entry
 * up and parsing it. Parsed as PHP parses its boolean settings (On, yes,
 * true, or a non-zero number). */
#define TA_HOOK_SWITCHES 8
static bool ta_hook_switch[TA_HOOK_SWITCHES];

int ta_on_modify_hook_switch(zend_ini_entry *entry, zend_string *new_value, void *mh_arg1, void *mh_arg2, void *mh_arg3, int stage)
{
	(void) entry;
	(void) mh_arg2;
	(void) mh_arg3;
	(void) stage;
	uintptr_t i = (uintptr_t) mh_arg1;
	if (i < TA_HOOK_SWITCHES) {
		ta_hook_switch[i] = new_value && zend_ini_parse_bool(new_value);
	}
	return SUCCESS;
}

bool ta_hook_switch_on(int i)
{
	return i >= 0 && i < TA_HOOK_SWITCHES && ta_hook_switch[i];
}

/* async.stack_size: PHP's size syntax (262144, 256K, 1M), bounded. A value
 * out of bounds or unreadable is refused with a warning naming the bounds,
 * so the setting in force (and ini_get()) stays what it was, or the
 * default at startup. */
static zend_long ta_stack_size_value = 256 * 1024;

int ta_on_modify_stack_size(zend_ini_entry *entry, zend_string *new_value, void *mh_arg1, void *mh_arg2, void *mh_arg3, int stage)
{
	(void) mh_arg3;
	(void) stage;
	zend_long lo = (zend_long) (uintptr_t) mh_arg1, hi = (zend_long) (uintptr_t) mh_arg2;
	zend_string *err = NULL;
	zend_long v = new_value ? zend_ini_parse_quantity(new_value, &err) : 0;
	if (err || v < lo || v > hi) {
		zend_error(E_WARNING, "Invalid \"%s\" setting: %s (it must be a size from %dK to %dM, as 262144, 256K or 1M)",
			ZSTR_VAL(entry->name), new_value ? ZSTR_VAL(new_value) : "",
			(int) (lo / 1024), (int) (hi / (1024 * 1024)));
		if (err) {
			zend_string_release(err);
		}
		return FAILURE;
	}
	ta_stack_size_value = v;
	return SUCCESS;
}

zend_long ta_stack_size(void)
{
	return ta_stack_size_value;
}

zend_long ta_ini_long(const char *name, size_t len)
{
	return zend_ini_long((char *) name, len, 0);
}

void ta_write(const char *s, size_t len)
{
	PHPWRITE(s, len);
}

/* PHP 8.2's exit() leaves no flag behind: a user opcode handler for ZEND_EXIT
 * records it (chained to any handler installed before ours). */
static user_opcode_handler_t ta_prev_exit_handler;
static bool ta_exit_seen;

static int ta_exit_handler(zend_execute_data *execute_data)
{
	ta_exit_seen = true;
	return ta_prev_exit_handler ? ta_prev_exit_handler(execute_data) : ZEND_USER_OPCODE_DISPATCH;
}

void ta_install_exit_hook(void)
{
	ta_prev_exit_handler = zend_get_user_opcode_handler(ZEND_EXIT);
	zend_set_user_opcode_handler(ZEND_EXIT, ta_exit_handler);
}

bool ta_take_exit_seen(void)
{
	bool seen = ta_exit_seen;
	ta_exit_seen = false;
	return seen;
}

/* phpinfo(): this module's INI table, found by name in the registry. */
void ta_display_ini(void)
{
	zend_module_entry *m = zend_hash_str_find_ptr(&module_registry, "true_async", sizeof("true_async") - 1);
	if (m) {
		display_ini_entries(m);
	}
}

/* Fiber interop: a coroutine gets its own zend_fiber_context only when it
 * first starts or resumes a PHP Fiber (the Fiber records its resumer in the
 * current context, so two coroutines must not share one then). Until then
 * coroutines run on the main fiber context and a switch costs PHP's fiber
 * machinery nothing. */
static zif_handler ta_orig_fiber_start, ta_orig_fiber_resume, ta_orig_fiber_throw;
static void (*ta_before_fiber_switch)(void);

static ZEND_NAMED_FUNCTION(ta_fiber_start_hook)
{
	ta_before_fiber_switch();
	ta_orig_fiber_start(INTERNAL_FUNCTION_PARAM_PASSTHRU);
}

static ZEND_NAMED_FUNCTION(ta_fiber_resume_hook)
{
	ta_before_fiber_switch();
	ta_orig_fiber_resume(INTERNAL_FUNCTION_PARAM_PASSTHRU);
}

static ZEND_NAMED_FUNCTION(ta_fiber_throw_hook)
{
	ta_before_fiber_switch();
	ta_orig_fiber_throw(INTERNAL_FUNCTION_PARAM_PASSTHRU);
}

static zend_internal_function *ta_fiber_method(const char *name)
{
	zend_function *f = zend_hash_str_find_ptr(&zend_ce_fiber->function_table, name, strlen(name));
	return f && f->type == ZEND_INTERNAL_FUNCTION ? &f->internal_function : NULL;
}

bool ta_hook_fiber_methods(void (*before)(void))
{
	zend_internal_function *start = ta_fiber_method("start");
	zend_internal_function *resume = ta_fiber_method("resume");
	zend_internal_function *throw_ = ta_fiber_method("throw");
	if (!start || !resume || !throw_) {
		return false;
	}
	ta_before_fiber_switch = before;
	ta_orig_fiber_start = start->handler;
	ta_orig_fiber_resume = resume->handler;
	ta_orig_fiber_throw = throw_->handler;
	start->handler = ta_fiber_start_hook;
	resume->handler = ta_fiber_resume_hook;
	throw_->handler = ta_fiber_throw_hook;
	return true;
}

void ta_unhook_fiber_methods(void)
{
	zend_internal_function *start = ta_fiber_method("start");
	zend_internal_function *resume = ta_fiber_method("resume");
	zend_internal_function *throw_ = ta_fiber_method("throw");
	if (start && ta_orig_fiber_start) start->handler = ta_orig_fiber_start;
	if (resume && ta_orig_fiber_resume) resume->handler = ta_orig_fiber_resume;
	if (throw_ && ta_orig_fiber_throw) throw_->handler = ta_orig_fiber_throw;
}

/* The arguments of the running internal call, without zpp. */
zval *ta_call_args(zend_execute_data *ex, uint32_t *count)
{
	*count = ZEND_CALL_NUM_ARGS(ex);
	return ZEND_CALL_ARG(ex, 1);
}

/* The named arguments a variadic internal function collected (spawn($f,
 * b: 2)), or NULL: the frame owns them. */
HashTable *ta_call_named_args(zend_execute_data *ex)
{
	return (ZEND_CALL_INFO(ex) & ZEND_CALL_HAS_EXTRA_NAMED_PARAMS) ? ex->extra_named_params : NULL;
}

/* Resolves a callable into the engine's call cache, as zpp's "f" does. */
bool ta_resolve_callable(zval *callable, zend_fcall_info_cache *fcc)
{
	return zend_is_callable_ex(callable, NULL, 0, NULL, fcc, NULL);
}

/* Stack overflow inside a coroutine. PHP 8.2 has no stack limit check, so
 * deep recursion through internal callbacks runs into the guard page below a
 * coroutine's stack. A SIGSEGV handler on an alternate stack recognises a
 * fault in the running coroutine's guard page, prints a fatal error the way
 * PHP would and ends the process with PHP's fatal status; any other fault,
 * and a SIGSEGV/SIGBUS some process sent, goes to the previous handler (or
 * the default action: the process dies of it as stock PHP does). Everything
 * here is async-signal-safe: write(2), _exit(2), no allocation. */
#include <signal.h>
#include <unistd.h>

volatile uintptr_t ta_guard_lo, ta_guard_hi;
volatile size_t ta_guard_stack_size;
static struct sigaction ta_prev_segv, ta_prev_bus;
static char ta_altstack[64 * 1024];

static size_t ta_fmt_size(char *buf, size_t n)
{
	char tmp[24];
	size_t len = 0, i;
	do { tmp[len++] = (char) ('0' + n % 10); n /= 10; } while (n && len < sizeof(tmp));
	for (i = 0; i < len; i++) buf[i] = tmp[len - 1 - i];
	return len;
}

static void ta_overflow_handler(int sig, siginfo_t *info, void *uctx)
{
	/* Only a fault the kernel raised (si_code > 0: SEGV_MAPERR, SEGV_ACCERR,
	 * BUS_ADRERR...) has a fault address; a signal sent with kill, sigqueue
	 * or tgkill (si_code <= 0) carries the sender's pid there instead. */
	bool fault = info->si_code > 0;
	uintptr_t addr = (uintptr_t) info->si_addr;
	if (fault && ta_guard_hi && addr >= ta_guard_lo && addr < ta_guard_hi) {
		static const char a[] = "\nFatal error: Maximum call stack size of ";
		static const char b[] = " bytes reached in a coroutine (async.stack_size). Infinite recursion?\n";
		char num[24];
		size_t len = ta_fmt_size(num, ta_guard_stack_size);
		ssize_t r = write(STDOUT_FILENO, a, sizeof(a) - 1);
		r = write(STDOUT_FILENO, num, len);
		r = write(STDOUT_FILENO, b, sizeof(b) - 1);
		(void) r;
		_exit(255);
	}
	struct sigaction *prev = sig == SIGSEGV ? &ta_prev_segv : &ta_prev_bus;
	void (*h)(int) = prev->sa_handler;
	if ((prev->sa_flags & SA_SIGINFO) && prev->sa_sigaction) {
		prev->sa_sigaction(sig, info, uctx);
		return;
	}
	if (!(prev->sa_flags & SA_SIGINFO) && h != SIG_DFL && h != SIG_IGN) {
		h(sig);
		return;
	}
	if (!fault && h == SIG_IGN) {
		return;
	}
	/* The default action, as without this handler: the disposition goes back
	 * for good (an ignored fault is fatal, as the kernel makes it), then a
	 * fault repeats when this returns and a sent signal is sent again (it
	 * stays pending until this handler returns), so the process dies of it
	 * with its core dump. */
	struct sigaction dfl;
	memset(&dfl, 0, sizeof(dfl));
	dfl.sa_handler = SIG_DFL;
	sigemptyset(&dfl.sa_mask);
	sigaction(sig, &dfl, NULL);
	if (!fault) {
		raise(sig);
	}
}

void ta_install_overflow_handler(void)
{
	stack_t ss, old;
	if (sigaltstack(NULL, &old) == 0 && (old.ss_flags & SS_DISABLE)) {
		ss.ss_sp = ta_altstack;
		ss.ss_size = sizeof(ta_altstack);
		ss.ss_flags = 0;
		sigaltstack(&ss, NULL);
	}
	struct sigaction sa;
	memset(&sa, 0, sizeof(sa));
	sa.sa_sigaction = ta_overflow_handler;
	sa.sa_flags = SA_SIGINFO | SA_ONSTACK;
	sigemptyset(&sa.sa_mask);
	sigaction(SIGSEGV, &sa, &ta_prev_segv);
	sigaction(SIGBUS, &sa, &ta_prev_bus);
}

void ta_uninstall_overflow_handler(void)
{
	sigaction(SIGSEGV, &ta_prev_segv, NULL);
	sigaction(SIGBUS, &ta_prev_bus, NULL);
}

/* The INI error_reporting (what @ does not change), as PHP's Fiber starts
 * with; cached entry lookup like the VM's BEGIN_SILENCE does. */
zend_long ta_error_reporting_ini(void)
{
	zend_ini_entry *e = EG(error_reporting_ini_entry);
	if (!e) {
		zval *zv = zend_hash_find_known_hash(EG(ini_directives), ZSTR_KNOWN(ZEND_STR_ERROR_REPORTING));
		if (zv) {
			e = EG(error_reporting_ini_entry) = (zend_ini_entry *) Z_PTR_P(zv);
		}
	}
	if (!e || !e->value) {
		return E_ALL;
	}
	return ZEND_STRTOL(ZSTR_VAL(e->value), NULL, 10);
}

/* Async\CompositeException keeps its exceptions in a private array property
 * of its own class; these read and append with that class as scope. */
#define TA_COMPOSITE_PROP "exceptions"

void ta_composite_add(zend_object *composite, zend_object *ex)
{
	zval rv, arr, item;
	zval *cur = zend_read_property(composite->ce, composite, TA_COMPOSITE_PROP,
		sizeof(TA_COMPOSITE_PROP) - 1, 1, &rv);
	if (Z_TYPE_P(cur) == IS_ARRAY) {
		ZVAL_ARR(&arr, zend_array_dup(Z_ARR_P(cur)));
	} else {
		array_init(&arr);
	}
	ZVAL_OBJ_COPY(&item, ex);
	zend_hash_next_index_insert(Z_ARR(arr), &item);
	zend_update_property(composite->ce, composite, TA_COMPOSITE_PROP,
		sizeof(TA_COMPOSITE_PROP) - 1, &arr);
	zval_ptr_dtor(&arr);
}

void ta_composite_list(zend_object *composite, zval *out)
{
	zval rv;
	zval *cur = zend_read_property(composite->ce, composite, TA_COMPOSITE_PROP,
		sizeof(TA_COMPOSITE_PROP) - 1, 1, &rv);
	if (Z_TYPE_P(cur) == IS_ARRAY) {
		ZVAL_COPY(out, cur);
	} else {
		array_init(out);
	}
}

/* A warning naming an exception that cannot be thrown anywhere (a finally
 * handler's, when the coroutine already failed): class and message. */
void ta_warn_exception(zend_object *ex, const char *context)
{
	zval rv;
	zend_class_entry *base = instanceof_function(ex->ce, zend_ce_exception) ? zend_ce_exception : zend_ce_error;
	zval *msg = zend_read_property_ex(base, ex, ZSTR_KNOWN(ZEND_STR_MESSAGE), 1, &rv);
	zend_error(E_WARNING, "%s: %s: %s", context, ZSTR_VAL(ex->ce->name),
		Z_TYPE_P(msg) == IS_STRING ? Z_STRVAL_P(msg) : "");
}

/* A coroutine's failure that nobody can handle any more, reported as PHP
 * reports an uncaught exception (E_ERROR, exit status 255) but without the
 * bailout, and naming the coroutine. The exception's __toString() may be
 * user code: switching is blocked while it runs. */
void ta_report_uncaught(zend_object *ex, const char *where)
{
	zend_object *pending = EG(exception);
	EG(exception) = NULL;
	zend_fiber_switch_block();
	zval tmp;
	ZVAL_UNDEF(&tmp);
	zend_call_known_instance_method_with_0_params(ex->ce->__tostring, ex, &tmp);
	if (EG(exception)) {
		zend_clear_exception();
	}
	zend_fiber_switch_unblock();
	zend_class_entry *base = instanceof_function(ex->ce, zend_ce_exception) ? zend_ce_exception : zend_ce_error;
	zval rv_file, rv_line;
	zval *file = zend_read_property_ex(base, ex, ZSTR_KNOWN(ZEND_STR_FILE), 1, &rv_file);
	zval *line = zend_read_property_ex(base, ex, ZSTR_KNOWN(ZEND_STR_LINE), 1, &rv_line);
	zend_string *file_str = Z_TYPE_P(file) == IS_STRING && Z_STRLEN_P(file) > 0 ? Z_STR_P(file) : NULL;
	uint32_t line_no = Z_TYPE_P(line) == IS_LONG ? (uint32_t) Z_LVAL_P(line) : 0;
	if (Z_TYPE(tmp) == IS_STRING) {
		zend_error_at(E_ERROR | E_DONT_BAIL, file_str, line_no, "Uncaught %s\n  thrown in %s", Z_STRVAL(tmp), where);
	} else {
		zend_error_at(E_ERROR | E_DONT_BAIL, file_str, line_no, "Uncaught %s\n  thrown in %s", ZSTR_VAL(ex->ce->name), where);
	}
	zval_ptr_dtor(&tmp);
	EG(exception) = pending;
}

void ta_set_exit_status(int status) { EG(exit_status) = status; }

/* ---- Output isolation (S11a) ----
 * Each coroutine has its own output-handler stack: OG(handlers), OG(active)
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

/* ---- Destructor walk at shutdown (S11b) ----
 * Before PHP's own zend_call_destructors (which blocks switching inside
 * every destructor it calls), the extension calls pending user destructors
 * itself, inside a coroutine, so they may await. Order as PHP's: objects
 * that only a global variable holds (the symbol table backwards), then the
 * object store by handle. Every object's destructor runs once: it is
 * flagged before the call, and PHP's pass skips flagged objects later. A
 * walker that suspends inside a destructor leaves the rest to another
 * walker (the scheduler spawns one); they share this cursor. */
static int ta_walk_phase = 2;
static uint32_t ta_walk_sym = 0;
static uint32_t ta_walk_obj = 1;

static bool ta_walk_pending(zend_object *obj)
{
	/* A private or protected destructor is PHP's own pass's: it ignores
	 * the call with its warning. */
	return obj->ce->type == ZEND_USER_CLASS && obj->ce->destructor
		&& (obj->ce->destructor->common.fn_flags & ZEND_ACC_PUBLIC)
		&& obj->handlers->dtor_obj == zend_objects_destroy_object
		&& !(OBJ_FLAGS(obj) & IS_OBJ_DESTRUCTOR_CALLED);
}

void ta_destructor_walk_reset(void)
{
	ta_walk_phase = 0;
	ta_walk_sym = EG(symbol_table).nNumUsed;
	ta_walk_obj = 1;
}

/* The next object whose destructor is due, without taking it. */
static zend_object *ta_walk_peek(void)
{
	if (ta_walk_phase == 0) {
		HashTable *ht = &EG(symbol_table);
		if (ta_walk_sym > ht->nNumUsed) {
			ta_walk_sym = ht->nNumUsed;
		}
		while (ta_walk_sym > 0) {
			zval *zv = &ht->arData[ta_walk_sym - 1].val;
			if (Z_TYPE_P(zv) == IS_INDIRECT) {
				zv = Z_INDIRECT_P(zv);
			}
			if (Z_TYPE_P(zv) == IS_OBJECT && Z_REFCOUNT_P(zv) == 1 && ta_walk_pending(Z_OBJ_P(zv))) {
				return Z_OBJ_P(zv);
			}
			ta_walk_sym--;
		}
		ta_walk_phase = 1;
	}
	if (ta_walk_phase == 1) {
		while (ta_walk_obj < EG(objects_store).top) {
			zend_object *obj = EG(objects_store).object_buckets[ta_walk_obj];
			if (IS_OBJ_VALID(obj) && ta_walk_pending(obj)) {
				return obj;
			}
			ta_walk_obj++;
		}
		ta_walk_phase = 2;
	}
	return NULL;
}

bool ta_destructor_walk_has_more(void)
{
	return ta_walk_phase != 2 && ta_walk_peek() != NULL;
}

/* A walker's body (run inside zend_try): calls due destructors until none
 * is left. An exception a destructor lets escape ends the destructor pass
 * as in PHP: reported as an uncaught exception (E_ERROR, exit status 255),
 * no other destructor starts (PHP's own pass included: every object is
 * marked destructed); destructors already suspended finish. */
void ta_destructor_walk(void *unused)
{
	(void)unused;
	zend_object *obj;
	while (ta_walk_phase != 2 && (obj = ta_walk_peek()) != NULL) {
		GC_ADD_FLAGS(obj, IS_OBJ_DESTRUCTOR_CALLED);
		GC_ADDREF(obj);
		zend_call_known_instance_method_with_0_params(obj->ce->destructor, obj, NULL);
		if (EG(exception)) {
			zend_object *ex = EG(exception);
			GC_ADDREF(ex);
			zend_clear_exception();
			if (!zend_is_unwind_exit(ex) && !zend_is_graceful_exit(ex)) {
				ta_walk_phase = 2;
				zend_objects_store_mark_destructed(&EG(objects_store));
				/* Takes the reference added above; the exception's
				 * __toString() runs with switching blocked. */
				zend_fiber_switch_block();
				zend_exception_error(ex, E_ERROR);
				zend_fiber_switch_unblock();
			} else {
				OBJ_RELEASE(ex);
			}
		}
		OBJ_RELEASE(obj);
	}
}

/* ---- Function hooks (io/) ----
 * Swaps the handler of an internal function; the previous one is returned
 * through `old` for calls outside coroutines and for restoring at MSHUTDOWN. */
bool ta_swap_handler(const char *name, zif_handler handler, zif_handler *old)
{
	zend_function *fn = zend_hash_str_find_ptr(CG(function_table), name, strlen(name));
	if (!fn || fn->type != ZEND_INTERNAL_FUNCTION) {
		return false;
	}
	*old = fn->internal_function.handler;
	fn->internal_function.handler = handler;
	return true;
}

void ta_warning(const char *msg) { zend_error(E_WARNING, "%s", msg); }

void ta_output_write(const char *buf, size_t len) { php_output_write(buf, len); }

/* The running internal function's name, for messages ("fread"...). */
const char *ta_active_function_name(void)
{
	return EG(current_execute_data) ? get_active_function_name() : NULL;
}
