--TEST--
channel: a channel whose owner scope merely finishes (its coroutine returned) stays open and usable
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Channel, ChannelException, ChannelCloseReason, Future, FutureState, Scope, TaskGroup};
use function Async\{spawn, await, suspend, delay, timeout, await_any_or_fail};
$scope = new Scope();
$ch = null;
$c = $scope->spawn(function () use (&$ch) {
    $ch = new Channel(2);
    return "done";
});
var_dump(await($c));
suspend();
var_dump($scope->isFinished(), $ch->isClosed());
var_dump($ch->sendAsync("v"), $ch->recv());
$p = spawn(fn() => $ch->send("w"));
var_dump($ch->recv());
await($p);
?>
--EXPECT--
string(4) "done"
bool(true)
bool(false)
bool(true)
string(1) "v"
string(1) "w"
