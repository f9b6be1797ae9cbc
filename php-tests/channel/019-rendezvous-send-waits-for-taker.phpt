--TEST--
channel: on capacity 0, send() with no receiver parks until a receiver takes the value
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Channel, ChannelException, ChannelCloseReason, Future, FutureState, Scope, TaskGroup};
use function Async\{spawn, await, suspend, delay, timeout, await_any_or_fail};
$ch = new Channel();
$receiver = spawn(function () use ($ch) {
    echo "receiver: start\n";
    $v = $ch->recv();
    echo "receiver: got $v\n";
});
echo "main: send\n";
$ch->send("hello");
echo "main: send returned\n";
await($receiver);
?>
--EXPECT--
main: send
receiver: start
receiver: got hello
main: send returned
