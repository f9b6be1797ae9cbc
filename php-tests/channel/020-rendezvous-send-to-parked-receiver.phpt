--TEST--
channel: on capacity 0, send() to an already parked receiver commits the value and returns without suspending (the committed value counts)
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Channel, ChannelException, ChannelCloseReason, Future, FutureState, Scope, TaskGroup};
use function Async\{spawn, await, suspend, delay, timeout, await_any_or_fail};
$ch = new Channel();
$receiver = spawn(function () use ($ch) {
    echo "receiver: waiting\n";
    $__v = $ch->recv();
    echo "receiver: got ", $__v, "\n";
});
suspend();
echo "main: send\n";
$ch->send("v");
echo "main: send returned\n";
var_dump(count($ch));
await($receiver);
var_dump(count($ch));
?>
--EXPECT--
receiver: waiting
main: send
main: send returned
int(1)
receiver: got v
int(0)
