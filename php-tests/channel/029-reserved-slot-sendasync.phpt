--TEST--
channel: a slot freed for a parked sender is reserved: sendAsync() fails although isFull() is false
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Channel, ChannelException, ChannelCloseReason, Future, FutureState, Scope, TaskGroup};
use function Async\{spawn, await, suspend, delay, timeout, await_any_or_fail};
$ch = new Channel(1);
$ch->sendAsync("a");
$s = spawn(function () use ($ch) {
    $ch->send("b");
    echo "S sent b\n";
});
suspend();
$__v = $ch->recv();
echo "main got ", $__v, "\n";
var_dump(count($ch), $ch->isFull());
var_dump($ch->sendAsync("c"));
suspend();
var_dump(count($ch));
$__v = $ch->recv();
echo "main got ", $__v, "\n";
var_dump($ch->sendAsync("d"));
await($s);
?>
--EXPECT--
main got a
int(0)
bool(false)
bool(false)
S sent b
int(1)
main got b
bool(true)
