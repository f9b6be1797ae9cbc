--TEST--
channel: on capacity 0, sendAsync() fills the hand-off slot without a receiver; a second one fails until the value is taken
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Channel, ChannelException, ChannelCloseReason, Future, FutureState, Scope, TaskGroup};
use function Async\{spawn, await, suspend, delay, timeout, await_any_or_fail};
$ch = new Channel(0);
var_dump($ch->isFull(), count($ch));
var_dump($ch->sendAsync("x"));
var_dump($ch->isFull(), count($ch), $ch->isEmpty());
var_dump($ch->sendAsync("y"));
var_dump($ch->recv());
var_dump($ch->isFull(), count($ch));
var_dump($ch->sendAsync("z"));
$r = spawn(fn() => $ch->recv());
var_dump(await($r));
?>
--EXPECT--
bool(false)
int(0)
bool(true)
bool(true)
int(1)
bool(false)
bool(false)
string(1) "x"
bool(false)
int(0)
bool(true)
string(1) "z"
