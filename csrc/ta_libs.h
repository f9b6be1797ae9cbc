/*
 * Shared by the library hooks' shims (got_shim.c: finding objects and
 * rewriting their GOT slots; curl_shim.c: libcurl; pgsql_shim.c: libpq and
 * the PHP extensions that call it). The decisions are Rust's
 * (src/io/libs/).
 */
#ifndef TA_LIBS_H
#define TA_LIBS_H

#include <link.h>
#include <poll.h>
#include <stdbool.h>
#include <stdint.h>

typedef struct {
	uintptr_t base;
	const ElfW(Phdr) *phdr;
	int phnum;
} ta_got_obj;

typedef int (*ta_poll_fn)(struct pollfd *fds, nfds_t nfds, int timeout);
typedef int (*ta_close_fn)(int fd);

/* Which library a wait or close comes from (src/io/libs/mod.rs Lib). */
enum { TA_LIB_CURL = 0, TA_LIB_PQ = 1, TA_LIB_PDO_PGSQL = 2 };

/* How a library wait ended (src/io/libs/poll.rs). */
enum { TA_LIB_OK = 0, TA_LIB_FAILED = 2 };

/* What an install found (src/io/libs/mod.rs Installed). */
enum { TA_LIBS_ABSENT = -1, TA_LIBS_UNSUPPORTED = -2 };

bool ta_got_find(const void *addr, ta_got_obj *out);
/* Rewrites every slot of `o` importing `sym` to `ours`; *orig (when NULL)
 * gets the function the first slot held, before any call can reach ours.
 * Returns how many slots point at ours now. */
int ta_got_patch(const ta_got_obj *o, const char *sym, void *ours, void **orig);
void ta_got_restore_all(void);
bool ta_on_php_thread(void);
const void *ta_module_addr(const char *name);
void *ta_module_sym(const char *module, const char *sym);
int ta_lib_poll_end(int r, int status, int err);

/* Rust side (src/io/libs/poll.rs). */
extern int ta_lib_poll(int lib, struct pollfd *fds, nfds_t nfds, int timeout, ta_poll_fn real, int *status, int *err);
extern void ta_lib_close(int lib, int fd);

#endif
