--TEST--
channel: a coroutine cancelled while parked in recv() leaves the channel usable and takes no later value
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Channel, ChannelException, ChannelCloseReason, Future, FutureState, Scope, TaskGroup};
use function Async\{spawn, await, suspend, delay, timeout, await_any_or_fail};
$ch = new Channel(1);
$r = spawn(function () use ($ch) {
    try {
        $ch->recv();
        echo "unexpected\n";
    } catch (Async\AsyncCancellation $e) {
        echo "receiver cancelled\n";
    }
});
suspend();
$r->cancel();
try { await($r); } catch (Throwable $e) {}
var_dump($ch->isClosed());
var_dump($ch->sendAsync("x"), count($ch));
var_dump($ch->recv());
$r2 = spawn(fn() => $ch->recv());
suspend();
$ch->send("y");
var_dump(await($r2));
?>
--EXPECT--
receiver cancelled
bool(false)
bool(true)
int(1)
string(1) "x"
string(1) "y"
