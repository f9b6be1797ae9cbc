--TEST--
scope: awaitCompletion() on a cancelled scope whose coroutine has not ended yet throws AsyncCancellation "The scope has been cancelled"
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\Scope;
use function Async\{await, suspend, delay, timeout};
$s = new Scope();
$c = $s->spawn(function () {
    try { delay(1000); } catch (Async\AsyncCancellation $e) { return "worker unwound"; }
    return "worker finished";
});
suspend();
$s->cancel();
try {
    $s->awaitCompletion(timeout(1000));
    echo "returned\n";
} catch (Async\AsyncCancellation $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
echo await($c), "\n";
?>
--EXPECT--
Async\AsyncCancellation: The scope has been cancelled
worker unwound
