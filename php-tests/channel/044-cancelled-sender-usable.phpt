--TEST--
channel: a coroutine cancelled while parked in send() on a full channel stores nothing and leaves the channel usable
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Channel, ChannelException, ChannelCloseReason, Future, FutureState, Scope, TaskGroup};
use function Async\{spawn, await, suspend, delay, timeout, await_any_or_fail};
$ch = new Channel(1);
$ch->sendAsync("a");
$s = spawn(function () use ($ch) {
    try {
        $ch->send("b");
        echo "unexpected\n";
    } catch (Async\AsyncCancellation $e) {
        echo "sender cancelled\n";
    }
});
suspend();
$s->cancel();
try { await($s); } catch (Throwable $e) {}
var_dump(count($ch), $ch->recv(), count($ch));
var_dump($ch->sendAsync("c"), $ch->recv());
?>
--EXPECT--
sender cancelled
int(1)
string(1) "a"
int(0)
bool(true)
string(1) "c"
