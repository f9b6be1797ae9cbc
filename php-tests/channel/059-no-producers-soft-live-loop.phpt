--TEST--
channel: with a soft noProducerTimeout and other live work (a 100 ms delay), the timer still fires and closes with NO_PRODUCERS
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Channel, ChannelException, ChannelCloseReason, Future, FutureState, Scope, TaskGroup};
use function Async\{spawn, await, suspend, delay, timeout, await_any_or_fail};
$ch = new Channel(0, 20);
$bg = spawn(function () {
    delay(100);
    echo "background done\n";
});
try {
    $ch->recv();
    echo "received\n";
} catch (ChannelException $e) {
    echo $e->getMessage(), " (", $e->reason->name, ")\n";
}
await($bg);
?>
--EXPECT--
Channel deadlock: no producers (NO_PRODUCERS)
background done
