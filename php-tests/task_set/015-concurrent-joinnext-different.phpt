--TEST--
task_set: two joinNext() calls made before anything settles receive different tasks (decisions-10 #10)
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{await, delay};
$set = new Async\TaskSet();
$set->spawn(function () { delay(20); return 'a'; });
$set->spawn(function () { delay(5); return 'b'; });
$f1 = $set->joinNext();
$f2 = $set->joinNext();
$r = [await($f1), await($f2)];
sort($r);
echo json_encode($r), ", left ", count($set), "\n";
?>
--EXPECT--
["a","b"], left 0
