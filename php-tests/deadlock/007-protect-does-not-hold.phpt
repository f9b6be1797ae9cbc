--TEST--
deadlock: protect() does not hold a deadlock cancellation back (as in TrueAsync), and the protection of the coroutine still works afterwards
--EXTENSIONS--
true_async
--INI--
async.debug_deadlock=0
--FILE--
<?php
use function Async\{spawn, await, protect, delay};
$c = spawn(function () {
    protect(function () {
        try {
            await(new Async\Future(new Async\FutureState()));
        } catch (Async\AsyncCancellation $e) {
            echo "inside protect: ", $e->getMessage(), "\n";
        }
    });
    echo "after protect\n";
    $self = Async\current_coroutine();
    protect(function () use ($self) {
        $self->cancel();
        delay(1);
        echo "protected delay finished\n";
    });
    echo "not reached\n";
});
echo "main done\n";
?>
--EXPECTF--
main done
inside protect: Deadlock detected
after protect
protected delay finished

Fatal error: Uncaught Async\DeadlockError: Deadlock detected: no active coroutines, 1 coroutines in waiting in %s
%A
