/*
 * The zend_async records' layout: static assertions that
 * include/zend_async_API.h gives every record the size and every field the
 * offset that csrc/zend_async_layout.h pins, and the same numbers as a
 * table. Caller: src/abi/zend_async.rs (true_async_abi_layout, which
 * reports the Rust records' own numbers where src/records/ defines them).
 */
#include "php.h"
#include "zend_async_API.h"
#include "zend_async_layout.h"

#include <stddef.h>

#if !defined(__LP64__)
# error "the pinned zend_async layout is the LP64 one"
#endif

#define TA_ASSERT_SIZE(type, size) \
	_Static_assert(sizeof(type) == (size), "zend_async layout: size of " #type);
#define TA_ASSERT_OFFSET(type, field, offset) \
	_Static_assert(offsetof(type, field) == (offset), "zend_async layout: " #type "." #field);

TA_ZEND_ASYNC_LAYOUT(TA_ASSERT_SIZE, TA_ASSERT_OFFSET)

typedef struct {
	const char *name;
	uint32_t value;
} ta_layout_entry;

#define TA_SIZE_ENTRY(type, size) {#type, (uint32_t) sizeof(type)},
#define TA_OFFSET_ENTRY(type, field, offset) {#type "." #field, (uint32_t) offsetof(type, field)},

static const ta_layout_entry ta_layout[] = {
	TA_ZEND_ASYNC_LAYOUT(TA_SIZE_ENTRY, TA_OFFSET_ENTRY)
};

/* "record" entries give a size, "record.field" entries an offset. */
const ta_layout_entry *ta_zend_async_layout(size_t *count)
{
	*count = sizeof(ta_layout) / sizeof(ta_layout[0]);
	return ta_layout;
}
