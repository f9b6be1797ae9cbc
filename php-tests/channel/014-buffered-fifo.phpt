--TEST--
channel: a buffered channel delivers values in FIFO order
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Channel, ChannelException, ChannelCloseReason, Future, FutureState, Scope, TaskGroup};
use function Async\{spawn, await, suspend, delay, timeout, await_any_or_fail};
$ch = new Channel(3);
var_dump($ch->sendAsync("a"), $ch->sendAsync("b"), $ch->sendAsync("c"));
echo $ch->recv(), $ch->recv(), $ch->recv(), "\n";
$ch->send(1);
$ch->send(2);
echo $ch->recv(), $ch->recv(), "\n";
var_dump(count($ch));
?>
--EXPECT--
bool(true)
bool(true)
bool(true)
abc
12
int(0)
