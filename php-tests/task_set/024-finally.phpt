--TEST--
task_set: a stored finally handler runs once the set is closed and settled (decisions-10 #6); on a closed settled set finally() calls back at once
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{await, delay};
$set = new Async\TaskSet();
$set->spawn(function () { delay(5); return 1; });
$set->finally(function ($s) use ($set) { echo "stored handler, same set: ", var_export($s === $set, true), "\n"; });
echo "registered\n";
echo await($set->joinNext()), "\n";
delay(10);
echo "closing\n";
$set->close();
delay(10);
$set->finally(function () { echo "immediate handler\n"; });
echo "end\n";
?>
--EXPECT--
registered
1
closing
stored handler, same set: true
immediate handler
end
