--TEST--
channel: send() with an already fired token throws OperationCanceledException at once, even when it could complete (buffered room, or a parked receiver)
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Channel, ChannelException, ChannelCloseReason, Future, FutureState, Scope, TaskGroup};
use function Async\{spawn, await, suspend, delay, timeout, await_any_or_fail};
$token = Future::completed("done");
$ch = new Channel(5);
try {
    $ch->send("x", $token);
    echo "sent\n";
} catch (Async\OperationCanceledException $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
    var_dump($e->getPrevious());
}
var_dump(count($ch));
$rv = new Channel();
$r = spawn(function () use ($rv) { return $rv->recv(); });
suspend();
try {
    $rv->send("y", $token);
    echo "sent\n";
} catch (Async\OperationCanceledException $e) {
    echo "rendezvous: ", $e->getMessage(), "\n";
}
var_dump(count($rv));
$rv->send("z");
var_dump(await($r));
$token->ignore();
?>
--EXPECT--
Async\OperationCanceledException: Operation has been cancelled
NULL
int(0)
rendezvous: Operation has been cancelled
int(0)
string(1) "z"
