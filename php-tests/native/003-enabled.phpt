--TEST--
native: the enabled predicates are true, the thread pool's included (queue_task is served; true_async's scheduler and reactor are behind the zend_async functions); the globals are OFF until the scheduler launches, then live inside a coroutine (state ACTIVE, current and main coroutine and the main scope set, one active coroutine)
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
use function Async\{spawn, await};
$before = native_state();
var_dump($before);
$inside = await(spawn(fn() => native_state()));
var_dump(array_diff_assoc($inside, $before));
?>
--EXPECT--
array(12) {
  ["is_enabled"]=>
  bool(true)
  ["scheduler_is_enabled"]=>
  bool(true)
  ["reactor_is_enabled"]=>
  bool(true)
  ["thread_pool_is_enabled"]=>
  bool(true)
  ["state"]=>
  int(0)
  ["on"]=>
  bool(false)
  ["current_coroutine"]=>
  bool(false)
  ["main_coroutine"]=>
  bool(false)
  ["main_scope"]=>
  bool(false)
  ["active_coroutine_count"]=>
  int(0)
  ["active_event_count"]=>
  int(0)
  ["graceful_shutdown"]=>
  bool(false)
}
array(6) {
  ["state"]=>
  int(2)
  ["on"]=>
  bool(true)
  ["current_coroutine"]=>
  bool(true)
  ["main_coroutine"]=>
  bool(true)
  ["main_scope"]=>
  bool(true)
  ["active_coroutine_count"]=>
  int(1)
}
