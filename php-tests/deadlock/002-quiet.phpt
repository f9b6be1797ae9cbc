--TEST--
deadlock: async.debug_deadlock=0 throws without the report
--EXTENSIONS--
true_async
--INI--
async.debug_deadlock=0
--FILE--
<?php
use function Async\{spawn, await};
$c = spawn(function () use (&$c) { Async\suspend(); await(spawn(fn() => await($c))); });
try { await($c); } catch (Async\DeadlockError $e) { echo "DeadlockError\n"; }
$c->cancel();
?>
--EXPECT--
DeadlockError
