--TEST--
task_group: with concurrency N at most N tasks run at once; all tasks still run and results keep spawn order
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{await, delay};
function run(int $concurrency): void {
    $running = 0;
    $peak = 0;
    $g = new Async\TaskGroup($concurrency);
    for ($i = 0; $i < 6; $i++) {
        $g->spawn(function () use (&$running, &$peak, $i) {
            $running++;
            $peak = max($peak, $running);
            delay(5 + (5 - $i));
            $running--;
            return $i * 10;
        });
    }
    $r = await($g->all());
    echo "$concurrency: peak $peak, results ", json_encode($r), "\n";
}
run(1);
run(2);
run(3);
?>
--EXPECT--
1: peak 1, results [0,10,20,30,40,50]
2: peak 2, results [0,10,20,30,40,50]
3: peak 3, results [0,10,20,30,40,50]
