--TEST--
channel: the constructor takes named arguments; a non-numeric string capacity is a TypeError
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Channel, ChannelException, ChannelCloseReason, Future, FutureState, Scope, TaskGroup};
use function Async\{spawn, await, suspend, delay, timeout, await_any_or_fail};
$ch = new Channel(noConsumerTimeout: 50, capacity: 3, hardTimeouts: true);
var_dump($ch->capacity());
$ch2 = new Channel(hardTimeouts: false);
var_dump($ch2->capacity());
try {
    new Channel("many");
} catch (TypeError $e) {
    echo get_class($e), "\n";
}
?>
--EXPECT--
int(3)
int(0)
TypeError
