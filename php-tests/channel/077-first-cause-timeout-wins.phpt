--TEST--
channel: the first close cause wins: after a NO_PRODUCERS timeout, close() is a no-op and the reason stays NO_PRODUCERS
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Channel, ChannelException, ChannelCloseReason, Future, FutureState, Scope, TaskGroup};
use function Async\{spawn, await, suspend, delay, timeout, await_any_or_fail};
$ch = new Channel(0, 20, 0, true);
try {
    $ch->recv();
} catch (ChannelException $e) {
    echo "first: ", $e->reason->name, "\n";
}
$ch->close();
try {
    $ch->send(1);
} catch (ChannelException $e) {
    echo "after close(): ", $e->reason->name, ": ", $e->getMessage(), "\n";
}
?>
--EXPECT--
first: NO_PRODUCERS
after close(): NO_PRODUCERS: Channel deadlock: no producers
