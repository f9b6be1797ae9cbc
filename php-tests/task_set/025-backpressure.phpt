--TEST--
task_set: with the queue full spawn() suspends the caller until a queued task starts
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{await, delay};
$set = new Async\TaskSet(1, 1);
$set->spawn(function () {
    echo "task 0 runs\n";
    delay(10);
    echo "task 0 done\n";
    return 0;
});
$set->spawn(fn() => 1);
echo "spawned 0 and 1\n";
$set->spawn(fn() => 2);
echo "spawned 2\n";
echo json_encode(await($set->joinAll())), "\n";
?>
--EXPECT--
spawned 0 and 1
task 0 runs
task 0 done
spawned 2
[0,1,2]
