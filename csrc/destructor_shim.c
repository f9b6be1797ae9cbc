/*
 * The destructor walk at shutdown. Caller: src/engine/destructors.rs.
 *
 * C because it walks the symbol table and the object store through their
 * macros (IS_OBJ_VALID, OBJ_FLAGS, Z_INDIRECT).
 */
#include "php.h"
#include "zend_exceptions.h"
#include "zend_fibers.h"

/* Before PHP's own zend_call_destructors (which blocks switching inside
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
