--TEST--
channel: recv() on a closed empty channel throws and recvAsync() returns a rejected Future, both with reason EXPLICIT
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Channel, ChannelException, ChannelCloseReason, Future, FutureState, Scope, TaskGroup};
use function Async\{spawn, await, suspend, delay, timeout, await_any_or_fail};
$ch = new Channel();
$ch->close();
try {
    $ch->recv();
} catch (ChannelException $e) {
    echo "recv: ", $e->getMessage(), " (", $e->reason->name, ")\n";
}
$f = $ch->recvAsync();
try {
    $f->await();
} catch (ChannelException $e) {
    echo "recvAsync: ", $e->getMessage(), " (", $e->reason->name, ")\n";
}
?>
--EXPECT--
recv: Channel is closed (EXPLICIT)
recvAsync: Channel is closed (EXPLICIT)
