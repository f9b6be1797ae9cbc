<?php
/**
 * true_async's Async\ API, part 3 of 3: the cancellation root and the
 * exception classes. Hand-written spec.
 */

namespace {
    /** Stock PHP allows only Exception/Error roots for Throwable: here it extends \Error. */
    class Cancellation extends \Error {}
}

namespace Async {

class AsyncCancellation extends \Cancellation {}

/** Thrown by await() when its cancellation token completes first; previous = the token's exception, if it failed. */
class OperationCanceledException extends AsyncCancellation {}

class DeadlockError extends \Error {}

class AsyncException extends \Exception {}

class ServiceUnavailableException extends AsyncException {}

/** Why: the ChannelCloseReason the channel closed with. */
class ChannelException extends AsyncException { public ?ChannelCloseReason $reason = null; }

class PoolException extends AsyncException {}
/** A missing Context key (get(), getLocal()). */
class ContextException extends AsyncException {}

class InputOutputException extends \Exception {}

class DnsException extends \Exception {}

class TimeoutException extends \Exception {}

class PollException extends \Exception {}

/** Several exceptions at once: thrown when more than one finally() handler of a coroutine throws. */
final class CompositeException extends \Exception
{
    public function addException(\Throwable $exception): void {}
    /** @return \Throwable[] in the order they were added */
    public function getExceptions(): array {}
}

}
