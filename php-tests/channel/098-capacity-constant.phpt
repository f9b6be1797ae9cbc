--TEST--
channel: capacity() never changes; isFull() on a full channel stays true after close until drained
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Channel, ChannelException, ChannelCloseReason, Future, FutureState, Scope, TaskGroup};
use function Async\{spawn, await, suspend, delay, timeout, await_any_or_fail};
$ch = new Channel(2);
$ch->sendAsync(1);
$ch->sendAsync(2);
$ch->close();
var_dump($ch->capacity(), $ch->isFull());
$ch->recv();
var_dump($ch->capacity(), $ch->isFull(), $ch->isEmpty());
$z = new Channel(0);
$z->close();
var_dump($z->capacity(), $z->isFull());
?>
--EXPECT--
int(2)
bool(true)
int(2)
bool(false)
bool(false)
int(0)
bool(false)
