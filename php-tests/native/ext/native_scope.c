/*
 * Scopes as a TrueAsync extension uses them: ZEND_ASYNC_MAIN_SCOPE and
 * ZEND_ASYNC_CURRENT_SCOPE, a coroutine's `scope` (its scope_object, parent,
 * flags), scopes made with ZEND_ASYNC_NEW_SCOPE[_WITH_OBJECT] kept in a few
 * slots between calls, coroutines spawned into them (SPAWN_WITH,
 * SPAWN_WITH_PROVIDER), their cancellation (SCOPE_CANCEL), their event's
 * subscribers (a log of notifications) and their release (SCOPE_RELEASE).
 */
#include "native_test.h"

#define NATIVE_SCOPE_SLOTS 4

typedef struct {
	zend_async_scope_t *scope;
	zend_object *object;                    /* C's reference, if made with one */
	zend_async_event_callback_t *subscriber;
	bool adopted;                           /* a PHP scope's record: C holds a reference */
} native_scope_slot;

static native_scope_slot native_scopes[NATIVE_SCOPE_SLOTS];
static zval native_scope_log_list;

static void native_scope_describe(zend_async_scope_t *scope, zval *out)
{
	array_init(out);
	add_assoc_bool(out, "null", scope == NULL);
	if (scope == NULL) {
		return;
	}
	add_assoc_bool(out, "is_main", scope == ZEND_ASYNC_MAIN_SCOPE);
	add_assoc_bool(out, "parent_null", scope->parent_scope == NULL);
	add_assoc_bool(out, "parent_is_main", scope->parent_scope == ZEND_ASYNC_MAIN_SCOPE);
	add_assoc_bool(out, "request_is_main", scope->request_scope == ZEND_ASYNC_MAIN_SCOPE);
	if (scope->scope_object != NULL) {
		GC_ADDREF(scope->scope_object);
		add_assoc_object(out, "object", scope->scope_object);
	} else {
		add_assoc_null(out, "object");
	}
	add_assoc_bool(out, "closed", ZEND_ASYNC_SCOPE_IS_CLOSED(scope));
	add_assoc_bool(out, "cancelled", ZEND_ASYNC_SCOPE_IS_CANCELLED(scope));
	add_assoc_bool(out, "safely", ZEND_ASYNC_SCOPE_IS_DISPOSE_SAFELY(scope));
	add_assoc_bool(out, "completed", ZEND_ASYNC_SCOPE_IS_COMPLETED(scope));
	add_assoc_long(out, "children", scope->scopes.length);
}

static native_scope_slot *native_scope_arg(zend_long slot)
{
	if (slot < 0 || slot >= NATIVE_SCOPE_SLOTS || native_scopes[slot].scope == NULL) {
		zend_argument_value_error(1, "is not a slot holding a scope");
		return NULL;
	}
	return &native_scopes[slot];
}

/* native_scope_info(?Async\Coroutine $co = null): array -- the scope of
 * $co's record (ZEND_ASYNC_OBJECT_TO_EVENT), or ZEND_ASYNC_CURRENT_SCOPE. */
PHP_FUNCTION(native_scope_info)
{
	zend_object *obj = NULL;
	ZEND_PARSE_PARAMETERS_START(0, 1)
		Z_PARAM_OPTIONAL
		Z_PARAM_OBJ_OR_NULL(obj)
	ZEND_PARSE_PARAMETERS_END();
	zend_async_scope_t *scope = ZEND_ASYNC_CURRENT_SCOPE;
	if (obj != NULL) {
		zend_coroutine_t *co = (zend_coroutine_t *) ZEND_ASYNC_OBJECT_TO_EVENT(obj);
		scope = co->scope;
	}
	native_scope_describe(scope, return_value);
}

/* native_scope_of_object(Async\Scope $scope): array -- the record
 * ZEND_ASYNC_OBJECT_TO_EVENT finds for the object, plus whether
 * ZEND_ASYNC_EVENT_TO_OBJECT leads back to it ("back"). */
PHP_FUNCTION(native_scope_of_object)
{
	zend_object *obj;
	ZEND_PARSE_PARAMETERS_START(1, 1)
		Z_PARAM_OBJ(obj)
	ZEND_PARSE_PARAMETERS_END();
	zend_async_scope_t *scope = (zend_async_scope_t *) ZEND_ASYNC_OBJECT_TO_EVENT(obj);
	native_scope_describe(scope, return_value);
	add_assoc_bool(return_value, "back", scope != NULL && ZEND_ASYNC_EVENT_TO_OBJECT(&scope->event) == obj);
}

/* native_scope_new(bool $with_object, bool $child_of_current): int -- a
 * slot holding ZEND_ASYNC_NEW_SCOPE[_WITH_OBJECT](CURRENT_SCOPE or NULL). */
