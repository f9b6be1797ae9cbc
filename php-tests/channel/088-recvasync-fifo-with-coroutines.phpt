--TEST--
channel: pending recvAsync Futures queue FIFO together with parked coroutine receivers
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Channel, ChannelException, ChannelCloseReason, Future, FutureState, Scope, TaskGroup};
use function Async\{spawn, await, suspend, delay, timeout, await_any_or_fail};
$ch = new Channel(3);
$r1 = spawn(function () use ($ch) { return "r1:" . $ch->recv(); });
suspend();
$f = $ch->recvAsync();
$r2 = spawn(function () use ($ch) { return "r2:" . $ch->recv(); });
suspend();
$ch->sendAsync("a");
$ch->sendAsync("b");
$ch->sendAsync("c");
echo await($r1), "\n";
$__v = $f->await();
echo "f:", $__v, "\n";
echo await($r2), "\n";
?>
--EXPECT--
r1:a
f:b
r2:c
