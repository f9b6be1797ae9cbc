--TEST--
task_group: getErrors(), suppressErrors(), cancel() and foreach mark errors handled: destroying the group then raises nothing (control: untouched group raises)
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Scope, Coroutine, TaskGroup};
use function Async\{delay, suspend};
$scope = new Scope();
$scope->setExceptionHandler(function (Scope $s, Coroutine $c, Throwable $e) {
    echo "handler called with ", get_class($e), "\n";
});
function failing(Scope $scope): TaskGroup {
    $g = new TaskGroup(scope: $scope);
    $g->spawn(fn() => throw new RuntimeException('task error'));
    $g->close();
    $g->awaitCompletion();
    return $g;
}
$g = failing($scope);
unset($g);
delay(10);
echo "control done\n";

$g = failing($scope);
echo count($g->getErrors()), " error read\n";
unset($g);

$g = failing($scope);
$g->suppressErrors();
unset($g);
echo "suppressed\n";

$g = failing($scope);
foreach ($g as $k => [$r, $e]) {
    echo "iterated $k: ", $e->getMessage(), "\n";
}
unset($g);

$g = new TaskGroup(scope: $scope);
$g->spawn(fn() => throw new RuntimeException('task error'));
suspend();
$g->cancel();
unset($g);
echo "cancelled\n";

delay(10);
echo "end\n";
?>
--EXPECT--
handler called with Async\CompositeException
control done
1 error read
suppressed
iterated 0: task error
cancelled
end
