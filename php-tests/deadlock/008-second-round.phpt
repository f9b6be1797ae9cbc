--TEST--
deadlock: a coroutine that catches its cancellation and waits again is caught in a second deadlock and cancelled again; the DeadlockErrors of both rounds end the script, chained
--EXTENSIONS--
true_async
--INI--
async.debug_deadlock=0
--FILE--
<?php
use function Async\{spawn, await};
$never = new Async\Future(new Async\FutureState());
$c = spawn(function () use ($never) {
    for ($round = 1; $round <= 2; $round++) {
        try {
            await($never);
        } catch (Async\AsyncCancellation $e) {
            echo "round $round: ", $e->getMessage(), "\n";
        }
    }
    echo "coroutine done\n";
});
echo "main done\n";
?>
--EXPECTF--
main done
round 1: Deadlock detected
round 2: Deadlock detected
coroutine done

Fatal error: Uncaught Async\DeadlockError: Deadlock detected: no active coroutines, 1 coroutines in waiting in %s
Stack trace:
%A
Next Async\DeadlockError: Deadlock detected: no active coroutines, 1 coroutines in waiting in %s
Stack trace:
%A
