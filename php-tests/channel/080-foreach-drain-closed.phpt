--TEST--
channel: a top-level foreach (first async operation of the script) drains values buffered before an explicit close, and does not run its body on a closed empty channel
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Channel, ChannelException, ChannelCloseReason, Future, FutureState, Scope, TaskGroup};
use function Async\{spawn, await, suspend, delay, timeout, await_any_or_fail};
$ch = new Channel(5);
foreach ([1, 2, 3] as $i) {
    $ch->sendAsync($i);
}
$ch->close();
$seen = [];
foreach ($ch as $v) {
    $seen[] = $v;
}
echo implode(",", $seen), "\n";
foreach ($ch as $v) {
    echo "never\n";
}
echo "done\n";
?>
--EXPECT--
1,2,3
done
