--TEST--
cancel: a coroutine cancelled before it starts never runs
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await};
$c = spawn(function () { echo "should not run\n"; return 1; });
$c->cancel(new Async\AsyncCancellation("not needed"));
var_dump($c->isCompleted(), $c->isCancelled(), $c->isStarted());
try { await($c); } catch (Async\AsyncCancellation $e) { echo $e->getMessage(), "\n"; }
?>
--EXPECT--
bool(true)
bool(true)
bool(false)
not needed
