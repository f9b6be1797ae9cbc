--TEST--
channel: if the only receiver holding a reserved value is cancelled, the value is released and stays receivable
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Channel, ChannelException, ChannelCloseReason, Future, FutureState, Scope, TaskGroup};
use function Async\{spawn, await, suspend, delay, timeout, await_any_or_fail};
$ch = new Channel(1);
$r = spawn(function () use ($ch) {
    try {
        $__v = $ch->recv();
        echo "r got ", $__v, "\n";
    } catch (Async\AsyncCancellation $e) {
        echo "r cancelled\n";
    }
});
suspend();
$ch->sendAsync("x");
$r->cancel();
try { await($r); } catch (Throwable $e) {}
var_dump(count($ch));
var_dump($ch->recv());
var_dump(count($ch));
?>
--EXPECT--
r cancelled
int(1)
string(1) "x"
int(0)
