--TEST--
task_group: concurrency null or 0 means unlimited: all tasks run at the same time (peak = number of tasks)
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{await, delay};
function run(?int $concurrency): void {
    $running = 0;
    $peak = 0;
    $g = new Async\TaskGroup($concurrency);
    for ($i = 0; $i < 5; $i++) {
        $g->spawn(function () use (&$running, &$peak, $i) {
            $running++;
            $peak = max($peak, $running);
            delay(10);
            $running--;
            return $i;
        });
    }
    $r = await($g->all());
    echo var_export($concurrency, true), ": peak $peak, results ", json_encode($r), "\n";
}
run(null);
run(0);
?>
--EXPECT--
NULL: peak 5, results [0,1,2,3,4]
0: peak 5, results [0,1,2,3,4]
