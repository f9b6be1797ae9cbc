--TEST--
channel: recvAsync() on an empty channel returns a pending Future completed with the next value sent
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Channel, ChannelException, ChannelCloseReason, Future, FutureState, Scope, TaskGroup};
use function Async\{spawn, await, suspend, delay, timeout, await_any_or_fail};
$ch = new Channel(1);
$f = $ch->recvAsync();
$p = spawn(function () use ($ch) {
    echo "producer sending\n";
    $ch->send("next");
    echo "producer done\n";
});
$__v = $f->await();
echo "got ", $__v, "\n";
await($p);
var_dump(count($ch));
?>
--EXPECT--
producer sending
producer done
got next
int(0)
