--TEST--
channel: close() does not take a reserved value away: the woken receiver still gets it, an unreserved one gets ChannelException
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Channel, ChannelException, ChannelCloseReason, Future, FutureState, Scope, TaskGroup};
use function Async\{spawn, await, suspend, delay, timeout, await_any_or_fail};
$ch = new Channel(1);
$mk = function (string $n) use ($ch) {
    return spawn(function () use ($ch, $n) {
        try {
            $__v = $ch->recv();
            echo "$n got ", $__v, "\n";
        } catch (ChannelException $e) {
            echo "$n: ", $e->getMessage(), "\n";
        }
    });
};
$r1 = $mk("r1");
$r2 = $mk("r2");
suspend();
$ch->sendAsync("x");
$ch->close();
await($r1);
await($r2);
var_dump(count($ch));
?>
--EXPECT--
r1 got x
r2: Channel is closed
int(0)
