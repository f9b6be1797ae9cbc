--TEST--
channel: recvAsync() with a value available returns an already completed Future and takes the value at once
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Channel, ChannelException, ChannelCloseReason, Future, FutureState, Scope, TaskGroup};
use function Async\{spawn, await, suspend, delay, timeout, await_any_or_fail};
$ch = new Channel(2);
$ch->sendAsync("a");
$ch->sendAsync("b");
$f = $ch->recvAsync();
var_dump($f instanceof Future);
var_dump(count($ch));
var_dump($f->await());
var_dump(await($ch->recvAsync()));
var_dump(count($ch));
?>
--EXPECT--
bool(true)
int(1)
string(1) "a"
string(1) "b"
int(0)
