--TEST--
channel: close() fails every parked receiver (and pending recvAsync Future) with ChannelException EXPLICIT
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Channel, ChannelException, ChannelCloseReason, Future, FutureState, Scope, TaskGroup};
use function Async\{spawn, await, suspend, delay, timeout, await_any_or_fail};
$ch = new Channel(2);
$lines = [];
$rs = [];
foreach ([1, 2] as $i) {
    $rs[] = spawn(function () use ($ch, $i, &$lines) {
        try {
            $lines[] = "r$i got " . $ch->recv();
        } catch (ChannelException $e) {
            $lines[] = "r$i: " . $e->getMessage() . " (" . $e->reason->name . ")";
        }
    });
}
suspend();
$f = $ch->recvAsync();
$ch->close();
foreach ($rs as $r) {
    await($r);
}
sort($lines);
echo implode("\n", $lines), "\n";
try {
    $f->await();
} catch (ChannelException $e) {
    echo "future: ", $e->getMessage(), " (", $e->reason->name, ")\n";
}
?>
--EXPECT--
r1: Channel is closed (EXPLICIT)
r2: Channel is closed (EXPLICIT)
future: Channel is closed (EXPLICIT)
