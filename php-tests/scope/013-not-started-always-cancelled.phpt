--TEST--
scope: even in a safe (allowZombies) scope a coroutine that has not started yet is cancelled by cancel(): its body never runs and await() throws the cancellation, while a started one keeps running
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\Scope;
use function Async\{await, suspend, delay};
$scope = (new Scope())->allowZombies();
$started = $scope->spawn(function () { delay(10); return "started one finished"; });
suspend();
$queued = $scope->spawn(function () { echo "queued body runs\n"; return "queued one finished"; });
$scope->cancel();
try {
    echo await($queued), "\n";
} catch (Async\AsyncCancellation $e) {
    echo "queued: ", $e->getMessage(), "\n";
}
var_dump($queued->isCancelled());
echo await($started), "\n";
?>
--EXPECT--
queued: Scope was cancelled
bool(true)
started one finished
