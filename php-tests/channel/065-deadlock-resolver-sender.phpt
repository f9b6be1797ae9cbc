--TEST--
channel: a sender blocked on a full soft-timeout channel with nothing else to run is released with DEADLOCK; the buffer is still drainable
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Channel, ChannelException, ChannelCloseReason, Future, FutureState, Scope, TaskGroup};
use function Async\{spawn, await, suspend, delay, timeout, await_any_or_fail};
$ch = new Channel(1, 0, 100);
$ch->send("a");
try {
    $ch->send("b");
    echo "sent\n";
} catch (ChannelException $e) {
    echo $e->getMessage(), " (", $e->reason->name, ")\n";
}
var_dump($ch->recv());
try {
    $ch->recv();
} catch (ChannelException $e) {
    echo "after: ", $e->reason->name, "\n";
}
?>
--EXPECT--
Channel deadlock (DEADLOCK)
string(1) "a"
after: DEADLOCK
