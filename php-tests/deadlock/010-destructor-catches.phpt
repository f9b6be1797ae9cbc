--TEST--
deadlock: a destructor waiting at shutdown for something nothing can bring catches its AsyncCancellation and goes on (it may still await); the DeadlockError comes after the destructors
--EXTENSIONS--
true_async
--INI--
async.debug_deadlock=0
--FILE--
<?php
class Stuck {
    public function __destruct() {
        try {
            (new Async\Future(new Async\FutureState()))->await();
        } catch (Async\AsyncCancellation $e) {
            echo "destructor caught: ", $e->getMessage(), "\n";
            Async\delay(1);
            echo "destructor went on\n";
        }
    }
}
$s = new Stuck();
Async\spawn(fn() => print("coroutine ran\n"));
echo "main done\n";
?>
--EXPECTF--
main done
coroutine ran
destructor caught: Deadlock detected
destructor went on

Fatal error: Uncaught Async\DeadlockError: Deadlock detected: no active coroutines, 1 coroutines in waiting in %s
%A
