--TEST--
channel: foreach yields each value with a null key and ends normally when the producer closes the channel
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Channel, ChannelException, ChannelCloseReason, Future, FutureState, Scope, TaskGroup};
use function Async\{spawn, await, suspend, delay, timeout, await_any_or_fail};
$ch = new Channel(2);
$p = spawn(function () use ($ch) {
    foreach ([10, 20, 30] as $v) {
        $ch->send($v);
    }
    $ch->close();
});
foreach ($ch as $k => $v) {
    var_dump($k, $v);
}
echo "loop ended\n";
await($p);
?>
--EXPECT--
NULL
int(10)
NULL
int(20)
NULL
int(30)
loop ended
