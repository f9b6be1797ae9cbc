/*
 * Library hooks (src/io/libs/): the GOT slots through which a loaded
 * object calls a function (libcurl's and libpq's poll() and close(), the
 * PQ* imports of pgsql.so and pdo_pgsql.so) are rewritten to point at our
 * replacement, which keeps the original it read from the slot. Nothing of
 * PHP's or the libraries' private layouts is read: only the ELF dynamic
 * section, which the loader keeps mapped.
 *
 * x86_64 Linux ELF only; elsewhere every lookup fails and the hooks report
 * "unsupported", leaving the libraries stock. Callers: csrc/curl_shim.c,
 * csrc/pgsql_shim.c (ta_got_find, ta_got_patch), src/io/libs/mod.rs
 * (ta_got_restore_all, ta_libs_mark_thread).
 *
 * Objects PHP loads are bound at load (BIND_NOW) and their GOT made
 * read-only after relocation (RELRO): a slot is written with its page
 * made writable for the moment, and read-only again when the loader had
 * made it so. Each object we patch is pinned (an extra dlopen reference)
 * until the slots are restored at MSHUTDOWN, so that an extension
 * unloaded before this one does not take its pages away first.
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include "php.h"
#include "ta_libs.h"
#include <dlfcn.h>
#include <link.h>
#include <pthread.h>
#include <sys/mman.h>
#include <unistd.h>

#if defined(__x86_64__) && defined(__linux__)
#define TA_GOT_SUPPORTED 1
#else
#define TA_GOT_SUPPORTED 0
#endif

/* Every slot rewritten, for the restore (a few dozen in all). */
#define TA_GOT_MAX_SLOTS 256
static struct {
	void **slot;
	void *ours;
	void *orig;
	bool relro;
} ta_got_slots[TA_GOT_MAX_SLOTS];
static int ta_got_nslots;

#define TA_GOT_MAX_PINS 16
static void *ta_got_pins[TA_GOT_MAX_PINS];
static int ta_got_npins;

static pthread_t ta_php_thread;
static bool ta_php_thread_set;

void ta_libs_mark_thread(void)
{
	ta_php_thread = pthread_self();
	ta_php_thread_set = true;
}

/* libcurl calls close() from its resolver threads too: only calls on the
 * PHP thread may touch the reactor. */
bool ta_on_php_thread(void)
{
	return ta_php_thread_set && pthread_equal(pthread_self(), ta_php_thread);
}

#if TA_GOT_SUPPORTED

typedef struct {
	const void *addr;
	ta_got_obj *out;
	bool found;
} ta_got_search;

static int ta_got_visit(struct dl_phdr_info *info, size_t size, void *data)
{
	(void) size;
	ta_got_search *s = data;
	uintptr_t a = (uintptr_t) s->addr;
	for (int i = 0; i < info->dlpi_phnum; i++) {
		const ElfW(Phdr) *ph = &info->dlpi_phdr[i];
		uintptr_t lo = info->dlpi_addr + ph->p_vaddr;
		if (ph->p_type == PT_LOAD && a >= lo && a < lo + ph->p_memsz) {
			s->out->base = info->dlpi_addr;
			s->out->phdr = info->dlpi_phdr;
			s->out->phnum = info->dlpi_phnum;
			s->found = true;
			return 1;
		}
	}
	return 0;
}

bool ta_got_find(const void *addr, ta_got_obj *out)
{
	if (!addr) {
		return false;
	}
	ta_got_search s = { addr, out, false };
	dl_iterate_phdr(ta_got_visit, &s);
	if (!s.found) {
		return false;
	}
	/* Pinned once per object: its pages stay until ta_got_restore_all. */
	Dl_info di;
	if (dladdr(addr, &di) && di.dli_fname && ta_got_npins < TA_GOT_MAX_PINS) {
		void *h = dlopen(di.dli_fname, RTLD_LAZY | RTLD_NOLOAD);
		if (h) {
			for (int i = 0; i < ta_got_npins; i++) {
				if (ta_got_pins[i] == h) {
					dlclose(h);
					return true;
				}
			}
			ta_got_pins[ta_got_npins++] = h;
		}
	}
	return true;
}

