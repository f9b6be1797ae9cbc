--TEST--
scope: when the awaitAfterCancellation() token fires before the zombies end it throws OperationCanceledException "Operation has been cancelled"; the zombie keeps running
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\Scope;
use function Async\{await, suspend, delay, timeout};
$s = (new Scope())->allowZombies();
$zombie = $s->spawn(function () { delay(500); return "zombie done"; });
suspend();
$s->cancel();
try {
    $s->awaitAfterCancellation(null, timeout(20));
    echo "returned\n";
} catch (Async\OperationCanceledException $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
var_dump($zombie->isCompleted(), $s->isClosed());
echo await($zombie), "\n";
?>
--EXPECT--
Async\OperationCanceledException: Operation has been cancelled
bool(false)
bool(false)
zombie done
