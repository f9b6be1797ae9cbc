--TEST--
pool: with healthcheckInterval 0 (the default) the healthcheck is never called
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\delay;
$calls = 0;
$pool = new Async\Pool(
    fn() => new stdClass,
    healthcheck: function ($r) use (&$calls) { $calls++; return false; },
    min: 2,
);
delay(60);
var_dump($calls, $pool->idleCount());
?>
--EXPECT--
int(0)
int(2)
