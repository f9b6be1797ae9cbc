--TEST--
channel: parked receivers are served strictly in the order they parked
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Channel, ChannelException, ChannelCloseReason, Future, FutureState, Scope, TaskGroup};
use function Async\{spawn, await, suspend, delay, timeout, await_any_or_fail};
$ch = new Channel(3);
$rs = [];
foreach ([1, 2, 3] as $i) {
    $rs[] = spawn(function () use ($ch, $i) {
        echo "r$i waiting\n";
        $__v = $ch->recv();
        echo "r$i got ", $__v, "\n";
    });
}
suspend();
$ch->sendAsync("a");
$ch->sendAsync("b");
$ch->sendAsync("c");
foreach ($rs as $r) {
    await($r);
}
?>
--EXPECT--
r1 waiting
r2 waiting
r3 waiting
r1 got a
r2 got b
r3 got c
