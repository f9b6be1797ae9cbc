--TEST--
channel: after close(), send() throws ChannelException "Channel is closed" with reason EXPLICIT and sendAsync() returns false
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Channel, ChannelException, ChannelCloseReason, Future, FutureState, Scope, TaskGroup};
use function Async\{spawn, await, suspend, delay, timeout, await_any_or_fail};
$ch = new Channel(2);
var_dump($ch->isClosed());
$ch->close();
var_dump($ch->isClosed());
try {
    $ch->send(1);
    echo "sent\n";
} catch (ChannelException $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
    var_dump($e->reason === ChannelCloseReason::EXPLICIT);
}
var_dump($ch->sendAsync(1), count($ch));
?>
--EXPECT--
bool(false)
bool(true)
Async\ChannelException: Channel is closed
bool(true)
bool(false)
int(0)
