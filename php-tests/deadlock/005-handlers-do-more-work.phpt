--TEST--
deadlock: after the main script, the deadlocked coroutines' catch and finally handlers run first and may await, spawn and delay; the DeadlockError comes after them
--EXTENSIONS--
true_async
--INI--
async.debug_deadlock=0
--FILE--
<?php
use function Async\{spawn, await, delay};
$c1 = spawn(function () use (&$c2) {
    try {
        await($c2);
    } catch (Async\AsyncCancellation $e) {
        echo "c1 caught: ", $e->getMessage(), "\n";
        // c2's 1 ms delay starts after this one: 200 ms keeps the order under valgrind
        delay(200);
        echo "c1 helper: ", await(spawn(fn() => "done")), "\n";
    } finally {
        echo "c1 finally\n";
    }
    echo "c1 finished\n";
});
$c2 = spawn(function () use (&$c1) {
    try {
        await($c1);
    } finally {
        delay(1);
        echo "c2 finally after a delay\n";
    }
    echo "c2 not reached\n";
});
echo "main done\n";
?>
--EXPECTF--
main done
c1 caught: Deadlock detected
c2 finally after a delay
c1 helper: done
c1 finally
c1 finished

Fatal error: Uncaught Async\DeadlockError: Deadlock detected: no active coroutines, 2 coroutines in waiting in %s
%A
