--TEST--
native: the coroutine that runs a scope's (or a task group's) stored finally handlers is started from the microtask queue C extensions share: microtasks C queued before and after the close run first, in order, and the handlers' coroutines are spawned then: coroutines spawned after the close, and the closer requeued by its suspend(), run before the handlers
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
use Async\{Scope, TaskGroup};
use function Async\{await, spawn, suspend};

$scope = new Scope();
$scope->finally(function () { echo "scope finally handler\n"; });
$group = new TaskGroup();
$group->spawn(fn() => 1);
$group->finally(function () { echo "group finally handler\n"; });

$closer = spawn(function () use ($scope, $group) {
    native_microtask("before");
    $scope->dispose();
    echo "scope disposed\n";
    spawn(function () { echo "coroutine spawned after the dispose runs\n"; });
    native_microtask("between");
    $group->close();
    $group->awaitCompletion(); // its one task already ran: no suspension
    echo "group closed and settled\n";
    spawn(function () { echo "coroutine spawned after the group settled runs\n"; });
    native_microtask("after");
    suspend();
    echo "closer resumes\n";
});
await($closer);
suspend();
echo "end\n";
?>
--EXPECT--
scope disposed
group closed and settled
microtask before (ref_count 1)
dtor before
microtask between (ref_count 1)
dtor between
microtask after (ref_count 1)
dtor after
coroutine spawned after the dispose runs
coroutine spawned after the group settled runs
closer resumes
scope finally handler
group finally handler
end