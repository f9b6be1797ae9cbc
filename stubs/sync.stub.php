<?php
/**
 * true_async's Async\ API: channels between coroutines, and pools of
 * resources they share (with a circuit breaker). Hand-written spec.
 */

namespace Async {

/** Why a channel closed; ChannelException::$reason names it. */
enum ChannelCloseReason: string
{
    /** close() was called ("Channel is closed"). */
    case EXPLICIT = 'explicit';
    /** The Channel object went ("Channel disposed"). */
    case DISPOSED = 'disposed';
    /** A receiver waited $noProducerTimeout ms with no sender ("Channel deadlock: no producers"). */
    case NO_PRODUCERS = 'no producers timeout';
    /** A sender waited $noConsumerTimeout ms with no receiver ("Channel deadlock: no consumers"). */
    case NO_CONSUMERS = 'no consumers timeout';
    /** Nothing but channels with soft timeouts was left to wait for ("Channel deadlock"). */
    case DEADLOCK = 'deadlock';
    /** The scope it was made in was cancelled or disposed ("Channel closed: owner scope disposed"). */
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
    /**
     * @param int $capacity values it buffers (0: hand-off)
     * @param int $noProducerTimeout ms a receiver may wait with no sender before the channel closes (0: never)
     * @param int $noConsumerTimeout ms a sender may wait with no receiver before the channel closes (0: never)
     * @param bool $hardTimeouts the timeouts keep the event loop alive and always run their course
     * @throws \ValueError for an int outside 0..2147483647
     */
    public function __construct(int $capacity = 0, int $noProducerTimeout = 0, int $noConsumerTimeout = 0, bool $hardTimeouts = false) {}
    /**
     * Sends $value: into the buffer, suspending while it is full; with
     * capacity 0, returns once a receiver took it.
     * @param mixed $value the value
     * @param Completable|null $cancellationToken ends the wait first (the value is withdrawn)
     * @throws ChannelException once closed (its $reason says why)
     * @throws OperationCanceledException when $cancellationToken completes first (also if it already had)
     */
    public function send(mixed $value, ?Completable $cancellationToken = null): void {}
    /**
     * Sends without waiting.
     * @param mixed $value the value
     * @return bool false when closed or there is no free place (capacity 0: the slot is taken)
     */
    public function sendAsync(mixed $value): bool {}
    /**
     * Receives the oldest value, suspending while there is none. Values
     * buffered before close() are still received.
     * @param Completable|null $cancellationToken ends the wait first
     * @return mixed the value
     * @throws ChannelException once closed and drained (its $reason says why)
     * @throws OperationCanceledException when $cancellationToken completes first (also if it already had)
     */
    public function recv(?Completable $cancellationToken = null): mixed {}
    /**
     * @return Future the next value: completed at once if one is there,
     *         failed with ChannelException if closed and drained, else a
     *         receiver in line with the coroutines (dropping the Future
     *         leaves the line)
     */
    public function recvAsync(): Future {}
    /** Closes it with EXPLICIT (a no-op if closed): waiting senders and receivers get ChannelException; buffered values can still be received. */
    public function close(): void {}
    /** @return bool whether it closed, for any reason */
    public function isClosed(): bool {}
    /** @return int the buffer size given to the constructor */
    public function capacity(): int {}
    /** @return int values held, those handed to woken receivers (and a parked hand-off) included */
    public function count(): int {}
    /** @return bool whether count() is 0 */
    public function isEmpty(): bool {}
    /** @return bool whether the buffer holds capacity() values (capacity 0: the slot is taken) */
    public function isFull(): bool {}
    /**
     * foreach: null keys, each step a recv(); ends at an explicit close once
     * drained, any other close reason is thrown.
     * @return \Iterator
     * @throws \Error in a foreach by reference
     */
    public function getIterator(): \Iterator {}
}

/** What a channel's foreach walks (not made by user code). */
final class ChannelIterator implements \Iterator
{
    /** Not made by user code: foreach over a Channel makes it. */
    public function __construct() {}
    /** @return mixed the value received for this step */
    public function current(): mixed {}
    /** @return mixed always null */
    public function key(): mixed {}
    /** Moves past the current value. */
    public function next(): void {}
    /** Does nothing: a channel is only read forward. */
    public function rewind(): void {}
    /**
     * Receives the next value (suspending).
     * @return bool false once the channel is closed with EXPLICIT and drained
     * @throws ChannelException for any other close reason
     */
    public function valid(): bool {}
}

/** The circuit breaker's state: ACTIVE serves, INACTIVE refuses, RECOVERING serves (trial). */
enum CircuitBreakerState
{
    /** Serving (the initial state). */
    case ACTIVE;
    /** Refusing: Pool::acquire() throws ServiceUnavailableException, tryAcquire() returns null. */
    case INACTIVE;
    /** Serving on trial. */
    case RECOVERING;
}

/** Something that can be switched off and on (Pool). */
interface CircuitBreaker
{
    /** @return CircuitBreakerState the state now */
    public function getState(): CircuitBreakerState;
    /** Switches to ACTIVE. */
    public function activate(): void;
    /** Switches to INACTIVE. */
    public function deactivate(): void;
    /** Switches to RECOVERING. */
    public function recover(): void;
}

/**
 * Told how each Pool::release() went (source: the pool); it decides the
 * transitions itself (e.g. $source->deactivate() after N failures). Its
 * exceptions are swallowed; shouldRecover() is never called by the pool.
 */
interface CircuitBreakerStrategy
{
    /**
     * A release() whose resource beforeRelease approved.
     * @param mixed $source the Pool
     */
    public function reportSuccess(mixed $source): void;
    /**
     * A release() whose resource was rejected.
     * @param mixed $source the Pool
     * @param \Throwable $error \Exception "Resource validation failed"
     */
    public function reportFailure(mixed $source, \Throwable $error): void;
    /** @return bool for the strategy's own use: the pool never calls it */
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
     * @param callable $factory makes a resource
     * @param callable|null $destructor destroys one (closed pool, rejected, failed health check)
     * @param callable|null $healthcheck checks an idle resource every $healthcheckInterval ms
     * @param callable|null $beforeAcquire approves an idle resource before it is lent
     * @param callable|null $beforeRelease approves a resource given back
     * @param int $min resources made now and kept
     * @param int $max resources that may exist at once
     * @param int $healthcheckInterval ms between health checks (0: none)
     * @throws \Throwable the factory's first exception while making $min
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
     * @param int $timeout ms to wait at most (0: no limit)
     * @return mixed the resource, lent until release()
     * @throws PoolException "Pool is closed"
     * @throws ServiceUnavailableException while INACTIVE
     * @throws TimeoutException when $timeout passed
     * @throws \ValueError if $timeout < 0
     */
    public function acquire(int $timeout = 0): mixed {}
    /**
     * As acquire() without waiting.
     * @return mixed the resource, or null when closed, INACTIVE or exhausted
     */
    public function tryAcquire(): mixed {}
    /**
     * beforeRelease approves it: back to idle (or to the oldest waiter),
     * destroyed if the pool is closed; the strategy hears reportSuccess.
     * Rejected (false or an exception, which is not rethrown): destroyed,
     * reportFailure with \Exception "Resource validation failed", and a
     * waiter may make a fresh one.
     * @param mixed $resource what acquire() or tryAcquire() lent
     * @throws PoolException for an object that is not out on loan from this pool
     */
    public function release(mixed $resource): void {}
    /**
     * Idempotent: waiters fail with PoolException "Pool is closed", idle
     * resources are destroyed oldest first; lent ones when released.
     * Destructor exceptions do not stop it: the last is thrown, the
     * earlier ones chained as its previous.
     * @throws \Throwable the last destructor exception
     */
    public function close(): void {}
    /** @return bool whether close() was called (or the object went) */
    public function isClosed(): bool {}
    /** @return int idleCount() + activeCount() */
    public function count(): int {}
    /** @return int resources waiting to be lent */
    public function idleCount(): int {}
    /** @return int resources lent, or under a hook (factory, beforeAcquire, beforeRelease, health check) */
    public function activeCount(): int {}
    /**
     * @param CircuitBreakerStrategy|null $strategy told how each release()
     *        went (null: none); its exceptions are swallowed
     */
    public function setCircuitBreakerStrategy(?CircuitBreakerStrategy $strategy): void {}
    /** @return CircuitBreakerState the state now (ACTIVE at first) */
    public function getState(): CircuitBreakerState {}
    /** Switches to ACTIVE. */
    public function activate(): void {}
    /** Switches to INACTIVE: acquire() throws ServiceUnavailableException, waiters too. */
    public function deactivate(): void {}
    /** Switches to RECOVERING: acquire() serves again. */
    public function recover(): void {}
}

}
