/*
 * true_async: what TrueAsync's zend_async API needs from the engine and
 * stock PHP 8.2 does not have. Included by zend_async_API.h; not meant to be
 * included on its own.
 *
 * - PHP 8.2's Zend/zend_atomic.h defines zend_atomic_bool only. The thread
 *   and thread-pool records of the API hold zend_atomic_int,
 *   zend_atomic_int64 and zend_atomic_ptr, so they are defined here with the
 *   size and alignment of the plain type, together with the few operations
 *   the API's own macros use. true_async runs no threads of PHP code: these
 *   records are declared for their layout only.
 * - The API keeps its globals per thread under ZTS. true_async is built for
 *   NTS PHP (Debian's php8.2), so a ZTS build stops here.
 */
#ifndef ZEND_ASYNC_COMPAT_H
#define ZEND_ASYNC_COMPAT_H

#include "php_version.h"
#include "zend_atomic.h"

#include <stdint.h>

#ifdef ZTS
# error "true_async provides the zend_async API for NTS builds of PHP only"
#endif

#if PHP_VERSION_ID < 80200
# error "true_async's zend_async API needs PHP 8.2"
#endif

#if PHP_VERSION_ID < 80300

/* Opaque like the engine's own zend_atomic_bool: touch them only through
 * the functions below. */
typedef struct zend_atomic_int_s {
	volatile int value;
} zend_atomic_int;

typedef struct zend_atomic_int64_s {
	volatile int64_t value;
} zend_atomic_int64;

typedef struct zend_atomic_ptr_s {
	void *volatile value;
} zend_atomic_ptr;

static zend_always_inline int zend_atomic_int_load(const zend_atomic_int *obj)
{
	return __atomic_load_n(&obj->value, __ATOMIC_SEQ_CST);
}

static zend_always_inline void zend_atomic_int_store(zend_atomic_int *obj, int desired)
{
	__atomic_store_n(&obj->value, desired, __ATOMIC_SEQ_CST);
}

/* Both return the value held before the change, as the API's refcount
 * macros expect (1 from a decrement means the last reference went). */
static zend_always_inline int zend_atomic_int_inc(zend_atomic_int *obj)
{
	return __atomic_fetch_add(&obj->value, 1, __ATOMIC_SEQ_CST);
}

static zend_always_inline int zend_atomic_int_dec(zend_atomic_int *obj)
{
	return __atomic_fetch_sub(&obj->value, 1, __ATOMIC_SEQ_CST);
}

static zend_always_inline int64_t zend_atomic_int64_load(const zend_atomic_int64 *obj)
{
	return __atomic_load_n(&obj->value, __ATOMIC_SEQ_CST);
}

static zend_always_inline void *zend_atomic_ptr_load(const zend_atomic_ptr *obj)
{
	return __atomic_load_n(&obj->value, __ATOMIC_SEQ_CST);
}

static zend_always_inline void zend_atomic_ptr_store(zend_atomic_ptr *obj, void *desired)
{
	__atomic_store_n(&obj->value, desired, __ATOMIC_SEQ_CST);
}

#endif /* PHP_VERSION_ID < 80300 */

#endif /* ZEND_ASYNC_COMPAT_H */
