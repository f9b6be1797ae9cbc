--TEST--
channel: breaking out of foreach leaves the remaining values; a later foreach continues; getIterator() returns an Iterator
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Channel, ChannelException, ChannelCloseReason, Future, FutureState, Scope, TaskGroup};
use function Async\{spawn, await, suspend, delay, timeout, await_any_or_fail};
$ch = new Channel(5);
foreach ([1, 2, 3, 4] as $i) {
    $ch->send($i);
}
foreach ($ch as $v) {
    echo "first loop $v\n";
    if ($v == 2) {
        break;
    }
}
var_dump(count($ch));
$ch->close();
foreach ($ch as $v) {
    echo "second loop $v\n";
}
var_dump($ch->getIterator() instanceof Iterator);
?>
--EXPECT--
first loop 1
first loop 2
int(2)
second loop 3
second loop 4
bool(true)
