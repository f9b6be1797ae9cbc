/*
 * The zend_async API's events whose work runs on libuv's thread pool:
 * ZEND_ASYNC_GETADDRINFO, ZEND_ASYNC_GETNAMEINFO (with FREEADDRINFO) and
 * tasks (ZEND_ASYNC_NEW_TASK + ZEND_ASYNC_QUEUE_TASK), and the timer's
 * ZEND_ASYNC_TIMER_REARM. The records are the API's own, followed by the
 * pointer to the glue of src/abi/zend_async_reactor.rs (which queues the
 * job and reports its end on the loop thread).
 *
 * As TrueAsync's reactor does: a lookup starts at its creation and
 * closes when it is done (its callbacks run once, with the DNS error as
 * exception); start/stop only count the event in
 * ZEND_ASYNC_ACTIVE_EVENT_COUNT. A lookup works on a malloc'd job of its
 * own (copies of its inputs, its outputs), never on the record, so the
 * record may be released while the worker still runs: the job is then
 * given up and freed when the worker is done. A task's `run` is the
 * creator's and receives the record itself: the queue holds a reference
 * on it until the task has been reported. `run` runs on a worker thread:
 * it must not touch PHP (no emalloc, no zvals).
 */
#include "php.h"
#include "zend_exceptions.h"
#include "zend_async_shim.h"
#include <netdb.h>
#include <sys/socket.h>

/* src/abi/zend_async_reactor.rs */
void *ta_reactor_work_new(uint32_t kind, void *rec, void (*run)(void *), void *job,
	void (*free_job)(void *), int *error);
void ta_reactor_glue_free(void *glue);
const char *ta_reactor_strerror(int code);

typedef struct {
	char *node;
	char *service;
	struct addrinfo hints;
	bool has_hints;
	int status;               /* getaddrinfo's */
	struct addrinfo *result;  /* handed to the record at the report */
} ta_addr_job;

typedef struct {
	zend_async_dns_addrinfo_t event;
	void *glue;
	ta_addr_job *job;         /* until the report */
	char *node;               /* the record's own copies (emalloc) */
	char *service;
} ta_addrinfo_t;

typedef struct {
	struct sockaddr_storage addr;
	int flags;
	int status;               /* getnameinfo's */
	char host[NI_MAXHOST];
	char serv[NI_MAXSERV];
} ta_name_job;

typedef struct {
	zend_async_dns_nameinfo_t event;
	void *glue;
	ta_name_job *job;
} ta_nameinfo_t;

typedef struct {
	zend_async_task_t event;
	void *glue;
	bool queued;
} ta_task_t;

/* ---- Shared: counting starts, closing, disposing ---------------------------------------- */

static void **ta_work_glue_slot(zend_async_event_t *event, uint32_t kind)
{
	switch (kind) {
		case TA_KIND_ADDRINFO:
			return &((ta_addrinfo_t *) event)->glue;
		case TA_KIND_NAMEINFO:
			return &((ta_nameinfo_t *) event)->glue;
		default:
			return &((ta_task_t *) event)->glue;
	}
}

static bool ta_work_start(zend_async_event_t *event)
{
	if (ZEND_ASYNC_EVENT_IS_CLOSED(event)) {
		return true;
	}
	if (event->loop_ref_count++ == 0) {
		ZEND_ASYNC_INCREASE_EVENT_COUNT(event);
	}
	return true;
}

static bool ta_work_stop(zend_async_event_t *event)
{
	if (event->loop_ref_count == 0) {
		return true;
	}
	if (event->loop_ref_count > 1 && !ZEND_ASYNC_EVENT_IS_CLOSED(event)) {
		event->loop_ref_count--;
		return true;
	}
	event->loop_ref_count = 0;
	ZEND_ASYNC_DECREASE_EVENT_COUNT(event);
	return true;
}

static uint32_t ta_work_kind_of(zend_async_event_t *event);

