--TEST--
channel: recvAsync() on a closed channel drains buffered values first, then returns rejected Futures
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Channel, ChannelException, ChannelCloseReason, Future, FutureState, Scope, TaskGroup};
use function Async\{spawn, await, suspend, delay, timeout, await_any_or_fail};
$ch = new Channel(1);
$ch->sendAsync("x");
$ch->close();
$f1 = $ch->recvAsync();
var_dump($f1->await());
$f2 = $ch->recvAsync();
try {
    $f2->await();
    echo "no error\n";
} catch (ChannelException $e) {
    echo get_class($e), ": ", $e->getMessage(), " (", $e->reason->name, ")\n";
}
?>
--EXPECT--
string(1) "x"
Async\ChannelException: Channel is closed (EXPLICIT)
