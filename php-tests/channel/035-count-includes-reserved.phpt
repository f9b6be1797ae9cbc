--TEST--
channel: count() includes a value reserved for a woken receiver that has not run yet
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Channel, ChannelException, ChannelCloseReason, Future, FutureState, Scope, TaskGroup};
use function Async\{spawn, await, suspend, delay, timeout, await_any_or_fail};
$ch = new Channel(2);
$r = spawn(fn() => $ch->recv());
suspend();
$ch->sendAsync("x");
var_dump(count($ch), $ch->isEmpty());
var_dump(await($r));
var_dump(count($ch), $ch->isEmpty());
?>
--EXPECT--
int(1)
bool(false)
string(1) "x"
int(0)
bool(true)
