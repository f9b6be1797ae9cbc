--TEST--
pool: contexts whose stack went deep give its pages back before they are pooled
--EXTENSIONS--
true_async
--INI--
async.stack_size=1040384
--FILE--
<?php
use function Async\{spawn, await, suspend, runtime_stats};
// Recursion through internal callbacks uses C stack; suspending at the
// bottom lets the scheduler see how deep each stack went.
function deep($n) { return $n == 0 ? (suspend() ?? 0) : array_sum(array_map(fn($x) => deep($n - 1), [1])); }
$cs = [];
for ($i = 0; $i < 20; $i++) $cs[] = spawn(fn() => deep(200));
suspend();
$live = runtime_stats()["fiber_stack_resident_max"];
echo "a suspended deep coroutine holds over 100 kB of stack: ", var_export($live > 100 * 1024, true), "\n";
foreach ($cs as $c) await($c);
$s = runtime_stats();
echo "pooled contexts: ", $s["fiber_pool_count"] >= 10 ? "at least 10" : $s["fiber_pool_count"], "\n";
echo "the largest pooled stack holds at most 64 kB: ", var_export($s["fiber_pool_stack_resident_max"] <= 64 * 1024, true), "\n";
var_dump($s["fiber_pool_stack_resident_max"] > 0);
?>
--EXPECT--
a suspended deep coroutine holds over 100 kB of stack: true
pooled contexts: at least 10
the largest pooled stack holds at most 64 kB: true
bool(true)
