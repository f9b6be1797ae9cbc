--TEST--
channel: a Future token that completes (or fails) while send/recv is parked cancels the wait; previous is null (or the failure)
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Channel, ChannelException, ChannelCloseReason, Future, FutureState, Scope, TaskGroup};
use function Async\{spawn, await, suspend, delay, timeout, await_any_or_fail};
$ch = new Channel();
$state = new FutureState();
$token = new Future($state);
spawn(function () use ($state) { delay(10); $state->complete("stop"); });
try {
    $ch->recv($token);
    echo "received\n";
} catch (Async\OperationCanceledException $e) {
    echo "recv: ", $e->getMessage(), "\n";
    var_dump($e->getPrevious());
}
$state2 = new FutureState();
$token2 = new Future($state2);
spawn(function () use ($state2) { delay(10); $state2->error(new LogicException("abort")); });
try {
    $ch->send("x", $token2);
    echo "sent\n";
} catch (Async\OperationCanceledException $e) {
    echo "send: ", $e->getMessage(), " <- ", get_class($e->getPrevious()), ": ", $e->getPrevious()->getMessage(), "\n";
}
var_dump(count($ch));
var_dump($ch->sendAsync("z"), $ch->recv());
$token->ignore();
$token2->ignore();
?>
--EXPECT--
recv: Operation has been cancelled
NULL
send: Operation has been cancelled <- LogicException: abort
int(0)
bool(true)
string(1) "z"
