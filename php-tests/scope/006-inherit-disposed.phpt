--TEST--
scope: Scope::inherit() of a disposed (torn-down) parent throws AsyncException with the exact message, final period included
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\Scope;
use function Async\{await, suspend, delay};
$scope = new Scope();
$c = $scope->spawn(function () {
    try { delay(1000); } catch (Async\AsyncCancellation $e) { echo "worker: ", $e->getMessage(), "\n"; }
});
suspend();
$scope->dispose();
await($c);
suspend();
var_dump($scope->isClosed());
try {
    Scope::inherit($scope);
    echo "inherited\n";
} catch (Async\AsyncException $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
?>
--EXPECT--
worker: Scope was cancelled
bool(true)
Async\AsyncException: Cannot inherit a Scope from a parent Scope that has already been disposed.
