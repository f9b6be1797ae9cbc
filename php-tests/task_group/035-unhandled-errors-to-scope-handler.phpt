--TEST--
task_group: destroying a group with unhandled errors raises one CompositeException (errors in spawn order) into its scope's exception handler, called with (Scope, Coroutine, Throwable)
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Scope, Coroutine, TaskGroup};
use function Async\delay;
$scope = new Scope();
$scope->setExceptionHandler(function (Scope $s, Coroutine $c, Throwable $e) use ($scope) {
    echo "handler: ", get_class($e), "\n";
    var_dump($s === $scope);
    foreach ($e->getExceptions() as $x) {
        echo "  ", $x->getMessage(), "\n";
    }
});
$g = new TaskGroup(scope: $scope);
$g->spawn(fn() => throw new RuntimeException('first'));
$g->spawn(fn() => 'ok');
$g->spawn(function () { delay(5); throw new RuntimeException('second'); });
$g->close();
$g->awaitCompletion();
echo "settled\n";
unset($g);
delay(10);
echo "end\n";
?>
--EXPECT--
settled
handler: Async\CompositeException
bool(true)
  first
  second
end
