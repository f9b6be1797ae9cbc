--TEST--
channel: the no-producer timer restarts from zero on every delivery: values arriving every 10 ms keep a 50 ms channel open for longer than 50 ms in total
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Channel, ChannelException, ChannelCloseReason, Future, FutureState, Scope, TaskGroup};
use function Async\{spawn, await, suspend, delay, timeout, await_any_or_fail};
$ch = new Channel(0, 300, 0, true);
$p = spawn(function () use ($ch) {
    for ($i = 1; $i <= 8; $i++) {
        delay(10);
        $ch->send($i);
    }
});
$got = [];
try {
    while (true) {
        $got[] = $ch->recv();
    }
} catch (ChannelException $e) {
    echo "closed: ", $e->reason->name, "\n";
}
echo implode(",", $got), "\n";
await($p);
?>
--EXPECT--
closed: NO_PRODUCERS
1,2,3,4,5,6,7,8
