--TEST--
task_set: constructor range ValueErrors name Async\TaskSet::__construct() for $concurrency and $queueLimit
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\TaskSet;
$cases = [
    fn() => new TaskSet(-1),
    fn() => new TaskSet(4294967296),
    fn() => new TaskSet(2, -1),
    fn() => new TaskSet(2, 4294967296),
    fn() => new TaskSet(queueLimit: -3, concurrency: 1),
];
foreach ($cases as $case) {
    try {
        $case();
        echo "accepted\n";
    } catch (ValueError $e) {
        echo $e->getMessage(), "\n";
    }
}
$ok = [new TaskSet(), new TaskSet(0), new TaskSet(4294967295, 4294967295), new TaskSet(3, 0)];
echo count($ok), " constructed\n";
?>
--EXPECT--
Async\TaskSet::__construct(): Argument #1 ($concurrency) must be between 0 and 4294967295
Async\TaskSet::__construct(): Argument #1 ($concurrency) must be between 0 and 4294967295
Async\TaskSet::__construct(): Argument #2 ($queueLimit) must be between 0 and 4294967295
Async\TaskSet::__construct(): Argument #2 ($queueLimit) must be between 0 and 4294967295
Async\TaskSet::__construct(): Argument #2 ($queueLimit) must be between 0 and 4294967295
4 constructed
