--TEST--
channel: if a woken sender holding a reserved slot is cancelled before it runs, the slot goes to the next parked sender
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Channel, ChannelException, ChannelCloseReason, Future, FutureState, Scope, TaskGroup};
use function Async\{spawn, await, suspend, delay, timeout, await_any_or_fail};
$ch = new Channel(1);
$ch->sendAsync("a");
$s1 = spawn(function () use ($ch) {
    try {
        $ch->send("b");
        echo "s1 sent\n";
    } catch (Async\AsyncCancellation $e) {
        echo "s1 cancelled\n";
    }
});
$s2 = spawn(function () use ($ch) {
    $ch->send("c");
    echo "s2 sent\n";
});
suspend();
$__v = $ch->recv();
echo "main got ", $__v, "\n";
$s1->cancel();
try { await($s1); } catch (Throwable $e) {}
await($s2);
$__v = $ch->recv();
echo "main got ", $__v, "\n";
var_dump(count($ch));
?>
--EXPECT--
main got a
s1 cancelled
s2 sent
main got c
int(0)
