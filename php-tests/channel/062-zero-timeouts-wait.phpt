--TEST--
channel: timeouts default to 0 (disabled): receivers and senders wait as long as needed without the channel closing
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Channel, ChannelException, ChannelCloseReason, Future, FutureState, Scope, TaskGroup};
use function Async\{spawn, await, suspend, delay, timeout, await_any_or_fail};
$ch = new Channel();
$p = spawn(function () use ($ch) {
    delay(60);
    $ch->send("late");
});
var_dump($ch->recv());
await($p);
$b = new Channel(1);
$b->send(1);
$c = spawn(function () use ($b) {
    delay(60);
    return $b->recv();
});
$b->send(2);
var_dump(await($c), $b->recv(), $b->isClosed());
?>
--EXPECT--
string(4) "late"
int(1)
int(2)
bool(false)
