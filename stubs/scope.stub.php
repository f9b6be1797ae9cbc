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

/** Something that names the scope a coroutine should be spawned in (spawn_with()). */
interface ScopeProvider
{
    /** @return Scope|null the scope to spawn in; null: the current scope */
    public function provideScope(): mixed;
}

/** A ScopeProvider told about each coroutine spawn_with() makes with it. */
interface SpawnStrategy extends ScopeProvider
{
    /**
     * Called before the coroutine may run; an exception abandons the spawn
     * and propagates from spawn_with().
     * @param Coroutine $coroutine the new coroutine, not queued yet
     * @param Scope $scope the scope it is spawned in
     * @return array ignored
     */
    public function beforeCoroutineEnqueue(Coroutine $coroutine, Scope $scope): array;
    /**
     * Called after it is queued; an exception propagates from spawn_with()
     * and the coroutine never runs.
     * @param Coroutine $coroutine the queued coroutine
     * @param Scope $scope the scope it is spawned in
     */
    public function afterCoroutineEnqueue(Coroutine $coroutine, Scope $scope): void;
}

/**
 * A node of the scope tree. `new Scope()` is a detached root that does not
 * allow zombies; `Scope::inherit()` a child of the current scope (or of the
 * given one) with its parent's zombie policy. When the object goes, the
 * scope is closed (finally handlers get null), or cancelled with
 * "Scope is being disposed due to object destruction" if coroutines still run.
 *
 * Zombie policy: when a scope that allows zombies is cancelled, coroutines
 * that already started keep running (as zombies, no longer counted as
 * active); in one that does not, they get the cancellation. Coroutines not
 * yet started are cancelled either way.
 */
final class Scope implements ScopeProvider
{
    /** A detached root scope: no parent, no zombies, context lookups stop here. */
    public function __construct() {}
    /**
     * A child scope that copies its parent's zombie policy.
     * @param Scope|null $parentScope the parent (null: the current scope)
     * @return Scope the new child
     * @throws AsyncException "Cannot inherit a Scope from a parent Scope that has already been disposed."
     */
    public static function inherit(?Scope $parentScope = null): Scope {}
    /** @return Scope $this */
    public function provideScope(): mixed {}
    /**
     * Cancellation interrupts started coroutines (no zombies).
     * @return Scope $this
     * @throws AsyncException "Scope object has been disposed"
     */
    public function asNotSafely(): Scope {}
    /**
     * Cancellation leaves started coroutines running as zombies.
     * @return Scope $this
     * @throws AsyncException "Scope object has been disposed"
     */
    public function allowZombies(): Scope {}
    /**
     * Spawns $callable(...$params) as a coroutine of this scope.
     * @param \Closure $callable the coroutine's function (any callable is accepted)
     * @param mixed ...$params its arguments
     * @return Coroutine the queued coroutine
     * @throws AsyncException "Cannot spawn a coroutine in a closed scope" / "Scope object has been disposed"
     */
    public function spawn(\Closure $callable, mixed ...$params): Coroutine {}
    /**
     * Cancels the scope: child scopes first, then its coroutines (by the
     * zombie policy), and channels made in it close; it closes once its
     * last coroutine ended. A no-op on a closed scope.
     * @param AsyncCancellation|null $cancellationError the exception
     *        (AsyncCancellation "Scope was cancelled" when null)
     */
    public function cancel(?AsyncCancellation $cancellationError = null): void {}
    /**
     * Waits until nothing active runs in it or below (coroutines spawned
     * later and child scopes made later included). Returns at once outside
     * a coroutine or on a closed scope.
     * @param Awaitable $cancellation ends the wait first (the scope keeps running)
     * @throws OperationCanceledException when $cancellation completes first
     * @throws AsyncCancellation "The scope has been cancelled" for a cancelled scope
     * @throws AsyncException when called from a coroutine of this scope or below
     */
    public function awaitCompletion(Awaitable $cancellation): void {}
    /**
     * After cancel(): waits until every coroutine below has ended, zombies
     * included.
     * @param callable|null $errorHandler fn(\Throwable $e, Scope $scope) for
     *        the failures of those coroutines (without it, the first failure
     *        is thrown from here; if it throws, that is)
     * @param Awaitable|null $cancellation ends the wait first
     * @throws AsyncException "Attempt to await a Scope that has not been cancelled", or when called from a coroutine of this scope or below
     * @throws OperationCanceledException when $cancellation completes first
     */
    public function awaitAfterCancellation(?callable $errorHandler = null, ?Awaitable $cancellation = null): void {}
    /** @return bool whether no active (non-zombie) coroutine runs in it or below, or it is closed or cancelled */
    public function isFinished(): bool {}
    /** @return bool whether it is closed: nothing can be spawned in it any more */
    public function isClosed(): bool {}
    /** @return bool whether it was cancelled */
    public function isCancelled(): bool {}
    /**
     * Sets the handler for failures of its coroutines (replacing the last).
     * Returning normally takes the error: siblings keep running; throwing
     * leaves it unhandled, and it climbs to the parent scope.
     * @param callable $exceptionHandler fn(Scope $scope, Coroutine $coroutine, \Throwable $e)
     * @throws AsyncException "Scope object has been disposed"
     */
    public function setExceptionHandler(callable $exceptionHandler): void {}
    /**
     * As setExceptionHandler(), for failures that come up from child scopes.
     * @param callable $exceptionHandler fn(Scope $scope, Coroutine $coroutine, \Throwable $e)
     * @throws AsyncException "Scope object has been disposed"
     */
    public function setChildScopeExceptionHandler(callable $exceptionHandler): void {}
    /**
     * Runs $callback($scope) in a new coroutine when the scope closes ($scope
     * is null when the object's destruction closed it); at once on a closed
     * one. Several: in the order added; their exceptions go to the scope's
     * exception handler (several: one CompositeException).
     * @param \Closure $callback fn(?Scope $scope)
     */
    public function finally(\Closure $callback): void {}
    /** cancel() with the default exception, by the scope's zombie policy. */
    public function dispose(): void {}
    /** dispose() that never interrupts a started coroutine (as if zombies were allowed). */
    public function disposeSafely(): void {}
    /**
     * Cancels the scope with "Scope has been disposed due to timeout" once
     * $timeout ms passed (even if it finished meanwhile). A no-op on a closed
     * scope or one without coroutines and child scopes.
     * @param int $timeout milliseconds
     * @throws \ValueError if $timeout < 0
     */
    public function disposeAfterTimeout(int $timeout): void {}
    /** @return Scope[] the child scopes that have a PHP object (not a TaskGroup's or iterate()'s); [] once closed */
    public function getChildScopes(): array {}
}

