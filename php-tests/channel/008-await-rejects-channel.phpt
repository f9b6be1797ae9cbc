--TEST--
channel: a Channel is only Awaitable, so await() (typed Completable) rejects it with TypeError
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Channel, ChannelException, ChannelCloseReason, Future, FutureState, Scope, TaskGroup};
use function Async\{spawn, await, suspend, delay, timeout, await_any_or_fail};
$ch = new Channel(1);
$ch->sendAsync(1);
try {
    await($ch);
    echo "awaited\n";
} catch (TypeError $e) {
    echo get_class($e), "\n";
}
var_dump($ch->recv());
?>
--EXPECT--
TypeError
int(1)
