--TEST--
channel: a value reserved for a woken receiver is not taken by a foreach in another coroutine
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Channel, ChannelException, ChannelCloseReason, Future, FutureState, Scope, TaskGroup};
use function Async\{spawn, await, suspend, delay, timeout, await_any_or_fail};
$ch = new Channel(1);
$r = spawn(function () use ($ch) {
    $__v = $ch->recv();
    echo "R got ", $__v, "\n";
    $ch->send("y");
});
suspend();
$ch->sendAsync("x");
foreach ($ch as $v) {
    echo "foreach got $v\n";
    break;
}
await($r);
?>
--EXPECT--
R got x
foreach got y
