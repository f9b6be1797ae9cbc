--TEST--
cancel: a coroutine that cancels itself gets the cancellation at its next suspension point
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, suspend, current_coroutine};
$c = spawn(function () {
    current_coroutine()->cancel(new Async\AsyncCancellation("by myself"));
    echo "still running\n";
    var_dump(current_coroutine()->isCancellationRequested(), current_coroutine()->isCancelled());
    suspend();
    echo "never\n";
});
try { await($c); } catch (Async\AsyncCancellation $e) { echo $e->getMessage(), "\n"; }
var_dump($c->isCancelled());
?>
--EXPECT--
still running
bool(true)
bool(false)
by myself
bool(true)
