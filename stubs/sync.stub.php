<?php
/**
 * true_async's Async\ API: channels between coroutines. Hand-written spec.
 * (Pool and the circuit breaker are not there yet.)
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
 * Not yet: the DEADLOCK reason (the scheduler's global resolver) and soft
 * timeouts ($hardTimeouts is accepted; every timeout keeps the loop alive).
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

}