static bool ta_work_dispose(zend_async_event_t *event)
{
	if (ZEND_ASYNC_EVENT_REFCOUNT(event) > 1) {
		ZEND_ASYNC_EVENT_DEL_REF(event);
		return true;
	}
	ta_reactor_stop_fully(event);
	zend_async_callbacks_free(event);
	uint32_t kind = ta_work_kind_of(event);
	void **slot = ta_work_glue_slot(event, kind);
	if (*slot != NULL) {
		/* A job still under way is given up: the glue frees it when its
		 * worker is done. */
		ta_reactor_glue_free(*slot);
		*slot = NULL;
	}
	if (kind == TA_KIND_ADDRINFO) {
		ta_addrinfo_t *rec = (ta_addrinfo_t *) event;
		if (rec->node != NULL) {
			efree(rec->node);
		}
		if (rec->service != NULL) {
			efree(rec->service);
		}
	} else if (kind == TA_KIND_NAMEINFO) {
		zend_async_dns_nameinfo_t *rec = (zend_async_dns_nameinfo_t *) event;
		if (rec->hostname != NULL) {
			zend_string_release(rec->hostname);
		}
		if (rec->service != NULL) {
			zend_string_release(rec->service);
		}
	}
	efree(event);
	return true;
}

static void ta_work_init_base(zend_async_event_t *base, size_t record_size,
	zend_async_event_start_t start, zend_async_event_info_t info)
{
	ta_reactor_init_base(base, record_size, start, ta_work_stop, ta_work_dispose, info);
}

/* A lookup's end: the libuv status of the job (negative: it did not run),
 * else the resolver's own; NULL when both say success. */
static zend_object *ta_dns_error(int status, int resolver_status)
{
	if (status < 0) {
		return ta_zend_async_new_exception(ZEND_ASYNC_EXCEPTION_DNS, "DNS error: %s",
			ta_reactor_strerror(status));
	}
	if (resolver_status != 0) {
		return ta_zend_async_new_exception(ZEND_ASYNC_EXCEPTION_DNS, "DNS error: %s",
			gai_strerror(resolver_status));
	}
	return NULL;
}

/* Queues the job for `event`; false (the job freed, an exception thrown
 * or a warning given) when it cannot be. */
static bool ta_work_queue(zend_async_event_t *event, uint32_t kind, void (*run)(void *), void *job,
	void (*free_job)(void *), const char *what)
{
	int error = 0;
	TA_C_API_USED();
	void *glue = ta_reactor_work_new(kind, event, run, job, free_job, &error);
	if (glue == NULL) {
		ta_reactor_refuse("Cannot start the %s: %s", what,
			error == -ENXIO ? "no request is running" : ta_reactor_strerror(error));
		return false;
	}
	*ta_work_glue_slot(event, kind) = glue;
	return true;
}

/* ---- getaddrinfo --------------------------------------------------------------------------- */

static bool ta_addrinfo_start(zend_async_event_t *event)
{
	return ta_work_start(event);
}

static zend_string *ta_addrinfo_info(zend_async_event_t *event)
{
	zend_async_dns_addrinfo_t *rec = (zend_async_dns_addrinfo_t *) event;
	return zend_strpprintf(0, "getaddrinfo(%s%s%s)", rec->node != NULL ? rec->node : "",
		rec->service != NULL ? ", " : "", rec->service != NULL ? rec->service : "");
}

static void ta_addr_job_run(void *data)
{
	ta_addr_job *job = data;
	job->status = getaddrinfo(job->node, job->service, job->has_hints ? &job->hints : NULL,
		&job->result);
}

static void ta_addr_job_free(void *data)
{
	ta_addr_job *job = data;
	if (job->result != NULL) {
		freeaddrinfo(job->result);
	}
	free(job->node);
	free(job->service);
	free(job);
}

