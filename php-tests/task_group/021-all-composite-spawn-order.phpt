--TEST--
task_group: all() rejects with a CompositeException holding every task error in spawn order (not failure order)
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{await, delay};
$g = new Async\TaskGroup();
$g->spawn(function () { delay(20); throw new RuntimeException('first spawned, fails last'); });
$g->spawn(fn() => 'ok');
$g->spawn(function () { throw new LogicException('third spawned, fails first'); });
try {
    await($g->all());
    echo "resolved\n";
} catch (Async\CompositeException $e) {
    echo get_class($e), "\n";
    foreach ($e->getExceptions() as $x) {
        echo get_class($x), ": ", $x->getMessage(), "\n";
    }
}
$g->suppressErrors();
?>
--EXPECT--
Async\CompositeException
RuntimeException: first spawned, fails last
LogicException: third spawned, fails first
