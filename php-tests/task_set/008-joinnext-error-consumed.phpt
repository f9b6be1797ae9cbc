--TEST--
task_set: joinNext() rejects with a failed task's exception and consumes that entry
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{await, delay};
$set = new Async\TaskSet();
$set->spawn(fn() => throw new RuntimeException('bad'));
$set->spawn(function () { delay(5); return 'good'; });
try {
    await($set->joinNext());
    echo "resolved\n";
} catch (RuntimeException $e) {
    echo "error: ", $e->getMessage(), "\n";
}
echo count($set), "\n";
echo await($set->joinNext()), "\n";
echo count($set), "\n";
?>
--EXPECT--
error: bad
1
good
0
