--TEST--
task_group: an exception thrown by a stored finally handler goes to the group's scope exception handler; the other handlers still run
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Scope, Coroutine, TaskGroup};
use function Async\{delay};
$scope = new Scope();
$scope->setExceptionHandler(function (Scope $s, Coroutine $c, Throwable $e) {
    echo "scope handler: ", get_class($e), " ", $e->getMessage(), "\n";
});
$g = new TaskGroup(scope: $scope);
$g->spawn(function () { delay(5); return 1; });
$g->finally(function () { throw new LogicException('from finally'); });
$g->finally(function () { echo "second handler runs\n"; });
$g->close();
$g->awaitCompletion();
delay(10);
echo "end\n";
?>
--EXPECT--
second handler runs
scope handler: LogicException from finally
end
