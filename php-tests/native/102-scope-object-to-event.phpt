--TEST--
native: ZEND_ASYNC_OBJECT_TO_EVENT on an Async\Scope gives its scope's record (the one its coroutines name in co->scope, cancelled with the scope), and ZEND_ASYNC_EVENT_TO_OBJECT on that record's event gives the object back; a Scope made by Scope::inherit() and the object of a NEW_SCOPE_WITH_OBJECT scope too
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
use function Async\{await, suspend};

$scope = new Async\Scope();
$r = native_scope_of_object($scope);
var_dump($r['back'], $r['object'] === $scope, $r['is_main'], $r['cancelled']);
$co = $scope->spawn(function () { suspend(); return 1; });
var_dump(await($co));
$child = Async\Scope::inherit($scope);
$c = native_scope_of_object($child);
var_dump($c['back'], $c['parent_null']);
$scope->cancel();
var_dump(native_scope_of_object($scope)['cancelled'], native_scope_info($co)['cancelled']);
$s = native_scope_new(true, false);
$obj = native_scope_slot($s)['object'];
var_dump(native_scope_of_object($obj)['back']);
unset($obj);
native_scope_release($s);
?>
--EXPECT--
bool(true)
bool(true)
bool(false)
bool(false)
int(1)
bool(true)
bool(false)
bool(true)
bool(true)
bool(true)
