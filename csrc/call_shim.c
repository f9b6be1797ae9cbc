/*
 * Calling into PHP from Rust, and PHP calling back through our handlers.
 * Callers: src/engine/callable.rs (ta_call_in_try, ta_resolve_callable),
 * src/engine/destructors.rs (ta_run_in_try), src/engine/api.rs
 * (ta_bailout), src/io/mod.rs (ta_swap_handler).
 *
 * zend_try is a setjmp macro: the jmp_buf must live in a C frame, with no
 * Rust frame between it and the PHP frames that may longjmp to it.
 */
#include "php.h"
#include "zend_closures.h"
#include "zend_exceptions.h"
#include "zend_observer.h"

static bool ta_is_closure(zval *zv)
{
	return Z_TYPE_P(zv) == IS_OBJECT && Z_OBJCE_P(zv) == zend_ce_closure;
}

/* A Closure's call cache, from its get_closure handler, as
 * zend_is_callable_ex fills it; false if zv is no Closure. */
static bool ta_closure_cache(zval *zv, zend_fcall_info_cache *fcc)
{
	if (!ta_is_closure(zv)) {
		return false;
	}
	zend_object *closure = Z_OBJ_P(zv);
	if (closure->handlers->get_closure(closure, &fcc->calling_scope,
			&fcc->function_handler, &fcc->object, 1) != SUCCESS) {
		return false;
	}
	fcc->called_scope = fcc->calling_scope;
	return true;
}

/* Runs the callable inside zend_try. Returns 1 if the engine bailed out (fatal
 * error), 0 otherwise; an exception, if any, is left in EG(exception). No Rust
 * frame sits between the jmp_buf and the PHP frames that may longjmp.
 * fcc NULL: fci's callable is a Closure (ta_resolve_callable said 2), whose
 * cache its get_closure handler gives, as zend_is_callable_ex would.
 * One frame for both (on every coroutine body's call): fci and cache are
 * set before the setjmp and never written after it, and `bailed`, the only
 * variable written between setjmp and longjmp, is volatile, so no value
 * read after a longjmp can be stale. GCC's -Wclobbered still names the
 * argument fcc (kept in a register across the setjmp), though nothing
 * reads it after a longjmp: a false positive, silenced for this function. */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wclobbered"
int ta_call_in_try(zend_fcall_info *fci, zend_fcall_info_cache *fcc)
{
	zend_fcall_info_cache from_closure;
	zend_fcall_info_cache *const cache = fcc ? fcc
		: ta_closure_cache(&fci->function_name, &from_closure) ? &from_closure : NULL;
	volatile int bailed = 0;
	zend_try {
		zend_call_function(fci, cache);
	} zend_catch {
		bailed = 1;
	} zend_end_try();
	return bailed;
}
#pragma GCC diagnostic pop

/* A Closure called with positional arguments only (the usual coroutine
 * body, a finally callback): its frame is pushed and run here, as
 * zend_call_function does for a user function, without the general path's
 * steps that cannot apply (resolving a callable, named arguments, a
 * trampoline, an internal function). Measured with callgrind on
 * await(spawn(fn() => 1)): about 100 instructions less per coroutine.
 * Anything else (an internal or deprecated function, an argument the
 * function takes by reference, a pending exception) takes
 * zend_call_function, which gives the same results in those cases.
 * Returns false when this path does not apply. */
static bool ta_call_closure_direct(zend_object *closure, zval *retval, zval *args, uint32_t argc)
{
	zend_class_entry *called_scope;
	zend_function *func;
	zend_object *this_obj;
	if (closure->handlers->get_closure(closure, &called_scope, &func, &this_obj, 1) != SUCCESS
			|| func->type != ZEND_USER_FUNCTION
			|| (func->common.fn_flags & (ZEND_ACC_DEPRECATED | ZEND_ACC_CALL_VIA_TRAMPOLINE))
			|| EG(exception) || !EG(active)) {
		return false;
	}
	for (uint32_t i = 0; i < argc; i++) {
		if (ARG_SHOULD_BE_SENT_BY_REF(func, i + 1)) {
			return false;
		}
	}
	uint32_t call_info = ZEND_CALL_TOP_FUNCTION | ZEND_CALL_DYNAMIC | ZEND_CALL_CLOSURE;
	if (func->common.fn_flags & ZEND_ACC_FAKE_CLOSURE) {
		call_info |= ZEND_CALL_FAKE_CLOSURE;
	}
	void *object_or_called_scope = called_scope;
	if (this_obj && !(func->common.fn_flags & ZEND_ACC_STATIC)) {
		call_info |= ZEND_CALL_HAS_THIS;
		object_or_called_scope = this_obj;
	}
	ZVAL_UNDEF(retval);
	zend_execute_data *call = zend_vm_stack_push_call_frame(call_info, func, argc, object_or_called_scope);
	for (uint32_t i = 0; i < argc; i++) {
		ZVAL_COPY(ZEND_CALL_ARG(call, i + 1), &args[i]);
	}
	/* The frame's reference to the closure, released when it returns. */
	GC_ADDREF(closure);
	zend_class_entry *orig_fake_scope = EG(fake_scope);
	EG(fake_scope) = NULL;
	uint32_t orig_jit_trace_num = EG(jit_trace_num);
	zend_init_func_execute_data(call, &func->op_array, retval);
	ZEND_OBSERVER_FCALL_BEGIN(call);
	zend_execute_ex(call);
	EG(jit_trace_num) = orig_jit_trace_num;
	EG(fake_scope) = orig_fake_scope;
	if (UNEXPECTED(EG(exception))) {
		if (!EG(current_execute_data)) {
			zend_throw_exception_internal(NULL);
		} else if (EG(current_execute_data)->func
				&& ZEND_USER_CODE(EG(current_execute_data)->func->common.type)) {
			zend_rethrow_exception(EG(current_execute_data));
		}
	}
	return true;
}

