--TEST--
deadlock: the report and the DeadlockError count the main coroutine when it is the one waiting, in the script and in a shutdown function
--EXTENSIONS--
true_async
--INI--
async.debug_deadlock=1
--FILE--
<?php
register_shutdown_function(function () {
    try {
        Async\await(new Async\Future(new Async\FutureState()));
    } catch (Async\DeadlockError $e) {
        echo "shutdown function: ", $e->getMessage(), "\n";
    }
});
Async\await(Async\spawn(fn() => 1));
try {
    Async\await(new Async\Future(new Async\FutureState()));
} catch (Async\DeadlockError $e) {
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
main: Deadlock detected: no active coroutines, 1 coroutines in waiting
=== DEADLOCK REPORT START ===
Coroutines waiting: 1, active_events: 0

Coroutine 1
  spawn: main script
  suspend: %s
  waiting for:
    - a future to complete

=== DEADLOCK REPORT END ===
shutdown function: Deadlock detected: no active coroutines, 1 coroutines in waiting

Warning: Future was never used; call await(), map(), catch(), finally() or ignore() to suppress this warning. Created at %s090-main-counted-as-waiter.php:4 in Unknown on line 0

Warning: Future was never used; call await(), map(), catch(), finally() or ignore() to suppress this warning. Created at %s090-main-counted-as-waiter.php:11 in Unknown on line 0
