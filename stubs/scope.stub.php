<?php
/**
 * true_async's Async\ API: structured concurrency. Scopes own coroutines,
 * cancel them together and carry their failures upward; contexts carry
 * values down the scope tree. Hand-written spec.
 *
 * Decisions where TrueAsync's reference is open (each has a test):
 * - a coroutine spawned into a cancelled, not yet closed scope is accepted
 *   and cancelled before it starts (its body never runs);
 * - awaitAfterCancellation() returns only once every coroutine below,
 *   zombies included, has ended;
 * - current_context() at the top level is root_context();
 * - a throwing exception handler does not take the error: what it threw is
 *   reported as a warning and the error climbs on;
 * - ScopeProvider::provideScope() is declared without a return type here
 *   (implementations may declare ?Scope).
 */

namespace Async {

/** Something that names the scope a coroutine should be spawned in. */
interface ScopeProvider
{
    /** null: the current scope. */
    public function provideScope(): mixed;
}

/** A ScopeProvider told about each coroutine spawn_with() makes with it. */
interface SpawnStrategy extends ScopeProvider
{
    /** Before the coroutine may run; an exception abandons the spawn. The returned array is ignored. */
    public function beforeCoroutineEnqueue(Coroutine $coroutine, Scope $scope): array;
    /** After it is queued; an exception propagates and the coroutine never runs. */
    public function afterCoroutineEnqueue(Coroutine $coroutine, Scope $scope): void;
}

/**
 * A node of the scope tree. `new Scope()` is a detached root that does not
 * allow zombies; `Scope::inherit()` a child of the current scope (or of the
 * given one) with its parent's zombie policy. When the object goes, the
 * scope is closed (finally handlers get null), or cancelled with
 * "Scope is being disposed due to object destruction" if coroutines still run.
 */
final class Scope implements ScopeProvider
{
    public function __construct() {}
    /** AsyncException "Cannot inherit a Scope from a parent Scope that has already been disposed." */
    public static function inherit(?Scope $parentScope = null): Scope {}
    public function provideScope(): mixed {}
    /** Cancellation interrupts started coroutines. Returns $this. */
    public function asNotSafely(): Scope {}
    /** Cancellation leaves started coroutines running as zombies. Returns $this. */
    public function allowZombies(): Scope {}
    /** AsyncException "Cannot spawn a coroutine in a closed scope" / "Scope object has been disposed". */
    public function spawn(\Closure $callable, mixed ...$params): Coroutine {}
    /** Default reason: AsyncCancellation "Scope was cancelled"; child scopes first. */
    public function cancel(?AsyncCancellation $cancellationError = null): void {}
    /** Until nothing active runs in it or below; the token ends the wait (OperationCanceledException). */
    public function awaitCompletion(Awaitable $cancellation): void {}
    /** After cancel(): until every coroutine below has ended, zombies included. $errorHandler(Throwable $e, Scope $scope) gets their failures. */
    public function awaitAfterCancellation(?callable $errorHandler = null, ?Awaitable $cancellation = null): void {}
    public function isFinished(): bool {}
    public function isClosed(): bool {}
    public function isCancelled(): bool {}
    /** $exceptionHandler(Scope $scope, Coroutine $coroutine, \Throwable $e): returning takes the error. */
    public function setExceptionHandler(callable $exceptionHandler): void {}
    /** As setExceptionHandler, for failures that come up from child scopes. */
    public function setChildScopeExceptionHandler(callable $exceptionHandler): void {}
    /** Runs, in a new coroutine, when the scope closes; at once on a closed one. */
    public function finally(\Closure $callback): void {}
    public function dispose(): void {}
    /** dispose() that never interrupts a started coroutine. */
    public function disposeSafely(): void {}
    /** ValueError below 0; cancels with "Scope has been disposed due to timeout". */
    public function disposeAfterTimeout(int $timeout): void {}
    /** Child scopes the user holds an object of. */
    public function getChildScopes(): array {}
}

/** Values keyed by string or by object identity. */
final class Context
{
    public function __construct() {}
    /** Here, then up the scope chain; null on a miss. */
    public function find(string|object $key): mixed {}
    /** As find(); ContextException 'Context key "NAME" not found' on a miss. */
    public function get(string|object $key): mixed {}
    public function has(string|object $key): bool {}
    public function findLocal(string|object $key): mixed {}
    public function getLocal(string|object $key): mixed {}
    public function hasLocal(string|object $key): bool {}
    /** AsyncException "Context key already exists and replace is false". Returns $this. */
    public function set(string|object $key, mixed $value, bool $replace = false): Context {}
    /** Local entries only; returns $this. */
    public function unset(string|object $key): Context {}
}

/**
 * Tasks run as coroutines of the group's own child scope (or, with $scope,
 * directly in that scope), at most $concurrency at once (null/0: no limit),
 * at most $queueLimit waiting (null: twice the concurrency; 0: no limit;
 * spawn() suspends while the queue is full). Results and errors are kept
 * by key in spawn order; errors nobody looked at (getErrors(),
 * suppressErrors(), cancel(), foreach) reach the scope as one
 * CompositeException when the group goes. cancel() also after close();
 * it interrupts running tasks whatever the scope's zombie policy, and
 * queued tasks never start. Stored finally() handlers run once the group
 * is closed and settled.
 */
final class TaskGroup implements Awaitable, \Countable, \IteratorAggregate
{
    public function __construct(?int $concurrency = null, ?int $queueLimit = null, ?Scope $scope = null) {}
    public function spawn(callable $task, mixed ...$args): void {}
    /** AsyncException 'Duplicate key "NAME" in TaskGroup' / 'Duplicate key 7 in TaskGroup'. */
    public function spawnWithKey(string|int $key, callable $task, mixed ...$args): void {}
    /** key => result once nothing runs or waits; rejects with a CompositeException of the errors unless $ignoreErrors. */
    public function all(bool $ignoreErrors = false): Future {}
    /** The first settled task in spawn order, or the next to settle. */
    public function race(): Future {}
    /** The first success; a CompositeException if every task failed. */
    public function any(): Future {}
    public function getResults(): array {}
    public function getErrors(): array {}
    public function suppressErrors(): void {}
    public function cancel(?AsyncCancellation $cancellation = null): void {}
    public function close(): void {}
    public function dispose(): void {}
    public function isFinished(): bool {}
    public function isClosed(): bool {}
    public function count(): int {}
    /** After close(): until every task settled; never throws their errors. */
    public function awaitCompletion(): void {}
    public function finally(\Closure $callback): void {}
    /** Only foreach may call it: key => [$result, $error] in spawn order. */
    public function getIterator(): \Iterator {}
}

/** A TaskGroup whose entries are delivered once: joinNext() (the next task to settle, each call its own), joinAny(), joinAll() and foreach remove what they deliver; count() is what is left. */
final class TaskSet implements Awaitable, \Countable, \IteratorAggregate
{
    public function __construct(?int $concurrency = null, ?int $queueLimit = null, ?Scope $scope = null) {}
    public function spawn(callable $task, mixed ...$args): void {}
    public function spawnWithKey(string|int $key, callable $task, mixed ...$args): void {}
    public function joinNext(): Future {}
    public function joinAny(): Future {}
    public function joinAll(bool $ignoreErrors = false): Future {}
    public function cancel(?AsyncCancellation $cancellation = null): void {}
    public function close(): void {}
    public function dispose(): void {}
    public function isFinished(): bool {}
    public function isClosed(): bool {}
    public function count(): int {}
    public function awaitCompletion(): void {}
    public function finally(\Closure $callback): void {}
    public function getIterator(): \Iterator {}
}

/** What a group's foreach walks (not made by user code). */
final class TaskGroupIterator implements \Iterator
{
    public function __construct() {}
    public function current(): mixed {}
    public function key(): mixed {}
    public function next(): void {}
    public function rewind(): void {}
    /** Waits for the next entry in spawn order. */
    public function valid(): bool {}
}

/**
 * Runs $callback($value, $key) for every element in coroutines of a new
 * child scope (never in the caller), at most $concurrency at once (0: no
 * limit; ValueError below 0). Returning false stops fetching; the first
 * exception cancels the rest ("Cancellation of the iterator due to an
 * exception") and is thrown here. Coroutines the callbacks spawned and
 * left running are then cancelled ($cancelPending) or awaited.
 */
function iterate(iterable $iterable, callable $callback, int $concurrency = 0, bool $cancelPending = true): void {}
/** Spawns into the scope $provider names (null: the current one). */
function spawn_with(ScopeProvider $provider, callable $task, mixed ...$args): Coroutine {}
/** The current scope's context (root_context() at the top level). */
function current_context(): Context {}
/** The running coroutine's own context, seen by no other coroutine. */
function coroutine_context(): Context {}
/** The main scope's context. */
function root_context(): Context {}
/** Always null here: only a web server integration assigns a request scope. */
function request_context(): ?Context {}

}
