/*
 * The zend_async API's switch-handler registry: one vector type
 * (zend_coroutine_switch_handlers_vector_t) and one set of operations on it
 * for its three uses:
 * - a coroutine's own handlers (coroutine->switch_handlers, request
 *   memory), called in registration order for ENTER, LEAVE and FINISH;
 * - the main-coroutine start list in the globals (persistent), copied into
 *   the main coroutine and fired there as ENTER;
 * - true_async's engine tier (persistent): the handlers every coroutine
 *   runs (VM state, fiber context, output), registered at MINIT by
 *   src/engine/handlers.rs and run on every switch by
 *   src/engine/handlers.rs: ENTER in order, LEAVE and FINISH in reverse
 *   (the VM state goes in first and comes out last).
 * A handler returning false is removed after its call (in the engine tier,
 * its slot gets a no-op: the tier never changes length under a switch). While a vector's
 * handlers run nothing may be added to it or removed from it. Exported
 * under the API's names by src/abi/zend_async.rs.
 */
#include "php.h"
#include "zend_async_shim.h"

typedef zend_coroutine_switch_handlers_vector_t ta_switch_vector;

#define TA_ENGINE_TIER_MAX 8

/* The engine tier's vector is a Rust static (engine/handlers.rs reads it on
 * every switch without going through a pointer); its address comes at
 * MINIT, before any handler is added. */
static ta_switch_vector *ta_engine_tier;
static const char *ta_engine_tier_names[TA_ENGINE_TIER_MAX];

/* The index of `handler` in `v`, or v->length. */
static uint32_t ta_switch_find(const ta_switch_vector *v, zend_coroutine_switch_handler_fn handler)
{
	uint32_t i = 0;
	while (i < v->length && v->data[i].handler != handler) {
		i++;
	}
	return i;
}

/* Appends `handler` unless it is there already; its index either way. */
static uint32_t ta_switch_append(ta_switch_vector *v, zend_coroutine_switch_handler_fn handler, bool persistent)
{
	uint32_t at = ta_switch_find(v, handler);
	if (at < v->length) {
		return at;
	}
	if (v->length == v->capacity) {
		uint32_t grown = v->capacity == 0 ? 4 : v->capacity * 2;
		v->data = safe_perealloc(v->data, grown, sizeof(zend_coroutine_switch_handler_t), 0, persistent);
		v->capacity = grown;
	}
	v->data[v->length].handler = handler;
	return v->length++;
}

/* Removes the entries emptied (handler NULL) during a call, keeping order. */
static void ta_switch_compact(ta_switch_vector *v)
{
	uint32_t kept = 0;
	for (uint32_t i = 0; i < v->length; i++) {
		if (v->data[i].handler != NULL) {
			v->data[kept++] = v->data[i];
		}
	}
	v->length = kept;
}

static void ta_switch_free(ta_switch_vector **slot)
{
	ta_switch_vector *v = *slot;
	if (v == NULL) {
		return;
	}
	if (v->data != NULL) {
		efree(v->data);
	}
	efree(v);
	*slot = NULL;
}

/* Runs the handlers held at `*slot` for `co`, in order; a vector left
 * empty is freed. */
bool ta_switch_call_slot(ta_switch_vector **slot, zend_coroutine_t *co, bool is_enter, bool is_finishing)
{
	ta_switch_vector *v = *slot;
	if (v == NULL || v->length == 0) {
		return true;
	}
	v->in_execution = true;
	bool removed = false;
	for (uint32_t i = 0; i < v->length; i++) {
		if (!v->data[i].handler(co, is_enter, is_finishing)) {
			v->data[i].handler = NULL;
			removed = true;
		}
	}
	v->in_execution = false;
	if (removed) {
		ta_switch_compact(v);
	}
	if (v->length == 0) {
		ta_switch_free(slot);
	}
	return true;
}

void ta_switch_destroy_slot(ta_switch_vector **slot)
{
	ta_switch_free(slot);
}

/* ---- A coroutine's handlers ------------------------------------------------------- */

void ta_zend_coroutine_switch_handlers_init(zend_coroutine_t *coroutine)
{
	if (coroutine->switch_handlers == NULL) {
		coroutine->switch_handlers = ecalloc(1, sizeof(ta_switch_vector));
	}
}

void ta_zend_coroutine_switch_handlers_destroy(zend_coroutine_t *coroutine)
{
	ta_switch_free(&coroutine->switch_handlers);
}

