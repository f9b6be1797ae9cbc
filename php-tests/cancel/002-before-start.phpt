--TEST--
cancel: a coroutine cancelled before it starts never runs; it is cancelled (and completed) only once its turn came
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await};
$c = spawn(function () { echo "should not run\n"; return 1; });
$c->cancel(new Async\AsyncCancellation("not needed"));
var_dump($c->isCompleted(), $c->isCancelled(), $c->isStarted(), $c->isCancellationRequested());
try { await($c); } catch (Async\AsyncCancellation $e) { echo $e->getMessage(), "\n"; }
var_dump($c->isCompleted(), $c->isCancelled(), $c->isStarted(), $c->isCancellationRequested());
?>
--EXPECT--
bool(false)
bool(false)
bool(false)
bool(true)
not needed
bool(true)
bool(true)
bool(false)
bool(false)
