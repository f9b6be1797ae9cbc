--TEST--
native: ZEND_ASYNC_SPAWN_AND_THROW spawns a coroutine that throws the given exception when it runs (a HI priority one before the coroutines already queued); with nothing to handle it, it ends the script as an uncaught exception
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
use function Async\{spawn, delay};
spawn(function () { echo "queued first\n"; });
$e = new RuntimeException("thrown from C");
var_dump(native_spawn_and_throw($e, 1));
unset($e);                                        // the coroutine holds its own reference
echo "main goes on\n";
delay(20);
echo "not reached\n";
?>
--EXPECTF--
bool(true)
main goes on
%AFatal error: Uncaught RuntimeException: thrown from C in %s:%d
Stack trace:
#0 {main}
  thrown in %s on line %d