PHP_FUNCTION(native_scope_new)
{
	bool with_object, child_of_current;
	ZEND_PARSE_PARAMETERS_START(2, 2)
		Z_PARAM_BOOL(with_object)
		Z_PARAM_BOOL(child_of_current)
	ZEND_PARSE_PARAMETERS_END();
	zend_long slot = 0;
	while (slot < NATIVE_SCOPE_SLOTS && native_scopes[slot].scope != NULL) {
		slot++;
	}
	if (slot == NATIVE_SCOPE_SLOTS) {
		zend_throw_error(NULL, "no free scope slot");
		RETURN_THROWS();
	}
	zend_async_scope_t *parent = child_of_current ? ZEND_ASYNC_CURRENT_SCOPE : NULL;
	zend_async_scope_t *scope = with_object ? ZEND_ASYNC_NEW_SCOPE_WITH_OBJECT(parent)
		: ZEND_ASYNC_NEW_SCOPE(parent);
	if (scope == NULL) {
		RETURN_THROWS();
	}
	native_scopes[slot].scope = scope;
	native_scopes[slot].object = with_object ? scope->scope_object : NULL;
	RETURN_LONG(slot);
}

/* native_scope_adopt(Async\Scope $scope): int -- a slot holding the
 * record of a scope PHP made (ZEND_ASYNC_OBJECT_TO_EVENT), with a reference
 * on the record only (ZEND_ASYNC_EVENT_ADD_REF): the object stays PHP's. */
PHP_FUNCTION(native_scope_adopt)
{
	zend_object *obj;
	ZEND_PARSE_PARAMETERS_START(1, 1)
		Z_PARAM_OBJ(obj)
	ZEND_PARSE_PARAMETERS_END();
	zend_long slot = 0;
	while (slot < NATIVE_SCOPE_SLOTS && native_scopes[slot].scope != NULL) {
		slot++;
	}
	if (slot == NATIVE_SCOPE_SLOTS) {
		zend_throw_error(NULL, "no free scope slot");
		RETURN_THROWS();
	}
	zend_async_scope_t *scope = (zend_async_scope_t *) ZEND_ASYNC_OBJECT_TO_EVENT(obj);
	ZEND_ASYNC_EVENT_ADD_REF(&scope->event);
	native_scopes[slot].scope = scope;
	native_scopes[slot].adopted = true;
	RETURN_LONG(slot);
}

/* native_scope_slot(int $slot): array */
PHP_FUNCTION(native_scope_slot)
{
	zend_long slot;
	ZEND_PARSE_PARAMETERS_START(1, 1)
		Z_PARAM_LONG(slot)
	ZEND_PARSE_PARAMETERS_END();
	native_scope_slot *s = native_scope_arg(slot);
	if (s == NULL) {
		RETURN_THROWS();
	}
	native_scope_describe(s->scope, return_value);
}

/* native_scope_spawn(?int $slot, ?object $provider, callable $task, mixed ...$args): object
 * -- SPAWN_WITH(the slot's scope), or SPAWN_WITH_PROVIDER($provider), with
 * the body in fcall. */
PHP_FUNCTION(native_scope_spawn)
{
	zend_long slot = -1;
	bool slot_null = true;
	zend_object *provider = NULL;
	zend_fcall_info fci;
	zend_fcall_info_cache fcc;
	zval *args = NULL;
	uint32_t argc = 0;
	HashTable *named = NULL;
	ZEND_PARSE_PARAMETERS_START(3, -1)
		Z_PARAM_LONG_OR_NULL(slot, slot_null)
		Z_PARAM_OBJ_OR_NULL(provider)
		Z_PARAM_FUNC(fci, fcc)
		Z_PARAM_VARIADIC_WITH_NAMED(args, argc, named)
	ZEND_PARSE_PARAMETERS_END();
	zend_coroutine_t *co;
	if (!slot_null) {
		native_scope_slot *s = native_scope_arg(slot);
		if (s == NULL) {
			RETURN_THROWS();
		}
		co = ZEND_ASYNC_SPAWN_WITH(s->scope);
	} else {
		co = ZEND_ASYNC_SPAWN_WITH_PROVIDER(provider);
	}
	if (co == NULL) {
		RETURN_THROWS();
	}
	ZEND_ASYNC_FCALL_DEFINE(fcall, fci, fcc, args, argc, named);
	co->fcall = fcall;
	RETURN_OBJ_COPY(ZEND_ASYNC_EVENT_TO_OBJECT(&co->event));
}

/* native_scope_cancel(int $slot, bool $safely): bool -- SCOPE_CANCEL with
 * the default reason. */
