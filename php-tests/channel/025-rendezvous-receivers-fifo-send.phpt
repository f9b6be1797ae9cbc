--TEST--
channel: on capacity 0, blocking send() serves parked receivers in the order they parked
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Channel, ChannelException, ChannelCloseReason, Future, FutureState, Scope, TaskGroup};
use function Async\{spawn, await, suspend, delay, timeout, await_any_or_fail};
$ch = new Channel();
$rs = [];
foreach ([1, 2, 3] as $i) {
    $rs[] = spawn(function () use ($ch, $i) { return "r$i got " . $ch->recv(); });
}
suspend();
foreach (["a", "b", "c"] as $v) {
    $ch->send($v);
}
foreach ($rs as $r) {
    echo await($r), "\n";
}
?>
--EXPECT--
r1 got a
r2 got b
r3 got c
