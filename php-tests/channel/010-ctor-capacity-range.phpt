--TEST--
channel: capacity outside 0..2147483647 is a ValueError with the exact message
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Channel, ChannelException, ChannelCloseReason, Future, FutureState, Scope, TaskGroup};
use function Async\{spawn, await, suspend, delay, timeout, await_any_or_fail};
foreach ([-1, PHP_INT_MIN, 2147483648] as $v) {
    try {
        new Channel($v);
        echo "$v accepted\n";
    } catch (ValueError $e) {
        echo $e->getMessage(), "\n";
    }
}
$ok = new Channel(0);
echo "0 accepted\n";
?>
--EXPECT--
Async\Channel::__construct(): Argument #1 ($capacity) must be between 0 and 2147483647
Async\Channel::__construct(): Argument #1 ($capacity) must be between 0 and 2147483647
Async\Channel::__construct(): Argument #1 ($capacity) must be between 0 and 2147483647
0 accepted
