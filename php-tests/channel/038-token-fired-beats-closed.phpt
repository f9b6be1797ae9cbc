--TEST--
channel: the token is checked first: on a closed channel an already fired token gives OperationCanceledException, not ChannelException
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Channel, ChannelException, ChannelCloseReason, Future, FutureState, Scope, TaskGroup};
use function Async\{spawn, await, suspend, delay, timeout, await_any_or_fail};
$ch = new Channel(1);
$ch->close();
$token = Future::completed(null);
foreach (['send' => fn() => $ch->send(1, $token), 'recv' => fn() => $ch->recv($token)] as $op => $fn) {
    try {
        $fn();
    } catch (Throwable $e) {
        echo $op, ": ", get_class($e), "\n";
    }
}
try {
    $ch->recv();
} catch (ChannelException $e) {
    echo "no token: ", get_class($e), "\n";
}
$token->ignore();
?>
--EXPECT--
send: Async\OperationCanceledException
recv: Async\OperationCanceledException
no token: Async\ChannelException
