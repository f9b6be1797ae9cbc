--TEST--
native: a coroutine's co->scope stays readable after its scope is gone (the Scope object freed: scope_object NULL, CLOSED set); a scope C made with ZEND_ASYNC_NEW_SCOPE and never released, with a coroutine that ran in it, is freed with the request (valgrind: no leak, no invalid read)
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
use function Async\{await, suspend};

$scope = new Async\Scope();
$co = $scope->spawn(function () { suspend(); return 1; });
var_dump(await($co));
$before = native_scope_info($co);
var_dump($before['object'] === $scope, $before['closed']);
$scope->dispose();
unset($scope, $before);
$after = native_scope_info($co);
var_dump($after['object'], $after['closed'], $after['is_main']);

$s = native_scope_new(false, false);
$c = native_scope_spawn($s, null, fn() => "ran");
var_dump(await($c));
native_scope_forget($s);
echo "end\n";
?>
--EXPECT--
int(1)
bool(true)
bool(false)
NULL
bool(true)
bool(false)
string(3) "ran"
end
