--TEST--
await: a coroutine may await the main coroutine; main awaiting it back is a deadlock: both get AsyncCancellation, then DeadlockError ends the script
--EXTENSIONS--
true_async
--INI--
async.debug_deadlock=0
--FILE--
<?php
use function Async\{spawn, await, current_coroutine};
Async\suspend(); // launches the scheduler: the script becomes the main coroutine
$main = current_coroutine();
$c = spawn(function () use ($main) { try { await($main); } finally { echo "c unwinds\n"; } });
try { await($c); } catch (Async\AsyncCancellation $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$c->cancel();
Async\suspend();
var_dump($c->isCompleted(), $c->isCancelled());
?>
--EXPECTF--
Async\AsyncCancellation: Deadlock detected
c unwinds
bool(true)
bool(true)

Fatal error: Uncaught Async\DeadlockError: Deadlock detected: no active coroutines, 2 coroutines in waiting in %s009-main-awaited.php:6
%A