uint32_t ta_zend_coroutine_add_switch_handler(zend_coroutine_t *coroutine, zend_coroutine_switch_handler_fn handler)
{
	TA_C_API_USED();
	if (handler == NULL || coroutine == NULL) {
		zend_error(E_WARNING, "Cannot add a NULL switch handler or add one to no coroutine");
		return 0;
	}
	ta_zend_coroutine_switch_handlers_init(coroutine);
	if (coroutine->switch_handlers->in_execution) {
		zend_error(E_WARNING, "Cannot add a switch handler while the coroutine's switch handlers run");
		return 0;
	}
	return ta_switch_append(coroutine->switch_handlers, handler, false);
}

bool ta_zend_coroutine_remove_switch_handler(zend_coroutine_t *coroutine, uint32_t handler_index)
{
	ta_switch_vector *v = coroutine != NULL ? coroutine->switch_handlers : NULL;
	if (v == NULL) {
		return false;
	}
	if (v->in_execution) {
		zend_error(E_WARNING, "Cannot remove a switch handler while the coroutine's switch handlers run");
		return false;
	}
	if (handler_index >= v->length) {
		return false;
	}
	memmove(&v->data[handler_index], &v->data[handler_index + 1],
		(v->length - handler_index - 1) * sizeof(zend_coroutine_switch_handler_t));
	v->length--;
	return true;
}

bool ta_zend_coroutine_call_switch_handlers(zend_coroutine_t *coroutine, bool is_enter, bool is_finishing)
{
	return ta_switch_call_slot(&coroutine->switch_handlers, coroutine, is_enter, is_finishing);
}

/* ---- The main coroutine's start list ------------------------------------------------ */

/* False for NULL or a handler already listed. */
bool ta_zend_async_add_main_coroutine_start_handler(zend_coroutine_switch_handler_fn handler)
{
	TA_C_API_USED();
	ta_switch_vector *list = &ZEND_ASYNC_G(main_coroutine_start_handlers);
	if (handler == NULL || ta_switch_find(list, handler) < list->length) {
		return false;
	}
	ta_switch_append(list, handler, true);
	return true;
}

/* The list's handlers join the main coroutine's own, then run as ENTER. */
bool ta_zend_async_call_main_coroutine_start_handlers(zend_coroutine_t *main_coroutine)
{
	const ta_switch_vector *list = &ZEND_ASYNC_G(main_coroutine_start_handlers);
	if (list->length == 0) {
		return true;
	}
	ta_zend_coroutine_switch_handlers_init(main_coroutine);
	for (uint32_t i = 0; i < list->length; i++) {
		ta_switch_append(main_coroutine->switch_handlers, list->data[i].handler, false);
	}
	ta_zend_coroutine_call_switch_handlers(main_coroutine, true, false);
	return EG(exception) == NULL;
}

/* ---- true_async's engine tier ---------------------------------------------------------- */

void ta_engine_switch_handlers_storage(ta_switch_vector *tier)
{
	ta_engine_tier = tier;
}

bool ta_engine_switch_handler_add(zend_coroutine_switch_handler_fn handler, const char *name)
{
	if (ta_engine_tier == NULL || handler == NULL || ta_engine_tier->length == TA_ENGINE_TIER_MAX) {
		return false;
	}
	uint32_t at = ta_switch_append(ta_engine_tier, handler, true);
	ta_engine_tier_names[at] = name;
	return true;
}

size_t ta_true_async_engine_switch_handlers(
	const char **names, zend_coroutine_switch_handler_fn *handlers, size_t capacity)
{
	if (ta_engine_tier == NULL) {
		return 0;
	}
	size_t listed = 0;
	for (uint32_t i = 0; i < ta_engine_tier->length; i++) {
		if (listed < capacity) {
			if (names != NULL) {
				names[listed] = ta_engine_tier_names[i];
			}
			if (handlers != NULL) {
				handlers[listed] = ta_engine_tier->data[i].handler;
			}
		}
		listed++;
	}
	return listed;
}

void ta_switch_registry_shutdown(void)
{
	if (ta_engine_tier == NULL) {
		return;
	}
	if (ta_engine_tier->data != NULL) {
		pefree(ta_engine_tier->data, 1);
	}
	memset(ta_engine_tier, 0, sizeof(*ta_engine_tier));
}
