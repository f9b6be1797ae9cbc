--TEST--
iterate: with cancelPending false coroutines spawned by callbacks are awaited to completion before iterate() returns
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{iterate, spawn, delay, await};
$log = [];
$children = [];
iterate([1, 2, 3], function ($v) use (&$log, &$children) {
    $children[] = spawn(function () use ($v, &$log) {
        delay(10 * $v);
        $log[] = "child $v finished";
        return $v * 100;
    });
    $log[] = "callback $v done";
}, cancelPending: false);
echo implode("\n", $log), "\n";
echo "after iterate\n";
foreach ($children as $c) {
    echo $c->isCompleted() ? "completed " : "running ", await($c), "\n";
}
?>
--EXPECT--
callback 1 done
callback 2 done
callback 3 done
child 1 finished
child 2 finished
child 3 finished
after iterate
completed 100
completed 200
completed 300
