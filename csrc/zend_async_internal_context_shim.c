/*
 * A coroutine's internal context: values C extensions keep per coroutine
 * under process-wide numeric keys (zend_async_API.h, API 0.23). The table
 * is `coroutine->internal_context`, made by the first set; the engine
 * disposes of it when the coroutine ends, after its C subscribers were
 * told (they may still read it), and again, if C set something later,
 * when the record goes (src/engine/c_coroutine.rs). Exported under the
 * API's names by src/abi/zend_async.rs.
 *
 * As in 0.23, a NULL coroutine is a failure (not "the current one"); a key
 * that was never allocated is refused too, so a stray index cannot grow a
 * table no one reads.
 */
#include "php.h"
#include "zend_async_shim.h"

/* ---- Keys ------------------------------------------------------------------------------ */

/* Key n (from 1) is the n-th C string asked for, told apart by address:
 * two extensions with equal names get different keys. Process-wide, so
 * persistent memory; a handful of keys, so a plain array. */
static struct {
	const char **names;
	uint32_t count;
	uint32_t capacity;
} ta_keys;

void ta_zend_async_init_internal_context_api(void)
{
	ta_keys.names = NULL;
	ta_keys.count = 0;
	ta_keys.capacity = 0;
}

void ta_zend_async_internal_context_api_shutdown(void)
{
	if (ta_keys.names != NULL) {
		pefree(ta_keys.names, 1);
	}
	ta_zend_async_init_internal_context_api();
}

uint32_t ta_zend_async_internal_context_key_alloc(const char *key_name)
{
	TA_C_API_USED();
	for (uint32_t i = 0; i < ta_keys.count; i++) {
		if (ta_keys.names[i] == key_name) {
			return i + 1;
		}
	}
	if (ta_keys.count == ta_keys.capacity) {
		uint32_t grown = ta_keys.capacity == 0 ? 8 : ta_keys.capacity * 2;
		ta_keys.names = safe_perealloc(ta_keys.names, grown, sizeof(const char *), 0, 1);
		ta_keys.capacity = grown;
	}
	ta_keys.names[ta_keys.count++] = key_name;
	return ta_keys.count;
}

const char *ta_zend_async_internal_context_key_name(uint32_t key)
{
	return key >= 1 && key <= ta_keys.count ? ta_keys.names[key - 1] : NULL;
}

static bool ta_key_known(uint32_t key)
{
	return key >= 1 && key <= ta_keys.count;
}

/* ---- Values ---------------------------------------------------------------------------- */

void ta_zend_async_coroutine_internal_context_init(zend_coroutine_t *coroutine);

zval *ta_zend_async_internal_context_find(zend_coroutine_t *coroutine, uint32_t key)
{
	if (coroutine == NULL || coroutine->internal_context == NULL) {
		return NULL;
	}
	return zend_hash_index_find(coroutine->internal_context, key);
}

/* Stores a copy of `value` (a reference taken when it is refcounted). */
bool ta_zend_async_internal_context_set(zend_coroutine_t *coroutine, uint32_t key, zval *value)
{
	if (coroutine == NULL || value == NULL || !ta_key_known(key)) {
		return false;
	}
	TA_C_API_USED();
	if (coroutine->internal_context == NULL) {
		ta_zend_async_coroutine_internal_context_init(coroutine);
	}
	Z_TRY_ADDREF_P(value);
	zend_hash_index_update(coroutine->internal_context, key, value);
	return true;
}

bool ta_zend_async_internal_context_unset(zend_coroutine_t *coroutine, uint32_t key)
{
	if (coroutine == NULL || coroutine->internal_context == NULL) {
		return false;
	}
	return zend_hash_index_del(coroutine->internal_context, key) == SUCCESS;
}

void ta_zend_async_coroutine_internal_context_init(zend_coroutine_t *coroutine)
{
	if (coroutine != NULL && coroutine->internal_context == NULL) {
		coroutine->internal_context = zend_new_array(0);
	}
}

/* Releases the values (their destructors may run PHP code). The field is
 * cleared first: a destructor that sets a value again starts a new table,
 * which the record's end disposes of. */
void ta_zend_async_coroutine_internal_context_dispose(zend_coroutine_t *coroutine)
{
	if (coroutine == NULL || coroutine->internal_context == NULL) {
		return;
	}
	HashTable *values = coroutine->internal_context;
	coroutine->internal_context = NULL;
	zend_array_release(values);
}
