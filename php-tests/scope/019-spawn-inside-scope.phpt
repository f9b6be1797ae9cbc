--TEST--
scope: plain spawn() inside a scope's coroutine puts the new coroutine in that same scope (cancelling the scope reaches it), while a coroutine spawned at top level is untouched
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\Scope;
use function Async\{spawn, await, suspend, delay};
function worker() {
    try {
        delay(1000);
        return "finished";
    } catch (Async\AsyncCancellation $e) {
        return "cancelled: " . $e->getMessage();
    }
}
$scope = new Scope();
$outside = spawn(function () { delay(20); return "finished"; });
$inner = null;
$outer = $scope->spawn(function () use (&$inner) {
    $inner = spawn('worker');
    return worker();
});
suspend();
suspend();
$scope->cancel();
echo "outer: ", await($outer), "\n";
echo "inner: ", await($inner), "\n";
echo "outside: ", await($outside), "\n";
?>
--EXPECT--
outer: cancelled: Scope was cancelled
inner: cancelled: Scope was cancelled
outside: finished
