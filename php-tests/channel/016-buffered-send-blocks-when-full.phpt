--TEST--
channel: send() on a full buffered channel parks until a receiver frees a slot; the parked sender stores its value when it resumes
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Channel, ChannelException, ChannelCloseReason, Future, FutureState, Scope, TaskGroup};
use function Async\{spawn, await, suspend, delay, timeout, await_any_or_fail};
$ch = new Channel(1);
$ch->send("a");
$consumer = spawn(function () use ($ch) {
    echo "consumer start\n";
    $__v = $ch->recv();
    echo "consumer got ", $__v, "\n";
    $__v = $ch->recv();
    echo "consumer got ", $__v, "\n";
});
echo "main sending b\n";
$ch->send("b");
echo "main send b returned\n";
await($consumer);
?>
--EXPECT--
main sending b
consumer start
consumer got a
main send b returned
consumer got b
