/*
 * libcurl's waits (src/io/libs/curl.rs, src/io/libs/poll.rs): libcurl
 * calls poll() wherever it waits (curl_easy_perform's transfer loop,
 * curl_multi_wait behind curl_multi_select, curl_multi_poll's sleeps) and
 * close() for every socket it drops. Both imports of libcurl itself are
 * rewritten (csrc/got_shim.c), so ext/curl and libcurl's own logic stay
 * stock: only how a wait waits changes. Called from the PHP thread, a wait
 * goes to Rust, which waits in the reactor inside a coroutine; libcurl's
 * resolver threads get the originals.
 */
#include "php.h"
#include "ta_libs.h"

static ta_poll_fn ta_curl_real_poll;
static ta_close_fn ta_curl_real_close;

static int ta_curl_poll(struct pollfd *fds, nfds_t nfds, int timeout)
{
	if (!ta_on_php_thread()) {
		return ta_curl_real_poll(fds, nfds, timeout);
	}
	int status = TA_LIB_OK, err = 0;
	int r = ta_lib_poll(TA_LIB_CURL, fds, nfds, timeout, ta_curl_real_poll, &status, &err);
	return ta_lib_poll_end(r, status, err);
}

static int ta_curl_close(int fd)
{
	if (ta_on_php_thread()) {
		ta_lib_close(TA_LIB_CURL, fd);
	}
	return ta_curl_real_close(fd);
}

/* Rewrites libcurl's poll and close: the libcurl ext/curl links (the one
 * its curl_easy_perform comes from, whichever flavour is installed).
 * Returns the slots rewritten, or TA_LIBS_ABSENT / TA_LIBS_UNSUPPORTED. */
int ta_curl_install(void)
{
	void *f = ta_module_sym("curl", "curl_easy_perform");
	if (!f) {
		return TA_LIBS_ABSENT;
	}
	ta_got_obj o;
	if (!ta_got_find(f, &o)) {
		return TA_LIBS_UNSUPPORTED;
	}
	int polls = ta_got_patch(&o, "poll", (void *) ta_curl_poll, (void **) &ta_curl_real_poll);
	int closes = ta_got_patch(&o, "close", (void *) ta_curl_close, (void **) &ta_curl_real_close);
	return polls > 0 ? polls + closes : TA_LIBS_UNSUPPORTED;
}
