--TEST--
scope: a torn-down scope is finished and closed, keeps its cancelled flag, lists no children, and cancel()/dispose()/disposeSafely()/disposeAfterTimeout()/awaitCompletion()/awaitAfterCancellation() are silent no-ops
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\Scope;
use function Async\{await, suspend, delay, timeout};
$scope = new Scope();
$c = $scope->spawn(function () {
    try { delay(1000); } catch (Async\AsyncCancellation $e) {}
});
suspend();
$scope->dispose();
await($c);
suspend();
var_dump($scope->isFinished(), $scope->isClosed(), $scope->isCancelled());
var_dump($scope->getChildScopes());
$scope->cancel(new Async\AsyncCancellation("again"));
$scope->dispose();
$scope->disposeSafely();
$scope->disposeAfterTimeout(1);
$scope->awaitCompletion(timeout(1000));
$scope->awaitAfterCancellation();
delay(10);
var_dump($scope->isFinished(), $scope->isClosed(), $scope->isCancelled());
echo "no exception\n";
?>
--EXPECT--
bool(true)
bool(true)
bool(true)
array(0) {
}
bool(true)
bool(true)
bool(true)
no exception
