<?php
/**
 * true_async's Async\ API: channels between coroutines, and pools of
 * resources they share (with a circuit breaker). Hand-written spec.
 */

namespace Async {

/** Why a channel closed; ChannelException::$reason names it. */
enum ChannelCloseReason: string
{
    case EXPLICIT = 'explicit';
    case DISPOSED = 'disposed';
    case NO_PRODUCERS = 'no producers timeout';
    case NO_CONSUMERS = 'no consumers timeout';
    case DEADLOCK = 'deadlock';
    case SCOPE_DISPOSED = 'scope disposed';
}

/**
 * Values from senders to receivers, FIFO on each side: a buffer of
 * $capacity values, or (0) a hand-off where send() returns once a receiver
 * took the value. A value that arrives while a receiver waits is that
 * receiver's; a waiter cancelled before it runs passes it on. The channel
 * closes once (the first reason stays): close() (EXPLICIT), the object
 * going (DISPOSED), the scope it was made in being cancelled or disposed
 * (SCOPE_DISPOSED, not when that scope merely finishes), or a receiver
 * (sender) waiting $noProducerTimeout ($noConsumerTimeout) ms with nobody
 * on the other side (NO_PRODUCERS / NO_CONSUMERS; 0: never). Buffered
 * values are still received after close(); then recv() throws.
 * Each waiter's timeout counts from when it parked. Soft timeouts (the
 * default, $hardTimeouts false) keep no loop alive: when nothing but such
 * channels is left to wait for, each with waiters closes with DEADLOCK at
 * once (their waiters get ChannelException "Channel deadlock") before the
 * generic deadlock handling would cancel everyone. Hard ones keep the loop
 * alive and always run their course. With both timeouts 0 a channel is
 * no candidate: its blocked waiters take the generic deadlock path.
 */
final class Channel implements Awaitable, \IteratorAggregate, \Countable
{
    /** ValueError outside 0..2147483647 for each int. */
    public function __construct(int $capacity = 0, int $noProducerTimeout = 0, int $noConsumerTimeout = 0, bool $hardTimeouts = false) {}
    /** ChannelException once closed; a fired token: OperationCanceledException, the value withdrawn. */
    public function send(mixed $value, ?Completable $cancellationToken = null): void {}
    /** Never waits: false when closed or there is no free place. */
    public function sendAsync(mixed $value): bool {}
    public function recv(?Completable $cancellationToken = null): mixed {}
    /** A Future of the next value (a receiver in line with the coroutines); dropping it leaves the line. */
    public function recvAsync(): Future {}
    public function close(): void {}
    public function isClosed(): bool {}
    public function capacity(): int {}
    /** Values held, those handed to woken receivers (and a parked hand-off) included. */
    public function count(): int {}
    public function isEmpty(): bool {}
    public function isFull(): bool {}
    /** foreach: null keys, each step a recv(); ends at an explicit close once drained. */
    public function getIterator(): \Iterator {}
}

/** What a channel's foreach walks (not made by user code). */
final class ChannelIterator implements \Iterator
{
    public function __construct() {}
    public function current(): mixed {}
    public function key(): mixed {}
    public function next(): void {}
    public function rewind(): void {}
    public function valid(): bool {}
}

/** The circuit breaker's state: ACTIVE serves, INACTIVE refuses, RECOVERING serves (trial). */
enum CircuitBreakerState
{
    case ACTIVE;
    case INACTIVE;
    case RECOVERING;
}

/** Something that can be switched off and on (Pool). */
interface CircuitBreaker
{
    public function getState(): CircuitBreakerState;
    public function activate(): void;
    public function deactivate(): void;
    public function recover(): void;
}

/**
 * Told how each Pool::release() went (source: the pool); it decides the
 * transitions itself (e.g. $source->deactivate() after N failures). Its
 * exceptions are swallowed; shouldRecover() is never called by the pool.
 */
interface CircuitBreakerStrategy
{
    public function reportSuccess(mixed $source): void;
    public function reportFailure(mixed $source, \Throwable $error): void;
    public function shouldRecover(): bool;
}

/**
 * Resources (connections) made by $factory, lent by acquire()/tryAcquire()
 * and given back by release(); never more than $max exist. $min are made
 * in the constructor (the first factory exception propagates from `new`).
 * count() = idleCount() + activeCount(); a resource counts as active while
 * it is lent and while a hook runs on it; a place is taken before the
 * factory runs, so a slow factory never overshoots $max.
 *
 * Waiting is FIFO and by hand-off: a resource released while coroutines
 * wait (or, if it was destroyed, its place) goes to the oldest waiter and
 * is reserved for it; nobody else can take it, and a waiter cancelled
 * before it runs passes it on.
 *
 * Decisions where the specification leaves room or where true_async
 * differs from the reference implementation:
 * - release() of an object that is not out on loan from this pool (a
 *   foreign object, or one released twice) throws PoolException and
 *   changes nothing: the reference does not check, and its counts drift.
 *   Resources that are not objects cannot be told apart: not checked.
 * - A borrower coroutine that ends without release() does not lose the
 *   resource: the pool keeps a reference to every lent object, it stays
 *   counted as active, and whoever holds it may release it later (it is
 *   destroyed if the pool closed meanwhile). It is not released for the
 *   borrower: the pool cannot know that nobody else still uses it.
 * - The health check runs every $healthcheckInterval ms (a timer that
 *   keeps no loop alive) in a coroutine of its own, over the resources
 *   idle at that moment, oldest first. It may suspend (a ping over a
 *   socket is non-blocking there); TrueAsync runs it in the scheduler's
 *   context, where suspending throws.
 * - Destroying the Pool object closes it; a destructor exception then
 *   cannot be thrown where the object went: it is reported as an
 *   unhandled error of a coroutine of its own.
 */
final class Pool implements \Countable, CircuitBreaker
{
    /**
     * ValueError: $min < 0 ("Argument #6 ($min) must be >= 0"), $max < 1,
     * $min > $max ("Argument #6 ($min) must be <= max"), $healthcheckInterval < 0.
     * Callbacks: factory(): mixed; destructor(mixed $r): void; healthcheck,
     * beforeAcquire, beforeRelease (mixed $r): bool (false or an exception: reject).
     */
    public function __construct(callable $factory, ?callable $destructor = null, ?callable $healthcheck = null,
        ?callable $beforeAcquire = null, ?callable $beforeRelease = null,
        int $min = 0, int $max = 10, int $healthcheckInterval = 0) {}
    /**
     * An idle resource (beforeAcquire approves it, or it is destroyed and
     * the next tried), else a fresh one while below $max, else waits.
     * PoolException "Pool is closed"; ServiceUnavailableException while
     * INACTIVE (also for waiters when the pool is deactivated);
     * TimeoutException "Operation has been cancelled by timeout" after
     * $timeout ms (0: no limit; < 0: ValueError).
     */
    public function acquire(int $timeout = 0): mixed {}
    /** As acquire() without waiting: null when closed, INACTIVE or exhausted. */
    public function tryAcquire(): mixed {}
    /**
     * beforeRelease approves it: back to idle (or to the oldest waiter),
     * destroyed if the pool is closed; the strategy hears reportSuccess.
     * Rejected (false or an exception, which is not rethrown): destroyed,
     * reportFailure with \Exception "Resource validation failed", and a
     * waiter may make a fresh one.
     */
    public function release(mixed $resource): void {}
    /**
     * Idempotent: waiters fail with PoolException "Pool is closed", idle
     * resources are destroyed oldest first; lent ones when released.
     * Destructor exceptions do not stop it: the last is thrown, the
     * earlier ones chained as its previous.
     */
    public function close(): void {}
    public function isClosed(): bool {}
    public function count(): int {}
    public function idleCount(): int {}
    public function activeCount(): int {}
    public function setCircuitBreakerStrategy(?CircuitBreakerStrategy $strategy): void {}
    public function getState(): CircuitBreakerState {}
    public function activate(): void {}
    public function deactivate(): void {}
    public function recover(): void {}
}

}
