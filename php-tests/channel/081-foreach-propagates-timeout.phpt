--TEST--
channel: a close reason other than EXPLICIT (NO_PRODUCERS) propagates out of foreach after the buffered values
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Channel, ChannelException, ChannelCloseReason, Future, FutureState, Scope, TaskGroup};
use function Async\{spawn, await, suspend, delay, timeout, await_any_or_fail};
$ch = new Channel(4, 20, 0, true);
$ch->send("a");
$ch->send("b");
try {
    foreach ($ch as $v) {
        echo "got $v\n";
    }
    echo "loop ended normally\n";
} catch (ChannelException $e) {
    echo "propagated: ", $e->getMessage(), " (", $e->reason->name, ")\n";
}
?>
--EXPECT--
got a
got b
propagated: Channel deadlock: no producers (NO_PRODUCERS)
