--TEST--
channel: two coroutines waiting on each other through soft-timeout channels are released at once with DEADLOCK "Channel deadlock"
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Channel, ChannelException, ChannelCloseReason, Future, FutureState, Scope, TaskGroup};
use function Async\{spawn, await, suspend, delay, timeout, await_any_or_fail};
$a = new Channel(0, 100);
$b = new Channel(0, 100);
$x = spawn(function () use ($a, $b) {
    try {
        $b->send($a->recv());
        return "x: done";
    } catch (ChannelException $e) {
        return "x: " . $e->getMessage() . " (" . $e->reason->name . ")";
    }
});
$y = spawn(function () use ($a, $b) {
    try {
        $a->send($b->recv());
        return "y: done";
    } catch (ChannelException $e) {
        return "y: " . $e->getMessage() . " (" . $e->reason->name . ")";
    }
});
echo await($x), "\n", await($y), "\n";
var_dump($a->isClosed(), $b->isClosed());
?>
--EXPECT--
x: Channel deadlock (DEADLOCK)
y: Channel deadlock (DEADLOCK)
bool(true)
bool(true)
