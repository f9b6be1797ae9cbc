--TEST--
task_set: repeated joinNext() calls deliver successive results as tasks settle (not the same one as race() would), count() decreasing
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{await, delay};
$set = new Async\TaskSet();
$set->spawn(function () { delay(40); return 'slow'; });
$set->spawn(function () { delay(5); return 'fast'; });
$set->spawn(function () { delay(20); return 'mid'; });
for ($i = 0; $i < 3; $i++) {
    echo await($set->joinNext()), " (left: ", count($set), ")\n";
}
?>
--EXPECT--
fast (left: 2)
mid (left: 1)
slow (left: 0)
