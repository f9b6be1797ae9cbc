--TEST--
deadlock: main not catching its AsyncCancellation fails the script with it (stock PHP reports what escapes the script), the other coroutines unwind, and the DeadlockError follows
--EXTENSIONS--
true_async
--INI--
async.debug_deadlock=0
--FILE--
<?php
register_shutdown_function(function () { echo "shutdown function\n"; });
$c = Async\spawn(function () {
    try {
        Async\await(new Async\Future(new Async\FutureState()));
    } finally {
        echo "coroutine unwound\n";
    }
});
Async\await($c);
echo "not reached\n";
?>
--EXPECTF--
Fatal error: Uncaught Async\AsyncCancellation: Deadlock detected in %s011-main-does-not-catch.php:10
Stack trace:
#0 %s(10): Async\await(Object(Async\Coroutine))
#1 {main}
  thrown in %s on line 10
coroutine unwound

Fatal error: Uncaught Async\DeadlockError: Deadlock detected: no active coroutines, 2 coroutines in waiting in %s011-main-does-not-catch.php:10
Stack trace:
#0 %s(10): Async\await(Object(Async\Coroutine))
#1 {main}
  thrown in %s on line 10
shutdown function
