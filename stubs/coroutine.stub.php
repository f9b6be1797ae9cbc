<?php
/**
 * true_async's Async\ API, part 1 of 3: coroutines and the functions that
 * make, await, suspend and inspect them. Hand-written spec, the source of
 * truth: php-tests/module/005 checks every stubs/*.stub.php against what
 * the extension registers. Parts: coroutine, awaitables, exceptions.
 */

namespace Async {

interface Awaitable {}

interface Completable extends Awaitable
{
    public function cancel(?AsyncCancellation $cancellation = null): void;
    public function isCompleted(): bool;
    public function isCancelled(): bool;
}

final class Coroutine implements Completable
{
    /** Not constructible: spawn() makes coroutines (throws \Exception). */
    public function __construct() {}
    public function getId(): int {}
    /** Future pushes go to the head of the ready queue; a queued coroutine moves there now. */
    public function asHiPriority(): Coroutine {}
    /** The return value once completed successfully, else null. */
    public function getResult(): mixed {}
    /** The exception it ended with (AsyncCancellation when cancelled), null otherwise. @throws \Exception while running */
    public function getException(): ?\Throwable {}
    /** Backtrace from its suspension point; null unless suspended. */
    public function getTrace(int $options = DEBUG_BACKTRACE_PROVIDE_OBJECT, int $limit = 0): ?array {}
    /** @return array{0: ?string, 1: int} [file, line]; [null, 0] when unknown */
    public function getSpawnFileAndLine(): array {}
    public function getSpawnLocation(): string {}
    /** Its own Context (what coroutine_context() returns inside it), made on first request. */
    public function getContext(): Context {}
    /** @return array{0: ?string, 1: int} [file, line]; [null, 0] unless suspended */
    public function getSuspendFileAndLine(): array {}
    public function getSuspendLocation(): string {}
    public function isStarted(): bool {}
    public function isQueued(): bool {}
    public function isRunning(): bool {}
    /** Waiting for an event or in the ready queue (spawned, not yet started, included). */
    public function isSuspended(): bool {}
    /** Ended by a cancellation; false while one is on its way (isCancellationRequested()). */
    public function isCancelled(): bool {}
    /** Cancelled and not yet ended. */
    public function isCancellationRequested(): bool {}
    public function isCompleted(): bool {}
    /** @return array{waiting_for: string} */
    public function getAwaitingInfo(): array {}
    /** Not started: ends without running its body when its turn in the queue comes. Suspended: AsyncCancellation at its suspension point. */
    public function cancel(?AsyncCancellation $cancellation = null): void {}
    /**
     * Called with the coroutine when it ends; at once if it already has.
     * A handler's exception becomes the coroutine's (several: a
     * CompositeException); if the body already failed, it is reported as
     * an E_WARNING and the body's exception stays.
     */
    public function finally(callable $callback): void {}
}

/**
 * Queues a coroutine; it starts when the caller suspends. $args, positional
 * and named, reach $task as in a direct call. If it fails while
 * nobody awaits it, the failure waits for someone to look at it (await, the
 * await family, getException()). Once its Coroutine object is gone unseen
 * (a fire-and-forget spawn, or the last reference dropped), the failure is
 * unhandled: it is reported as PHP reports an uncaught exception ("Fatal
 * error: Uncaught ... thrown in coroutine N (spawned at file:line)"), and
 * the graceful shutdown starts: main unwinds at its suspension point, every
 * other coroutine is cancelled, finally blocks run; exit status 255. A
 * failure still held but never looked at is reported as an E_WARNING with
 * its spawn location when the script's coroutines have ended (exit status
 * 255). Cancellations are never reported.
 */
function spawn(callable $task, mixed ...$args): Coroutine {}

/**
 * Suspends until $awaitable completes; returns its result or throws its exception.
 * $awaitable and $cancellation: a Coroutine, Future or Timeout.
 * If $cancellation completes first:
 * OperationCanceledException("Operation has been cancelled"), previous =
 * the token's exception or a TimeoutException. A disarmed Timeout never ends the wait.
 */
function await(Completable $awaitable, ?Completable $cancellation = null): mixed {}

/** CPUs this process may use (affinity, cgroup quota), at least 1. */
function available_parallelism(): int {}

/** Lets every other ready coroutine run once. */
function suspend(): void {}

/** Runs $closure with cancellation deferred until it returns. */
function protect(\Closure $closure): mixed {}

/**
 * The running coroutine (main's once the scheduler launched).
 * @throws AsyncException "The current coroutine is not defined" before the
 * scheduler launched (the script is not a coroutine yet).
 */
function current_coroutine(): Coroutine {}

/** @return Coroutine[] live coroutines, main included, by id */
function get_coroutines(): array {}

/**
 * Cancels every coroutine but the caller and main, with $cancellationError or
 * a new AsyncCancellation. Coroutines spawned afterwards are cancelled with
 * the same exception before they start.
 */
function graceful_shutdown(?AsyncCancellation $cancellationError = null): void {}

/**
 * @return array<string, int> queue, pool and switch counters; TrueAsync's
 * coroutines_active (live coroutines), resumed_queue (ready queue) and
 * fiber_pool_capacity (idle contexts the pool keeps now) included
 */
function runtime_stats(): array {}

}
