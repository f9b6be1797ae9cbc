--TEST--
native: main-coroutine start handlers: one registered at MINIT, ZEND_ASYNC_ADD_SWITCH_HANDLER with no current coroutine adds to the list, repeats and NULL are refused, and the list runs as ENTER for a main coroutine record; true_async's own launch runs it too, after which the handler is main's own (ENTER at the launch, LEAVE and ENTER around main's await: 3 calls)
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
use function Async\{spawn, await, suspend};
var_dump(native_main_start(false));
// The scheduler launches here (main becomes a coroutine).
await(spawn(fn() => suspend()));
echo "after the launch: ", native_main_start(false)['minit_handler_calls'], " calls\n";
var_dump(native_main_start(true));
?>
--EXPECT--
array(5) {
  ["minit_handler_calls"]=>
  int(0)
  ["registered_at_minit"]=>
  bool(true)
  ["again_refused"]=>
  bool(true)
  ["null_refused"]=>
  bool(true)
  ["add_switch_handler_went_to_main_list"]=>
  bool(true)
}
after the launch: 3 calls
array(8) {
  ["minit_handler_calls"]=>
  int(3)
  ["registered_at_minit"]=>
  bool(true)
  ["again_refused"]=>
  bool(true)
  ["null_refused"]=>
  bool(true)
  ["add_switch_handler_went_to_main_list"]=>
  bool(true)
  ["fired"]=>
  bool(true)
  ["main_handlers_after"]=>
  int(2)
  ["log"]=>
  array(2) {
    [0]=>
    string(11) "minit:enter"
    [1]=>
    string(10) "late:enter"
  }
}
