--TEST--
channel: with timeouts 0 the channel is no deadlock candidate: a receiver blocked forever gets the generic "Deadlock detected" path
--EXTENSIONS--
true_async
--INI--
async.debug_deadlock=0
--FILE--
<?php
use Async\{Channel, ChannelException, ChannelCloseReason, Future, FutureState, Scope, TaskGroup};
use function Async\{spawn, await, suspend, delay, timeout, await_any_or_fail};
$ch = new Channel();
$r = spawn(function () use ($ch) {
    try {
        $ch->recv();
    } catch (ChannelException $e) {
        echo "channel closed: ", $e->reason->name, "\n";
    } catch (Async\AsyncCancellation $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
});
echo "main end\n";
?>
--EXPECTF--
main end
Async\AsyncCancellation: Deadlock detected

Fatal error: Uncaught Async\DeadlockError: Deadlock detected: no active coroutines, %d coroutines in waiting%A
