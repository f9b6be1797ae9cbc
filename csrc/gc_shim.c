/*
 * The cycle collector's buffer helpers (static inline in zend_gc.h): what
 * the get_gc handlers of src/engine/gc.rs fill with the zvals and objects a
 * Rust-side object holds.
 */
#include "php.h"
#include "zend_gc.h"

zend_get_gc_buffer *ta_gc_buffer(void)
{
	return zend_get_gc_buffer_create();
}

void ta_gc_add_zval(zend_get_gc_buffer *buf, zval *zv)
{
	zend_get_gc_buffer_add_zval(buf, zv);
}

void ta_gc_add_obj(zend_get_gc_buffer *buf, zend_object *obj)
{
	zend_get_gc_buffer_add_obj(buf, obj);
}

void ta_gc_use(zend_get_gc_buffer *buf, zval **table, int *n)
{
	zend_get_gc_buffer_use(buf, table, n);
}
