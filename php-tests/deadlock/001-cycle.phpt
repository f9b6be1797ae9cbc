--TEST--
deadlock: two coroutines awaiting each other give a report (main, awaiting one of them, counted too); each of the three gets a catchable AsyncCancellation("Deadlock detected"), and the DeadlockError ends the script once they ran
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await};
$c1 = spawn(function () use (&$c2) {
    try { await($c2); } catch (Async\AsyncCancellation $e) { echo "c1: ", $e->getMessage(), "\n"; }
});
$c2 = spawn(function () use (&$c1) {
    try { await($c1); } catch (Async\AsyncCancellation $e) { echo "c2: ", $e->getMessage(), "\n"; }
});
try {
    await($c1);
} catch (Async\AsyncCancellation $e) {
    echo "main: ", get_class($e), ": ", $e->getMessage(), "\n";
}
echo "end\n";
?>
--EXPECTF--
=== DEADLOCK REPORT START ===
Coroutines waiting: 3, active_events: 0

Coroutine 1
  spawn: main script
  suspend: %s
  waiting for:
    - coroutine %d to complete

Coroutine %d
  spawn: %s001-cycle.php:3
  suspend: %s001-cycle.php:4
  waiting for:
    - coroutine %d to complete

Coroutine %d
  spawn: %s001-cycle.php:6
  suspend: %s001-cycle.php:7
  waiting for:
    - coroutine %d to complete

=== DEADLOCK REPORT END ===
main: Async\AsyncCancellation: Deadlock detected
end
c1: Deadlock detected
c2: Deadlock detected

Fatal error: Uncaught Async\DeadlockError: Deadlock detected: no active coroutines, 3 coroutines in waiting in %s001-cycle.php:10
Stack trace:
#0 %s001-cycle.php(10): Async\await(Object(Async\Coroutine))
#1 {main}
  thrown in %s001-cycle.php on line 10
