/*
 * Exception objects the engine makes and reports. Caller:
 * src/engine/errors.rs; ta_warning also src/engine/php_ops.rs and
 * src/engine/unobserved.rs.
 *
 * These stay in C because they read and write protected or private
 * properties (Exception::$message, CompositeException::$exceptions) with
 * the declaring class as scope; ext-php-rs's property access only uses the
 * running code's scope, and would throw instead. (ta_obj_release and
 * ta_instanceof are Rust's, in src/sys/shim/exception.rs: ext-php-rs
 * exports what they need.)
 */
#include "php.h"
#include "zend_exceptions.h"
#include "zend_fibers.h"

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

/* GC_ADDREF. In C because Rust callers reach the object through
 * ext-php-rs's &ZendObject, a shared reference: a write through it from
 * Rust is undefined behaviour (done inline in Rust, it broke refcounts
 * in the phpt suite). */
void ta_obj_addref(zend_object *obj) { GC_ADDREF(obj); }

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
 * handler's, when the coroutine already failed; a failure nobody awaited):
 * class and message. It is located where the exception was thrown: such
 * warnings come from the scheduler or the end of the script, where no user
 * frame runs and PHP would say "Unknown on line 0". */
void ta_warn_exception(zend_object *ex, const char *context)
{
	zval rv, frv, lrv;
	zend_class_entry *base = instanceof_function(ex->ce, zend_ce_exception) ? zend_ce_exception : zend_ce_error;
	zval *msg = zend_read_property_ex(base, ex, ZSTR_KNOWN(ZEND_STR_MESSAGE), 1, &rv);
	zval *file = zend_read_property_ex(base, ex, ZSTR_KNOWN(ZEND_STR_FILE), 1, &frv);
	zval *line = zend_read_property_ex(base, ex, ZSTR_KNOWN(ZEND_STR_LINE), 1, &lrv);
	const char *text = Z_TYPE_P(msg) == IS_STRING ? Z_STRVAL_P(msg) : "";
	if (Z_TYPE_P(file) == IS_STRING && Z_TYPE_P(line) == IS_LONG) {
		zend_error_at(E_WARNING, Z_STR_P(file), (uint32_t) Z_LVAL_P(line), "%s: %s: %s",
			context, ZSTR_VAL(ex->ce->name), text);
	} else {
		zend_error(E_WARNING, "%s: %s: %s", context, ZSTR_VAL(ex->ce->name), text);
	}
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

void ta_warning(const char *msg) { zend_error(E_WARNING, "%s", msg); }

/* The exception's message, or NULL when it is not a string: a pointer into
 * the object, valid while it lives and its message is not changed. */
const char *ta_exception_message(zend_object *ex, size_t *len)
{
	zval rv;
	zend_class_entry *base = instanceof_function(ex->ce, zend_ce_exception) ? zend_ce_exception : zend_ce_error;
	zval *msg = zend_read_property_ex(base, ex, ZSTR_KNOWN(ZEND_STR_MESSAGE), 1, &rv);
	if (Z_TYPE_P(msg) != IS_STRING || msg == &rv) {
		return NULL;
	}
	*len = Z_STRLEN_P(msg);
	return Z_STRVAL_P(msg);
}
