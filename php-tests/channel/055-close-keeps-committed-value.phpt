--TEST--
channel: a rendezvous value already committed to a parked receiver survives close() and is delivered
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Channel, ChannelException, ChannelCloseReason, Future, FutureState, Scope, TaskGroup};
use function Async\{spawn, await, suspend, delay, timeout, await_any_or_fail};
$ch = new Channel();
$r = spawn(function () use ($ch) {
    try {
        $__v = $ch->recv();
        echo "r got ", $__v, "\n";
    } catch (ChannelException $e) {
        echo "r: ", $e->getMessage(), "\n";
    }
});
suspend();
$ch->send("v");
echo "send returned\n";
$ch->close();
await($r);
try {
    $ch->recv();
} catch (ChannelException $e) {
    echo "after: ", $e->getMessage(), "\n";
}
?>
--EXPECT--
send returned
r got v
after: Channel is closed
