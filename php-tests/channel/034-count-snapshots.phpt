--TEST--
channel: count()/Countable, isEmpty() and isFull() report the buffer state, also after close and draining
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Channel, ChannelException, ChannelCloseReason, Future, FutureState, Scope, TaskGroup};
use function Async\{spawn, await, suspend, delay, timeout, await_any_or_fail};
$ch = new Channel(3);
$show = function () use ($ch) {
    echo count($ch), " ", $ch->count(), " ", var_export($ch->isEmpty(), true), " ", var_export($ch->isFull(), true), " ", $ch->capacity(), "\n";
};
$show();
$ch->sendAsync(1);
$show();
$ch->sendAsync(2);
$ch->sendAsync(3);
$show();
$ch->recv();
$show();
$ch->close();
$show();
$ch->recv();
$ch->recv();
$show();
?>
--EXPECT--
0 0 true false 3
1 1 false false 3
3 3 false true 3
2 2 false false 3
2 2 false false 3
0 0 true false 3
