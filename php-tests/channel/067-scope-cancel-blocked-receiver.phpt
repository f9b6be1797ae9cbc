--TEST--
channel: cancelling the owner scope closes the channel with SCOPE_DISPOSED; a coroutine blocked on it sees ChannelException, not the scope cancellation
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Channel, ChannelException, ChannelCloseReason, Future, FutureState, Scope, TaskGroup};
use function Async\{spawn, await, suspend, delay, timeout, await_any_or_fail};
$scope = new Scope();
$ch = null;
$c = $scope->spawn(function () use (&$ch) {
    $ch = new Channel();
    try {
        $ch->recv();
        echo "unexpected\n";
    } catch (ChannelException $e) {
        echo "worker: ", get_class($e), ": ", $e->getMessage(), " (", $e->reason->name, ")\n";
    } catch (Async\AsyncCancellation $e) {
        echo "worker: ", get_class($e), "\n";
    }
});
suspend();
var_dump($ch->isClosed());
$scope->cancel();
var_dump($ch->isClosed());
try { await($c); } catch (Throwable $e) {}
try {
    $ch->recv();
} catch (ChannelException $e) {
    echo "main: ", $e->getMessage(), " (", $e->reason->name, ")\n";
}
?>
--EXPECT--
bool(false)
bool(true)
worker: Async\ChannelException: Channel closed: owner scope disposed (SCOPE_DISPOSED)
main: Channel closed: owner scope disposed (SCOPE_DISPOSED)
