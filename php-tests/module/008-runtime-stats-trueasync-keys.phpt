--TEST--
module: runtime_stats() has TrueAsync's coroutines_active (live coroutines), resumed_queue (the ready queue) and fiber_pool_capacity (idle contexts the pool keeps)
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, suspend, runtime_stats, get_coroutines};
$s = runtime_stats();
var_dump($s["coroutines_active"], $s["resumed_queue"], is_int($s["fiber_pool_capacity"]));
$cs = [spawn(fn() => 1), spawn(fn() => 2), spawn(fn() => 3)];
$s = runtime_stats();
var_dump($s["coroutines_active"] === count(get_coroutines()), $s["coroutines_active"]);
var_dump($s["resumed_queue"], $s["resumed_queue"] === $s["coroutine_queue"]);
var_dump($s["fiber_pool_capacity"] >= $s["fiber_pool_min"] && $s["fiber_pool_capacity"] <= $s["fiber_pool_max"]);
suspend();
$s = runtime_stats();
var_dump($s["coroutines_active"], $s["resumed_queue"]);
?>
--EXPECT--
int(0)
int(0)
bool(true)
bool(true)
int(4)
int(3)
bool(true)
bool(true)
int(1)
int(0)
