--TEST--
channel: close() fails every parked sender with ChannelException; the buffered value is still drained, then recv throws
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Channel, ChannelException, ChannelCloseReason, Future, FutureState, Scope, TaskGroup};
use function Async\{spawn, await, suspend, delay, timeout, await_any_or_fail};
$ch = new Channel(1);
$ch->send("a");
$lines = [];
$ss = [];
foreach ([1, 2] as $i) {
    $ss[] = spawn(function () use ($ch, $i, &$lines) {
        try {
            $ch->send("s$i");
            $lines[] = "s$i sent";
        } catch (ChannelException $e) {
            $lines[] = "s$i: " . $e->getMessage() . " (" . $e->reason->name . ")";
        }
    });
}
suspend();
$ch->close();
foreach ($ss as $s) {
    await($s);
}
sort($lines);
echo implode("\n", $lines), "\n";
var_dump($ch->recv());
try {
    $ch->recv();
} catch (ChannelException $e) {
    echo "drained: ", $e->getMessage(), "\n";
}
?>
--EXPECT--
s1: Channel is closed (EXPLICIT)
s2: Channel is closed (EXPLICIT)
string(1) "a"
drained: Channel is closed
