--TEST--
task_group: an error arriving after suppressErrors() makes the group's errors unhandled again: destroying it calls the scope handler
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Scope, Coroutine, TaskGroup};
use function Async\delay;
$scope = new Scope();
$scope->setExceptionHandler(function (Scope $s, Coroutine $c, Throwable $e) {
    echo "handler called with ", get_class($e), "\n";
});
$g = new TaskGroup(scope: $scope);
$g->spawn(fn() => throw new RuntimeException('early'));
delay(5);
$g->suppressErrors();
$g->spawn(fn() => throw new RuntimeException('late'));
$g->close();
$g->awaitCompletion();
echo "settled\n";
unset($g);
delay(10);
echo "end\n";
?>
--EXPECT--
settled
handler called with Async\CompositeException
end
