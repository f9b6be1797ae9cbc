--TEST--
channel: a receiver waiting past noProducerTimeout (hard) closes the channel with NO_PRODUCERS "Channel deadlock: no producers"
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Channel, ChannelException, ChannelCloseReason, Future, FutureState, Scope, TaskGroup};
use function Async\{spawn, await, suspend, delay, timeout, await_any_or_fail};
$ch = new Channel(0, 20, 0, true);
try {
    $ch->recv();
    echo "received\n";
} catch (ChannelException $e) {
    echo "recv: ", $e->getMessage(), " (", $e->reason->name, ")\n";
}
var_dump($ch->isClosed());
try {
    $ch->send(1);
} catch (ChannelException $e) {
    echo "send: ", $e->getMessage(), " (", $e->reason->name, ")\n";
}
var_dump($ch->sendAsync(1));
?>
--EXPECT--
recv: Channel deadlock: no producers (NO_PRODUCERS)
bool(true)
send: Channel deadlock: no producers (NO_PRODUCERS)
bool(false)
