--TEST--
channel: noConsumerTimeout outside 0..2147483647 is a ValueError naming argument #3; the maximum is accepted
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Channel, ChannelException, ChannelCloseReason, Future, FutureState, Scope, TaskGroup};
use function Async\{spawn, await, suspend, delay, timeout, await_any_or_fail};
foreach ([-1, PHP_INT_MIN, 2147483648] as $v) {
    try {
        new Channel(1, 0, $v);
        echo "$v accepted\n";
    } catch (ValueError $e) {
        echo $e->getMessage(), "\n";
    }
}
$ch = new Channel(1, 0, 2147483647, true);
echo "max accepted\n";
?>
--EXPECT--
Async\Channel::__construct(): Argument #3 ($noConsumerTimeout) must be between 0 and 2147483647
Async\Channel::__construct(): Argument #3 ($noConsumerTimeout) must be between 0 and 2147483647
Async\Channel::__construct(): Argument #3 ($noConsumerTimeout) must be between 0 and 2147483647
max accepted