/* glibc relocates the pointers of the dynamic section in place on x86_64;
 * an object whose section stayed as linked holds offsets from its base. */
static uintptr_t ta_got_ptr(const ta_got_obj *o, ElfW(Addr) v)
{
	return v < o->base ? o->base + v : v;
}

/* Whether the page of `slot` is one the loader made read-only after
 * relocation (PT_GNU_RELRO, rounded down to pages as the loader does). */
static bool ta_got_in_relro(const ta_got_obj *o, uintptr_t page, uintptr_t pagesz)
{
	for (int i = 0; i < o->phnum; i++) {
		const ElfW(Phdr) *ph = &o->phdr[i];
		if (ph->p_type != PT_GNU_RELRO) {
			continue;
		}
		uintptr_t start = (o->base + ph->p_vaddr) & ~(pagesz - 1);
		uintptr_t end = (o->base + ph->p_vaddr + ph->p_memsz) & ~(pagesz - 1);
		return page >= start && page < end;
	}
	return false;
}

static bool ta_got_write(void **slot, void *value, bool relro)
{
	uintptr_t pagesz = (uintptr_t) sysconf(_SC_PAGESIZE);
	uintptr_t page = (uintptr_t) slot & ~(pagesz - 1);
	if (mprotect((void *) page, pagesz, PROT_READ | PROT_WRITE) != 0) {
		return false;
	}
	__atomic_store_n(slot, value, __ATOMIC_SEQ_CST);
	if (relro) {
		mprotect((void *) page, pagesz, PROT_READ);
	}
	return true;
}

/* The slots of one relocation table naming `sym`. */
static int ta_got_patch_table(const ta_got_obj *o, const ElfW(Rela) *rel, size_t bytes,
	const ElfW(Sym) *symtab, const char *strtab, const char *sym, void *ours, void **orig)
{
	int n = 0;
	uintptr_t pagesz = (uintptr_t) sysconf(_SC_PAGESIZE);
	for (size_t i = 0; i < bytes / sizeof(ElfW(Rela)); i++) {
		unsigned type = ELF64_R_TYPE(rel[i].r_info);
		if (type != R_X86_64_JUMP_SLOT && type != R_X86_64_GLOB_DAT) {
			continue;
		}
		const ElfW(Sym) *s = &symtab[ELF64_R_SYM(rel[i].r_info)];
		if (strcmp(strtab + s->st_name, sym) != 0) {
			continue;
		}
		void **slot = (void **) (o->base + rel[i].r_offset);
		void *cur = __atomic_load_n(slot, __ATOMIC_SEQ_CST);
		if (cur == ours) {
			n++;
			continue;
		}
		if (ta_got_nslots >= TA_GOT_MAX_SLOTS) {
			break;
		}
		bool relro = ta_got_in_relro(o, (uintptr_t) slot & ~(pagesz - 1), pagesz);
		/* The original is in place before the slot sends calls to ours. */
		if (!*orig) {
			__atomic_store_n(orig, cur, __ATOMIC_SEQ_CST);
		}
		if (!ta_got_write(slot, ours, relro)) {
			continue;
		}
		ta_got_slots[ta_got_nslots].slot = slot;
		ta_got_slots[ta_got_nslots].ours = ours;
		ta_got_slots[ta_got_nslots].orig = cur;
		ta_got_slots[ta_got_nslots].relro = relro;
		ta_got_nslots++;
		n++;
	}
	return n;
}

