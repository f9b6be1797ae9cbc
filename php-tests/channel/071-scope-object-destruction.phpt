--TEST--
channel: destroying the owner Scope object while its coroutine runs closes the channel with SCOPE_DISPOSED
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
        echo "worker: ", $e->getMessage(), "\n";
    }
});
suspend();
var_dump($ch->isClosed());
unset($scope);
var_dump($ch->isClosed());
try {
    $ch->recv();
} catch (ChannelException $e) {
    echo "main: ", $e->getMessage(), " (", $e->reason->name, ")\n";
}
suspend();
suspend();
?>
--EXPECT--
bool(false)
bool(true)
main: Channel closed: owner scope disposed (SCOPE_DISPOSED)
worker: Scope is being disposed due to object destruction