/**
 * Values keyed by string or by object identity. A scope's context
 * (current_context(), root_context()) looks up the scope chain; a
 * coroutine's own (coroutine_context()) does not. Object keys match the
 * same instance only, and are held while their entry exists.
 */
final class Context
{
    /** A standalone context, part of no scope. */
    public function __construct() {}
    /**
     * @param string|object $key
     * @return mixed the value here, or else up the scope chain; null on a miss
     * @throws \TypeError for another key type
     */
    public function find(string|object $key): mixed {}
    /**
     * @param string|object $key
     * @return mixed as find()
     * @throws ContextException 'Context key "NAME" not found' (or 'Context key of type CLASS not found') on a miss
     */
    public function get(string|object $key): mixed {}
    /**
     * @param string|object $key
     * @return bool whether find() would find it
     */
    public function has(string|object $key): bool {}
    /**
     * @param string|object $key
     * @return mixed the value in this context only; null on a miss
     */
    public function findLocal(string|object $key): mixed {}
    /**
     * @param string|object $key
     * @return mixed the value in this context only
     * @throws ContextException on a miss
     */
    public function getLocal(string|object $key): mixed {}
    /**
     * @param string|object $key
     * @return bool whether this context itself holds it
     */
    public function hasLocal(string|object $key): bool {}
    /**
     * Stores $value here (shadowing a parent's entry of the same key).
     * @param string|object $key
     * @param mixed $value
     * @param bool $replace whether an entry of this context may be replaced
     * @return Context $this
     * @throws AsyncException "Context key already exists and replace is false"
     */
    public function set(string|object $key, mixed $value, bool $replace = false): Context {}
    /**
     * Removes this context's own entry, if there is one.
     * @param string|object $key
     * @return Context $this
     */
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
    /**
     * @param int|null $concurrency tasks running at once (null or 0: no limit)
     * @param int|null $queueLimit tasks waiting for a slot (null: twice the concurrency; 0: no limit)
     * @param Scope|null $scope run the tasks directly in this scope (null: a new child of the current scope)
     * @throws \ValueError for a limit outside 0..4294967295
     * @throws AsyncException "Cannot use a disposed Scope for TaskGroup"
     */
    public function __construct(?int $concurrency = null, ?int $queueLimit = null, ?Scope $scope = null) {}
    /**
     * Adds a task under the next integer key (0, 1, ...); suspends while the queue is full.
     * @param callable $task the task's function
     * @param mixed ...$args its arguments
     * @throws AsyncException "Cannot spawn tasks on a closed TaskGroup"
     */
    public function spawn(callable $task, mixed ...$args): void {}
    /**
     * Adds a task under $key; suspends while the queue is full.
     * @param string|int $key its key in results, errors and foreach
     * @param callable $task the task's function
     * @param mixed ...$args its arguments
     * @throws AsyncException 'Duplicate key "NAME" in TaskGroup' / 'Duplicate key 7 in TaskGroup', or "Cannot spawn tasks on a closed TaskGroup"
     */
    public function spawnWithKey(string|int $key, callable $task, mixed ...$args): void {}
    /**
     * @param bool $ignoreErrors resolve with the successes even if tasks failed
     * @return Future key => result once nothing runs or waits (at once if
     *         already so); rejects with a CompositeException of the errors
     *         unless $ignoreErrors
     */
    public function all(bool $ignoreErrors = false): Future {}
    /**
     * @return Future the first settled task in spawn order, or the next to
     *         settle: its result, or its error
     * @throws AsyncException "Cannot race on an empty TaskGroup"
     */
    public function race(): Future {}
    /**
     * @return Future the first success; a CompositeException if every task failed
     * @throws AsyncException "Cannot call any() on an empty TaskGroup"
     */
    public function any(): Future {}
    /** @return array key => result of the tasks that succeeded so far, in spawn order */
    public function getResults(): array {}
    /** @return array key => \Throwable of the tasks that failed so far; marks them handled */
    public function getErrors(): array {}
    /** Marks the errors so far handled: they are not raised when the group goes. */
    public function suppressErrors(): void {}
    /**
     * Closes the group, cancels its running tasks and drops the queued
     * ones; marks errors handled. Returns without waiting (awaitCompletion()).
     * @param AsyncCancellation|null $cancellation the exception (AsyncCancellation "TaskGroup cancelled" when null)
     */
    public function cancel(?AsyncCancellation $cancellation = null): void {}
    /** No more tasks (idempotent); running and queued ones go on. */
    public function close(): void {}
    /** Cancels the group's scope ("Scope is being disposed due to TaskGroup disposal"). */
    public function dispose(): void {}
    /** @return bool whether no task runs or waits */
    public function isFinished(): bool {}
    /** @return bool whether close() or cancel() sealed it */
    public function isClosed(): bool {}
    /** @return int tasks ever added (queued, running and settled) */
    public function count(): int {}
    /**
     * After close(): waits until every task settled; never throws their errors.
     * @throws AsyncException "TaskGroup must be closed before calling awaitCompletion()", or outside a coroutine
     */
    public function awaitCompletion(): void {}
    /**
     * Runs $callback($group) once the group is closed and settled (at once if it is).
     * @param \Closure $callback fn(TaskGroup $group)
     */
    public function finally(\Closure $callback): void {}
    /**
     * Only foreach may call it: key => [$result, $error] in spawn order,
     * waiting for each task to settle, until the group is closed and all
     * were delivered; marks errors handled.
     * @return \Iterator
     * @throws \Error when called directly, or in a foreach by reference
     */
    public function getIterator(): \Iterator {}
}

