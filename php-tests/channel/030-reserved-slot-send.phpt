--TEST--
channel: a slot freed for a parked sender is reserved: send() from another coroutine (main) parks behind it
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Channel, ChannelException, ChannelCloseReason, Future, FutureState, Scope, TaskGroup};
use function Async\{spawn, await, suspend, delay, timeout, await_any_or_fail};
$ch = new Channel(1);
$ch->sendAsync("a");
$s = spawn(function () use ($ch) {
    $ch->send("b");
    echo "S sent b\n";
});
suspend();
$__v = $ch->recv();
echo "main got ", $__v, "\n";
$c = spawn(function () use ($ch) {
    $__v = $ch->recv();
    echo "C got ", $__v, "\n";
    $__v = $ch->recv();
    echo "C got ", $__v, "\n";
});
$ch->send("c");
echo "main sent c\n";
await($s);
await($c);
?>
--EXPECT--
main got a
S sent b
C got b
main sent c
C got c
