--TEST--
native: a scope record's before/after_coroutine_enqueue hooks, once a C extension sets them, see every coroutine C spawns into that scope (ZEND_ASYNC_SPAWN_WITH_PROVIDER, NEW_COROUTINE + ENQUEUE into the main scope): before, then after, with the coroutine and its scope; before may refuse (false: an Error; an exception: that exception), and the refused coroutine never runs and does not hold the script; cleared hooks see nothing
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
use Async\Scope;
use function Async\{await, delay};

$scope = new Scope();
var_dump(native_scope_hooks($scope, 'accept'));
$co = native_scope_spawn(null, $scope, fn() => 'ran');
var_dump(await($co), native_scope_hooks($scope, 'refuse') === ["before #" . spl_object_id($co) . " (its scope)", "after #" . spl_object_id($co) . " (its scope)"]);

try {
    native_scope_spawn(null, $scope, function () { echo "never runs\n"; });
} catch (Error $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
var_dump(count(native_scope_hooks($scope, 'throw')));
try {
    native_scope_spawn(null, $scope, function () { echo "never runs either\n"; });
} catch (Exception $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
native_scope_hooks($scope, 'none');
var_dump(await(native_scope_spawn(null, $scope, fn() => 'no hooks')), native_scope_hooks($scope, 'none'));

// NEW_COROUTINE then ENQUEUE into the main scope: the main scope's hooks.
native_scope_hooks(null, 'accept');
$c = native_c_new(42, null, false);
native_c_enqueue_last();
var_dump(await($c));
$log = native_scope_hooks(null, 'none');
var_dump($log === ["before #" . spl_object_id($c) . " (its scope)", "after #" . spl_object_id($c) . " (its scope)"]);
delay(1);
echo "end\n";
?>
--EXPECT--
array(0) {
}
string(3) "ran"
bool(true)
Error: ZEND_ASYNC_SPAWN: the scope's before_coroutine_enqueue refused the coroutine
int(1)
Exception: no more coroutines here
string(8) "no hooks"
array(0) {
}
int(42)
bool(true)
end
