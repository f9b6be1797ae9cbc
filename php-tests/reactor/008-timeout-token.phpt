--TEST--
reactor: await($c, timeout(ms)) ends with OperationCanceledException whose previous is a TimeoutException
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, delay, timeout};
$slow = spawn(function () { delay(300); return "slow done"; });
$t = hrtime(true);
try {
    await($slow, timeout(30));
} catch (Async\OperationCanceledException $e) {
    echo get_class($e), "\n", get_class($e->getPrevious()), ": ", $e->getPrevious()->getMessage(), "\n";
}
$ms = (hrtime(true) - $t) / 1e6;
// Returned before the awaited coroutine finished: the timeout ended the wait.
var_dump($ms >= 25, $slow->isCompleted());
var_dump(await($slow));
var_dump(await(spawn(fn() => "in time"), timeout(5000)));
?>
--EXPECT--
Async\OperationCanceledException
Async\TimeoutException: Timeout occurred after 30 milliseconds
bool(true)
bool(false)
string(9) "slow done"
string(7) "in time"