PHP_FUNCTION(native_scope_cancel)
{
	zend_long slot;
	bool safely;
	ZEND_PARSE_PARAMETERS_START(2, 2)
		Z_PARAM_LONG(slot)
		Z_PARAM_BOOL(safely)
	ZEND_PARSE_PARAMETERS_END();
	native_scope_slot *s = native_scope_arg(slot);
	if (s == NULL) {
		RETURN_THROWS();
	}
	RETURN_BOOL(ZEND_ASYNC_SCOPE_CANCEL(s->scope, NULL, false, safely));
}

static void native_scope_notified(zend_async_event_t *event, zend_async_event_callback_t *callback,
	void *result, zend_object *exception)
{
	zend_async_scope_t *scope = (zend_async_scope_t *) event;
	if (Z_TYPE(native_scope_log_list) != IS_ARRAY) {
		array_init(&native_scope_log_list);
	}
	add_next_index_str(&native_scope_log_list, zend_strpprintf(0, "%s%s%s%s%s",
		exception != NULL ? ZSTR_VAL(exception->ce->name) : "no error",
		ZEND_ASYNC_SCOPE_IS_DISPOSING(scope) ? ", disposing" : "",
		ZEND_ASYNC_SCOPE_IS_CANCELLED(scope) ? ", cancelled" : "",
		ZEND_ASYNC_SCOPE_IS_CLOSED(scope) ? ", closed" : "",
		ZEND_ASYNC_SCOPE_IS_COMPLETED(scope) ? ", completed" : ""));
}

/* native_scope_subscribe(int $slot): bool -- a callback on the scope's
 * event that logs each notification (native_scope_log). */
PHP_FUNCTION(native_scope_subscribe)
{
	zend_long slot;
	ZEND_PARSE_PARAMETERS_START(1, 1)
		Z_PARAM_LONG(slot)
	ZEND_PARSE_PARAMETERS_END();
	native_scope_slot *s = native_scope_arg(slot);
	if (s == NULL) {
		RETURN_THROWS();
	}
	if (s->subscriber != NULL) {
		RETURN_FALSE;
	}
	s->subscriber = ZEND_ASYNC_EVENT_CALLBACK(native_scope_notified);
	RETURN_BOOL(s->scope->event.add_callback(&s->scope->event, s->subscriber));
}

/* native_scope_log(): array -- the notifications so far (then cleared). */
PHP_FUNCTION(native_scope_log)
{
	ZEND_PARSE_PARAMETERS_NONE();
	if (Z_TYPE(native_scope_log_list) != IS_ARRAY) {
		RETURN_EMPTY_ARRAY();
	}
	RETVAL_COPY_VALUE(&native_scope_log_list);
	ZVAL_UNDEF(&native_scope_log_list);
}

static void native_scope_release_slot(native_scope_slot *s)
{
	if (s->subscriber != NULL) {
		s->scope->event.del_callback(&s->scope->event, s->subscriber);
		s->subscriber = NULL;
	}
	zend_async_scope_t *scope = s->scope;
	zend_object *object = s->object;
	s->scope = NULL;
	s->object = NULL;
	if (s->adopted) {
		s->adopted = false;
		ZEND_ASYNC_EVENT_RELEASE(&scope->event);
		return;
	}
	ZEND_ASYNC_SCOPE_RELEASE(scope);
	if (object != NULL) {
		OBJ_RELEASE(object);
	}
}

/* native_scope_release(int $slot): void -- unsubscribes, SCOPE_RELEASE, and
 * gives up the object reference NEW_SCOPE_WITH_OBJECT handed over. */
PHP_FUNCTION(native_scope_release)
{
	zend_long slot;
	ZEND_PARSE_PARAMETERS_START(1, 1)
		Z_PARAM_LONG(slot)
	ZEND_PARSE_PARAMETERS_END();
	native_scope_slot *s = native_scope_arg(slot);
	if (s == NULL) {
		RETURN_THROWS();
	}
	native_scope_release_slot(s);
}

/* native_scope_forget(int $slot): void -- forgets a scope made without an
 * object, never releasing it, as a careless extension would: true_async
 * frees it at the request's end. */
PHP_FUNCTION(native_scope_forget)
{
	zend_long slot;
	ZEND_PARSE_PARAMETERS_START(1, 1)
		Z_PARAM_LONG(slot)
	ZEND_PARSE_PARAMETERS_END();
	native_scope_slot *s = native_scope_arg(slot);
	if (s == NULL) {
		RETURN_THROWS();
	}
	if (s->object != NULL || s->subscriber != NULL) {
		zend_argument_value_error(1, "holds an object or a subscriber");
		RETURN_THROWS();
	}
	s->scope = NULL;
}

void native_scope_rshutdown(void)
{
	for (int i = 0; i < NATIVE_SCOPE_SLOTS; i++) {
		if (native_scopes[i].scope != NULL) {
			native_scope_release_slot(&native_scopes[i]);
		}
	}
	zval_ptr_dtor(&native_scope_log_list);
	ZVAL_UNDEF(&native_scope_log_list);
}
