--TEST--
task_set: joinAny() rejects with a CompositeException of all errors when no task succeeded
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{await, delay};
$set = new Async\TaskSet();
$set->spawn(fn() => throw new RuntimeException('one'));
$set->spawn(function () { delay(5); throw new LogicException('two'); });
try {
    echo await($set->joinAny()), "\n";
} catch (Async\CompositeException $e) {
    echo get_class($e), "\n";
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
Async\CompositeException
RuntimeException: one
LogicException: two
drained
