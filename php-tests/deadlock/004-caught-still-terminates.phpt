--TEST--
deadlock: main catching its AsyncCancellation goes on running, but the DeadlockError still ends the script afterwards (exit status 255, shutdown functions still run)
--EXTENSIONS--
true_async
--INI--
async.debug_deadlock=0
--FILE--
<?php
register_shutdown_function(function () { echo "shutdown function\n"; });
try {
    Async\await(new Async\Future(new Async\FutureState()));
} catch (Async\AsyncCancellation $e) {
    echo "caught: ", get_class($e), ": ", $e->getMessage(), "\n";
}
echo "after catch\n";
Async\delay(1);
echo "main still runs\n";
?>
--EXPECTF--
caught: Async\AsyncCancellation: Deadlock detected
after catch
main still runs

Fatal error: Uncaught Async\DeadlockError: Deadlock detected: no active coroutines, 1 coroutines in waiting in %s004-caught-still-terminates.php:4
Stack trace:
#0 %s004-caught-still-terminates.php(4): Async\await(Object(Async\Future))
#1 {main}
  thrown in %s004-caught-still-terminates.php on line 4
shutdown function
