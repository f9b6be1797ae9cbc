--TEST--
scope: awaitAfterCancellation() on a scope that was not cancelled throws AsyncException "Attempt to await a Scope that has not been cancelled"
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\Scope;
use function Async\{await, delay};
$s = new Scope();
$c = $s->spawn(function () { delay(10); return "worker finished"; });
try {
    $s->awaitAfterCancellation();
    echo "returned\n";
} catch (Async\AsyncException $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
echo await($c), "\n";
?>
--EXPECT--
Async\AsyncException: Attempt to await a Scope that has not been cancelled
worker finished
