--TEST--
channel: recv(timeout(10)) on an empty channel throws OperationCanceledException with the TimeoutException as previous; the channel stays open and usable
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Channel, ChannelException, ChannelCloseReason, Future, FutureState, Scope, TaskGroup};
use function Async\{spawn, await, suspend, delay, timeout, await_any_or_fail};
$ch = new Channel(1);
try {
    $ch->recv(timeout(10));
    echo "received\n";
} catch (Async\OperationCanceledException $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
    $p = $e->getPrevious();
    echo get_class($p), ": ", $p->getMessage(), "\n";
}
var_dump($ch->isClosed(), count($ch));
$p = spawn(fn() => $ch->send("later"));
var_dump($ch->recv());
await($p);
?>
--EXPECT--
Async\OperationCanceledException: Operation has been cancelled
Async\TimeoutException: Timeout occurred after 10 milliseconds
bool(false)
int(0)
string(5) "later"
