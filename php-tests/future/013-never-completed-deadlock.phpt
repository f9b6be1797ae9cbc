--TEST--
future: awaiting a future nobody can complete any more is a deadlock, reported and thrown, not a hang
--EXTENSIONS--
true_async
--INI--
async.debug_deadlock=0
--FILE--
<?php
use Async\{Future, FutureState, DeadlockError};
$future = new Future(new FutureState());
try {
    $future->await();
} catch (DeadlockError $e) {
    echo get_class($e), "\n";
}
echo "end\n";
?>
--EXPECT--
Async\DeadlockError
end
