--TEST--
task_group: several spawners suspended by backpressure resume in FIFO order and their tasks get keys in that order
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, delay};
$g = new Async\TaskGroup(1, 1);
$g->spawn(function () { delay(10); return 't0'; });
$g->spawn(fn() => 't1');
$returned = [];
$a = spawn(function () use ($g, &$returned) {
    $g->spawn(fn() => 'from A');
    $returned[] = 'A';
});
$b = spawn(function () use ($g, &$returned) {
    $g->spawn(fn() => 'from B');
    $returned[] = 'B';
});
await($a);
await($b);
$g->close();
$g->awaitCompletion();
echo implode(",", $returned), "\n";
echo json_encode($g->getResults()), "\n";
?>
--EXPECT--
A,B
["t0","t1","from A","from B"]
