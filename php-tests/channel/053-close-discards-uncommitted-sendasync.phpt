--TEST--
channel: close() discards a rendezvous value placed by sendAsync() that no receiver took
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Channel, ChannelException, ChannelCloseReason, Future, FutureState, Scope, TaskGroup};
use function Async\{spawn, await, suspend, delay, timeout, await_any_or_fail};
$ch = new Channel();
var_dump($ch->sendAsync("x"), count($ch));
$ch->close();
var_dump(count($ch), $ch->isFull());
try {
    var_dump($ch->recv());
} catch (ChannelException $e) {
    echo $e->getMessage(), "\n";
}
?>
--EXPECT--
bool(true)
int(1)
int(0)
bool(false)
Channel is closed
