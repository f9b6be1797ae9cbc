--TEST--
channel: a pending recvAsync Future that is dropped is removed from the receiver queue and takes no value
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Channel, ChannelException, ChannelCloseReason, Future, FutureState, Scope, TaskGroup};
use function Async\{spawn, await, suspend, delay, timeout, await_any_or_fail};
$ch = new Channel(2);
$f = $ch->recvAsync();
$f->ignore();
unset($f);
var_dump($ch->sendAsync("x"), count($ch));
var_dump($ch->recv());
$r = spawn(fn() => $ch->recv());
$g = $ch->recvAsync();
$g->ignore();
unset($g);
suspend();
$ch->sendAsync("y");
var_dump(await($r));
?>
--EXPECT--
bool(true)
int(1)
string(1) "x"
string(1) "y"
