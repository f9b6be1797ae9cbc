--TEST--
channel: a value reserved for a woken receiver is not given to recvAsync(); the Future waits for the next value
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Channel, ChannelException, ChannelCloseReason, Future, FutureState, Scope, TaskGroup};
use function Async\{spawn, await, suspend, delay, timeout, await_any_or_fail};
$ch = new Channel(2);
$r = spawn(function () use ($ch) { echo "R got ", $ch->recv(), "\n"; });
suspend();
$ch->sendAsync("x");
$f = $ch->recvAsync();
suspend();
$ch->sendAsync("y");
$__v = $f->await();
echo "future got ", $__v, "\n";
await($r);
var_dump(count($ch));
?>
--EXPECT--
R got x
future got y
int(0)