/**
 * A TaskGroup whose entries are delivered once: joinNext() (the next task
 * to settle, each call its own), joinAny(), joinAll() and foreach remove
 * what they deliver; count() is what is left. Construction, spawning,
 * keys, limits, close/cancel/dispose and finally are TaskGroup's.
 */
final class TaskSet implements Awaitable, \Countable, \IteratorAggregate
{
    /**
     * @param int|null $concurrency tasks running at once (null or 0: no limit)
     * @param int|null $queueLimit tasks waiting for a slot (null: twice the concurrency; 0: no limit)
     * @param Scope|null $scope run the tasks directly in this scope (null: a new child of the current scope)
     * @throws \ValueError for a limit outside 0..4294967295
     */
    public function __construct(?int $concurrency = null, ?int $queueLimit = null, ?Scope $scope = null) {}
    /**
     * Adds a task under the next integer key; suspends while the queue is full.
     * @param callable $task the task's function
     * @param mixed ...$args its arguments
     * @throws AsyncException "Cannot spawn tasks on a closed TaskGroup"
     */
    public function spawn(callable $task, mixed ...$args): void {}
    /**
     * Adds a task under $key; suspends while the queue is full.
     * @param string|int $key its key
     * @param callable $task the task's function
     * @param mixed ...$args its arguments
     * @throws AsyncException 'Duplicate key "NAME" in TaskGroup', or "Cannot spawn tasks on a closed TaskGroup"
     */
    public function spawnWithKey(string|int $key, callable $task, mixed ...$args): void {}
    /**
     * @return Future the next task to settle (its result or error), removed from the set
     * @throws AsyncException "Cannot race on an empty TaskGroup"
     */
    public function joinNext(): Future {}
    /**
     * @return Future the first success, removed; a CompositeException if every task failed
     * @throws AsyncException "Cannot call any() on an empty TaskGroup"
     */
    public function joinAny(): Future {}
    /**
     * @param bool $ignoreErrors resolve with the successes even if tasks failed
     * @return Future key => result of everything left once settled, all removed; rejects with a CompositeException unless $ignoreErrors
     */
    public function joinAll(bool $ignoreErrors = false): Future {}
    /**
     * As TaskGroup::cancel().
     * @param AsyncCancellation|null $cancellation the exception (AsyncCancellation "TaskGroup cancelled" when null)
     */
    public function cancel(?AsyncCancellation $cancellation = null): void {}
    /** No more tasks (idempotent); running and queued ones go on. */
    public function close(): void {}
    /** Cancels the set's scope. */
    public function dispose(): void {}
    /** @return bool whether no task runs or waits */
    public function isFinished(): bool {}
    /** @return bool whether close() or cancel() sealed it */
    public function isClosed(): bool {}
    /** @return int tasks not yet delivered */
    public function count(): int {}
    /**
     * After close(): waits until every task settled; never throws their errors.
     * @throws AsyncException if not closed, or outside a coroutine
     */
    public function awaitCompletion(): void {}
    /**
     * Runs $callback($set) once the set is closed and settled (at once if it is).
     * @param \Closure $callback fn(TaskSet $set)
     */
    public function finally(\Closure $callback): void {}
    /**
     * Only foreach may call it: key => [$result, $error], each removed as
     * it is delivered.
     * @return \Iterator
     * @throws \Error when called directly, or in a foreach by reference
     */
    public function getIterator(): \Iterator {}
}

