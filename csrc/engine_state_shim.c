/*
 * Engine and ext/standard state that PHP keeps in globals across a user
 * callback, and that must therefore follow the coroutine which set it
 * (the audit is in src/engine/engine_state.rs). The field layouts come
 * from PHP's own headers here; Rust only holds an opaque pointer.
 *
 * Outside such a callback every one of these globals has its empty value
 * (PHP restores it in LIFO order), so a switch only has to move state when
 * one is not empty: the leaving coroutine's values go to a small block it
 * keeps while suspended, the globals get their empty values back, and the
 * coroutine's next entry puts them back.
 */
#include "php.h"
#include "zend_exceptions.h"
#include "ext/standard/basic_functions.h"

typedef struct {
	/* ext/standard array.c: the comparator of the running usort family
	 * call (PHP_ARRAY_CMP_FUNC_BACKUP/RESTORE keep the outer one on the C
	 * stack). */
	zend_fcall_info compare_fci;
	zend_fcall_info_cache compare_fcc;
	/* ext/standard var.c: (un)serialize's shared var hash and the lock
	 * taken around __serialize/__sleep/__wakeup/autoload calls. */
	unsigned serialize_lock;
	struct php_serialize_data *serialize_data;
	unsigned serialize_level;
	struct php_unserialize_data *unserialize_data;
	unsigned unserialize_level;
	/* zend_replace_error_handling (EH_THROW in SPL, PDO... constructors). */
	zend_error_handling_t error_handling;
	zend_class_entry *exception_class;
	/* zend_lookup_class_ex around the autoloader. */
	zend_string *filename_override;
	zend_long lineno_override;
	zend_object *prev_exception;
	HashTable *in_autoload;
} ta_engine_state;

static zend_always_inline bool ta_in_autoload(void)
{
	return EG(in_autoload) && zend_hash_num_elements(EG(in_autoload)) != 0;
}

static void *ta_engine_state_leave_held(void);

/* A coroutine leaves: NULL when all of it is empty (the common case: a
 * handful of loads and one branch), else its state in a new block, the
 * globals emptied for whoever runs next. The block is made out of line, so
 * the common case saves and restores no register. */
__attribute__((visibility("hidden"))) void *ta_engine_state_leave(void)
{
	/* EG(exception_class) is only set with EH_THROW (zend_replace_error_handling
	 * asserts it), EG(lineno_override) only with EG(filename_override). */
	if (EXPECTED(!(BG(user_compare_fci).size | BG(serialize_lock) | BG(serialize).level
			| BG(unserialize).level | (unsigned) EG(error_handling)
			| (uintptr_t) EG(filename_override) | (uintptr_t) EG(prev_exception)))
			&& !ta_in_autoload()) {
		return NULL;
	}
	return ta_engine_state_leave_held();
}

static __attribute__((noinline)) void *ta_engine_state_leave_held(void)
{
	ta_engine_state *s = emalloc(sizeof(*s));
	s->compare_fci = BG(user_compare_fci);
	s->compare_fcc = BG(user_compare_fci_cache);
	BG(user_compare_fci) = empty_fcall_info;
	BG(user_compare_fci_cache) = empty_fcall_info_cache;

	s->serialize_lock = BG(serialize_lock);
	s->serialize_data = BG(serialize).data;
	s->serialize_level = BG(serialize).level;
	s->unserialize_data = BG(unserialize).data;
	s->unserialize_level = BG(unserialize).level;
	BG(serialize_lock) = 0;
	BG(serialize).data = NULL;
	BG(serialize).level = 0;
	BG(unserialize).data = NULL;
	BG(unserialize).level = 0;

	s->error_handling = EG(error_handling);
	s->exception_class = EG(exception_class);
	EG(error_handling) = EH_NORMAL;
	EG(exception_class) = NULL;

	s->filename_override = EG(filename_override);
	s->lineno_override = EG(lineno_override);
	s->prev_exception = EG(prev_exception);
	EG(filename_override) = NULL;
	EG(lineno_override) = -1;
	EG(prev_exception) = NULL;

	/* The names this coroutine is autoloading: others must not find them
	 * marked (they would get "Class not found"); the next one to autoload
	 * makes a table of its own. An empty table stays for the next one. */
	if (ta_in_autoload()) {
		s->in_autoload = EG(in_autoload);
		EG(in_autoload) = NULL;
	} else {
		s->in_autoload = NULL;
	}
	return s;
}

