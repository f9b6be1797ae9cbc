--TEST--
reactor: a coroutine that keeps yielding does not starve a timer
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, delay, suspend};
$done = false;
$sleeper = spawn(function () use (&$done) { delay(20); $done = true; });
$spins = 0;
$busy = spawn(function () use (&$done, &$spins) { while (!$done) { $spins++; suspend(); } });
await($sleeper);
await($busy);
var_dump($done, $spins > 0);
?>
--EXPECT--
bool(true)
bool(true)
