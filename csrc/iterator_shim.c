/* Reading a Traversable one element at a time, for the await family, which
 * awaits the entries an iterator yields as they come. The iterator's code
 * (a generator, Iterator methods) is user code: it may suspend the calling
 * coroutine, throw, or bail out. Every step runs inside zend_try, so a
 * fatal error never longjmps over the Rust frames that called it. */
#include "php.h"
#include "zend_interfaces.h"

/* The next element of the Traversable in *src (*it is NULL before the
 * first step; the iterator is made then and rewound). Returns 1 with a new
 * reference in *key and *val, 0 at the end, -1 with an exception pending,
 * -2 after a bailout (the engine's fatal error state is set). */
int ta_iter_step(zend_object_iterator **it, zval *src, zval *key, zval *val)
{
	volatile int rc = -1;
	ZVAL_UNDEF(key);
	ZVAL_UNDEF(val);
	zend_try {
		zend_object_iterator *i = *it;
		if (!i) {
			zend_class_entry *ce = Z_OBJCE_P(src);
			i = ce->get_iterator(ce, src, 0);
			if (!i || EG(exception)) {
				if (i) {
					zend_iterator_dtor(i);
				}
				goto out;
			}
			*it = i;
			i->index = 0;
			if (i->funcs->rewind) {
				i->funcs->rewind(i);
			}
		} else if (i->index == (zend_ulong) -1) {
			/* Opened by ta_iter_open, not rewound yet. */
			i->index = 0;
			if (i->funcs->rewind) {
				i->funcs->rewind(i);
			}
		} else {
			i->index++;
			i->funcs->move_forward(i);
		}
		if (EG(exception)) {
			goto out;
		}
		if (i->funcs->valid(i) != SUCCESS) {
			rc = EG(exception) ? -1 : 0;
			goto out;
		}
		if (EG(exception)) {
			goto out;
		}
		zval *cur = i->funcs->get_current_data(i);
		if (EG(exception) || !cur) {
			goto out;
		}
		if (i->funcs->get_current_key) {
			i->funcs->get_current_key(i, key);
			if (EG(exception)) {
				zval_ptr_dtor(key);
				ZVAL_UNDEF(key);
				goto out;
			}
		} else {
			ZVAL_LONG(key, i->index);
		}
		ZVAL_COPY_DEREF(val, cur);
		rc = 1;
out:	;
	} zend_catch {
		rc = -2;
	} zend_end_try();
	return rc;
}

void ta_iter_close(zend_object_iterator *it)
{
	if (it) {
		zend_iterator_dtor(it);
	}
}

/* A key the await family cannot use (an object, a resource...): the
 * AsyncException names the function, the argument and the key's type. */
void ta_iter_bad_key(zend_class_entry *ce, uint32_t arg, zval *key)
{
	zend_argument_error(ce, arg, "must only have int or string keys, %s given", zend_zval_type_name(key));
}

/* Makes the iterator of the Traversable in *src (an IteratorAggregate's
 * getIterator() runs now) without rewinding it: the first ta_iter_step
 * rewinds. 1 on success, -1 with an exception pending, -2 after a bailout. */
int ta_iter_open(zend_object_iterator **it, zval *src)
{
	volatile int rc = -1;
	zend_try {
		zend_class_entry *ce = Z_OBJCE_P(src);
		zend_object_iterator *i = ce->get_iterator(ce, src, 0);
		if (i && !EG(exception)) {
			i->index = (zend_ulong) -1;
			*it = i;
			rc = 1;
		} else if (i) {
			zend_iterator_dtor(i);
		}
	} zend_catch {
		rc = -2;
	} zend_end_try();
	return rc;
}

/* How the running internal method was reached (for getIterator() of the
 * task groups, which only foreach may call): 0 from internal code (the
 * engine's own iteration, iterator_to_array), 1 from a user foreach by
 * value, 2 from a user foreach by reference, 3 a direct call from PHP. */
int ta_called_by_foreach(void)
{
	zend_execute_data *ex = EG(current_execute_data);
	zend_execute_data *caller = ex ? ex->prev_execute_data : NULL;
	if (!caller || !caller->func || !ZEND_USER_CODE(caller->func->type) || !caller->opline) {
		return 0;
	}
	switch (caller->opline->opcode) {
		case ZEND_FE_RESET_R:
			return 1;
		case ZEND_FE_RESET_RW:
			return 2;
		default:
			return 3;
	}
}
