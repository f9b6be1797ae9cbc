/* The process-level handler of the signals this extension listens to:
 * those an Async\signal() call waits for, and SIGINT/SIGTERM for the
 * graceful shutdown of CLI scripts. One handler (the hub) per signal, which
 * keeps what it displaced and hands every delivery on to it, so that
 * nothing else that wants the signal loses it:
 * - with ZEND_SIGNALS, what it displaced is the engine's own handler, which
 *   dispatches to what the script set through zend_sigaction (pcntl_signal);
 *   the engine's table then says what the script wants: a handler (called
 *   through the engine), SIG_IGN (nothing), or SIG_DFL (the default action,
 *   unless Async\signal() took the signal or the graceful shutdown does);
 * - pcntl_signal() puts the engine's handler back at the process level: a
 *   wrapper puts the hub back on top right after.
 * libuv's uv_signal_t is not used for these: its handler neither chains nor
 * survives pcntl_signal(), and stopping its last watcher resets SIG_DFL.
 *
 * In the handler: flags, uv_async_send (async-signal-safe) and the
 * displaced handler; nothing else. */
#include "php.h"
#include "SAPI.h"
#include "zend_signal.h"
#include <signal.h>
#include <errno.h>

#define TA_NSIG 65

extern int uv_async_send(void *handle);

/* What the hub displaced at the process level, per signal. */
static struct sigaction ta_hub_prev[TA_NSIG];
/* The hub is meant to be installed (it is put back when displaced). */
static bool ta_hub_on[TA_NSIG];
/* Async\signal() watchers listening, per signal (PHP thread writes). */
static volatile sig_atomic_t ta_hub_watch[TA_NSIG];
/* Delivered to the watchers, not yet taken by the loop. */
static volatile sig_atomic_t ta_hub_got[TA_NSIG];
/* SIGINT/SIGTERM start the graceful shutdown when the script wants the
 * default action. */
static volatile sig_atomic_t ta_sd_armed[TA_NSIG];
static volatile sig_atomic_t ta_sd_signo = 0;
static volatile sig_atomic_t ta_sd_taken = 0;
/* The loop's uv_async_t: wakes it on a delivery. */
static void *volatile ta_hub_wake = NULL;
/* The engine's process-level handler (ZEND_SIGNALS), to recognise it. */
static void *ta_zend_handler = NULL;
static zif_handler ta_pcntl_signal_orig = NULL;
static void (*ta_sd_prev_interrupt)(zend_execute_data *) = NULL;

void ta_shutdown_signal_fired(int signo);

static bool ta_is_hub(const struct sigaction *sa);

static void ta_default_action(int signo)
{
	/* Signals whose default action is to do nothing. */
	if (signo == SIGWINCH || signo == SIGCHLD || signo == SIGURG || signo == SIGCONT) {
		return;
	}
	struct sigaction dfl;
	memset(&dfl, 0, sizeof(dfl));
	dfl.sa_handler = SIG_DFL;
	sigemptyset(&dfl.sa_mask);
	sigaction(signo, &dfl, NULL);
	/* Pending until this handler returns (the signal is blocked in it). */
	raise(signo);
}

static void ta_hub_handler(int signo, siginfo_t *info, void *uctx)
{
	int saved_errno = errno;
	bool taken = false;
	if (signo <= 0 || signo >= TA_NSIG) {
		return;
	}
	if (ta_hub_watch[signo] > 0) {
		ta_hub_got[signo] = 1;
		taken = true;
	}
	const struct sigaction *prev = &ta_hub_prev[signo];
	bool siginfo = (prev->sa_flags & SA_SIGINFO) != 0;
	void *h = siginfo ? (void *) prev->sa_sigaction : (void *) prev->sa_handler;
	/* What the script wants for this signal. */
	void *wanted = h;
#ifdef ZEND_SIGNALS
	if (h != NULL && h == ta_zend_handler) {
		wanted = SIGG(handlers)[signo - 1].handler;
	}
#endif
	if (wanted == (void *) SIG_IGN) {
		/* nothing */
	} else if (wanted == (void *) SIG_DFL) {
		if (!taken) {
			if (ta_sd_armed[signo] && !ta_sd_signo) {
				ta_sd_signo = signo;
				zend_atomic_bool_store_ex(&EG(vm_interrupt), true);
				taken = true;
			} else {
				/* Not armed, or a second signal during the shutdown. */
				ta_default_action(signo);
			}
		}
	} else if (siginfo) {
		prev->sa_sigaction(signo, info, uctx);
	} else {
		prev->sa_handler(signo);
	}
	if (taken && ta_hub_wake) {
		uv_async_send(ta_hub_wake);
	}
	errno = saved_errno;
}

