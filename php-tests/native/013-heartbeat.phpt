--TEST--
native: a heartbeat handler is stored and given back (set returns the previous one, ZEND_ASYNC_SCHEDULER_HEARTBEAT calls it); true_async's scheduler does not call it yet
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
use function Async\{spawn, await, suspend, delay};
var_dump(native_heartbeat());
$c = spawn(function () { suspend(); delay(1); return 1; });
spawn(fn() => suspend());
await($c);
var_dump(native_heartbeat());
?>
--EXPECT--
array(4) {
  ["none_before"]=>
  bool(true)
  ["set_returns_previous"]=>
  bool(true)
  ["installed"]=>
  bool(true)
  ["beats_by_macro"]=>
  int(1)
}
array(3) {
  ["beats_since_installed"]=>
  int(0)
  ["reset_returns_ours"]=>
  bool(true)
  ["reset"]=>
  bool(true)
}
