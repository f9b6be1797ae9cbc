--TEST--
scope: new Scope() is not safe: cancel() interrupts a started coroutine with AsyncCancellation "Scope was cancelled" at its suspension point
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\Scope;
use function Async\{await, suspend, delay};
$scope = new Scope();
$c = $scope->spawn(function () {
    echo "started\n";
    try {
        delay(1000);
        return "not interrupted";
    } catch (Async\AsyncCancellation $e) {
        return "interrupted: " . get_class($e) . ": " . $e->getMessage();
    }
});
suspend();
$scope->cancel();
echo "cancel returned\n";
echo await($c), "\n";
?>
--EXPECT--
started
cancel returned
interrupted: Async\AsyncCancellation: Scope was cancelled
