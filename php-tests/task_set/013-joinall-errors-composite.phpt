--TEST--
task_set: joinAll() rejects with a CompositeException of the task errors in spawn order
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{await, delay};
$set = new Async\TaskSet();
$set->spawn(function () { delay(15); throw new RuntimeException('first'); });
$set->spawn(fn() => 'ok');
$set->spawn(fn() => throw new LogicException('third'));
try {
    await($set->joinAll());
    echo "resolved\n";
} catch (Async\CompositeException $e) {
    foreach ($e->getExceptions() as $x) {
        echo get_class($x), ": ", $x->getMessage(), "\n";
    }
}
while (count($set) > 0) {
    try { await($set->joinNext()); } catch (Throwable $ignored) {}
}
echo "drained\n";
?>
--EXPECT--
RuntimeException: first
LogicException: third
drained
