--TEST--
channel: senders parked on a full buffered channel are served strictly in the order they parked
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Channel, ChannelException, ChannelCloseReason, Future, FutureState, Scope, TaskGroup};
use function Async\{spawn, await, suspend, delay, timeout, await_any_or_fail};
$ch = new Channel(1);
$ch->send("first");
$ss = [];
foreach (["s1", "s2", "s3"] as $name) {
    $ss[] = spawn(function () use ($ch, $name) { $ch->send($name); });
}
suspend();
var_dump(count($ch));
for ($i = 0; $i < 4; $i++) {
    echo $ch->recv(), "\n";
}
foreach ($ss as $s) {
    await($s);
}
var_dump(count($ch));
?>
--EXPECT--
int(1)
first
s1
s2
s3
int(0)
