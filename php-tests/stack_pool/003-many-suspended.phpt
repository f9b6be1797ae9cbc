--TEST--
pool: 10000 suspended coroutines fit in the default memory_limit
--EXTENSIONS--
true_async
--INI--
memory_limit=128M
--FILE--
<?php
use function Async\{spawn, await, suspend};
$cs = [];
for ($i = 0; $i < 10000; $i++) $cs[] = spawn(function () use ($i) { suspend(); return $i; });
suspend();
$sum = 0;
foreach ($cs as $c) $sum += await($c);
var_dump($sum);
?>
--EXPECT--
int(49995000)
