--TEST--
future: awaiting a future nobody can complete any more is a deadlock, not a hang: the waiter gets AsyncCancellation, then DeadlockError ends the script
--EXTENSIONS--
true_async
--INI--
async.debug_deadlock=0
--FILE--
<?php
use Async\{Future, FutureState, AsyncCancellation};
$future = new Future(new FutureState());
try {
    $future->await();
} catch (AsyncCancellation $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
echo "end\n";
?>
--EXPECTF--
Async\AsyncCancellation: Deadlock detected
end

Fatal error: Uncaught Async\DeadlockError: Deadlock detected: no active coroutines, 1 coroutines in waiting in %s
%A