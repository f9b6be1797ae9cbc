--TEST--
task_group: with concurrency 1 queued tasks start one after another in spawn order, each after the previous one settled
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{await, delay};
$g = new Async\TaskGroup(1, 0);
$order = [];
foreach (['a', 'b', 'c', 'd'] as $n) {
    $g->spawn(function () use ($n, &$order) {
        $order[] = "start $n";
        delay(3);
        $order[] = "end $n";
        return $n;
    });
}
echo json_encode(await($g->all())), "\n";
echo implode(", ", $order), "\n";
?>
--EXPECT--
["a","b","c","d"]
start a, end a, start b, end b, start c, end c, start d, end d
