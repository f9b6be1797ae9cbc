--TEST--
channel: dispose() of a finished owner scope still closes its channel with SCOPE_DISPOSED
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Channel, ChannelException, ChannelCloseReason, Future, FutureState, Scope, TaskGroup};
use function Async\{spawn, await, suspend, delay, timeout, await_any_or_fail};
$scope = new Scope();
$ch = null;
await($scope->spawn(function () use (&$ch) {
    $ch = new Channel(2);
}));
var_dump($ch->isClosed());
$scope->dispose();
var_dump($ch->isClosed());
try {
    $ch->send("x");
} catch (ChannelException $e) {
    echo $e->getMessage(), " (", $e->reason->name, ")\n";
}
?>
--EXPECT--
bool(false)
bool(true)
Channel closed: owner scope disposed (SCOPE_DISPOSED)
