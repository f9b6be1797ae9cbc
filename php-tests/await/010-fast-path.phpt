--TEST--
await: awaiting a completed coroutine returns at once, without a switch
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, runtime_stats};
$c = spawn(fn() => 7);
await($c);
$before = runtime_stats()['switches'];
for ($i = 0; $i < 100; $i++) await($c);
var_dump(runtime_stats()['switches'] - $before);
?>
--EXPECT--
int(0)
