--TEST--
channel: a rendezvous send() that times out withdraws its untaken value
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Channel, ChannelException, ChannelCloseReason, Future, FutureState, Scope, TaskGroup};
use function Async\{spawn, await, suspend, delay, timeout, await_any_or_fail};
$ch = new Channel();
try {
    $ch->send("x", timeout(10));
    echo "sent\n";
} catch (Async\OperationCanceledException $e) {
    echo $e->getMessage(), " <- ", get_class($e->getPrevious()), "\n";
}
var_dump(count($ch), $ch->isFull());
var_dump($ch->sendAsync("y"));
var_dump($ch->recv());
?>
--EXPECT--
Operation has been cancelled <- Async\TimeoutException
int(0)
bool(false)
bool(true)
string(1) "y"