/* The coroutine that left with `held` enters again. */
__attribute__((visibility("hidden"))) void ta_engine_state_enter(void *held)
{
	ta_engine_state *s = held;
	BG(user_compare_fci) = s->compare_fci;
	BG(user_compare_fci_cache) = s->compare_fcc;
	BG(serialize_lock) = s->serialize_lock;
	BG(serialize).data = s->serialize_data;
	BG(serialize).level = s->serialize_level;
	BG(unserialize).data = s->unserialize_data;
	BG(unserialize).level = s->unserialize_level;
	EG(error_handling) = s->error_handling;
	EG(exception_class) = s->exception_class;
	EG(filename_override) = s->filename_override;
	EG(lineno_override) = s->lineno_override;
	EG(prev_exception) = s->prev_exception;
	if (s->in_autoload) {
		/* What is there now is empty: a non-empty table always leaves
		 * with its coroutine. */
		if (EG(in_autoload)) {
			zend_hash_destroy(EG(in_autoload));
			FREE_HASHTABLE(EG(in_autoload));
		}
		EG(in_autoload) = s->in_autoload;
	}
	efree(s);
}

/* ---- Compilation does not suspend ----
 * include/require mark a file in EG(included_files) before the compiler
 * reads it, and the compiler's globals describe one file at a time: a
 * coroutine suspended inside zend_compile_file would let others see a
 * marked file whose functions and classes do not exist yet. While a file
 * compiles, switching is refused: hooked reads take PHP's own blocking
 * path, an explicit suspension (from an error handler run at compile
 * time) gets an exception. Installed at MINIT, so OPcache (whose startup
 * runs later) calls this one for what it compiles. */
static zend_op_array *(*ta_orig_compile_file)(zend_file_handle *file_handle, int type);
/* Read in place on every suspension (switch_refused in
 * src/sys/shim/fiber.rs, and ta_switch_refused in csrc/fiber_shim.c):
 * hidden, so that costs one PC-relative load each. */
__attribute__((visibility("hidden"))) uint32_t ta_compiling;
/* The sum of every reason below to refuse a switch (compiling, inside
 * array_multisort, inside a function run on the main stack), so that the
 * test on each suspension is one load; the reasons are told apart only
 * when a switch is refused. */
__attribute__((visibility("hidden"))) uint32_t ta_switch_holds;

/* Runs `call` with ta_compiling raised, lowering it again on a bailout. */
#define TA_COMPILING(call) do { \
		ta_compiling++; \
		ta_switch_holds++; \
		zend_try { \
			op_array = (call); \
		} zend_catch { \
			ta_compiling--; \
			ta_switch_holds--; \
			zend_bailout(); \
		} zend_end_try(); \
		ta_compiling--; \
		ta_switch_holds--; \
	} while (0)

static zend_op_array *ta_compile_file(zend_file_handle *file_handle, int type)
{
	zend_op_array *volatile op_array = NULL;
	TA_COMPILING(ta_orig_compile_file(file_handle, type));
	return op_array;
}

/* eval() compiles through here: the same compiler globals, the same rule. */
static zend_op_array *(*ta_orig_compile_string)(zend_string *source, const char *filename, zend_compile_position position);

static zend_op_array *ta_compile_string(zend_string *source, const char *filename, zend_compile_position position)
{
	zend_op_array *volatile op_array = NULL;
	TA_COMPILING(ta_orig_compile_string(source, filename, position));
	return op_array;
}

/* ---- array_multisort does not suspend ----
 * It keeps its sort functions in ARRAYG(multisort_func), which the php
 * binary does not export and which the next array_multisort call frees:
 * a __toString it calls must not let another coroutine in. */
static zif_handler ta_orig_multisort;
__attribute__((visibility("hidden"))) uint32_t ta_multisorting;

static ZEND_NAMED_FUNCTION(ta_multisort)
{
	ta_multisorting++;
	ta_switch_holds++;
	zend_try {
		ta_orig_multisort(INTERNAL_FUNCTION_PARAM_PASSTHRU);
	} zend_catch {
		ta_multisorting--;
		ta_switch_holds--;
		zend_bailout();
	} zend_end_try();
	ta_multisorting--;
	ta_switch_holds--;
}

/* Raised while ZEND_ASYNC_CALL_ON_MAIN_STACK runs its function
 * (csrc/zend_async_main_stack_shim.c). */
extern __attribute__((visibility("hidden"))) uint32_t ta_main_stack_calls;

