--TEST--
channel: a rendezvous sender cancelled before its value is taken withdraws the value
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Channel, ChannelException, ChannelCloseReason, Future, FutureState, Scope, TaskGroup};
use function Async\{spawn, await, suspend, delay, timeout, await_any_or_fail};
$ch = new Channel();
$s = spawn(function () use ($ch) {
    try {
        $ch->send("x");
        echo "unexpected\n";
    } catch (Async\AsyncCancellation $e) {
        echo "sender cancelled\n";
    }
});
suspend();
var_dump(count($ch));
$s->cancel();
try { await($s); } catch (Throwable $e) {}
var_dump(count($ch), $ch->isFull());
var_dump($ch->sendAsync("y"), $ch->recv());
?>
--EXPECT--
int(1)
sender cancelled
int(0)
bool(false)
bool(true)
string(1) "y"
