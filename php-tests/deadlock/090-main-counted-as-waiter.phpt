--TEST--
deadlock: the report and the DeadlockError count the main coroutine when it is the one waiting, in the script and in a shutdown function; main gets the AsyncCancellation first in both
--EXTENSIONS--
true_async
--INI--
async.debug_deadlock=1
--FILE--
<?php
register_shutdown_function(function () {
    try {
        Async\await(new Async\Future(new Async\FutureState()));
    } catch (Async\AsyncCancellation $e) {
        echo "shutdown function: ", $e->getMessage(), "\n";
    }
});
Async\await(Async\spawn(fn() => 1));
try {
    Async\await(new Async\Future(new Async\FutureState()));
} catch (Async\AsyncCancellation $e) {
    echo "main: ", $e->getMessage(), "\n";
}
?>
--EXPECTF--
=== DEADLOCK REPORT START ===
Coroutines waiting: 1, active_events: 0

Coroutine 1
  spawn: main script
  suspend: %s
  waiting for:
    - a future to complete

=== DEADLOCK REPORT END ===
main: Deadlock detected

Fatal error: Uncaught Async\DeadlockError: Deadlock detected: no active coroutines, 1 coroutines in waiting in %s090-main-counted-as-waiter.php:11
Stack trace:
#0 %s(11): Async\await(Object(Async\Future))
#1 {main}
  thrown in %s on line 11
=== DEADLOCK REPORT START ===
Coroutines waiting: 1, active_events: 0

Coroutine 1
  spawn: main script
  suspend: %s
  waiting for:
    - a future to complete

=== DEADLOCK REPORT END ===
shutdown function: Deadlock detected

Fatal error: Uncaught Async\DeadlockError: Deadlock detected: no active coroutines, 1 coroutines in waiting in %s090-main-counted-as-waiter.php:4
Stack trace:
#0 %s(4): Async\await(Object(Async\Future))
#1 [internal function]: {closure}()
#2 {main}
  thrown in %s on line 4