/** What a group's foreach walks (not made by user code). */
final class TaskGroupIterator implements \Iterator
{
    /** Not made by user code: foreach over a TaskGroup or TaskSet makes it. */
    public function __construct() {}
    /** @return mixed [$result, $error] of the current task */
    public function current(): mixed {}
    /** @return mixed the current task's key */
    public function key(): mixed {}
    /** Moves to the next task in spawn order. */
    public function next(): void {}
    /** Does nothing: the iterator only goes forward. */
    public function rewind(): void {}
    /** @return bool waits for the next entry in spawn order; false once the group is closed and all were delivered */
    public function valid(): bool {}
}

/**
 * Runs $callback($value, $key) for every element in coroutines of a new
 * child scope (never in the caller), at most $concurrency at once, and
 * returns once all are done. Returning false stops fetching; the first
 * exception cancels the rest ("Cancellation of the iterator due to an
 * exception") and is thrown here. Coroutines the callbacks spawned and
 * left running are then cancelled ($cancelPending) or awaited.
 * @param iterable $iterable the elements (an array is copied first)
 * @param callable $callback fn(mixed $value, mixed $key): mixed; false stops
 * @param int $concurrency callbacks running at once (0: no limit)
 * @param bool $cancelPending cancel what the callbacks spawned and left
 *        running (false: wait for it)
 * @throws \ValueError if $concurrency < 0
 * @throws \Throwable the first exception of a callback or of the iterable
 */
function iterate(iterable $iterable, callable $callback, int $concurrency = 0, bool $cancelPending = true): void {}
/**
 * Spawns $task(...$args) into the scope $provider names. Order:
 * provideScope(), beforeCoroutineEnqueue(), the coroutine is queued,
 * afterCoroutineEnqueue() (for a SpawnStrategy).
 * @param ScopeProvider $provider names the scope (null from provideScope(): the current one)
 * @param callable $task the coroutine's function
 * @param mixed ...$args its arguments
 * @return Coroutine the queued coroutine
 * @throws AsyncException "Scope provider must return an instance of Async\Scope"
 */
function spawn_with(ScopeProvider $provider, callable $task, mixed ...$args): Coroutine {}
/** @return Context the current scope's context (root_context() at the top level) */
function current_context(): Context {}
/** @return Context the running coroutine's own context, seen by no other coroutine and not inherited */
function coroutine_context(): Context {}
/** @return Context the main scope's context, the same object on every call */
function root_context(): Context {}
/** @return Context|null always null here: only a web server integration assigns a request scope */
function request_context(): ?Context {}

}
