--TEST--
channel: the first close cause wins: close() then owner-scope cancellation keeps reason EXPLICIT
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Channel, ChannelException, ChannelCloseReason, Future, FutureState, Scope, TaskGroup};
use function Async\{spawn, await, suspend, delay, timeout, await_any_or_fail};
$scope = new Scope();
$ch = null;
$scope->spawn(function () use (&$ch) {
    $ch = new Channel();
    try {
        delay(100);
    } catch (Async\AsyncCancellation $e) {
    }
});
suspend();
$ch->close();
$scope->cancel();
try {
    $ch->recv();
} catch (ChannelException $e) {
    echo $e->reason->name, ": ", $e->getMessage(), "\n";
}
suspend();
?>
--EXPECT--
EXPLICIT: Channel is closed
