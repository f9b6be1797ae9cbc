--TEST--
channel: a rendezvous sender stays parked (slot occupied, count 1) until someone receives
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Channel, ChannelException, ChannelCloseReason, Future, FutureState, Scope, TaskGroup};
use function Async\{spawn, await, suspend, delay, timeout, await_any_or_fail};
$ch = new Channel();
$sender = spawn(function () use ($ch) {
    $ch->send("x");
    echo "sender: returned\n";
});
suspend();
suspend();
suspend();
echo "main: sender still parked\n";
var_dump($sender->isCompleted(), count($ch), $ch->isFull());
var_dump($ch->recv());
await($sender);
var_dump(count($ch), $ch->isFull());
?>
--EXPECT--
main: sender still parked
bool(false)
int(1)
bool(true)
string(1) "x"
sender: returned
int(0)
bool(false)