/* Why no coroutine may switch now (3: a file or eval() compiles, 4: inside
 * array_multisort, 6: inside a function run on the main stack), or 0. */
int ta_engine_switch_refused(void)
{
	if (EXPECTED(!ta_switch_holds)) {
		return 0;
	}
	return ta_compiling ? 3 : ta_multisorting ? 4 : 6;
}

/* ---- Autoload waits for a load in progress ----
 * EG(in_autoload) follows its coroutine (above), so a coroutine that needs
 * a class another one is autoloading reaches the autoloader; there it
 * waits for that load (Rust side, src/engine/class_load.rs) and takes the
 * class from the class table. */
enum { TA_LOAD_GO = 0, TA_LOAD_OWNER = 1, TA_LOAD_WAITED = 2, TA_LOAD_FAILED = 3, TA_LOAD_BAILOUT = 4 };
extern int ta_class_load_begin(const char *lc_name, size_t len);
extern void ta_class_load_end(const char *lc_name, size_t len);

static zend_class_entry *(*ta_orig_autoload)(zend_string *name, zend_string *lc_name);

static zend_class_entry *ta_loaded_class(zend_string *lc_name)
{
	zend_class_entry *ce = zend_hash_find_ptr(EG(class_table), lc_name);
	return ce && (ce->ce_flags & ZEND_ACC_LINKED) ? ce : NULL;
}

static zend_class_entry *ta_autoload(zend_string *name, zend_string *lc_name)
{
	int rc;
	/* A load that ended without the class (it failed, or its coroutine was
	 * cancelled) makes this one load it, as PHP would have without the
	 * other coroutine: wait for the next load in progress, or run it. */
	while ((rc = ta_class_load_begin(ZSTR_VAL(lc_name), ZSTR_LEN(lc_name))) == TA_LOAD_WAITED) {
		zend_class_entry *ce = ta_loaded_class(lc_name);
		if (ce) {
			return ce;
		}
	}
	if (rc == TA_LOAD_FAILED) {
		return NULL;
	}
	if (rc == TA_LOAD_BAILOUT) {
		zend_bailout();
	}
	if (rc != TA_LOAD_OWNER) {
		return ta_orig_autoload(name, lc_name);
	}
	zend_class_entry *volatile ce = NULL;
	zend_try {
		ce = ta_orig_autoload(name, lc_name);
	} zend_catch {
		ta_class_load_end(ZSTR_VAL(lc_name), ZSTR_LEN(lc_name));
		zend_bailout();
	} zend_end_try();
	ta_class_load_end(ZSTR_VAL(lc_name), ZSTR_LEN(lc_name));
	return ce;
}

/* MINIT (SPL, a built-in extension, has set zend_autoload by now). */
void ta_engine_hooks_install(void)
{
	if (zend_compile_file != ta_compile_file) {
		ta_orig_compile_file = zend_compile_file;
		zend_compile_file = ta_compile_file;
	}
	if (zend_compile_string != ta_compile_string) {
		ta_orig_compile_string = zend_compile_string;
		zend_compile_string = ta_compile_string;
	}
	if (zend_autoload && zend_autoload != ta_autoload) {
		ta_orig_autoload = zend_autoload;
		zend_autoload = ta_autoload;
	}
	zend_function *fn = zend_hash_str_find_ptr(CG(function_table), "array_multisort", sizeof("array_multisort") - 1);
	if (fn && fn->type == ZEND_INTERNAL_FUNCTION && fn->internal_function.handler != ta_multisort) {
		ta_orig_multisort = fn->internal_function.handler;
		fn->internal_function.handler = ta_multisort;
	}
}

/* MSHUTDOWN: ours come out where they are still the outermost (OPcache
 * restores what it wrapped, ours, at its own shutdown; nothing compiles
 * after that). */
void ta_engine_hooks_uninstall(void)
{
	if (zend_compile_file == ta_compile_file) {
		zend_compile_file = ta_orig_compile_file;
	}
	if (zend_compile_string == ta_compile_string) {
		zend_compile_string = ta_orig_compile_string;
	}
	if (zend_autoload == ta_autoload) {
		zend_autoload = ta_orig_autoload;
	}
	zend_function *fn = zend_hash_str_find_ptr(CG(function_table), "array_multisort", sizeof("array_multisort") - 1);
	if (fn && fn->type == ZEND_INTERNAL_FUNCTION && fn->internal_function.handler == ta_multisort) {
		fn->internal_function.handler = ta_orig_multisort;
	}
	ta_orig_multisort = NULL;
}
