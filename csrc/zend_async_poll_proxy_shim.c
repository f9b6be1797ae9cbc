/*
 * Poll proxies, made with ZEND_ASYNC_NEW_POLL_PROXY_EVENT(poll_event,
 * events): several views of one poll event (one registration of its
 * descriptor), each with its own mask, its own callbacks and its own
 * triggered_events, as TrueAsync's reactor has them.
 *
 * - A proxy holds a reference to its poll from its creation to its
 *   dispose: the poll is freed after its last proxy, whoever released it
 *   first.
 * - A started proxy is in its poll's list (ta_poll_t's `proxies`). While
 *   one is, the poll's `events` are the union of the started proxies'
 *   masks: a start widens them, a stop narrows them. When the last one
 *   stops they are the poll's own again (those it had when the first
 *   started; TrueAsync leaves them at the empty union, which is the same
 *   for the poll with no events of its own that its streams make). The
 *   descriptor is watched for the poll's `events` while the poll or one
 *   of its proxies is started (the registration is let go when neither
 *   is); the poll's own stop stops the watch until the next start of
 *   either, as in TrueAsync.
 * - A readiness goes to each started proxy whose mask it meets, with
 *   triggered_events (and the callbacks' result argument, an
 *   async_poll_event *) set to the part in its mask; the poll's own
 *   callbacks hear only while none of its proxies is started.
 * - Starts are counted as for the other kinds; a started proxy that is not
 *   HIDDEN counts in ZEND_ASYNC_ACTIVE_EVENT_COUNT. The watch holds the
 *   loop while the poll or one of its started proxies is not HIDDEN.
 */
#include "php.h"
#include "zend_async_shim.h"
#include "zend_async_poll_proxy.h"

/* src/abi/zend_async_reactor.rs */
int ta_reactor_glue_start(void *glue, uint64_t amount, int flag, bool keep_alive);
void ta_reactor_glue_stop(void *glue);
const char *ta_reactor_strerror(int code);

typedef struct ta_poll_proxy_s ta_poll_proxy_t;

struct ta_poll_proxy_s {
	zend_async_poll_proxy_t proxy;
	/* Links in the poll's list while started. */
	ta_poll_proxy_t *prev;
	ta_poll_proxy_t *next;
};

/* At most this many proxies are told of one readiness without a heap
 * copy of the list. */
#define TA_PROXIES_ON_STACK 8

static ta_poll_t *ta_poll_of(ta_poll_proxy_t *rec)
{
	return (ta_poll_t *) rec->proxy.poll_event;
}

static void ta_link(ta_poll_t *poll, ta_poll_proxy_t *rec)
{
	rec->prev = NULL;
	rec->next = poll->proxies;
	if (rec->next != NULL) {
		rec->next->prev = rec;
	}
	poll->proxies = rec;
}

static void ta_unlink(ta_poll_t *poll, ta_poll_proxy_t *rec)
{
	if (rec->prev != NULL) {
		rec->prev->next = rec->next;
	} else if (poll->proxies == rec) {
		poll->proxies = rec->next;
	}
	if (rec->next != NULL) {
		rec->next->prev = rec->prev;
	}
	rec->prev = rec->next = NULL;
}

bool ta_poll_holds(ta_poll_t *poll, bool self_started)
{
	if (self_started && !ZEND_ASYNC_EVENT_IS_HIDDEN(&poll->event.base)) {
		return true;
	}
	for (ta_poll_proxy_t *p = poll->proxies; p != NULL; p = p->next) {
		if (!ZEND_ASYNC_EVENT_IS_HIDDEN(&p->proxy.base)) {
			return true;
		}
	}
	return false;
}

/* Watches the descriptor for the poll's events while the poll or a proxy
 * is started, and not at all otherwise. 0 or a libuv error code. */
static int ta_rearm(ta_poll_t *poll)
{
	if (poll->glue == NULL) {
		return 0;
	}
	bool self_started = poll->event.base.loop_ref_count > 0;
	if (poll->proxies == NULL && !self_started) {
		ta_reactor_glue_stop(poll->glue);
		return 0;
	}
	return ta_reactor_glue_start(poll->glue, 0, poll->event.events, ta_poll_holds(poll, self_started));
}

static bool ta_proxy_start(zend_async_event_t *event)
{
	if (ZEND_ASYNC_EVENT_IS_CLOSED(event)) {
		return true;
	}
	if (event->loop_ref_count > 0) {
		event->loop_ref_count++;
		return true;
	}
	ta_poll_proxy_t *rec = (ta_poll_proxy_t *) event;
	ta_poll_t *poll = ta_poll_of(rec);
	if (poll->glue == NULL) {
		ta_reactor_refuse("The event cannot be started: its request has ended");
		return false;
	}
	async_poll_event before = poll->event.events;
	if (poll->proxies == NULL) {
		poll->own_events = before;
		poll->event.events = 0;
	}
	poll->event.events |= rec->proxy.events;
	ta_link(poll, rec);
	int rc = ta_rearm(poll);
	if (rc < 0) {
		ta_unlink(poll, rec);
		poll->event.events = poll->proxies == NULL ? poll->own_events : before;
		ta_rearm(poll);
		ta_reactor_refuse("The event cannot be started: %s", ta_reactor_strerror(rc));
		return false;
	}
	event->loop_ref_count = 1;
	ZEND_ASYNC_INCREASE_EVENT_COUNT(event);
	return true;
}