static zend_async_dns_addrinfo_t *ta_getaddrinfo(
	const char *node, const char *service, const struct addrinfo *hints, size_t extra_size)
{
	if (node == NULL && service == NULL) {
		ta_reactor_refuse("Cannot start the getaddrinfo request: neither a node nor a service given");
		return NULL;
	}
	ta_addr_job *job = calloc(1, sizeof(ta_addr_job));
	if (job == NULL) {
		ta_reactor_refuse("Cannot start the getaddrinfo request: out of memory");
		return NULL;
	}
	job->node = node != NULL ? strdup(node) : NULL;
	job->service = service != NULL ? strdup(service) : NULL;
	if (hints != NULL) {
		/* Only the fields getaddrinfo reads from hints. */
		job->hints.ai_flags = hints->ai_flags;
		job->hints.ai_family = hints->ai_family;
		job->hints.ai_socktype = hints->ai_socktype;
		job->hints.ai_protocol = hints->ai_protocol;
		job->has_hints = true;
	}
	if ((node != NULL && job->node == NULL) || (service != NULL && job->service == NULL)) {
		ta_addr_job_free(job);
		ta_reactor_refuse("Cannot start the getaddrinfo request: out of memory");
		return NULL;
	}
	ta_addrinfo_t *rec = ecalloc(1, sizeof(ta_addrinfo_t) + extra_size);
	ta_work_init_base(&rec->event.base, sizeof(ta_addrinfo_t), ta_addrinfo_start, ta_addrinfo_info);
	rec->node = node != NULL ? estrdup(node) : NULL;
	rec->service = service != NULL ? estrdup(service) : NULL;
	rec->event.node = rec->node;
	rec->event.service = rec->service;
	rec->job = job;
	if (!ta_work_queue(&rec->event.base, TA_KIND_ADDRINFO, ta_addr_job_run, job, ta_addr_job_free,
			"getaddrinfo request")) {
		/* The glue's maker freed the job. */
		rec->job = NULL;
		ta_work_dispose(&rec->event.base);
		return NULL;
	}
	return &rec->event;
}

static void ta_addrinfo_fired(ta_addrinfo_t *rec, int status)
{
	ta_addr_job *job = rec->job;
	rec->job = NULL;
	ta_reactor_close(&rec->event.base);
	/* job->status is read only when the job ran (status 0). */
	zend_object *exception = ta_dns_error(status, status < 0 ? 0 : job->status);
	if (exception == NULL) {
		/* The caller's from now on: ZEND_ASYNC_FREEADDRINFO. */
		rec->event.result = job->result;
		job->result = NULL;
	}
	ta_reactor_notify(&rec->event.base, rec->event.result, exception);
}

static bool ta_freeaddrinfo(struct addrinfo *ai)
{
	if (ai != NULL) {
		freeaddrinfo(ai);
	}
	return true;
}

/* ---- getnameinfo --------------------------------------------------------------------------- */

static bool ta_nameinfo_start(zend_async_event_t *event)
{
	return ta_work_start(event);
}

static zend_string *ta_nameinfo_info(zend_async_event_t *event)
{
	return zend_string_init(ZEND_STRL("getnameinfo"), 0);
}

static void ta_name_job_run(void *data)
{
	ta_name_job *job = data;
	socklen_t len = job->addr.ss_family == AF_INET6 ? sizeof(struct sockaddr_in6)
		: sizeof(struct sockaddr_in);
	job->status = getnameinfo((struct sockaddr *) &job->addr, len, job->host, sizeof(job->host),
		job->serv, sizeof(job->serv), job->flags);
}

static zend_async_dns_nameinfo_t *ta_getnameinfo(const struct sockaddr *addr, int flags, size_t extra_size)
{
	if (addr == NULL || (addr->sa_family != AF_INET && addr->sa_family != AF_INET6)) {
		ta_reactor_refuse("Cannot start the getnameinfo request: not an IPv4 or IPv6 address");
		return NULL;
	}
	ta_name_job *job = calloc(1, sizeof(ta_name_job));
	if (job == NULL) {
		ta_reactor_refuse("Cannot start the getnameinfo request: out of memory");
		return NULL;
	}
	memcpy(&job->addr, addr, addr->sa_family == AF_INET6 ? sizeof(struct sockaddr_in6)
		: sizeof(struct sockaddr_in));
	job->flags = flags;
	ta_nameinfo_t *rec = ecalloc(1, sizeof(ta_nameinfo_t) + extra_size);
	ta_work_init_base(&rec->event.base, sizeof(ta_nameinfo_t), ta_nameinfo_start, ta_nameinfo_info);
	rec->job = job;
	if (!ta_work_queue(&rec->event.base, TA_KIND_NAMEINFO, ta_name_job_run, job, free,
			"getnameinfo request")) {
		rec->job = NULL;
		ta_work_dispose(&rec->event.base);
		return NULL;
	}
	return &rec->event;
}

static void ta_nameinfo_fired(ta_nameinfo_t *rec, int status)
{
	ta_name_job *job = rec->job;
	rec->job = NULL;
	ta_reactor_close(&rec->event.base);
	zend_object *exception = ta_dns_error(status, status < 0 ? 0 : job->status);
	if (exception == NULL) {
		rec->event.hostname = zend_string_init(job->host, strlen(job->host), 0);
		rec->event.service = zend_string_init(job->serv, strlen(job->serv), 0);
	}
	ta_reactor_notify(&rec->event.base, NULL, exception);
}

