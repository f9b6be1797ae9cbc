--TEST--
cancel: a suspended coroutine gets AsyncCancellation at its suspension point, finally runs
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, suspend};
$c = spawn(function () {
    try {
        echo "waiting\n";
        suspend(); suspend(); suspend();
        echo "never\n";
    } finally {
        echo "finally\n";
    }
});
suspend();
$c->cancel();
var_dump($c->isCancellationRequested());
try { await($c); } catch (Async\AsyncCancellation $e) { echo "await: ", get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump($c->isCancelled(), $c->isCompleted());
var_dump($c->getException() instanceof Async\AsyncCancellation);
?>
--EXPECT--
waiting
bool(true)
finally
await: Async\AsyncCancellation: Coroutine cancelled
bool(true)
bool(true)
bool(true)
