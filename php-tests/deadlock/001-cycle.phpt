--TEST--
deadlock: two coroutines awaiting each other give a report (main, awaiting one of them, counted too) and DeadlockError in main
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await};
$c1 = spawn(function () use (&$c2) { await($c2); });
$c2 = spawn(function () use (&$c1) { await($c1); });
try {
    await($c1);
} catch (Async\DeadlockError $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
$c1->cancel(); $c2->cancel();
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
  suspend: %s001-cycle.php:3
  waiting for:
    - coroutine %d to complete

Coroutine %d
  spawn: %s001-cycle.php:4
  suspend: %s001-cycle.php:4
  waiting for:
    - coroutine %d to complete

=== DEADLOCK REPORT END ===
Async\DeadlockError: Deadlock detected: no active coroutines, 3 coroutines in waiting
end
