/*
 * An object whose own part the caller writes in place. Caller:
 * src/engine/scheduler.rs (an Async\Coroutine per spawn).
 *
 * zend_object_alloc() zeroes the extension's part of the object, and
 * ext-php-rs then copies the value over it: for a coroutine, two passes
 * over 280 bytes on every spawn. Here the part is left as emalloc gives
 * it; the caller writes every byte of it before anything reads it.
 */
#include "php.h"
#include "zend_objects.h"

/* Allocates obj_size bytes (plus the class's declared properties) with the
 * zend_object at std_offset, initialised with class ce and handlers h;
 * returns that zend_object. The rest is uninitialised. */
zend_object *ta_object_alloc_in_place(size_t obj_size, size_t std_offset,
		zend_class_entry *ce, const zend_object_handlers *h)
{
	char *mem = emalloc(obj_size + zend_object_properties_size(ce));
	zend_object *std = (zend_object *)(mem + std_offset);
	zend_object_std_init(std, ce);
	object_properties_init(std, ce);
	std->handlers = h;
	return std;
}
