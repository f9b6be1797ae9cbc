--TEST--
channel: a sender waiting past noConsumerTimeout (hard) closes the channel with NO_CONSUMERS; buffered values stay drainable
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Channel, ChannelException, ChannelCloseReason, Future, FutureState, Scope, TaskGroup};
use function Async\{spawn, await, suspend, delay, timeout, await_any_or_fail};
$ch = new Channel(1, 0, 20, true);
$ch->send("a");
try {
    $ch->send("b");
    echo "sent\n";
} catch (ChannelException $e) {
    echo "send: ", $e->getMessage(), " (", $e->reason->name, ")\n";
}
var_dump($ch->isClosed(), count($ch));
var_dump($ch->recv());
try {
    $ch->recv();
} catch (ChannelException $e) {
    echo "recv: ", $e->getMessage(), " (", $e->reason->name, ")\n";
}
?>
--EXPECT--
send: Channel deadlock: no consumers (NO_CONSUMERS)
bool(true)
int(1)
string(1) "a"
recv: Channel deadlock: no consumers (NO_CONSUMERS)
