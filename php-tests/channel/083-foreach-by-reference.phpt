--TEST--
channel: foreach by reference throws Error "Cannot iterate channel by reference" and takes nothing
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Channel, ChannelException, ChannelCloseReason, Future, FutureState, Scope, TaskGroup};
use function Async\{spawn, await, suspend, delay, timeout, await_any_or_fail};
$ch = new Channel(1);
$ch->sendAsync(1);
try {
    foreach ($ch as &$v) {
        echo "body\n";
    }
} catch (Error $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
var_dump(count($ch));
?>
--EXPECT--
Error: Cannot iterate channel by reference
int(1)
