--TEST--
native: ZEND_ASYNC_GET_COROUTINES lists the live coroutines (main included once launched)
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
use function Async\{spawn, await, delay};
$cs = [spawn(fn() => delay(20)), spawn(fn() => delay(20))];
var_dump(native_coroutine_count());
foreach ($cs as $c) await($c);
var_dump(native_coroutine_count());
?>
--EXPECT--
int(3)
int(1)
