<?php
/**
 * true_async's Async\ API, part 2 of 3: what a coroutine can wait for
 * besides another coroutine (Timeout, Future, signal(), FileSystemWatcher)
 * and the await family over many of them. Hand-written spec.
 */

namespace Async {

/** From timeout(): completes when its timer fires. cancel() disarms it (it never fires then). */
final class Timeout implements Completable
{
    /** Not constructible: timeout() makes them (throws \Exception). */
    public function __construct() {}
    public function cancel(?AsyncCancellation $cancellation = null): void {}
    public function isCompleted(): bool {}
    public function isCancelled(): bool {}
}

/** OS signals, TrueAsync's cases and numbers. SIGBREAK and SIGABRT2 exist on Windows only; SIGKILL, SIGSEGV, SIGILL and SIGFPE cannot be waited for. */
enum Signal: int
{
    case SIGHUP = 1;
    case SIGINT = 2;
    case SIGQUIT = 3;
    case SIGILL = 4;
    case SIGABRT = 6;
    case SIGFPE = 8;
    case SIGKILL = 9;
    case SIGUSR1 = 10;
    case SIGSEGV = 11;
    case SIGUSR2 = 12;
    case SIGTERM = 15;
    case SIGBREAK = 21;
    case SIGABRT2 = 22;
    case SIGWINCH = 28;
}

/** The writing side of a Future: complete() or error() exactly once. */
final class FutureState
{
    public function __construct() {}
    /** @throws AsyncException if already completed ("... at file:line" of the first completion) */
    public function complete(mixed $result): void {}
    /** @throws AsyncException if already completed ("... at file:line" of the first completion) */
    public function error(\Throwable $throwable): void {}
    public function isCompleted(): bool {}
    /** Completed with an AsyncCancellation (cancel() included). */
    public function isCancelled(): bool {}
    public function ignore(): void {}
    public function getCreatedLocation(): string {}
    /** @return array{0: ?string, 1: int} [file, line] */
    public function getCreatedFileAndLine(): array {}
    /** "unknown" until completed. */
    public function getCompletedLocation(): string {}
    /** @return array{0: ?string, 1: int} [file, line]; [null, 0] until completed */
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
    public function __construct(FutureState $state) {}
    public static function completed(mixed $value = null): Future {}
    public static function failed(\Throwable $throwable): Future {}
    /** As await($this, $cancellation). */
    public function await(?Completable $cancellation = null): mixed {}
    /** A pending future fails with $cancellation or AsyncCancellation("Future has been cancelled"); a completed one is untouched. */
    public function cancel(?AsyncCancellation $cancellation = null): void {}
    /** On success: $map($value). Errors pass through. */
    public function map(callable $map): Future {}
    /** On error: $catch($exception). Results pass through. */
    public function catch(callable $catch): Future {}
    /**
     * Always: $finally($valueOrException); the outcome passes through unless
     * it throws (its exception then has the source's error as previous).
     */
    public function finally(callable $finally): Future {}
    /** Its error, if nobody handles it, is not reported as unhandled. Returns $this. */
    public function ignore(): Future {}
    public function isCompleted(): bool {}
    /** Completed with an AsyncCancellation (cancel() included). */
    public function isCancelled(): bool {}
    /** @return array{0: string} ["FutureState(pending)"] or ["FutureState(completed)"] */
    public function getAwaitingInfo(): array {}
    public function getCreatedLocation(): string {}
    /** @return array{0: ?string, 1: int} [file, line] */
    public function getCreatedFileAndLine(): array {}
    public function getCompletedLocation(): string {}
    /** @return array{0: ?string, 1: int} [file, line]; [null, 0] until completed */
    public function getCompletedFileAndLine(): array {}
}

/**
 * A persistent watch of a file or directory (inotify). Changes are buffered
 * from construction; foreach suspends the coroutine while the buffer is
 * empty and ends once close() was called and the buffer is drained.
 * $coalesce: one entry per file name with OR-ed flags; false: every change,
 * in order. $recursive: every directory below the path too, including ones
 * created later or deleted and created again (symlinked directories are
 * not followed; at most 8192 directories); names are then relative to the
 * path ("sub/file.txt").
 * $debounceMs > 0: a burst of changes is buffered as one event (filename
 * null, flags OR-ed) once $debounceMs passed without another change; with
 * $maxHoldMs > 0 no later than $maxHoldMs after the burst's first change.
 * $extensions (debounce only): the changes that count, by the extension of
 * the file name, without case, a leading dot optional ([] = all); entries
 * that are not strings are skipped. 0 or less turns either bound off.
 * \Error if the path cannot be watched, ValueError if empty.
 */
final class FileSystemWatcher implements \IteratorAggregate
{
    public function __construct(string $path, bool $recursive = false, bool $coalesce = true, int $debounceMs = 0, int $maxHoldMs = 0, array $extensions = []) {}
    /** Stops watching (idempotent); later changes are not recorded. */
    public function close(): void {}
    public function isClosed(): bool {}
    /** @return FileSystemWatcherIterator */
    public function getIterator(): \Iterator {}
}

/** What FileSystemWatcher::getIterator() returns; keys count from 0. */
final class FileSystemWatcherIterator implements \Iterator
{
    /** Not constructible (throws \Exception). */
    public function __construct() {}
    public function current(): ?FileSystemEvent {}
    public function key(): int {}
    public function next(): void {}
    public function rewind(): void {}
    /** Suspends while nothing is buffered; false once closed and drained. */
    public function valid(): bool {}
}

final class FileSystemEvent
{
    /** Not constructible: watchers make them (throws \Exception). */
    public function __construct() {}
    /** The path given to the watcher. */
    public string $path;
    /** The entry that changed (the file's own name when a file is watched). */
    public ?string $filename;
    /** Created, deleted or renamed. */
    public bool $renamed;
    /** Contents or metadata modified. */
    public bool $changed;
}

/** Suspends the caller for at least $ms milliseconds (a libuv timer); other coroutines run meanwhile. ValueError if $ms < 0. */
function delay(int $ms): void {}

/** An armed Timeout of $ms milliseconds (ValueError "Timeout value must be greater than 0" if $ms < 1). */
function timeout(int $ms): Timeout {}

/**
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
 */
/** @return array{0: array, 1: array} [results by key, errors by key]; fillNull puts null results for the failed keys. */
function await_all(iterable $triggers, ?Awaitable $cancellation = null, bool $preserveKeyOrder = true, bool $fillNull = false): array {}

/** Every result by key; the first failure (in completion order) is thrown. */
function await_all_or_fail(iterable $triggers, ?Awaitable $cancellation = null, bool $preserveKeyOrder = true): array {}

/** The first to complete: its result, or its exception thrown; null for no triggers. */
function await_any_or_fail(iterable $triggers, ?Awaitable $cancellation = null): mixed {}

/** @return array{0: mixed, 1: array} [the first successful result or null if all failed, errors of those that failed before it, by key] */
function await_first_success(iterable $triggers, ?Awaitable $cancellation = null): array {}

/** @return array{0: array, 1: array} once $count succeeded (or all completed: a $count above count($triggers) waits for all); [] for a $count of 0. ValueError if $count < 0. */
function await_any_of(int $count, iterable $triggers, ?Awaitable $cancellation = null, bool $preserveKeyOrder = true, bool $fillNull = false): array {}

/** $count results by key (all of them when $count is above count($triggers)); the first failure is thrown. */
function await_any_of_or_fail(int $count, iterable $triggers, ?Awaitable $cancellation = null, bool $preserveKeyOrder = true): array {}

/**
 * A one-shot wait for $signal: the Future completes with the Signal case at
 * the next delivery. Calls for one signal share one watcher, which listens
 * only while a call is pending. If $cancellation completes first the Future
 * fails: TimeoutException for a Timeout, else the token's exception or an
 * AsyncCancellation("Signal wait cancelled"); an already completed token
 * fails it at once.
 * ValueError for a signal this platform lacks or that cannot be caught.
 */
function signal(Signal $signal, ?Completable $cancellation = null): Future {}

}
