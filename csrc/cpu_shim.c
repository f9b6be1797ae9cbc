/*
 * Async\CpuSnapshot, a plain PHP class with readonly int properties: the
 * engine's own handlers then give PHP's exact errors for a write, a
 * dynamic property, clone, serialize and `new` (private constructor).
 * Registered at MINIT and filled from src/engine/host.rs (ta_cpu_capture).
 */
#include "php.h"
#include "zend_exceptions.h"
#include "zend_interfaces.h"

/* Rust side: the six counters of one snapshot, in declaration order. */
extern void ta_cpu_capture(int64_t out[6]);

static zend_class_entry *ta_cpu_snapshot_ce;
static zend_object_handlers ta_cpu_snapshot_handlers;

static const char *const ta_cpu_props[6] = {
	"wallNs", "processUserNs", "processSystemNs", "systemIdleNs", "systemBusyNs", "cpuCount",
};

static zend_object *ta_cpu_snapshot_create(zend_class_entry *ce)
{
	zend_object *obj = zend_objects_new(ce);
	object_properties_init(obj, ce);
	obj->handlers = &ta_cpu_snapshot_handlers;
	return obj;
}

static ZEND_NAMED_FUNCTION(ta_cpu_snapshot_construct)
{
	ZEND_PARSE_PARAMETERS_NONE();
}

static ZEND_NAMED_FUNCTION(ta_cpu_snapshot_now)
{
	ZEND_PARSE_PARAMETERS_NONE();
	int64_t v[6];
	ta_cpu_capture(v);
	object_init_ex(return_value, ta_cpu_snapshot_ce);
	for (int i = 0; i < 6; i++) {
		/* The class scope may initialise its readonly properties. */
		zend_update_property_long(ta_cpu_snapshot_ce, Z_OBJ_P(return_value), ta_cpu_props[i],
			strlen(ta_cpu_props[i]), (zend_long) v[i]);
	}
}

ZEND_BEGIN_ARG_INFO_EX(ta_arginfo_cpu_construct, 0, 0, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_OBJ_INFO_EX(ta_arginfo_cpu_now, 0, 0, Async\\CpuSnapshot, 0)
ZEND_END_ARG_INFO()

static const zend_function_entry ta_cpu_snapshot_methods[] = {
	ZEND_RAW_FENTRY("__construct", ta_cpu_snapshot_construct, ta_arginfo_cpu_construct, ZEND_ACC_PRIVATE)
	ZEND_RAW_FENTRY("now", ta_cpu_snapshot_now, ta_arginfo_cpu_now, ZEND_ACC_PUBLIC | ZEND_ACC_STATIC)
	ZEND_FE_END
};

bool ta_cpu_snapshot_register(void)
{
	zend_class_entry ce;
	INIT_CLASS_ENTRY(ce, "Async\\CpuSnapshot", ta_cpu_snapshot_methods);
	ta_cpu_snapshot_ce = zend_register_internal_class_ex(&ce, NULL);
	if (!ta_cpu_snapshot_ce) {
		return false;
	}
	ta_cpu_snapshot_ce->ce_flags |= ZEND_ACC_FINAL | ZEND_ACC_NO_DYNAMIC_PROPERTIES | ZEND_ACC_NOT_SERIALIZABLE;
	ta_cpu_snapshot_ce->create_object = ta_cpu_snapshot_create;
	memcpy(&ta_cpu_snapshot_handlers, zend_get_std_object_handlers(), sizeof(zend_object_handlers));
	ta_cpu_snapshot_handlers.clone_obj = NULL;
	for (int i = 0; i < 6; i++) {
		zval undef;
		ZVAL_UNDEF(&undef);
		zend_string *name = zend_string_init_interned(ta_cpu_props[i], strlen(ta_cpu_props[i]), 1);
		zend_declare_typed_property(ta_cpu_snapshot_ce, name, &undef, ZEND_ACC_PUBLIC | ZEND_ACC_READONLY,
			NULL, (zend_type) ZEND_TYPE_INIT_CODE(IS_LONG, 0, 0));
		zend_string_release(name);
	}
	return true;
}
