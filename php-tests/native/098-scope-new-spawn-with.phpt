--TEST--
native: ZEND_ASYNC_NEW_SCOPE_WITH_OBJECT(CURRENT_SCOPE) makes a child of main's scope with an Async\Scope object; coroutines C spawns into it with ZEND_ASYNC_SPAWN_WITH are its children for PHP: awaitCompletion() waits for them, and the Scope object's cancel() (after asNotSafely(), as the scope inherited main's safe mode) cancels one still waiting; flags follow (DISPOSE_SAFELY, CANCELLED, CLOSED); a spawn into the torn-down scope is refused
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
use function Async\{spawn, await, delay, suspend, timeout};

// Launched: the main script's coroutine has main's scope as its scope.
await(spawn(fn() => 0));
$slot = native_scope_new(true, true);
$info = native_scope_slot($slot);
$scope = $info['object'];
echo get_class($scope), ", parent_null ", json_encode($info['parent_null']), ", parent_is_main ", json_encode($info['parent_is_main']), ", completed ", json_encode($info['completed']), "\n";

$log = [];
$c1 = native_scope_spawn($slot, null, function () use (&$log) { delay(20); $log[] = "c1 done"; return 1; });
$c2 = native_scope_spawn($slot, null, function () use (&$log) { delay(40); $log[] = "c2 done"; return 2; });
var_dump(native_scope_info($c1)['object'] === $scope);
var_dump($scope->isFinished(), native_scope_slot($slot)['completed']);
$scope->awaitCompletion(timeout(5000));
$log[] = "awaited";
echo implode(", ", $log), "\n";
var_dump(await($c1) + await($c2), native_scope_slot($slot)['completed']);

$c3 = native_scope_spawn($slot, null, function () {
    try {
        delay(5000);
        return "not cancelled";
    } catch (Async\AsyncCancellation $e) {
        return "cancelled: " . $e->getMessage();
    }
});
suspend();
var_dump(native_scope_slot($slot)['safely']);
$scope->asNotSafely();
var_dump(native_scope_slot($slot)['safely']);
$scope->cancel();
var_dump(await($c3));
$after = native_scope_slot($slot);
var_dump($after['cancelled'], $after['closed'], $scope->isCancelled());
try {
    native_scope_spawn($slot, null, fn() => 1);
} catch (Throwable $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
unset($scope, $info);
native_scope_release($slot);
echo "released\n";
?>
--EXPECT--
Async\Scope, parent_null false, parent_is_main true, completed true
bool(true)
bool(false)
bool(false)
c1 done, c2 done, awaited
int(3)
bool(true)
bool(true)
bool(false)
string(30) "cancelled: Scope was cancelled"
bool(true)
bool(true)
bool(true)
Async\AsyncException: Scope object has been disposed
released
