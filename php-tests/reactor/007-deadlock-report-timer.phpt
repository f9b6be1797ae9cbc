--TEST--
reactor: a deadlock is still found once the last timer has fired
--EXTENSIONS--
true_async
--INI--
async.debug_deadlock=0
--FILE--
<?php
use function Async\{spawn, await, delay};
$c = spawn(function () use (&$c) { delay(10); await($c); });
try { await($c); } catch (Async\DeadlockError $e) { echo get_class($e), "\n"; }
$c->cancel();
?>
--EXPECT--
Async\DeadlockError
