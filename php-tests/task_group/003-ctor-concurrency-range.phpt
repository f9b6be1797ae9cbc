--TEST--
task_group: $concurrency outside 0..4294967295 throws the exact ValueError; the bounds and null are accepted
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\TaskGroup;
foreach ([-1, 4294967296, PHP_INT_MIN] as $n) {
    try {
        new TaskGroup($n);
        echo "accepted $n\n";
    } catch (ValueError $e) {
        echo $e->getMessage(), "\n";
    }
}
try {
    new TaskGroup(concurrency: -5);
    echo "accepted\n";
} catch (ValueError $e) {
    echo $e->getMessage(), "\n";
}
foreach ([0, 1, 4294967295, null] as $n) {
    $g = new TaskGroup($n);
    echo "ok ", var_export($n, true), "\n";
}
?>
--EXPECT--
Async\TaskGroup::__construct(): Argument #1 ($concurrency) must be between 0 and 4294967295
Async\TaskGroup::__construct(): Argument #1 ($concurrency) must be between 0 and 4294967295
Async\TaskGroup::__construct(): Argument #1 ($concurrency) must be between 0 and 4294967295
Async\TaskGroup::__construct(): Argument #1 ($concurrency) must be between 0 and 4294967295
ok 0
ok 1
ok 4294967295
ok NULL
