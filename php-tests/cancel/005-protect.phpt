--TEST--
cancel: protect() defers cancellation until the closure returns
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, suspend, protect, current_coroutine, await};
$c = spawn(function () {
    protect(function () {
        $me = current_coroutine();
        suspend();
        var_dump($me->isCancellationRequested(), $me->isCancelled());
        echo "protected section completed\n";
    });
    echo "not reached\n";
});
suspend();
$c->cancel();
suspend();
try { await($c); } catch (Async\AsyncCancellation $e) { echo "thrown after protect\n"; }
var_dump($c->isCancelled());
var_dump(Async\protect(fn() => "value"));
?>
--EXPECT--
bool(true)
bool(false)
protected section completed
thrown after protect
bool(true)
string(5) "value"