/* `closure(args...)` inside zend_try, through the direct path above when it
 * applies, else zend_call_function. Returns 1 if the engine bailed out, as
 * ta_call_in_try. The setjmp rules are the same: every value read after a
 * longjmp was set before the setjmp, and `bailed` is volatile. */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wclobbered"
int ta_call_closure_in_try(zval *closure, zval *retval, zval *args, uint32_t argc)
{
	volatile int bailed = 0;
	zend_try {
		if (!ta_is_closure(closure)
				|| !ta_call_closure_direct(Z_OBJ_P(closure), retval, args, argc)) {
			zend_fcall_info fci = {
				.size = sizeof(zend_fcall_info),
				.function_name = *closure,
				.retval = retval,
				.params = args,
				.object = NULL,
				.param_count = argc,
				.named_params = NULL,
			};
			zend_fcall_info_cache cache;
			zend_call_function(&fci, ta_closure_cache(closure, &cache) ? &cache : NULL);
		}
	} zend_catch {
		bailed = 1;
	} zend_end_try();
	return bailed;
}
#pragma GCC diagnostic pop

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

/* Resolves a callable into the engine's call cache, as zpp's "f" does:
 * 1, or 0 if it is not callable. A Closure is always callable and its
 * cache depends on the closure alone: 2, fcc untouched (ta_call_in_try
 * takes the cache from it at the call, cheaper than resolving it here). */
int ta_resolve_callable(zval *callable, zend_fcall_info_cache *fcc)
{
	if (ta_is_closure(callable)) {
		return 2;
	}
	return zend_is_callable_ex(callable, NULL, 0, NULL, fcc, NULL) ? 1 : 0;
}

/* Swaps the handler of an internal function; the previous one is returned
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

/* The same for a method of an internal class (lower-case names): a method
 * ext-php-rs wraps (argument parsing, zend_try and a panic guard on every
 * call) gets a plain handler where the call is hot, or another extension's
 * method gets a hook that calls the original. */
/* A method of an internal class by lower-case names, or NULL. */
static zend_function *ta_internal_method(const char *class_lc, const char *method_lc)
{
	zend_class_entry *ce = zend_hash_str_find_ptr(CG(class_table), class_lc, strlen(class_lc));
	if (!ce || ce->type != ZEND_INTERNAL_CLASS) {
		return NULL;
	}
	zend_function *fn = zend_hash_str_find_ptr(&ce->function_table, method_lc, strlen(method_lc));
	return fn && fn->type == ZEND_INTERNAL_FUNCTION ? fn : NULL;
}

bool ta_swap_method_handler(const char *class_lc, const char *method_lc, zif_handler handler, zif_handler *old)
{
	zend_function *fn = ta_internal_method(class_lc, method_lc);
	if (!fn) {
		return false;
	}
	*old = fn->internal_function.handler;
	fn->internal_function.handler = handler;
	return true;
}

/* The declared type of an internal method's argument (0-based `idx`), as
 * reflection shows it: for parameters ext-php-rs takes untyped so that
 * they are read as zpp reads them (src/php/args.rs). `mask`: MAY_BE_*
 * bits. The engine does not check internal functions' argument types, so
 * this changes what reflection says and nothing else. `default_value`:
 * the PHP text reflection shows as the default (static), or NULL to keep. */
bool ta_set_arg_type(const char *class_lc, const char *method_lc, uint32_t idx, uint32_t mask, const char *default_value)
{
	zend_function *fn = ta_internal_method(class_lc, method_lc);
	if (!fn || idx >= fn->common.num_args || !fn->common.arg_info) {
		return false;
	}
	zend_internal_arg_info *info = &fn->internal_function.arg_info[idx];
	info->type = (zend_type) ZEND_TYPE_INIT_MASK(mask);
	if (default_value) {
		info->default_value = default_value;
	}
	return true;
}
