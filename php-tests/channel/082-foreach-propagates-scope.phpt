--TEST--
channel: a SCOPE_DISPOSED close while foreach waits propagates out of the loop
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Channel, ChannelException, ChannelCloseReason, Future, FutureState, Scope, TaskGroup};
use function Async\{spawn, await, suspend, delay, timeout, await_any_or_fail};
$scope = new Scope();
$ch = null;
$scope->spawn(function () use (&$ch) {
    $ch = new Channel(2);
    try {
        delay(100);
    } catch (Async\AsyncCancellation $e) {
    }
});
suspend();
$ch->send(1);
$canceller = spawn(function () use ($scope) { $scope->cancel(); });
try {
    foreach ($ch as $v) {
        echo "got $v\n";
    }
    echo "loop ended normally\n";
} catch (ChannelException $e) {
    echo "propagated: ", $e->reason->name, "\n";
}
await($canceller);
?>
--EXPECT--
got 1
propagated: SCOPE_DISPOSED
