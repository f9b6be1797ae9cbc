--TEST--
reactor: delay() wakes coroutines by deadline, not by spawn order, and they sleep concurrently
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, delay};
$order = [];
$t = hrtime(true);
$cs = [];
// Each delay starts after the ones before it: 100 ms between their ends
// keeps the order under valgrind.
foreach ([300, 100, 200, 0] as $ms) $cs[] = spawn(function () use ($ms, &$order) { delay($ms); $order[] = $ms; });
foreach ($cs as $c) await($c);
$elapsed = (hrtime(true) - $t) / 1e6;
echo implode(',', $order), "\n";
// Sequential sleeps would take 600 ms; concurrency is what 005 measures.
var_dump($elapsed >= 295);
?>
--EXPECT--
0,100,200,300
bool(true)
