--TEST--
channel: close() withdraws the untaken value of a parked rendezvous sender, which gets ChannelException
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Channel, ChannelException, ChannelCloseReason, Future, FutureState, Scope, TaskGroup};
use function Async\{spawn, await, suspend, delay, timeout, await_any_or_fail};
$ch = new Channel();
$s = spawn(function () use ($ch) {
    try {
        $ch->send("x");
        echo "sent\n";
    } catch (ChannelException $e) {
        echo "sender: ", $e->getMessage(), " (", $e->reason->name, ")\n";
    }
});
suspend();
var_dump(count($ch));
$ch->close();
await($s);
var_dump(count($ch));
try {
    var_dump($ch->recv());
} catch (ChannelException $e) {
    echo "recv: ", $e->getMessage(), "\n";
}
?>
--EXPECT--
int(1)
sender: Channel is closed (EXPLICIT)
int(0)
recv: Channel is closed
