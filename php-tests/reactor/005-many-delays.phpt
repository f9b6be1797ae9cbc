--TEST--
reactor: 2000 coroutines sleeping 50 ms each finish together, far sooner than one after another
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, delay};
$t = hrtime(true);
$cs = [];
for ($i = 0; $i < 2000; $i++) $cs[] = spawn(function () use ($i) { delay(50); return $i; });
$sum = 0;
foreach ($cs as $c) $sum += await($c);
$ms = (hrtime(true) - $t) / 1e6;
// One after another they would take 100 s; the bound leaves room for valgrind.
var_dump($sum, $ms >= 45, $ms < 20000);
?>
--EXPECT--
int(1999000)
bool(true)
bool(true)