static bool ta_is_hub(const struct sigaction *sa)
{
	return (sa->sa_flags & SA_SIGINFO) && sa->sa_sigaction == ta_hub_handler;
}

static bool ta_is_function(const struct sigaction *sa)
{
	void *h = (sa->sa_flags & SA_SIGINFO) ? (void *) sa->sa_sigaction : (void *) sa->sa_handler;
	return h != (void *) SIG_DFL && h != (void *) SIG_IGN;
}

/* Puts the hub on top of whatever handles `signo` now. */
static int ta_hub_assert(int signo)
{
	struct sigaction cur, sa;
	if (sigaction(signo, NULL, &cur) != 0) {
		return -errno;
	}
	ta_hub_on[signo] = true;
	if (ta_is_hub(&cur)) {
		return 0;
	}
	memset(&sa, 0, sizeof(sa));
	sa.sa_sigaction = ta_hub_handler;
	if (ta_is_function(&cur)) {
		/* As the handler it calls expects: same mask, same restart rule. */
		sa.sa_mask = cur.sa_mask;
		sa.sa_flags = SA_SIGINFO | SA_ONSTACK | (cur.sa_flags & SA_RESTART);
	} else {
		sigemptyset(&sa.sa_mask);
		sa.sa_flags = SA_SIGINFO | SA_ONSTACK | SA_RESTART;
	}
	ta_hub_prev[signo] = cur;
	if (sigaction(signo, &sa, NULL) != 0) {
		ta_hub_on[signo] = false;
		return -errno;
	}
	return 0;
}

/* The hub goes where nothing needs it; what it displaced comes back
 * (unless something replaced the hub meanwhile). */
static void ta_hub_sync(int signo)
{
	if (ta_hub_watch[signo] > 0 || ta_sd_armed[signo] || !ta_hub_on[signo]) {
		return;
	}
	ta_hub_on[signo] = false;
	struct sigaction cur;
	if (sigaction(signo, NULL, &cur) == 0 && ta_is_hub(&cur)) {
		sigaction(signo, &ta_hub_prev[signo], NULL);
	}
}

/* pcntl_signal() installs the engine's handler at the process level: the
 * hub goes back on top of it. */
static ZEND_NAMED_FUNCTION(ta_pcntl_signal)
{
	ta_pcntl_signal_orig(INTERNAL_FUNCTION_PARAM_PASSTHRU);
	for (int signo = 1; signo < TA_NSIG; signo++) {
		if (ta_hub_on[signo]) {
			ta_hub_assert(signo);
		}
	}
}

bool ta_swap_handler(const char *name, zif_handler handler, zif_handler *old);

static void ta_hub_prepare(void)
{
#ifdef ZEND_SIGNALS
	/* The engine installs its handler for SIGPROF (its timeout signal) in
	 * every request: that is the one to recognise. */
	struct sigaction prof;
	if (sigaction(SIGPROF, NULL, &prof) == 0 && (prof.sa_flags & SA_SIGINFO)
			&& prof.sa_sigaction != ta_hub_handler) {
		ta_zend_handler = (void *) prof.sa_sigaction;
	}
#endif
	if (!ta_pcntl_signal_orig) {
		zif_handler old = NULL;
		if (ta_swap_handler("pcntl_signal", ta_pcntl_signal, &old)) {
			ta_pcntl_signal_orig = old;
		}
	}
}

/* MSHUTDOWN. */
void ta_signal_unhook(void)
{
	if (ta_pcntl_signal_orig) {
		zif_handler mine = NULL;
		ta_swap_handler("pcntl_signal", ta_pcntl_signal_orig, &mine);
		ta_pcntl_signal_orig = NULL;
	}
}

void ta_signal_set_wake(void *wake)
{
	ta_hub_wake = wake;
}

/* An Async\signal() watcher starts (+1) or stops (-1) listening. Returns 0
 * or a negative errno. */
int ta_signal_watch(int signo, int delta)
{
	if (signo <= 0 || signo >= TA_NSIG) {
		return -EINVAL;
	}
	ta_hub_prepare();
	ta_hub_watch[signo] += delta;
	if (ta_hub_watch[signo] < 0) {
		ta_hub_watch[signo] = 0;
	}
	if (ta_hub_watch[signo] > 0) {
		int rc = ta_hub_assert(signo);
		if (rc < 0) {
			ta_hub_watch[signo] -= delta > 0 ? delta : 0;
		}
		return rc;
	}
	ta_hub_got[signo] = 0;
	ta_hub_sync(signo);
	return 0;
}