static bool ta_proxy_stop(zend_async_event_t *event)
{
	if (event->loop_ref_count == 0) {
		return true;
	}
	if (event->loop_ref_count > 1 && !ZEND_ASYNC_EVENT_IS_CLOSED(event)) {
		event->loop_ref_count--;
		return true;
	}
	ta_poll_proxy_t *rec = (ta_poll_proxy_t *) event;
	ta_poll_t *poll = ta_poll_of(rec);
	ta_unlink(poll, rec);
	event->loop_ref_count = 0;
	ZEND_ASYNC_DECREASE_EVENT_COUNT(event);
	async_poll_event wanted = poll->proxies == NULL ? poll->own_events : 0;
	for (ta_poll_proxy_t *p = poll->proxies; p != NULL; p = p->next) {
		wanted |= p->proxy.events;
	}
	poll->event.events = wanted;
	/* Narrowing never fails where widening succeeded. */
	ta_rearm(poll);
	return true;
}

static bool ta_proxy_dispose(zend_async_event_t *event)
{
	if (ZEND_ASYNC_EVENT_REFCOUNT(event) > 1) {
		ZEND_ASYNC_EVENT_DEL_REF(event);
		return true;
	}
	ta_reactor_stop_fully(event);
	zend_async_callbacks_free(event);
	zend_async_poll_event_t *poll = ((zend_async_poll_proxy_t *) event)->poll_event;
	efree(event);
	/* Last: this may be the poll's last reference. */
	ZEND_ASYNC_EVENT_RELEASE(&poll->base);
	return true;
}

static zend_string *ta_proxy_info(zend_async_event_t *event)
{
	zend_async_poll_proxy_t *proxy = (zend_async_poll_proxy_t *) event;
	zend_async_poll_event_t *poll = proxy->poll_event;
	return zend_strpprintf(0, "a poll proxy (%s%s) of %s %d", (proxy->events & ASYNC_READABLE) ? "r" : "",
		(proxy->events & ASYNC_WRITABLE) ? "w" : "", poll->is_socket ? "socket" : "fd",
		poll->is_socket ? (int) poll->socket : (int) poll->file);
}

zend_async_poll_proxy_t *ta_new_poll_proxy_event(
	zend_async_poll_event_t *poll_event, async_poll_event events, size_t extra_size)
{
	if (poll_event == NULL) {
		ta_reactor_refuse("Cannot create the poll proxy event: no poll event given");
		return NULL;
	}
	if (poll_event->base.start != ta_poll_start) {
		ta_reactor_refuse("Cannot create the poll proxy event: the event is not a poll event of this reactor");
		return NULL;
	}
	if (((ta_poll_t *) poll_event)->glue == NULL) {
		ta_reactor_refuse("Cannot create the poll proxy event: its poll's request has ended");
		return NULL;
	}
	TA_C_API_USED();
	ta_poll_proxy_t *rec = ecalloc(1, sizeof(ta_poll_proxy_t) + extra_size);
	ta_reactor_init_base(&rec->proxy.base, sizeof(ta_poll_proxy_t), ta_proxy_start, ta_proxy_stop,
		ta_proxy_dispose, ta_proxy_info);
	rec->proxy.poll_event = poll_event;
	rec->proxy.events = events;
	ZEND_ASYNC_EVENT_ADD_REF(&poll_event->base);
	return &rec->proxy;
}

bool ta_poll_proxies_notify(ta_poll_t *poll, int events)
{
	if (poll->proxies == NULL) {
		return false;
	}
	/* A copy of the list, each proxy held (and so the poll, which each
	 * proxy holds): a callback may stop, start or release any of them. */
	uint32_t count = 0;
	for (ta_poll_proxy_t *p = poll->proxies; p != NULL; p = p->next) {
		count++;
	}
	ta_poll_proxy_t *on_stack[TA_PROXIES_ON_STACK];
	ta_poll_proxy_t **all = count <= TA_PROXIES_ON_STACK ? on_stack : safe_emalloc(count, sizeof(*all), 0);
	uint32_t i = 0;
	for (ta_poll_proxy_t *p = poll->proxies; p != NULL; p = p->next) {
		ZEND_ASYNC_EVENT_ADD_REF(&p->proxy.base);
		all[i++] = p;
	}
	zend_object *pending = EG(exception);
	for (i = 0; i < count && EG(exception) == pending; i++) {
		zend_async_poll_proxy_t *proxy = &all[i]->proxy;
		async_poll_event mine = (async_poll_event) events & proxy->events;
		/* Stopped by an earlier callback of this readiness: not told. */
		if (mine == 0 || proxy->base.loop_ref_count == 0) {
			continue;
		}
		proxy->triggered_events = mine;
		ZEND_ASYNC_CALLBACKS_NOTIFY(&proxy->base, &mine, NULL);
	}
	/* The poll may go with the last of these. */
	for (i = 0; i < count; i++) {
		ZEND_ASYNC_EVENT_RELEASE(&all[i]->proxy.base);
	}
	if (all != on_stack) {
		efree(all);
	}
	return true;
}

void ta_poll_proxies_detach(ta_poll_t *poll)
{
	if (poll->proxies == NULL) {
		return;
	}
	while (poll->proxies != NULL) {
		ta_poll_proxy_t *rec = poll->proxies;
		ta_unlink(poll, rec);
		rec->proxy.base.loop_ref_count = 0;
		ZEND_ASYNC_DECREASE_EVENT_COUNT(&rec->proxy.base);
	}
	poll->event.events = poll->own_events;
}
