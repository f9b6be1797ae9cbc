--TEST--
native: the provider's functions not provided yet answer as TrueAsync's engine does with no async extension (suspend false, shutdown true, no coroutines, the engine's classes; a microtask is queued, its dtor waits for the drain), the I/O pointers and the reactor's unserved ones are NULL (the reactor's served ones are set)
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
  array(8) {
    [0]=>
    string(29) "zend_async_reactor_startup_fn"
    [1]=>
    string(29) "zend_async_reactor_execute_fn"
    [2]=>
    string(29) "zend_async_new_timer_event_fn"
    [3]=>
    string(28) "zend_async_new_poll_event_fn"
    [4]=>
    string(30) "zend_async_new_signal_event_fn"
    [5]=>
    string(31) "zend_async_new_process_event_fn"
    [6]=>
    string(31) "zend_async_new_trigger_event_fn"
    [7]=>
    string(17) "zend_async_now_fn"
  }
}
