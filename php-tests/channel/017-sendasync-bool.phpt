--TEST--
channel: sendAsync() returns true when stored, false when full or closed
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Channel, ChannelException, ChannelCloseReason, Future, FutureState, Scope, TaskGroup};
use function Async\{spawn, await, suspend, delay, timeout, await_any_or_fail};
$ch = new Channel(2);
var_dump($ch->sendAsync(1), $ch->sendAsync(2), $ch->sendAsync(3));
var_dump($ch->recv());
var_dump($ch->sendAsync(4));
$ch->close();
var_dump($ch->sendAsync(5));
var_dump($ch->recv(), $ch->recv());
?>
--EXPECT--
bool(true)
bool(true)
bool(false)
int(1)
bool(true)
bool(false)
int(2)
int(4)
