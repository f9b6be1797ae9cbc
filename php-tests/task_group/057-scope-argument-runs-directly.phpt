--TEST--
task_group: with a $scope argument tasks run directly in that scope (same Context) and cancel() cancels that whole scope (decisions-10 #4)
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{await, delay, suspend, current_context};
use Async\AsyncCancellation;
$scope = new Async\Scope();
$scopeCtx = await($scope->spawn(fn() => current_context()));
$g = new Async\TaskGroup(scope: $scope);
$g->spawn(fn() => current_context());
[$taskCtx] = await($g->all());
var_dump($taskCtx === $scopeCtx);
$other = $scope->spawn(function () {
    try {
        delay(50);
        return 'not cancelled';
    } catch (AsyncCancellation $e) {
        return 'cancelled: ' . $e->getMessage();
    }
});
suspend();
$g->cancel();
var_dump($scope->isCancelled());
echo await($other), "\n";
?>
--EXPECT--
bool(true)
bool(true)
cancelled: TaskGroup cancelled
