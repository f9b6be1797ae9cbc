--TEST--
task_group: a rejected all() does not mark errors handled: destroying the group still raises them into the scope
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Scope, Coroutine, TaskGroup};
use function Async\{await, delay};
$scope = new Scope();
$scope->setExceptionHandler(function (Scope $s, Coroutine $c, Throwable $e) {
    echo "handler: ", count($e->getExceptions()), " error(s): ", $e->getExceptions()[0]->getMessage(), "\n";
});
$g = new TaskGroup(scope: $scope);
$g->spawn(fn() => throw new RuntimeException('seen by all()'));
try {
    await($g->all());
} catch (Async\CompositeException $e) {
    echo "all() rejected\n";
}
unset($g, $e);
delay(10);
echo "end\n";
?>
--EXPECT--
all() rejected
handler: 1 error(s): seen by all()
end
