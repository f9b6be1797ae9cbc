--TEST--
channel: a rendezvous send whose value was taken succeeds even if close() happens before the sender resumes
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
        echo "S: send ok\n";
    } catch (ChannelException $e) {
        echo "S: ", $e->getMessage(), "\n";
    }
});
suspend();
var_dump($ch->recv());
$ch->close();
await($s);
?>
--EXPECT--
string(1) "x"
S: send ok
