--TEST--
iterate: exit() inside a callback ends the script as exit() does: the other callbacks unwind (their finally blocks run; exit() itself skips finally, as in PHP), nothing is reported as an iterate() failure, and nothing after iterate() runs
--EXTENSIONS--
true_async
--FILE--
<?php
register_shutdown_function(fn() => print("shutdown\n"));
Async\iterate([1, 2, 3], function ($v) {
    try {
        if ($v === 2) {
            Async\delay(10);
            exit(3);
        }
        Async\delay(5000);
    } finally {
        echo "callback $v finally\n";
    }
}, 3);
echo "not reached\n";
?>
--EXPECT--
callback 1 finally
callback 3 finally
shutdown
