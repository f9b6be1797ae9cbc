--TEST--
native: what the scheduler table answers outside a coroutine (RUN_SCHEDULER_AFTER_MAIN true: true_async drains after main itself; shutdown/launch true; GET_COROUTINES lists main once launched; GET_AWAITING_INFO(NULL) empty; the Async classes for GET_CE), a microtask is queued, its dtor waits for the drain; the I/O pointers and the reactor's unserved ones are NULL (the reactor's served ones are set)
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
  ["run_scheduler_after_main"]=>
  bool(true)
  ["shutdown"]=>
  bool(true)
  ["engine_shutdown"]=>
  bool(true)
  ["scheduler_launch"]=>
  bool(true)
  ["get_coroutines"]=>
  int(1)
  ["get_awaiting_info"]=>
  int(0)
  ["add_microtask"]=>
  bool(true)
  ["microtask_dtor_calls"]=>
  int(0)
  ["call_on_main_stack"]=>
  bool(true)
  ["class_coroutine"]=>
  string(15) "Async\Coroutine"
  ["exception_default"]=>
  string(20) "Async\AsyncException"
  ["exception_cancellation"]=>
  string(23) "Async\AsyncCancellation"
  ["exception_timeout"]=>
  string(22) "Async\TimeoutException"
  ["exception_deadlock"]=>
  string(19) "Async\DeadlockError"
  ["reactor_and_io_pointers_set"]=>
  array(16) {
    [0]=>
    string(23) "zend_async_new_scope_fn"
    [1]=>
    string(20) "zend_async_resume_fn"
    [2]=>
    string(20) "zend_async_cancel_fn"
    [3]=>
    string(29) "zend_async_reactor_startup_fn"
    [4]=>
    string(29) "zend_async_reactor_execute_fn"
    [5]=>
    string(29) "zend_async_new_timer_event_fn"
    [6]=>
    string(28) "zend_async_new_poll_event_fn"
    [7]=>
    string(30) "zend_async_new_signal_event_fn"
    [8]=>
    string(31) "zend_async_new_process_event_fn"
    [9]=>
    string(34) "zend_async_new_filesystem_event_fn"
    [10]=>
    string(25) "zend_async_getaddrinfo_fn"
    [11]=>
    string(28) "zend_async_new_exec_event_fn"
    [12]=>
    string(18) "zend_async_exec_fn"
    [13]=>
    string(31) "zend_async_new_trigger_event_fn"
    [14]=>
    string(24) "zend_async_queue_task_fn"
    [15]=>
    string(17) "zend_async_now_fn"
  }
}