int ta_got_patch(const ta_got_obj *o, const char *sym, void *ours, void **orig)
{
	const ElfW(Dyn) *dyn = NULL;
	for (int i = 0; i < o->phnum; i++) {
		if (o->phdr[i].p_type == PT_DYNAMIC) {
			dyn = (const ElfW(Dyn) *) (o->base + o->phdr[i].p_vaddr);
		}
	}
	if (!dyn) {
		return 0;
	}
	const ElfW(Sym) *symtab = NULL;
	const char *strtab = NULL;
	const ElfW(Rela) *jmprel = NULL, *rela = NULL;
	size_t jmprel_sz = 0, rela_sz = 0;
	bool plt_rela = true;
	for (; dyn->d_tag != DT_NULL; dyn++) {
		switch (dyn->d_tag) {
			case DT_SYMTAB: symtab = (const ElfW(Sym) *) ta_got_ptr(o, dyn->d_un.d_ptr); break;
			case DT_STRTAB: strtab = (const char *) ta_got_ptr(o, dyn->d_un.d_ptr); break;
			case DT_JMPREL: jmprel = (const ElfW(Rela) *) ta_got_ptr(o, dyn->d_un.d_ptr); break;
			case DT_PLTRELSZ: jmprel_sz = dyn->d_un.d_val; break;
			case DT_PLTREL: plt_rela = dyn->d_un.d_val == DT_RELA; break;
			case DT_RELA: rela = (const ElfW(Rela) *) ta_got_ptr(o, dyn->d_un.d_ptr); break;
			case DT_RELASZ: rela_sz = dyn->d_un.d_val; break;
		}
	}
	if (!symtab || !strtab || !plt_rela) {
		return 0;
	}
	int n = 0;
	if (jmprel) {
		n += ta_got_patch_table(o, jmprel, jmprel_sz, symtab, strtab, sym, ours, orig);
	}
	if (rela) {
		n += ta_got_patch_table(o, rela, rela_sz, symtab, strtab, sym, ours, orig);
	}
	return n;
}

void ta_got_restore_all(void)
{
	for (int i = ta_got_nslots - 1; i >= 0; i--) {
		void **slot = ta_got_slots[i].slot;
		/* Another hook that went over ours keeps its slot. */
		if (__atomic_load_n(slot, __ATOMIC_SEQ_CST) == ta_got_slots[i].ours) {
			ta_got_write(slot, ta_got_slots[i].orig, ta_got_slots[i].relro);
		}
	}
	ta_got_nslots = 0;
	for (int i = ta_got_npins - 1; i >= 0; i--) {
		dlclose(ta_got_pins[i]);
	}
	ta_got_npins = 0;
}

#else

bool ta_got_find(const void *addr, ta_got_obj *out)
{
	(void) addr;
	(void) out;
	return false;
}

int ta_got_patch(const ta_got_obj *o, const char *sym, void *ours, void **orig)
{
	(void) o;
	(void) sym;
	(void) ours;
	(void) orig;
	return 0;
}

void ta_got_restore_all(void)
{
}

#endif

/* The object of the loaded PHP extension `name` (an address inside it: its
 * module entry), and the address `sym` has for it (the library it links). */
const void *ta_module_addr(const char *name)
{
	return zend_hash_str_find_ptr(&module_registry, name, strlen(name));
}

void *ta_module_sym(const char *module, const char *sym)
{
	zend_module_entry *m = zend_hash_str_find_ptr(&module_registry, module, strlen(module));
	if (!m) {
		return NULL;
	}
	return dlsym(m->handle ? m->handle : RTLD_DEFAULT, sym);
}

/* A library wait's end, common to every poll() replacement: Rust returned
 * poll's result, or a failure (its exception or exit is pending: the
 * library sees an interrupted poll and unwinds on its own). */
int ta_lib_poll_end(int r, int status, int err)
{
	if (status == TA_LIB_FAILED) {
		errno = ECANCELED;
		return -1;
	}
	if (r < 0) {
		errno = err;
	}
	return r;
}
