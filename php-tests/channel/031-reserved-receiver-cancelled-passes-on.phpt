--TEST--
channel: if a woken receiver holding a reserved value is cancelled before it runs, the value goes to the next parked receiver
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Channel, ChannelException, ChannelCloseReason, Future, FutureState, Scope, TaskGroup};
use function Async\{spawn, await, suspend, delay, timeout, await_any_or_fail};
$ch = new Channel(1);
$r1 = spawn(function () use ($ch) {
    try {
        $__v = $ch->recv();
        echo "r1 got ", $__v, "\n";
    } catch (Async\AsyncCancellation $e) {
        echo "r1 cancelled\n";
    }
});
$r2 = spawn(function () use ($ch) { $v = $ch->recv(); echo "r2 got ", $v, "\n"; });
suspend();
$ch->sendAsync("x");
$r1->cancel();
try { await($r1); } catch (Throwable $e) {}
await($r2);
var_dump(count($ch));
?>
--EXPECT--
r1 cancelled
r2 got x
int(0)
