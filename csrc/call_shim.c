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
