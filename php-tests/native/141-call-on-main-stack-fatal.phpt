--TEST--
native: a fatal error inside a function that ZEND_ASYNC_CALL_ON_MAIN_STACK runs for a coroutine ends the script as a fatal error in that coroutine does (the message, then the shutdown functions; nothing after the call runs), without crossing from the root stack to the coroutine's
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
use function Async\{spawn, await, delay};
register_shutdown_function(function () { echo "shutdown function runs\n"; });
$c = spawn(function () {
    delay(1);
    echo "before\n";
    try {
        native_main_stack('fatal');
    } finally {
        echo "finally does not run on a fatal error\n";
    }
    echo "not reached\n";
});
await($c);
echo "not reached either\n";
?>
--EXPECTF--
before

Fatal error: native: a fatal error on the main stack in %s on line %d
shutdown function runs
