/*
 * What the reactor's poll events (zend_async_reactor_shim.c) and their
 * proxies (zend_async_poll_proxy_shim.c) share.
 */
#ifndef TA_ZEND_ASYNC_POLL_PROXY_H
#define TA_ZEND_ASYNC_POLL_PROXY_H

#include "zend_async_API.h"

/* A poll record: the API's, then the glue of src/abi/zend_async_reactor.rs
 * (NULL once the request has ended), then the head of the list of its
 * started proxies (a ta_poll_proxy_t *, NULL when none is started) and the
 * poll's own events, kept while proxies are started (its `events` are
 * then theirs). */
typedef struct {
	zend_async_poll_event_t event;
	void *glue;
	void *proxies;
	async_poll_event own_events;
} ta_poll_t;

/* The poll kind's start method: an event whose start it is is a ta_poll_t. */
bool ta_poll_start(zend_async_event_t *event);

zend_async_poll_proxy_t *ta_new_poll_proxy_event(
	zend_async_poll_event_t *poll_event, async_poll_event events, size_t extra_size);
/* A readiness of the poll (`events`, libuv's bits) goes to its started
 * proxies whose masks it meets; false when none is started (the poll's own
 * callbacks are told then). The poll may be freed by the time it returns. */
bool ta_poll_proxies_notify(ta_poll_t *poll, int events);
/* Whether the poll's watch holds the loop: the poll itself is started
 * (`self_started`) and not HIDDEN, or a started proxy is not HIDDEN. */
bool ta_poll_holds(ta_poll_t *poll, bool self_started);
/* The request ended under the poll: its started proxies count as stopped. */
void ta_poll_proxies_detach(ta_poll_t *poll);

#endif
