/*
 * The arguments of the extension's internal functions, read as zpp reads
 * them, and PHP's argument errors. Callers: src/engine/api.rs
 * (ta_call_args, ta_call_named_args, ta_arg_*, ta_argument_*_error),
 * src/engine/fd_wait.rs (ta_active_function_name).
 *
 * C because the frame's argument slots (ZEND_CALL_ARG, ZEND_CALL_INFO) and
 * zpp's coercions are macros and static-inline helpers.
 */
#include "php.h"

/* The PHP-style argument errors: "f(): Argument #n ($name) must be ...". */
void ta_argument_type_error(uint32_t num, const char *expected, zval *given)
{
	zend_argument_type_error(num, "must be of type %s, %s given", expected, zend_zval_type_name(given));
}

/* Scalar arguments as zpp reads them: the exact type, else the caller's
 * rules (strict_types, or PHP's coercions with their deprecations: a lossy
 * float, null to a non-nullable parameter). On failure the TypeError is
 * zpp's, unless a deprecation handler threw already. */
bool ta_arg_long(zval *arg, uint32_t num, zend_long *out)
{
	if (EXPECTED(Z_TYPE_P(arg) == IS_LONG)) {
		*out = Z_LVAL_P(arg);
		return true;
	}
	if (zend_parse_arg_long_slow(arg, out, num)) {
		return true;
	}
	if (!EG(exception)) {
		zend_argument_type_error(num, "must be of type int, %s given", zend_zval_type_name(arg));
	}
	return false;
}

/* A string argument: `arg` (the caller's copy) is converted in place, so
 * the string it then holds belongs to that copy. */
bool ta_arg_str(zval *arg, uint32_t num)
{
	zend_string *dest;
	if (EXPECTED(Z_TYPE_P(arg) == IS_STRING)) {
		return true;
	}
	if (zend_parse_arg_str_slow(arg, &dest, num)) {
		return true;
	}
	if (!EG(exception)) {
		zend_argument_type_error(num, "must be of type string, %s given", zend_zval_type_name(arg));
	}
	return false;
}

bool ta_arg_bool(zval *arg, uint32_t num, bool *out)
{
	if (EXPECTED(Z_TYPE_P(arg) == IS_TRUE || Z_TYPE_P(arg) == IS_FALSE)) {
		*out = Z_TYPE_P(arg) == IS_TRUE;
		return true;
	}
	if (zend_parse_arg_bool_slow(arg, out, num)) {
		return true;
	}
	if (!EG(exception)) {
		zend_argument_type_error(num, "must be of type bool, %s given", zend_zval_type_name(arg));
	}
	return false;
}

bool ta_arg_double(zval *arg, uint32_t num, double *out)
{
	if (EXPECTED(Z_TYPE_P(arg) == IS_DOUBLE)) {
		*out = Z_DVAL_P(arg);
		return true;
	}
	if (Z_TYPE_P(arg) == IS_LONG) {
		*out = (double) Z_LVAL_P(arg);
		return true;
	}
	if (zend_parse_arg_double_slow(arg, out, num)) {
		return true;
	}
	if (!EG(exception)) {
		zend_argument_type_error(num, "must be of type float, %s given", zend_zval_type_name(arg));
	}
	return false;
}

void ta_argument_value_error(uint32_t num, const char *msg)
{
	zend_argument_value_error(num, "%s", msg);
}

/* The arguments of the running internal call, without zpp. */
zval *ta_call_args(zend_execute_data *ex, uint32_t *count)
{
	*count = ZEND_CALL_NUM_ARGS(ex);
	return ZEND_CALL_ARG(ex, 1);
}

/* The named arguments a variadic internal function collected (spawn($f,
 * b: 2)), or NULL: the frame owns them. */
HashTable *ta_call_named_args(zend_execute_data *ex)
{
	return (ZEND_CALL_INFO(ex) & ZEND_CALL_HAS_EXTRA_NAMED_PARAMS) ? ex->extra_named_params : NULL;
}

/* The running internal function's name, for messages ("fread"...). */
const char *ta_active_function_name(void)
{
	return EG(current_execute_data) ? get_active_function_name() : NULL;
}
