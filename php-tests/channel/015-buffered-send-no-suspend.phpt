--TEST--
channel: send() into a buffered channel with free room returns without suspending
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Channel, ChannelException, ChannelCloseReason, Future, FutureState, Scope, TaskGroup};
use function Async\{spawn, await, suspend, delay, timeout, await_any_or_fail};
$ch = new Channel(2);
$c = spawn(function () { echo "coroutine ran\n"; });
$ch->send(1);
echo "sent 1\n";
$ch->send(2);
echo "sent 2\n";
var_dump($ch->isFull());
suspend();
echo "after suspend\n";
await($c);
?>
--EXPECT--
sent 1
sent 2
bool(true)
coroutine ran
after suspend
