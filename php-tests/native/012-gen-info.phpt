--TEST--
native: zend_coroutine_gen_info describes a coroutine record by where it was spawned and, while its waker waits, where it suspended; ZEND_COROUTINE_SUSPENDED and zend_coroutine_callable_name
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
var_dump(native_gen_info());
?>
--EXPECT--
array(7) {
  ["running"]=>
  string(43) "Coroutine spawned at spawner.php:7 (worker)"
  ["suspended_without_waker"]=>
  bool(false)
  ["suspended_waiting"]=>
  bool(true)
  ["waiting"]=>
  string(65) "Coroutine spawned at spawner.php:7, suspended at waiter.php:42 ()"
  ["suspended_with_result"]=>
  bool(false)
  ["callable_name_main"]=>
  string(4) "main"
  ["callable_name_c"]=>
  string(17) "internal function"
}
