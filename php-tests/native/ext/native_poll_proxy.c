/*
 * Poll proxies as a TrueAsync extension uses them: several views of one
 * poll event (ZEND_ASYNC_NEW_POLL_PROXY_EVENT), each with its own mask,
 * filed in native_events.c's table (kind "proxy") so native_event() starts,
 * stops and releases them and their callbacks log what they were told.
 */
#include "native_test.h"

/* native_poll_proxy(?int $poll_id, int $events): int -- a proxy of the
 * filed event $poll_id (null: a NULL poll event). */
PHP_FUNCTION(native_poll_proxy)
{
	zend_long poll_id, events;
	bool poll_null = false;
	ZEND_PARSE_PARAMETERS_START(2, 2)
		Z_PARAM_LONG_OR_NULL(poll_id, poll_null)
		Z_PARAM_LONG(events)
	ZEND_PARSE_PARAMETERS_END();
	zend_async_poll_event_t *poll = NULL;
	if (!poll_null) {
		poll = (zend_async_poll_event_t *) native_event_of(poll_id);
		if (poll == NULL) {
			RETURN_THROWS();
		}
	}
	zend_async_poll_proxy_t *proxy = ZEND_ASYNC_NEW_POLL_PROXY_EVENT(poll, (async_poll_event) events);
	RETURN_LONG(native_file_event(proxy != NULL ? &proxy->base : NULL, "proxy"));
}

/* native_poll_proxy_state(int $id): array -- the proxy's fields and its
 * poll's. */
PHP_FUNCTION(native_poll_proxy_state)
{
	zend_long id;
	ZEND_PARSE_PARAMETERS_START(1, 1)
		Z_PARAM_LONG(id)
	ZEND_PARSE_PARAMETERS_END();
	zend_async_poll_proxy_t *proxy = (zend_async_poll_proxy_t *) native_event_of(id);
	if (proxy == NULL) {
		RETURN_THROWS();
	}
	zend_async_poll_event_t *poll = proxy->poll_event;
	array_init(return_value);
	add_assoc_long(return_value, "events", proxy->events);
	add_assoc_long(return_value, "triggered_events", proxy->triggered_events);
	add_assoc_long(return_value, "loop_ref_count", proxy->base.loop_ref_count);
	add_assoc_long(return_value, "poll_events", poll->events);
	add_assoc_long(return_value, "poll_ref_count", poll->base.ref_count);
	add_assoc_long(return_value, "poll_loop_ref_count", poll->base.loop_ref_count);
	add_assoc_long(return_value, "poll_triggered_events", poll->triggered_events);
	add_assoc_long(return_value, "active_events", ZEND_ASYNC_ACTIVE_EVENT_COUNT);
	add_assoc_bool(return_value, "provided", zend_async_new_poll_proxy_event_fn != NULL);
}
