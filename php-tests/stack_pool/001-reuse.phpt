--TEST--
pool: finished contexts are reused; runtime_stats() reports pool and queue counters
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, suspend, runtime_stats};
for ($round = 0; $round < 3; $round++) {
    $cs = [];
    for ($i = 0; $i < 50; $i++) $cs[] = spawn(function () { suspend(); return 1; });
    foreach ($cs as $c) await($c);
}
$s = runtime_stats();
var_dump($s['fiber_pool_misses'] <= 50, $s['fiber_pool_hits'] >= 100, $s['fiber_pool_count'] >= 50, $s['coroutines_finished']);
foreach (['coroutines_total', 'coroutine_queue', 'microtasks_queue', 'fiber_pool_min', 'fiber_pool_max', 'fiber_stack_size', 'switches'] as $k) echo $k, ' ', isset($s[$k]) ? 'ok' : 'missing', "\n";
?>
--EXPECT--
bool(true)
bool(true)
bool(true)
int(150)
coroutines_total ok
coroutine_queue ok
microtasks_queue ok
fiber_pool_min ok
fiber_pool_max ok
fiber_stack_size ok
switches ok
