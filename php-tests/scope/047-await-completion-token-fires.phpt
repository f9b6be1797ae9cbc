--TEST--
scope: when the awaitCompletion() token fires it throws OperationCanceledException "Operation has been cancelled" (previous: the TimeoutException) and the scope keeps running
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\Scope;
use function Async\{await, delay, timeout};
$s = new Scope();
$c = $s->spawn(function () {
    try {
        delay(1000);
        return "finished";
    } catch (Async\AsyncCancellation $e) {
        return "worker: " . $e->getMessage();
    }
});
try {
    $s->awaitCompletion(timeout(10));
    echo "returned\n";
} catch (Async\OperationCanceledException $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
    $p = $e->getPrevious();
    echo get_class($p), ": ", $p->getMessage(), "\n";
}
var_dump($s->isCancelled(), $s->isFinished(), $c->isCompleted());
$s->cancel();
echo await($c), "\n";
?>
--EXPECT--
Async\OperationCanceledException: Operation has been cancelled
Async\TimeoutException: Timeout occurred after 10 milliseconds
bool(false)
bool(false)
bool(false)
worker: Scope was cancelled
