--TEST--
channel: dispose() of the owner scope closes the channel at once with SCOPE_DISPOSED; buffered values are still drained, then recv/send throw that reason
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Channel, ChannelException, ChannelCloseReason, Future, FutureState, Scope, TaskGroup};
use function Async\{spawn, await, suspend, delay, timeout, await_any_or_fail};
$scope = new Scope();
$ch = null;
$c = $scope->spawn(function () use (&$ch) {
    $ch = new Channel(3);
    $ch->send("a");
    $ch->send("b");
    try {
        delay(100);
    } catch (Async\AsyncCancellation $e) {
        echo "worker cancelled\n";
    }
});
suspend();
$scope->dispose();
var_dump($ch->isClosed());
var_dump($ch->recv(), $ch->recv());
try {
    $ch->recv();
} catch (ChannelException $e) {
    echo "recv: ", $e->getMessage(), " (", $e->reason->name, ")\n";
}
try {
    $ch->send("c");
} catch (ChannelException $e) {
    echo "send: ", $e->getMessage(), " (", $e->reason->name, ")\n";
}
try { await($c); } catch (Throwable $e) {}
?>
--EXPECT--
bool(true)
string(1) "a"
string(1) "b"
recv: Channel closed: owner scope disposed (SCOPE_DISPOSED)
send: Channel closed: owner scope disposed (SCOPE_DISPOSED)
worker cancelled
