--TEST--
task_set: concurrency limits the number of running tasks exactly like TaskGroup
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{await, delay};
$running = 0;
$peak = 0;
$set = new Async\TaskSet(2);
for ($i = 0; $i < 5; $i++) {
    $set->spawn(function () use (&$running, &$peak, $i) {
        $running++;
        $peak = max($peak, $running);
        delay(5);
        $running--;
        return $i;
    });
}
echo json_encode(await($set->joinAll())), ", peak $peak\n";
$running = 0;
$peak = 0;
$u = new Async\TaskSet();
for ($i = 0; $i < 4; $i++) {
    $u->spawn(function () use (&$running, &$peak) {
        $running++;
        $peak = max($peak, $running);
        delay(5);
        $running--;
    });
}
await($u->joinAll());
echo "unlimited peak $peak\n";
?>
--EXPECT--
[0,1,2,3,4], peak 2
unlimited peak 4
