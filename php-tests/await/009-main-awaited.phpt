--TEST--
await: a coroutine may await the main coroutine; main awaiting it back is a deadlock
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
try { await($c); } catch (Async\DeadlockError $e) { echo get_class($e), "\n"; }
$c->cancel();
Async\suspend();
var_dump($c->isCompleted(), $c->isCancelled());
?>
--EXPECT--
Async\DeadlockError
c unwinds
bool(true)
bool(true)
