--TEST--
future: awaiting a future with a timeout token ends with OperationCanceledException (previous TimeoutException); a future can be a token
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Future, FutureState, OperationCanceledException};
use function Async\{spawn, await, timeout, delay};
$pending = new Future(new FutureState());
try {
    $pending->await(timeout(10));
} catch (OperationCanceledException $e) {
    echo get_class($e), " <- ", get_class($e->getPrevious()), "\n";
}
// A future used as the cancellation token of awaiting a coroutine.
$stop = new FutureState();
$slow = spawn(function () { delay(200); return "slow"; });
spawn(function () use ($stop) { delay(5); $stop->error(new RuntimeException("stopped by the future")); });
try {
    await($slow, new Future($stop));
} catch (OperationCanceledException $e) {
    echo "token: ", $e->getPrevious()->getMessage(), "\n";
}
$slow->cancel();
try { $pending->await("soon"); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
?>
--EXPECT--
Async\OperationCanceledException <- Async\TimeoutException
token: stopped by the future
Async\Future::await(): Argument #1 ($cancellation) must be of type ?Async\Completable, string given
