--TEST--
channel: a value handed to a woken receiver is reserved: recv() in another coroutine (here main) cannot take it and parks
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Channel, ChannelException, ChannelCloseReason, Future, FutureState, Scope, TaskGroup};
use function Async\{spawn, await, suspend, delay, timeout, await_any_or_fail};
$ch = new Channel(1);
$r = spawn(function () use ($ch) {
    $v = $ch->recv();
    echo "R got $v\n";
    $ch->send("from-R");
});
suspend();
var_dump($ch->sendAsync("for-R"));
var_dump(count($ch), $ch->isFull());
$__v = $ch->recv();
echo "main got ", $__v, "\n";
await($r);
?>
--EXPECT--
bool(true)
int(1)
bool(true)
R got for-R
main got from-R
