<?php
/**
 * true_async's Async\ API, part 2 of 3: what a coroutine can wait for
 * besides another coroutine (Timeout, Future, signal(), FileSystemWatcher)
 * and the await family over many of them. Hand-written spec.
 */

namespace Async {

/**
 * From timeout(): a libuv timer that completes when it fires (await()
 * then returns null). As a $cancellation token it ends the wait with an
 * OperationCanceledException whose previous is a TimeoutException.
 */
final class Timeout implements Completable
{
    /**
     * Not constructible: timeout() makes them.
     * @throws \Exception always
     */
    public function __construct() {}
    /**
     * Disarms the timer: it never fires, and the Timeout counts as
     * completed and cancelled; a wait that uses it as a token goes on.
     * @param AsyncCancellation|null $cancellation accepted for Completable; not used
     * @throws \TypeError if $cancellation is not an AsyncCancellation
     */
    public function cancel(?AsyncCancellation $cancellation = null): void {}
    /** @return bool whether it fired or was cancelled */
    public function isCompleted(): bool {}
    /** @return bool whether cancel() disarmed it */
    public function isCancelled(): bool {}
}

/**
 * OS signals, TrueAsync's cases and numbers (Linux's). SIGBREAK and
 * SIGABRT2 exist on Windows only; SIGKILL, SIGSEGV, SIGILL and SIGFPE
 * cannot be waited for (signal() throws ValueError).
 */
enum Signal: int
{
    /** Hangup: the controlling terminal closed; daemons often take it as "reload". */
    case SIGHUP = 1;
    /** Interrupt (Ctrl-C). Left at its default, it starts the graceful shutdown. */
    case SIGINT = 2;
    /** Quit (Ctrl-\). */
    case SIGQUIT = 3;
    /** Illegal instruction: cannot be waited for. */
    case SIGILL = 4;
    /** Abort. */
    case SIGABRT = 6;
    /** Arithmetic error: cannot be waited for. */
    case SIGFPE = 8;
    /** Kill: can neither be caught nor waited for. */
    case SIGKILL = 9;
    /** User-defined signal 1. */
    case SIGUSR1 = 10;
    /** Segmentation fault: cannot be waited for. */
    case SIGSEGV = 11;
    /** User-defined signal 2. */
    case SIGUSR2 = 12;
    /** Termination request (kill's default, service managers' stop). Left at its default, it starts the graceful shutdown. */
    case SIGTERM = 15;
    /** Ctrl-Break, Windows only. */
    case SIGBREAK = 21;
    /** Windows' second abort number, Windows only. */
    case SIGABRT2 = 22;
    /** The terminal window changed size. */
    case SIGWINCH = 28;
}

/**
 * The writing side of a Future: complete() or error() exactly once, and
 * every Future made on it (new Future($state)) completes with that.
 */
final class FutureState
{
    /** A pending state; give it to new Future($state) for the reading side. */
    public function __construct() {}
    /**
     * Completes it successfully: awaiters get $result.
     * @param mixed $result the value
     * @throws AsyncException if already completed ("... at file:line" of the first completion)
     */
    public function complete(mixed $result): void {}
    /**
     * Completes it with an error: awaiters get $throwable thrown.
     * @param \Throwable $throwable the error
     * @throws AsyncException if already completed ("... at file:line" of the first completion)
     */
    public function error(\Throwable $throwable): void {}
    /** @return bool whether complete() or error() was called (or a Future on it was cancelled) */
    public function isCompleted(): bool {}
    /** @return bool whether it completed with an AsyncCancellation (Future::cancel() included) */
    public function isCancelled(): bool {}
    /** Marks it used: no "Future was never used" or "Unhandled exception in Future" warning when it goes. */
    public function ignore(): void {}
    /** @return string "file:line" where it was made */
    public function getCreatedLocation(): string {}
    /** @return array{0: ?string, 1: int} [file, line] where it was made */
    public function getCreatedFileAndLine(): array {}
    /** @return string "file:line" where it was completed; "unknown" until then */
    public function getCompletedLocation(): string {}
    /** @return array{0: ?string, 1: int} [file, line] where it was completed; [null, 0] until then */
    public function getCompletedFileAndLine(): array {}
}

/**
 * The reading side. Continuations (map/catch/finally) each run in a
 * coroutine of their own once the source completes, never inside
 * complete(); the returned Future takes that coroutine's outcome.
 * When the last reference to a future's state goes, unless ignore() was
 * called: E_WARNING "Future was never used; call await(), map(), catch(),
 * finally() or ignore() to suppress this warning. Created at file:line" if
 * nobody awaited, mapped, caught or finally'd it; and, if it failed and its
 * error was never caught (await, catch()), E_WARNING "Unhandled exception
 * in Future: <message>; use catch() or ignore() to handle. Created at
 * file:line, completed at file:line". An error passed on to a
 * continuation's Future is that Future's to handle.
 */
final class Future implements Completable
{
    /** @param FutureState $state the state whose completion this Future reports */
    public function __construct(FutureState $state) {}
    /**
     * @param mixed $value its result
     * @return Future a Future already completed with $value
     */
    public static function completed(mixed $value = null): Future {}
    /**
     * @param \Throwable $throwable its error
     * @return Future a Future already failed with $throwable
     */
    public static function failed(\Throwable $throwable): Future {}
    /**
     * As await($this, $cancellation).
     * @param Completable|null $cancellation a Coroutine, Future or Timeout that ends the wait first
     * @return mixed the result
     * @throws \Throwable the error it completed with
     * @throws OperationCanceledException when $cancellation completes first
     */
    public function await(?Completable $cancellation = null): mixed {}
    /**
     * A pending future fails with $cancellation; a completed one is untouched.
     * @param AsyncCancellation|null $cancellation the error (AsyncCancellation "Future has been cancelled" when null)
     */
    public function cancel(?AsyncCancellation $cancellation = null): void {}
    /**
     * @param callable(mixed): mixed $map called with the result on success
     * @return Future $map's return value (or exception); errors pass through untouched
     */
    public function map(callable $map): Future {}
    /**
     * @param callable(\Throwable): mixed $catch called with the error on failure
     * @return Future $catch's return value (or exception); results pass through untouched
     */
    public function catch(callable $catch): Future {}
    /**
     * @param callable(mixed): void $finally called with the result or the
     *        error, whichever it was
     * @return Future the same outcome, unless $finally throws: then its
     *         exception, with the source's error as previous
     */
    public function finally(callable $finally): Future {}
    /**
     * Its error, if nobody handles it, is not reported as unhandled.
     * @return Future $this
     */
    public function ignore(): Future {}
    /** @return bool whether its state completed */
    public function isCompleted(): bool {}
    /** @return bool whether it completed with an AsyncCancellation (cancel() included) */
    public function isCancelled(): bool {}
    /** @return array{0: string} ["FutureState(pending)"] or ["FutureState(completed)"] */
    public function getAwaitingInfo(): array {}
    /** @return string "file:line" where its state was made */
    public function getCreatedLocation(): string {}
    /** @return array{0: ?string, 1: int} [file, line] where its state was made */
    public function getCreatedFileAndLine(): array {}
    /** @return string "file:line" where its state was completed; "unknown" until then */
    public function getCompletedLocation(): string {}
    /** @return array{0: ?string, 1: int} [file, line]; [null, 0] until completed */
    public function getCompletedFileAndLine(): array {}
}

/**
 * A persistent watch of a file or directory (inotify). Changes are buffered
 * from construction; foreach suspends the coroutine while the buffer is
 * empty and ends once close() was called and the buffer is drained.
 */
final class FileSystemWatcher implements \IteratorAggregate
{
    /**
     * Starts watching.
     * @param string $path the file or directory
     * @param bool $recursive every directory below the path too, including
     *        ones created later or deleted and created again (symlinked
     *        directories are not followed; at most 8192 directories); names
     *        are then relative to the path ("sub/file.txt")
     * @param bool $coalesce one entry per file name with OR-ed flags; false:
     *        every change, in order
     * @param int $debounceMs > 0: a burst of changes is buffered as one event
     *        (filename null, flags OR-ed) once $debounceMs passed without
     *        another change; 0 or less: off
     * @param int $maxHoldMs with debouncing, > 0: the burst's event comes no
     *        later than $maxHoldMs after its first change; 0 or less: off
     * @param array $extensions with debouncing: the changes that count, by
     *        the file name's extension, without case, a leading dot optional
     *        ([] = all; entries that are not strings are skipped)
     * @throws \Error if the path cannot be watched
     * @throws \ValueError if $path is empty
     */
    public function __construct(string $path, bool $recursive = false, bool $coalesce = true, int $debounceMs = 0, int $maxHoldMs = 0, array $extensions = []) {}
    /** Stops watching (idempotent); later changes are not recorded, buffered ones are still delivered. */
    public function close(): void {}
    /** @return bool whether close() was called */
    public function isClosed(): bool {}
    /** @return FileSystemWatcherIterator what foreach walks: the buffered changes, then the ones to come */
    public function getIterator(): \Iterator {}
}

/** What FileSystemWatcher::getIterator() returns; keys count from 0. */
final class FileSystemWatcherIterator implements \Iterator
{
    /**
     * Not constructible.
     * @throws \Exception always
     */
    public function __construct() {}
    /** @return FileSystemEvent|null the change at the current position */
    public function current(): ?FileSystemEvent {}
    /** @return int the position, from 0 */
    public function key(): int {}
    /** Moves past the current change (valid() then takes the next one). */
    public function next(): void {}
    /** Does nothing: the iterator only goes forward, each change is delivered once. */
    public function rewind(): void {}
    /** @return bool true once a change is buffered (suspends while none is); false once closed and drained */
    public function valid(): bool {}
}

/** One change a FileSystemWatcher saw. */
final class FileSystemEvent
{
    /**
     * Not constructible: watchers make them.
     * @throws \Exception always
     */
    public function __construct() {}
    /** The path given to the watcher. */
    public string $path;
    /** The entry that changed (the file's own name when a file is watched); null for a debounced burst. */
    public ?string $filename;
    /** Created, deleted or renamed. */
    public bool $renamed;
    /** Contents or metadata modified. */
    public bool $changed;
}

/**
 * Suspends the caller for at least $ms milliseconds (a libuv timer); other
 * coroutines run meanwhile.
 * @param int $ms milliseconds, 0 or more
 * @throws \ValueError if $ms < 0
 */
function delay(int $ms): void {}

/**
 * @param int $ms milliseconds until it fires, at least 1
 * @return Timeout an armed Timeout
 * @throws \ValueError "Timeout value must be greater than 0" if $ms < 1
 */
function timeout(int $ms): Timeout {}

/**
 * Waits for every trigger to complete.
 *
 * The await family. $triggers: array or Traversable of Coroutines, Futures
 * or Timeouts (anything else: AsyncException "Expected parameter 'iterable'
 * to be an array or an object implementing Traversable"; a Traversable is
 * read as the wait goes on, keys kept: what it yields is awaited as it
 * comes, and the wait may end before it does; if it throws, the coroutines
 * it yielded are cancelled; int or string keys only, others are an
 * AsyncException); $cancellation: any of those, whose completion ends the
 * wait with OperationCanceledException ("Operation has been cancelled"; it
 * wins over entries completed at the same time, even when it is one of
 * them); $preserveKeyOrder false lists results in completion order. Entries
 * found complete together count in the input's order.
 * @param iterable $triggers the Completables to wait for
 * @param Awaitable|null $cancellation ends the wait first
 * @param bool $preserveKeyOrder results in the input's key order (false: completion order)
 * @param bool $fillNull put null results for the failed keys
 * @return array{0: array, 1: array} [results by key, errors by key]
 * @throws OperationCanceledException when $cancellation completes first
 * @throws AsyncException for a trigger that is not a Completable, or a key that is neither int nor string
 */
function await_all(iterable $triggers, ?Awaitable $cancellation = null, bool $preserveKeyOrder = true, bool $fillNull = false): array {}

/**
 * Waits for every trigger; the first failure (in completion order) ends the wait. See await_all() for the rules.
 * @param iterable $triggers the Completables to wait for
 * @param Awaitable|null $cancellation ends the wait first
 * @param bool $preserveKeyOrder results in the input's key order (false: completion order)
 * @return array every result by key
 * @throws \Throwable the first failure, as it is
 * @throws OperationCanceledException when $cancellation completes first
 */
function await_all_or_fail(iterable $triggers, ?Awaitable $cancellation = null, bool $preserveKeyOrder = true): array {}

/**
 * Waits for the first trigger to complete. See await_all() for the rules.
 * @param iterable $triggers the Completables to wait for
 * @param Awaitable|null $cancellation ends the wait first
 * @return mixed the first one's result; null for no triggers
 * @throws \Throwable the first one's exception, if it failed
 * @throws OperationCanceledException when $cancellation completes first
 */
function await_any_or_fail(iterable $triggers, ?Awaitable $cancellation = null): mixed {}

/**
 * Waits for the first trigger to succeed. See await_all() for the rules.
 * @param iterable $triggers the Completables to wait for
 * @param Awaitable|null $cancellation ends the wait first
 * @return array{0: mixed, 1: array} [the first successful result or null if
 *         all failed, errors of those that failed before it, by key]
 * @throws OperationCanceledException when $cancellation completes first
 */
function await_first_success(iterable $triggers, ?Awaitable $cancellation = null): array {}

/**
 * Waits until $count triggers succeeded (or all completed). See await_all() for the rules.
 * @param int $count how many successes to wait for (above count($triggers): all)
 * @param iterable $triggers the Completables to wait for
 * @param Awaitable|null $cancellation ends the wait first
 * @param bool $preserveKeyOrder results in the input's key order (false: completion order)
 * @param bool $fillNull put null results for the failed keys
 * @return array{0: array, 1: array} [results by key, errors by key]; [] for a $count of 0
 * @throws \ValueError if $count < 0
 * @throws OperationCanceledException when $cancellation completes first
 */
function await_any_of(int $count, iterable $triggers, ?Awaitable $cancellation = null, bool $preserveKeyOrder = true, bool $fillNull = false): array {}

/**
 * Waits until $count triggers succeeded; the first failure ends the wait. See await_all() for the rules.
 * @param int $count how many results to wait for (above count($triggers): all)
 * @param iterable $triggers the Completables to wait for
 * @param Awaitable|null $cancellation ends the wait first
 * @param bool $preserveKeyOrder results in the input's key order (false: completion order)
 * @return array $count results by key
 * @throws \Throwable the first failure, as it is
 * @throws \ValueError if $count < 0
 * @throws OperationCanceledException when $cancellation completes first
 */
function await_any_of_or_fail(int $count, iterable $triggers, ?Awaitable $cancellation = null, bool $preserveKeyOrder = true): array {}

/**
 * A one-shot wait for $signal: the Future completes with the Signal case at
 * the next delivery. Calls for one signal share one watcher, which listens
 * only while a call is pending; while one is pending, the signal's default
 * action (and, for SIGINT/SIGTERM, the graceful shutdown) does not happen.
 * pcntl_signal() handlers of the same signal still run.
 * @param Signal $signal the signal to wait for
 * @param Completable|null $cancellation if it completes first the Future
 *        fails: TimeoutException for a Timeout, else the token's exception
 *        or an AsyncCancellation("Signal wait cancelled"); an already
 *        completed token fails it at once
 * @return Future completes with $signal
 * @throws \ValueError for a signal this platform lacks or that cannot be caught
 */
function signal(Signal $signal, ?Completable $cancellation = null): Future {}

}
