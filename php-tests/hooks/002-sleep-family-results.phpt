--TEST--
hooks: sleep(), usleep(), time_nanosleep(), time_sleep_until() inside coroutines return what stock PHP returns, and let others run meanwhile
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await};
$log = [];
$ticker = spawn(function () use (&$log) { for ($i = 0; $i < 3; $i++) { $log[] = "tick"; usleep(1000); } });
var_dump(await(spawn(fn() => sleep(0))));
var_dump(await(spawn(fn() => usleep(5000))));
var_dump(await(spawn(fn() => time_nanosleep(0, 2000000))));
var_dump(await(spawn(fn() => time_sleep_until(microtime(true) + 0.01))));
await($ticker);
echo implode(",", $log), "\n";
?>
--EXPECT--
int(0)
NULL
bool(true)
bool(true)
tick,tick,tick
