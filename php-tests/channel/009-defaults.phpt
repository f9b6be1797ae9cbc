--TEST--
channel: defaults: capacity 0, empty, not full, open; a buffered channel reports its capacity
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Channel, ChannelException, ChannelCloseReason, Future, FutureState, Scope, TaskGroup};
use function Async\{spawn, await, suspend, delay, timeout, await_any_or_fail};
$ch = new Channel();
var_dump($ch->capacity(), count($ch), $ch->isEmpty(), $ch->isFull(), $ch->isClosed());
$b = new Channel(5);
var_dump($b->capacity(), $b->count(), $b->isEmpty(), $b->isFull(), $b->isClosed());
?>
--EXPECT--
int(0)
int(0)
bool(true)
bool(false)
bool(false)
int(5)
int(0)
bool(true)
bool(false)
bool(false)
