<?php
/**
 * true_async's Async\ API, part 1 of 3: coroutines and the functions that
 * make, await, suspend and inspect them. Hand-written spec, the source of
 * truth: php-tests/module/005 checks every stubs/*.stub.php against what
 * the extension registers, and module/010 that every declaration here is
 * documented. Parts: coroutine, awaitables, exceptions (and cpu, scope,
 * sync). The files double as IDE stubs (PhpStorm, Psalm, PHPStan: see the
 * README).
 */

namespace Async {

/**
 * Something a coroutine can wait for. Coroutine, Future and Timeout are
 * Completable (await() takes them); TaskGroup, TaskSet and Channel are
 * Awaitable only: wait for them through their own methods (all(),
 * joinNext(), recv()...).
 */
interface Awaitable {}

/**
 * An Awaitable that completes once, with a result or an exception, and can
 * be cancelled: what await(), the await family and the $cancellation
 * parameters take.
 */
interface Completable extends Awaitable
{
    /**
     * Cancels it, if it has not completed yet.
     * @param AsyncCancellation|null $cancellation the exception it completes
     *        with (a new AsyncCancellation when null)
     */
    public function cancel(?AsyncCancellation $cancellation = null): void;
    /** @return bool whether it has completed (successfully, with an error, or cancelled) */
    public function isCompleted(): bool;
    /** @return bool whether it completed by cancellation */
    public function isCancelled(): bool;
}

/**
 * A coroutine: a function running on a stack of its own, started by
 * spawn() and run by the scheduler whenever the coroutine before it
 * suspends. It ends with its function's return value or exception; await()
 * gets either.
 */
final class Coroutine implements Completable
{
    /**
     * Not constructible: spawn() makes coroutines.
     * @throws \Exception always
     */
    public function __construct() {}
    /** @return int its id, unique in the process, counting from 1 (main's included) */
    public function getId(): int {}
    /**
     * Raises its priority: when a future or event wakes it, it goes to the
     * head of the ready queue instead of the tail; if it is queued now, it
     * moves there at once.
     * @return Coroutine $this
     */
    public function asHiPriority(): Coroutine {}
    /** @return mixed its function's return value once it completed successfully, else null */
    public function getResult(): mixed {}
    /**
     * @return \Throwable|null the exception it ended with (AsyncCancellation
     *         when cancelled), null if it has not ended or ended normally
     * @throws \Exception "Cannot get the exception of a running coroutine" while it runs
     */
    public function getException(): ?\Throwable {}
    /**
     * Its backtrace from its suspension point, as debug_backtrace() gives it.
     * @param int $options DEBUG_BACKTRACE_PROVIDE_OBJECT and/or DEBUG_BACKTRACE_IGNORE_ARGS
     * @param int $limit at most this many frames (0: all)
     * @return array|null the frames, or null unless it is suspended
     */
    public function getTrace(int $options = DEBUG_BACKTRACE_PROVIDE_OBJECT, int $limit = 0): ?array {}
    /** @return array{0: ?string, 1: int} [file, line] of the spawn() call; [null, 0] when unknown */
    public function getSpawnFileAndLine(): array {}
    /** @return string "file:line" of the spawn() call, or "unknown" */
    public function getSpawnLocation(): string {}
    /**
     * @return Context its own Context (what coroutine_context() returns inside
     *         it), made on the first request, also for an ended coroutine
     */
    public function getContext(): Context {}
    /** @return array{0: ?string, 1: int} [file, line] where it is suspended; [null, 0] unless suspended */
    public function getSuspendFileAndLine(): array {}
    /** @return string "file:line" where it is suspended, or "unknown" */
    public function getSuspendLocation(): string {}
    /** @return bool whether its function has started running */
    public function isStarted(): bool {}
    /** @return bool whether it sits in the ready queue, waiting for its turn */
    public function isQueued(): bool {}
    /** @return bool whether it is the coroutine running now */
    public function isRunning(): bool {}
    /** @return bool whether it waits, for an event or in the ready queue (a spawned coroutine that has not started included) */
    public function isSuspended(): bool {}
    /** @return bool whether it ended by a cancellation; false while one is on its way (see isCancellationRequested()) */
    public function isCancelled(): bool {}
    /** @return bool whether it was cancelled and has not ended yet */
    public function isCancellationRequested(): bool {}
    /** @return bool whether it has ended, in any way */
    public function isCompleted(): bool {}
    /**
     * What it waits for, in words: "nothing", "its turn in the ready
     * queue", "coroutine 3 to complete", "a timer (100 ms)", "fd 5 to
     * become readable", "its turn to write fd 1 (coroutine 2 writes it)"...
     * @return array{waiting_for: string}
     */
    public function getAwaitingInfo(): array {}
    /**
     * Cancels it. Not started: it ends without running its function when
     * its turn in the queue comes. Suspended: the cancellation is thrown at
     * its suspension point (protect() defers it); its finally blocks run.
     * Already ended: nothing happens. A coroutine cancelling itself is only
     * marked; the exception comes at its next suspension.
     * @param AsyncCancellation|null $cancellation the exception (a new AsyncCancellation when null)
     */
    public function cancel(?AsyncCancellation $cancellation = null): void {}
    /**
     * Calls $callback($coroutine) when it ends; at once if it already has.
     * The callback may suspend; inside it the coroutine already counts as
     * completed, and its awaiters wake once every callback is done.
     * A callback's exception becomes the coroutine's (several: a
     * CompositeException); if the function already failed, it is reported
     * as an E_WARNING and the function's exception stays.
     * @param callable(Coroutine): void $callback
     */
    public function finally(callable $callback): void {}
}

/**
 * Queues a new coroutine running $task(...$args); it starts when the caller
 * suspends (or the main script ends). Inside a coroutine it is spawned into
 * that coroutine's scope, at the top level into the main scope; the first
 * call starts the scheduler. If it fails while nobody awaits it, the
 * failure waits for someone to look at it (await, the await family,
 * getException()). Once its Coroutine object is gone unseen (a
 * fire-and-forget spawn, or the last reference dropped), the failure is
 * unhandled: it is reported as PHP reports an uncaught exception ("Fatal
 * error: Uncaught ... thrown in coroutine N (spawned at file:line)"), and
 * the graceful shutdown starts: main unwinds at its suspension point, every
 * other coroutine is cancelled, finally blocks run; exit status 255. A
 * failure still held but never looked at is reported as an E_WARNING with
 * its spawn location when the script's coroutines have ended (exit status
 * 255). Cancellations are never reported.
 * @param callable $task the coroutine's function
 * @param mixed ...$args its arguments, positional and named, as in a direct call
 * @return Coroutine the queued coroutine
 * @throws AsyncException when no coroutine can be made (no memory or address space for its stack)
 */
function spawn(callable $task, mixed ...$args): Coroutine {}

/**
 * Suspends the caller until $awaitable completes; other coroutines run
 * meanwhile. A disarmed Timeout never ends the wait.
 * @param Completable $awaitable a Coroutine, Future or Timeout
 * @param Completable|null $cancellation a Coroutine, Future or Timeout whose
 *        completion ends the wait first
 * @return mixed $awaitable's result
 * @throws \Throwable $awaitable's exception, as it is
 * @throws OperationCanceledException "Operation has been cancelled" when
 *         $cancellation completes first (previous: the token's exception,
 *         a TimeoutException for a Timeout)
 */
function await(Completable $awaitable, ?Completable $cancellation = null): mixed {}

/** @return int the CPUs this process may use (affinity and cgroup quota considered), at least 1 */
function available_parallelism(): int {}

/**
 * Lets every other ready coroutine run once, then continues. At the top
 * level before the scheduler runs, it starts it.
 */
function suspend(): void {}

/**
 * Runs $closure with cancellation deferred: a cancellation of the calling
 * coroutine that arrives meanwhile is thrown once $closure returned.
 * @param \Closure $closure what to run
 * @return mixed what $closure returns
 * @throws \Throwable what $closure throws
 */
function protect(\Closure $closure): mixed {}

/**
 * @return Coroutine the running coroutine (main's once the scheduler launched)
 * @throws AsyncException "The current coroutine is not defined" before the
 *         scheduler launched (the script is not a coroutine yet)
 */
function current_coroutine(): Coroutine {}

/** @return Coroutine[] the live coroutines, main included (empty before the scheduler launched) */
function get_coroutines(): array {}

/**
 * Cancels every coroutine but the caller and main, with
 * $cancellationError; coroutines spawned afterwards are cancelled with the
 * same exception before they start.
 * @param AsyncCancellation|null $cancellationError the exception (a new
 *        AsyncCancellation "Graceful shutdown" when null)
 */
function graceful_shutdown(?AsyncCancellation $cancellationError = null): void {}

/**
 * Counters of the scheduler, its queues and the context pool:
 * coroutines_total, coroutine_queue, microtasks_queue, coroutines_spawned,
 * coroutines_finished, switches, context_handoffs, fast_returns,
 * scheduler_entries, fiber_pool_* (idle count, in use, bounds, hits,
 * misses, virtual bytes, capacity, resident stack maxima),
 * fiber_stack_size, microtasks_executed, reactor_waits, file_offloads
 * (plain-file reads sent to the thread pool), and TrueAsync's
 * coroutines_active (live coroutines), resumed_queue (the ready queue) and
 * fiber_pool_capacity (idle contexts the pool keeps now).
 * @return array<string, int> counter name => value
 */
function runtime_stats(): array {}

}
