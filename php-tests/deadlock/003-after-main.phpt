--TEST--
deadlock: coroutines still deadlocked after the main script end with an uncaught DeadlockError, after unwinding
--EXTENSIONS--
true_async
--INI--
async.debug_deadlock=0
--FILE--
<?php
use function Async\{spawn, await};
$c1 = spawn(function () use (&$c2) { try { await($c2); } finally { echo "c1 unwound\n"; } });
$c2 = spawn(function () use (&$c1) { await($c1); });
echo "main done\n";
?>
--EXPECTF--
main done
c1 unwound

Fatal error: Uncaught Async\DeadlockError: Deadlock detected: no active coroutines, 2 coroutines in waiting in %s
%A
