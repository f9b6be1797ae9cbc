--TEST--
deadlock: main waiting in a shutdown function gets its AsyncCancellation there; the later shutdown functions run, then the DeadlockError ends the script
--EXTENSIONS--
true_async
--INI--
async.debug_deadlock=0
--FILE--
<?php
register_shutdown_function(function () {
    try {
        Async\await(new Async\Future(new Async\FutureState()));
    } catch (Async\AsyncCancellation $e) {
        echo "first shutdown function: ", $e->getMessage(), "\n";
    }
});
register_shutdown_function(function () {
    echo "second shutdown function\n";
});
Async\spawn(fn() => print("coroutine ran\n"));
echo "main done\n";
?>
--EXPECTF--
main done
coroutine ran
first shutdown function: Deadlock detected
second shutdown function

Fatal error: Uncaught Async\DeadlockError: Deadlock detected: no active coroutines, 1 coroutines in waiting in %s009-in-shutdown-function.php:4
Stack trace:
#0 %s(4): Async\await(Object(Async\Future))
#1 [internal function]: {closure}()
#2 {main}
  thrown in %s on line 4
