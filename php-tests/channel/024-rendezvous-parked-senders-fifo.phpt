--TEST--
channel: on capacity 0, waiting senders hand off strictly in the order they started sending
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Channel, ChannelException, ChannelCloseReason, Future, FutureState, Scope, TaskGroup};
use function Async\{spawn, await, suspend, delay, timeout, await_any_or_fail};
$ch = new Channel();
$ss = [];
foreach (["s1", "s2", "s3"] as $name) {
    $ss[] = spawn(function () use ($ch, $name) { $ch->send($name); });
}
suspend();
for ($i = 0; $i < 3; $i++) {
    echo $ch->recv(), "\n";
}
foreach ($ss as $s) {
    await($s);
}
var_dump(count($ch));
?>
--EXPECT--
s1
s2
s3
int(0)
