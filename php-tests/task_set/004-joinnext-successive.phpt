--TEST--
task_set: repeated joinNext() calls deliver successive results as tasks settle (not the same one as race() would), count() decreasing
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{await, delay};
$set = new Async\TaskSet();
// Each delay starts after the ones before it: 150 ms between their ends
// keeps the order under valgrind.
$set->spawn(function () { delay(300); return 'slow'; });
$set->spawn(function () { delay(5); return 'fast'; });
$set->spawn(function () { delay(150); return 'mid'; });
for ($i = 0; $i < 3; $i++) {
    echo await($set->joinNext()), " (left: ", count($set), ")\n";
}
?>
--EXPECT--
fast (left: 2)
mid (left: 1)
slow (left: 0)
