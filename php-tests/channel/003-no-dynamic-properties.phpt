--TEST--
channel: setting a dynamic property throws Error and creates nothing
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Channel, ChannelException, ChannelCloseReason, Future, FutureState, Scope, TaskGroup};
use function Async\{spawn, await, suspend, delay, timeout, await_any_or_fail};
$ch = new Channel(1);
try {
    $ch->foo = 1;
    echo "no error\n";
} catch (Error $e) {
    echo get_class($e), "\n";
}
var_dump(property_exists($ch, 'foo'));
var_dump($ch->capacity());
?>
--EXPECT--
Error
bool(false)
int(1)
