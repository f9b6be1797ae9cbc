--TEST--
native: a heartbeat handler is stored and given back (set returns the previous one, ZEND_ASYNC_SCHEDULER_HEARTBEAT calls it); the scheduler calls it at every suspension, as TrueAsync's does: main's await, suspend() and delay() each beat once (4 in all here), and 10 more suspend() calls give 10 more beats
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
// main's await(), $c's suspend() and delay(), the other one's suspend().
var_dump(native_heartbeat());
var_dump(native_heartbeat()['beats_by_macro']);
await(spawn(function () { for ($i = 0; $i < 10; $i++) suspend(); }));
// The ten suspensions, and main's await() once.
var_dump(native_heartbeat()['beats_since_installed']);
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
  int(4)
  ["reset_returns_ours"]=>
  bool(true)
  ["reset"]=>
  bool(true)
}
int(1)
int(11)
