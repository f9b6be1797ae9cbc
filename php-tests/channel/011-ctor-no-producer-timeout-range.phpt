--TEST--
channel: noProducerTimeout outside 0..2147483647 is a ValueError naming argument #2; the maximum is accepted
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Channel, ChannelException, ChannelCloseReason, Future, FutureState, Scope, TaskGroup};
use function Async\{spawn, await, suspend, delay, timeout, await_any_or_fail};
foreach ([-1, -1000, 2147483648] as $v) {
    try {
        new Channel(0, $v);
        echo "$v accepted\n";
    } catch (ValueError $e) {
        echo $e->getMessage(), "\n";
    }
}
$ch = new Channel(0, 2147483647);
echo "max accepted\n";
?>
--EXPECT--
Async\Channel::__construct(): Argument #2 ($noProducerTimeout) must be between 0 and 2147483647
Async\Channel::__construct(): Argument #2 ($noProducerTimeout) must be between 0 and 2147483647
Async\Channel::__construct(): Argument #2 ($noProducerTimeout) must be between 0 and 2147483647
max accepted
