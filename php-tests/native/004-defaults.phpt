--TEST--
native: the provider's functions not provided yet answer as TrueAsync's engine does with no async extension (suspend false, shutdown true, no coroutines, the engine's classes; a microtask is queued, its dtor waits for the drain) and the reactor and I/O pointers are NULL
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
var_dump(native_defaults());
?>
--EXPECT--
array(15) {
  ["suspend"]=>
  bool(false)
  ["shutdown"]=>
  bool(true)
  ["engine_shutdown"]=>
  bool(true)
  ["scheduler_launch"]=>
  bool(true)
  ["get_coroutines"]=>
  bool(false)
  ["get_awaiting_info"]=>
  bool(false)
  ["add_microtask"]=>
  bool(true)
  ["microtask_dtor_calls"]=>
  int(0)
  ["call_on_main_stack"]=>
  bool(true)
  ["class_coroutine"]=>
  NULL
  ["exception_default"]=>
  string(9) "Exception"
  ["exception_cancellation"]=>
  string(5) "Error"
  ["exception_timeout"]=>
  string(9) "Exception"
  ["exception_deadlock"]=>
  NULL
  ["reactor_and_io_pointers_set"]=>
  array(0) {
  }
}
