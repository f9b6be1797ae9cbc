--TEST--
task_group: any() rejects with a CompositeException of all errors when every task failed
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{await, delay};
$g = new Async\TaskGroup();
$g->spawn(fn() => throw new RuntimeException('a'));
$g->spawn(function () { delay(5); throw new LogicException('b'); });
$g->spawn(function () { delay(10); throw new DomainException('c'); });
try {
    echo await($g->any()), "\n";
} catch (Async\CompositeException $e) {
    echo get_class($e), "\n";
    foreach ($e->getExceptions() as $x) {
        echo get_class($x), ": ", $x->getMessage(), "\n";
    }
}
var_dump($g->isFinished());
$g->suppressErrors();
?>
--EXPECT--
Async\CompositeException
RuntimeException: a
LogicException: b
DomainException: c
bool(true)
