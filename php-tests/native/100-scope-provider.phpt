--TEST--
native: ZEND_ASYNC_SPAWN_WITH_PROVIDER(an Async\Scope) spawns into that scope (co->scope's object is it; the Scope's cancel() cancels the coroutine); a provider that is not an Async\Scope is refused with an Error; ZEND_ASYNC_SPAWN_WITH(NULL) spawns into the main scope
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
use function Async\{await, delay, suspend};

$scope = new Async\Scope();
$co = native_scope_spawn(null, $scope, function () {
    try {
        delay(5000);
        return "not cancelled";
    } catch (Async\AsyncCancellation $e) {
        return "cancelled";
    }
});
suspend();
var_dump(native_scope_info($co)['object'] === $scope, $scope->isFinished());
$scope->cancel();
var_dump(await($co));
try {
    native_scope_spawn(null, new stdClass, fn() => 1);
} catch (Error $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
$m = native_scope_spawn(null, null, fn() => native_scope_info()['is_main']);
var_dump(await($m), native_scope_info($m)['is_main']);
?>
--EXPECT--
bool(true)
bool(false)
string(9) "cancelled"
Error: ZEND_ASYNC_SPAWN_WITH_PROVIDER: the provider must be an Async\Scope object
bool(true)
bool(true)
