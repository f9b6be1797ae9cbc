--TEST--
native: an exception a C timer callback leaves while its event holds the ended script is fatal, as an uncaught exception (exit status 255), not a crash
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
$t = native_timer(10, false);
native_event($t, 'throw');
native_event($t, 'start');
echo "end of script\n";
?>
--EXPECTF--
end of script

Fatal error: Uncaught Exception: thrown by the callback of timer#0 in %s
Stack trace:
#0 [internal function]: Async\{scheduler shutdown}()
#1 {main}
  thrown in %s on line %d
