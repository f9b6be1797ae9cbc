--TEST--
task_group: unhandled errors of a group with its own internal scope propagate to the parent scope's exception handler when the group is destroyed
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Scope, Coroutine, TaskGroup};
use function Async\{await, delay};
$outer = Scope::inherit();
$outer->setExceptionHandler(function (Scope $s, Coroutine $c, Throwable $e) {
    echo "outer handler: ", get_class($e), "\n";
    foreach ($e->getExceptions() as $x) {
        echo "  ", $x->getMessage(), "\n";
    }
});
$worker = $outer->spawn(function () {
    $g = new TaskGroup();
    $g->spawn(fn() => throw new RuntimeException('lost error'));
    $g->close();
    $g->awaitCompletion();
    echo "worker leaves the group behind\n";
});
await($worker);
delay(10);
echo "end\n";
?>
--EXPECT--
worker leaves the group behind
outer handler: Async\CompositeException
  lost error
end
