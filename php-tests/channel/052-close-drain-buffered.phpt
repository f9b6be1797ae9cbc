--TEST--
channel: values buffered before close() are drained in order, only then recv() throws
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Channel, ChannelException, ChannelCloseReason, Future, FutureState, Scope, TaskGroup};
use function Async\{spawn, await, suspend, delay, timeout, await_any_or_fail};
$ch = new Channel(3);
$ch->send("a");
$ch->send("b");
$ch->send("c");
$ch->close();
while (true) {
    try {
        $v = $ch->recv();
        echo "got $v, left ", count($ch), ", closed ", var_export($ch->isClosed(), true), "\n";
    } catch (ChannelException $e) {
        echo "end: ", $e->getMessage(), "\n";
        break;
    }
}
?>
--EXPECT--
got a, left 2, closed true
got b, left 1, closed true
got c, left 0, closed true
end: Channel is closed