/* Whether `signo` arrived for the watchers since the last look. */
bool ta_signal_take(int signo)
{
	if (signo <= 0 || signo >= TA_NSIG || !ta_hub_got[signo]) {
		return false;
	}
	ta_hub_got[signo] = 0;
	return true;
}

/* ---- Graceful shutdown on SIGINT/SIGTERM (docs/design.md), CLI only ----
 * While coroutines exist, a first SIGINT or SIGTERM that the script leaves
 * at its default action (and that no Async\signal() call waits for) ends
 * the script like exit(128 + signo): every coroutine is unwound, finally
 * blocks run. The hub records it, sets EG(vm_interrupt) (running PHP code
 * notices at the next instruction boundary) and wakes the loop in case
 * everything is waiting. A second signal gets the default action at once. */

/* The signal, once: 0 if none arrived or it was already taken. */
int ta_shutdown_signal_take(void)
{
	if (!ta_sd_signo || ta_sd_taken) {
		return 0;
	}
	ta_sd_taken = 1;
	return ta_sd_signo;
}

/* Non-zero while pcntl dispatches signals to the script's handlers (its
 * interrupt function, or pcntl_signal_dispatch()). PHP blocks fiber
 * switches there; ta_switch_refused (fiber_shim.c) then says it is a signal
 * handler that may not suspend, not a destructor. */
__attribute__((visibility("hidden"))) uint32_t ta_in_signal_dispatch;

static void ta_sd_interrupt(zend_execute_data *ex)
{
	int signo = ta_shutdown_signal_take();
	if (signo) {
		ta_shutdown_signal_fired(signo);
	}
	if (ta_sd_prev_interrupt) {
		ta_in_signal_dispatch++;
		zend_try {
			ta_sd_prev_interrupt(ex);
		} zend_catch {
			ta_in_signal_dispatch--;
			zend_bailout();
		} zend_end_try();
		ta_in_signal_dispatch--;
	}
}

static zif_handler ta_pcntl_dispatch_orig = NULL;

static ZEND_NAMED_FUNCTION(ta_pcntl_dispatch)
{
	ta_in_signal_dispatch++;
	zend_try {
		ta_pcntl_dispatch_orig(INTERNAL_FUNCTION_PARAM_PASSTHRU);
	} zend_catch {
		ta_in_signal_dispatch--;
		zend_bailout();
	} zend_end_try();
	ta_in_signal_dispatch--;
}

void ta_shutdown_hook_interrupt(void)
{
	ta_sd_prev_interrupt = zend_interrupt_function;
	zend_interrupt_function = ta_sd_interrupt;
	zif_handler old = NULL;
	if (!ta_pcntl_dispatch_orig && ta_swap_handler("pcntl_signal_dispatch", ta_pcntl_dispatch, &old)) {
		ta_pcntl_dispatch_orig = old;
	}
}

void ta_shutdown_unhook_interrupt(void)
{
	if (zend_interrupt_function == ta_sd_interrupt) {
		zend_interrupt_function = ta_sd_prev_interrupt;
	}
	if (ta_pcntl_dispatch_orig) {
		zif_handler mine = NULL;
		ta_swap_handler("pcntl_signal_dispatch", ta_pcntl_dispatch_orig, &mine);
		ta_pcntl_dispatch_orig = NULL;
	}
}

/* Arms the graceful shutdown (CLI only). Returns how many signals. */
int ta_shutdown_signals_install(void)
{
	static const int sigs[2] = {SIGINT, SIGTERM};
	int n = 0;
	if (strcmp(sapi_module.name, "cli") != 0) {
		return 0;
	}
	ta_hub_prepare();
	ta_sd_signo = 0;
	ta_sd_taken = 0;
	for (int i = 0; i < 2; i++) {
		ta_sd_armed[sigs[i]] = 1;
		if (ta_hub_assert(sigs[i]) == 0) {
			n++;
		} else {
			ta_sd_armed[sigs[i]] = 0;
		}
	}
	return n;
}

/* Request end: disarmed, and the hub leaves every signal that no watcher
 * needs any more (the watchers stop right after). */
void ta_shutdown_signals_uninstall(void)
{
	ta_sd_armed[SIGINT] = 0;
	ta_sd_armed[SIGTERM] = 0;
	ta_hub_sync(SIGINT);
	ta_hub_sync(SIGTERM);
}
