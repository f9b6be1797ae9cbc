--TEST--
pool: async.pool_max caps the contexts kept; the rest are destroyed (their stacks go back to the slab)
--EXTENSIONS--
true_async
--INI--
async.pool_min=2
async.pool_max=8
--FILE--
<?php
use function Async\{spawn, await, suspend, runtime_stats};
$cs = [];
for ($i = 0; $i < 40; $i++) $cs[] = spawn(function () { suspend(); });
foreach ($cs as $c) await($c);
$s = runtime_stats();
var_dump($s['fiber_pool_count'] <= 8, $s['fiber_pool_min'], $s['fiber_pool_max']);
?>
--EXPECT--
bool(true)
int(2)
int(8)
