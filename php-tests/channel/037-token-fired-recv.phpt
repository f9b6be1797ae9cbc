--TEST--
channel: recv() with an already fired token throws at once although a value is available; the value stays; a rejected Future token is the previous
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Channel, ChannelException, ChannelCloseReason, Future, FutureState, Scope, TaskGroup};
use function Async\{spawn, await, suspend, delay, timeout, await_any_or_fail};
$ch = new Channel(2);
$ch->sendAsync("v");
$done = spawn(fn() => 42);
await($done);
try {
    var_dump($ch->recv($done));
} catch (Async\OperationCanceledException $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
var_dump(count($ch));
$state = new FutureState();
$failed = new Future($state);
$state->error(new RuntimeException("why"));
try {
    var_dump($ch->recv($failed));
} catch (Async\OperationCanceledException $e) {
    echo $e->getMessage(), " <- ", get_class($e->getPrevious()), ": ", $e->getPrevious()->getMessage(), "\n";
}
var_dump(count($ch));
var_dump($ch->recv());
$failed->ignore();
?>
--EXPECT--
Async\OperationCanceledException: Operation has been cancelled
int(1)
Operation has been cancelled <- RuntimeException: why
int(1)
string(1) "v"
