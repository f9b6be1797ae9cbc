--TEST--
pool: a burst's contexts stay pooled for the next burst (no new stack), and are given back down to async.pool_min once the process has been idle for two periods (about 2 s)
--EXTENSIONS--
true_async
--INI--
async.pool_min=4
--FILE--
<?php
use function Async\{spawn, await, suspend, delay};
function burst(int $n): void {
    $cs = [];
    for ($i = 0; $i < $n; $i++) $cs[] = spawn(fn() => suspend());
    foreach ($cs as $c) await($c);
}
burst(2000);
$s = Async\runtime_stats();
echo "after the burst, pooled >= 2000: ", var_export($s['fiber_pool_count'] >= 2000, true), "\n";
$misses = $s['fiber_pool_misses'] ?? null;
burst(2000);
$s2 = Async\runtime_stats();
echo "second burst made no new context: ", var_export($misses !== null && $s2['fiber_pool_misses'] === $misses, true), "\n";
// Idle: the scheduler trims each time it is about to wait.
delay(1100);
delay(1100);
delay(50);
$s3 = Async\runtime_stats();
echo "after two idle periods: ", $s3['fiber_pool_count'], "\n";
?>
--EXPECT--
after the burst, pooled >= 2000: true
second burst made no new context: true
after two idle periods: 4
