/*
 * Stack overflow inside a coroutine. PHP 8.2 has no stack limit check, so
 * deep recursion through internal callbacks runs into the guard page below a
 * coroutine's stack. A SIGSEGV handler on an alternate stack recognises a
 * fault in the running coroutine's guard page, prints a fatal error the way
 * PHP would and ends the process with PHP's fatal status; any other fault,
 * and a SIGSEGV/SIGBUS some process sent, goes to the previous handler (or
 * the default action: the process dies of it as stock PHP does). Everything
 * here is async-signal-safe: write(2), _exit(2), no allocation.
 *
 * Caller: src/engine/overflow.rs (install, uninstall, and the ta_guard_*
 * bounds it sets on every switch).
 */
#include <signal.h>
#include <stdbool.h>
#include <stdint.h>
#include <string.h>
#include <unistd.h>

volatile uintptr_t ta_guard_lo, ta_guard_hi;
volatile size_t ta_guard_stack_size;
static struct sigaction ta_prev_segv, ta_prev_bus;
static char ta_altstack[64 * 1024];

static size_t ta_fmt_size(char *buf, size_t n)
{
	char tmp[24];
	size_t len = 0, i;
	do { tmp[len++] = (char) ('0' + n % 10); n /= 10; } while (n && len < sizeof(tmp));
	for (i = 0; i < len; i++) buf[i] = tmp[len - 1 - i];
	return len;
}

static void ta_overflow_handler(int sig, siginfo_t *info, void *uctx)
{
	/* Only a fault the kernel raised (si_code > 0: SEGV_MAPERR, SEGV_ACCERR,
	 * BUS_ADRERR...) has a fault address; a signal sent with kill, sigqueue
	 * or tgkill (si_code <= 0) carries the sender's pid there instead. */
	bool fault = info->si_code > 0;
	uintptr_t addr = (uintptr_t) info->si_addr;
	if (fault && ta_guard_hi && addr >= ta_guard_lo && addr < ta_guard_hi) {
		static const char a[] = "\nFatal error: Maximum call stack size of ";
		static const char b[] = " bytes reached in a coroutine (async.stack_size). Infinite recursion?\n";
		char num[24];
		size_t len = ta_fmt_size(num, ta_guard_stack_size);
		ssize_t r = write(STDOUT_FILENO, a, sizeof(a) - 1);
		r = write(STDOUT_FILENO, num, len);
		r = write(STDOUT_FILENO, b, sizeof(b) - 1);
		(void) r;
		_exit(255);
	}
	struct sigaction *prev = sig == SIGSEGV ? &ta_prev_segv : &ta_prev_bus;
	void (*h)(int) = prev->sa_handler;
	if ((prev->sa_flags & SA_SIGINFO) && prev->sa_sigaction) {
		prev->sa_sigaction(sig, info, uctx);
		return;
	}
	if (!(prev->sa_flags & SA_SIGINFO) && h != SIG_DFL && h != SIG_IGN) {
		h(sig);
		return;
	}
	if (!fault && h == SIG_IGN) {
		return;
	}
	/* The default action, as without this handler: the disposition goes back
	 * for good (an ignored fault is fatal, as the kernel makes it), then a
	 * fault repeats when this returns and a sent signal is sent again (it
	 * stays pending until this handler returns), so the process dies of it
	 * with its core dump. */
	struct sigaction dfl;
	memset(&dfl, 0, sizeof(dfl));
	dfl.sa_handler = SIG_DFL;
	sigemptyset(&dfl.sa_mask);
	sigaction(sig, &dfl, NULL);
	if (!fault) {
		raise(sig);
	}
}

void ta_install_overflow_handler(void)
{
	stack_t ss, old;
	if (sigaltstack(NULL, &old) == 0 && (old.ss_flags & SS_DISABLE)) {
		ss.ss_sp = ta_altstack;
		ss.ss_size = sizeof(ta_altstack);
		ss.ss_flags = 0;
		sigaltstack(&ss, NULL);
	}
	struct sigaction sa;
	memset(&sa, 0, sizeof(sa));
	sa.sa_sigaction = ta_overflow_handler;
	sa.sa_flags = SA_SIGINFO | SA_ONSTACK;
	sigemptyset(&sa.sa_mask);
	sigaction(SIGSEGV, &sa, &ta_prev_segv);
	sigaction(SIGBUS, &sa, &ta_prev_bus);
}

void ta_uninstall_overflow_handler(void)
{
	sigaction(SIGSEGV, &ta_prev_segv, NULL);
	sigaction(SIGBUS, &ta_prev_bus, NULL);
}
