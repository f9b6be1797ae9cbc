<?php
/**
 * true_async's Async\ API, part 3 of 3: the cancellation root and the
 * exception classes. Hand-written spec.
 */

namespace {
    /**
     * The root of cancellations. TrueAsync makes it a third Throwable root
     * beside Exception and Error; stock PHP allows only those two, so here
     * it extends \Error: `catch (\Exception)` does not swallow a
     * cancellation, `catch (\Error)` does.
     */
    class Cancellation extends \Error {}
}

namespace Async {

/**
 * A coroutine's cancellation: thrown at its suspension point by
 * Coroutine::cancel(), a scope's or group's cancellation, the graceful
 * shutdown ("Graceful shutdown", SIGINT/SIGTERM, an unhandled failure) or
 * the deadlock handling ("Deadlock detected"). A coroutine that ends with
 * it counts as cancelled, and it is never reported as an unhandled failure.
 */
class AsyncCancellation extends \Cancellation {}

/**
 * Thrown by await(), the await family and other waits when their
 * cancellation token completes first ("Operation has been cancelled");
 * previous = the token's exception, if it failed (a TimeoutException for a
 * Timeout).
 */
class OperationCanceledException extends AsyncCancellation {}

/**
 * Ends the script when coroutines wait for each other and nothing else can
 * happen ("Deadlock detected: no active coroutines, N coroutines in
 * waiting"), after each of them got an AsyncCancellation("Deadlock
 * detected") and ran its handlers.
 */
class DeadlockError extends \Error {}

/**
 * The extension's own errors: a misuse of the API (a suspension where none
 * is allowed, a second completion of a FutureState, a spawn into a closed
 * scope...) or a resource it could not get (a coroutine stack).
 */
class AsyncException extends \Exception {}

/** Pool::acquire() while the pool's circuit breaker is INACTIVE ("Service is unavailable (circuit breaker is open)"). */
class ServiceUnavailableException extends AsyncException {}

/** A Channel operation that cannot be done because the channel is closed; $reason says why it closed. */
class ChannelException extends AsyncException {
    /** The ChannelCloseReason the channel closed with. */
    public ?ChannelCloseReason $reason = null;
}

/** Pool misuse: "Pool is closed", a release() of an object not out on loan, an uninitialised pool. */
class PoolException extends AsyncException {}
/** A missing Context key (get(), getLocal()): 'Context key "NAME" not found'. */
class ContextException extends AsyncException {}

/**
 * A hooked stream used in a way the coroutines cannot share: a second
 * coroutine reading a stream another one waits to read, or a stream closed
 * while coroutines wait on it (each waiter gets it).
 */
class InputOutputException extends \Exception {}

/** Declared as TrueAsync declares it; true_async does not throw it (a failed lookup gives stock PHP's result). */
class DnsException extends \Exception {}

/**
 * A time limit passed: a Timeout used as a signal() token, Pool::acquire()'s
 * $timeout ("Operation has been cancelled by timeout"), and the previous of
 * the OperationCanceledException a Timeout token causes ("Timeout occurred
 * after N milliseconds").
 */
class TimeoutException extends \Exception {}

/** Declared as TrueAsync declares it; true_async does not throw it. */
class PollException extends \Exception {}

/**
 * Several exceptions at once: thrown when more than one finally() handler
 * of a coroutine throws, by TaskGroup::all()/any() and TaskSet for the
 * errors of their tasks, and by a scope's finally handlers.
 */
final class CompositeException extends \Exception
{
    /**
     * Adds one.
     * @param \Throwable $exception the exception to add
     */
    public function addException(\Throwable $exception): void {}
    /** @return \Throwable[] in the order they were added */
    public function getExceptions(): array {}
}

}
