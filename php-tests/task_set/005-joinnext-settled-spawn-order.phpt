--TEST--
task_set: joinNext() on already-settled tasks delivers them one by one in spawn order
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{await, delay};
$set = new Async\TaskSet();
$set->spawn(function () { delay(10); return 'a'; });
$set->spawn(function () { delay(1); return 'b'; });
$set->spawn(fn() => 'c');
$set->close();
$set->awaitCompletion();
echo count($set), "\n";
echo await($set->joinNext()), await($set->joinNext()), await($set->joinNext()), "\n";
echo count($set), "\n";
?>
--EXPECT--
3
abc
0
