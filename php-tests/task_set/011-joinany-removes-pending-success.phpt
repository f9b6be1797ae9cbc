--TEST--
task_set: joinAny() called before anything settled still removes the entry it delivers (decisions-10 #10)
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{await, delay};
$set = new Async\TaskSet();
$set->spawn(function () { delay(10); return 'later'; });
$set->spawn(function () { delay(20); return 'even later'; });
$f = $set->joinAny();
echo await($f), ", left ", count($set), "\n";
echo await($set->joinAny()), ", left ", count($set), "\n";
?>
--EXPECT--
later, left 1
even later, left 0
