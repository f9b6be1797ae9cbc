--TEST--
scope: a coroutine that cancels its own scope is only marked: it keeps running to its return, but its outcome becomes the cancellation
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\Scope;
use function Async\await;
$scope = new Scope();
$c = $scope->spawn(function () use ($scope) {
    $scope->cancel();
    echo "still running after cancelling its own scope\n";
    return "value";
});
try {
    var_dump(await($c));
} catch (Async\AsyncCancellation $e) {
    echo "outcome: ", $e->getMessage(), "\n";
}
var_dump($c->isCancelled(), $scope->isCancelled());
?>
--EXPECT--
still running after cancelling its own scope
outcome: Scope was cancelled
bool(true)
bool(true)
