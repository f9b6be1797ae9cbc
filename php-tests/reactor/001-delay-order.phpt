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
foreach ([60, 20, 40, 0] as $ms) $cs[] = spawn(function () use ($ms, &$order) { delay($ms); $order[] = $ms; });
foreach ($cs as $c) await($c);
$elapsed = (hrtime(true) - $t) / 1e6;
echo implode(',', $order), "\n";
// Sequential sleeps would take 120 ms; concurrency is what 005 measures.
var_dump($elapsed >= 55);
?>
--EXPECT--
0,20,40,60
bool(true)
