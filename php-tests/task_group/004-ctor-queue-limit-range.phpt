--TEST--
task_group: $queueLimit outside 0..4294967295 throws ValueError naming Argument #2 ($queueLimit) (same range wording as #1, decision); bounds accepted
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\TaskGroup;
foreach ([-1, 4294967296] as $n) {
    try {
        new TaskGroup(2, $n);
        echo "accepted $n\n";
    } catch (ValueError $e) {
        echo $e->getMessage(), "\n";
    }
}
foreach ([0, 4294967295, null] as $n) {
    $g = new TaskGroup(2, $n);
    echo "ok ", var_export($n, true), "\n";
}
?>
--EXPECT--
Async\TaskGroup::__construct(): Argument #2 ($queueLimit) must be between 0 and 4294967295
Async\TaskGroup::__construct(): Argument #2 ($queueLimit) must be between 0 and 4294967295
ok 0
ok 4294967295
ok NULL
