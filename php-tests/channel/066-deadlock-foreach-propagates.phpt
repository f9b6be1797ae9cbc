--TEST--
channel: a top-level foreach on a soft-timeout channel nobody feeds ends with ChannelException DEADLOCK propagating out of the loop
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Channel, ChannelException, ChannelCloseReason, Future, FutureState, Scope, TaskGroup};
use function Async\{spawn, await, suspend, delay, timeout, await_any_or_fail};
$ch = new Channel(2, 100);
$ch->send(1);
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
got 1
propagated: Channel deadlock (DEADLOCK)