/* ---- Tasks ----------------------------------------------------------------------------------- */

static bool ta_task_start(zend_async_event_t *event)
{
	return ta_work_start(event);
}

static zend_string *ta_task_info(zend_async_event_t *event)
{
	return zend_string_init(ZEND_STRL("a thread-pool task"), 0);
}

static zend_async_task_t *ta_new_task(zend_async_task_run_t run, void *data, size_t extra_size)
{
	if (run == NULL) {
		ta_reactor_refuse("Cannot create the task: no run function given");
		return NULL;
	}
	ta_task_t *rec = ecalloc(1, sizeof(ta_task_t) + extra_size);
	ta_work_init_base(&rec->event.base, sizeof(ta_task_t), ta_task_start, ta_task_info);
	rec->event.run = run;
	rec->event.data = data;
	return &rec->event;
}

static void ta_task_job_run(void *data)
{
	zend_async_task_t *task = data;
	task->run(task);
}

/* Once per task. The queue's reference on the record is given back after
 * the report. */
static bool ta_queue_task(zend_async_task_t *task)
{
	ta_task_t *rec = (ta_task_t *) task;
	if (task == NULL || task->base.dispose != ta_work_dispose) {
		ta_reactor_refuse("Cannot queue the task: not a task made by ZEND_ASYNC_NEW_TASK");
		return false;
	}
	if (rec->queued || ZEND_ASYNC_EVENT_IS_CLOSED(&task->base)) {
		ta_reactor_refuse("Cannot queue the task: it was queued already");
		return false;
	}
	ZEND_ASYNC_EVENT_ADD_REF(&task->base);
	if (!ta_work_queue(&task->base, TA_KIND_TASK, ta_task_job_run, task, NULL, "task")) {
		ZEND_ASYNC_EVENT_DEL_REF(&task->base);
		return false;
	}
	rec->queued = true;
	return true;
}

static void ta_task_fired(ta_task_t *rec, int status)
{
	ta_reactor_close(&rec->event.base);
	zend_object *exception = NULL;
	if (status < 0) {
		exception = ta_zend_async_new_exception(ZEND_ASYNC_EXCEPTION_DEFAULT,
			"The task did not run: %s", ta_reactor_strerror(status));
	}
	ta_reactor_notify(&rec->event.base, NULL, exception);
	/* The queue's reference (may free the record). */
	rec->event.base.dispose(&rec->event.base);
}

/* ---- Reports and the request's end ------------------------------------------------------------- */

static uint32_t ta_work_kind_of(zend_async_event_t *event)
{
	if (event->start == ta_addrinfo_start) {
		return TA_KIND_ADDRINFO;
	}
	return event->start == ta_nameinfo_start ? TA_KIND_NAMEINFO : TA_KIND_TASK;
}

void ta_zend_async_work_fired(void *rec, uint32_t kind, int status)
{
	switch (kind) {
		case TA_KIND_ADDRINFO:
			ta_addrinfo_fired(rec, status);
			break;
		case TA_KIND_NAMEINFO:
			ta_nameinfo_fired(rec, status);
			break;
		default:
			ta_task_fired(rec, status);
	}
}

/* The request ends with the job under way: the record loses its glue
 * (the job is given up). A task keeps the queue's reference: its record
 * goes with the request's memory. */
void ta_zend_async_work_detach(void *rec, uint32_t kind)
{
	zend_async_event_t *event = rec;
	*ta_work_glue_slot(event, kind) = NULL;
	if (kind == TA_KIND_ADDRINFO) {
		((ta_addrinfo_t *) rec)->job = NULL;
	} else if (kind == TA_KIND_NAMEINFO) {
		((ta_nameinfo_t *) rec)->job = NULL;
	}
	if (event->loop_ref_count > 0) {
		event->loop_ref_count = 0;
		ZEND_ASYNC_DECREASE_EVENT_COUNT(event);
	}
}

void ta_zend_async_work_install(void)
{
	zend_async_getaddrinfo_fn = ta_getaddrinfo;
	zend_async_getnameinfo_fn = ta_getnameinfo;
	zend_async_freeaddrinfo_fn = ta_freeaddrinfo;
	zend_async_new_task_fn = ta_new_task;
	zend_async_queue_task_fn = ta_queue_task;
}
