--TEST--
channel: after a SCOPE_DISPOSED close, close() changes nothing and recvAsync() is rejected with the stored reason
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Channel, ChannelException, ChannelCloseReason, Future, FutureState, Scope, TaskGroup};
use function Async\{spawn, await, suspend, delay, timeout, await_any_or_fail};
$scope = new Scope();
$ch = null;
$scope->spawn(function () use (&$ch) {
    $ch = new Channel(1);
    try {
        delay(100);
    } catch (Async\AsyncCancellation $e) {
    }
});
suspend();
$scope->cancel();
$ch->close();
$f = $ch->recvAsync();
try {
    $f->await();
} catch (ChannelException $e) {
    echo $e->reason->name, ": ", $e->getMessage(), "\n";
}
suspend();
?>
--EXPECT--
SCOPE_DISPOSED: Channel closed: owner scope disposed
