--TEST--
channel: send(v, timeout(10)) on a full channel times out without storing the value; the channel stays usable
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Channel, ChannelException, ChannelCloseReason, Future, FutureState, Scope, TaskGroup};
use function Async\{spawn, await, suspend, delay, timeout, await_any_or_fail};
$ch = new Channel(1);
$ch->send("a");
try {
    $ch->send("b", timeout(10));
    echo "sent\n";
} catch (Async\OperationCanceledException $e) {
    echo $e->getMessage(), " <- ", get_class($e->getPrevious()), "\n";
}
var_dump(count($ch), $ch->isClosed());
var_dump($ch->recv());
var_dump($ch->sendAsync("c"), $ch->recv(), count($ch));
?>
--EXPECT--
Operation has been cancelled <- Async\TimeoutException
int(1)
bool(false)
string(1) "a"
bool(true)
string(1) "c"
int(0)
