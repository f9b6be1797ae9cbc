--TEST--
native: ZEND_ASYNC_CURRENT_SCOPE is NULL before the scheduler launches; then main's scope is ZEND_ASYNC_MAIN_SCOPE (no object, no parent, its own request scope), a plain spawn's coroutine has the same record in co->scope, and a coroutine of a `new Async\Scope()` has a record of its own whose scope_object is that Scope, a child scope's record has the parent's as parent_scope, listed in its `scopes`
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
use function Async\{spawn, await, suspend};

var_dump(native_scope_info()['null']);
$co = spawn(fn() => native_scope_info());
$main = native_scope_info();
echo "main: is_main ", json_encode($main['is_main']), ", parent_null ", json_encode($main['parent_null']),
    ", request_is_main ", json_encode($main['request_is_main']), ", object ", json_encode($main['object']), "\n";
$in = await($co);
echo "plain spawn: is_main ", json_encode($in['is_main']), "\n";
var_dump(native_scope_info($co)['is_main']);

$scope = new Async\Scope();
$child = Async\Scope::inherit($scope);
$a = $scope->spawn(function () { suspend(); return native_scope_info(); });
$b = $child->spawn(function () { suspend(); return native_scope_info(); });
$ia = await($a);
$ib = await($b);
echo "scope: is_main ", json_encode($ia['is_main']), ", object is the Scope ", json_encode($ia['object'] === $scope),
    ", parent_null ", json_encode($ia['parent_null']), ", children ", $ia['children'], "\n";
echo "child: object is the child ", json_encode($ib['object'] === $child),
    ", parent_is_main ", json_encode($ib['parent_is_main']), "\n";
// The records outlive nothing they name: the coroutine's record still
// names its scope after the coroutine finished.
var_dump(native_scope_info($a)['object'] === $scope);
?>
--EXPECT--
bool(true)
main: is_main true, parent_null true, request_is_main true, object null
plain spawn: is_main true
bool(true)
scope: is_main false, object is the Scope true, parent_null true, children 1
child: object is the child true, parent_is_main false
bool(true)
