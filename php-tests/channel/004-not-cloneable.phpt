--TEST--
channel: clone throws Error
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Channel, ChannelException, ChannelCloseReason, Future, FutureState, Scope, TaskGroup};
use function Async\{spawn, await, suspend, delay, timeout, await_any_or_fail};
$ch = new Channel(2);
$ch->sendAsync("a");
try {
    $copy = clone $ch;
    echo "cloned\n";
} catch (Error $e) {
    echo get_class($e), "\n";
}
var_dump(count($ch));
?>
--EXPECT--
Error
int(1)
