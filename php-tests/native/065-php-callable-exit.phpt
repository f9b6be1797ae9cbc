--TEST--
native: exit() inside a PHP callable body set through co->fcall ends the script as exit() in any coroutine does: the C shim's zend_try catches the bailout and shutdown functions run
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
use function Async\await;

register_shutdown_function(function () { echo "shutdown function\n"; });
$co = native_php_spawn(function () { echo "body\n"; exit(3); });
await($co);
echo "not reached\n";
?>
--EXPECT--
body
shutdown function
