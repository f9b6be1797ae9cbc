/*
 * INI settings: this extension's own (their on_modify handlers and
 * phpinfo()), and PHP's that a coroutine reads. Callers: src/module/ini.rs
 * (ta_on_modify_*, ta_stack_size), src/io/mod.rs (ta_hook_switch_on),
 * src/engine/request.rs (ta_error_reporting_ini, ta_ini_long,
 * ta_display_ini).
 */
#include "php.h"
#include "ext/standard/info.h"

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

/* Whether an extension (Xdebug, a profiler) replaced zend_execute_ex: then
 * every PHP call recurses on the C stack instead of staying in one VM loop,
 * and a coroutine's stack must hold a C frame per PHP frame. */
bool ta_execute_ex_replaced(void)
{
	return zend_execute_ex != execute_ex;
}

zend_long ta_stack_size(void)
{
	return ta_stack_size_value;
}

zend_long ta_ini_long(const char *name, size_t len)
{
	return zend_ini_long((char *) name, len, 0);
}

/* phpinfo(): this module's INI table, found by name in the registry. */
void ta_display_ini(void)
{
	zend_module_entry *m = zend_hash_str_find_ptr(&module_registry, "true_async", sizeof("true_async") - 1);
	if (m) {
		display_ini_entries(m);
	}
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
