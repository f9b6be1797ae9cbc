--TEST--
deadlock: async.debug_deadlock=0 cancels and ends with DeadlockError without the report
--EXTENSIONS--
true_async
--INI--
async.debug_deadlock=0
--FILE--
<?php
use function Async\{spawn, await};
$c = spawn(function () use (&$c) { Async\suspend(); await(spawn(fn() => await($c))); });
try { await($c); } catch (Async\AsyncCancellation $e) { echo "cancelled: ", $e->getMessage(), "\n"; }
?>
--EXPECTF--
cancelled: Deadlock detected

Fatal error: Uncaught Async\DeadlockError: Deadlock detected: no active coroutines, 3 coroutines in waiting in %s
Stack trace:
%A
