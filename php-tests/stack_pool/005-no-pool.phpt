--TEST--
pool: async.pool_max=0 keeps no context; every coroutine still runs
--EXTENSIONS--
true_async
--INI--
async.pool_min=0
async.pool_max=0
--FILE--
<?php
use function Async\{spawn, await, suspend, runtime_stats};
$sum = 0;
for ($i = 0; $i < 20; $i++) $sum += await(spawn(function () use ($i) { suspend(); return $i; }));
$s = runtime_stats();
var_dump($sum, $s['fiber_pool_count'], $s['fiber_pool_hits']);
?>
--EXPECT--
int(190)
int(0)
int(0)
