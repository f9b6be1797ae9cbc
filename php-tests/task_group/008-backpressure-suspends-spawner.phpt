--TEST--
task_group: when no slot is free and the queue holds queueLimit tasks, spawn() suspends the caller until a queued task starts
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{await, delay};
$g = new Async\TaskGroup(1, 1);
$g->spawn(function () {
    echo "task 0 runs\n";
    delay(10);
    echo "task 0 done\n";
    return 0;
});
echo "spawned 0\n";
$g->spawn(fn() => 1);   // queued (queue: 1 of 1)
echo "spawned 1\n";
$g->spawn(fn() => 2);   // no slot, queue full: the caller waits
echo "spawned 2\n";
echo json_encode(await($g->all())), "\n";
?>
--EXPECT--
spawned 0
spawned 1
task 0 runs
task 0 done
spawned 2
[0,1,2]
