--TEST--
channel: serialize() and unserialize() throw Exception
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Channel, ChannelException, ChannelCloseReason, Future, FutureState, Scope, TaskGroup};
use function Async\{spawn, await, suspend, delay, timeout, await_any_or_fail};
$ch = new Channel();
try {
    echo serialize($ch), "\n";
} catch (Exception $e) {
    echo "serialize: ", get_class($e), "\n";
}
try {
    var_dump(unserialize('O:13:"Async\Channel":0:{}'));
} catch (Exception $e) {
    echo "unserialize: ", get_class($e), "\n";
}
?>
--EXPECT--
serialize: Exception
unserialize: Exception
