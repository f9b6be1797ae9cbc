--TEST--
pool: close() stops the healthcheck timer
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\delay;
$calls = 0;
$pool = new Async\Pool(
    fn() => new stdClass,
    healthcheck: function ($r) use (&$calls) { $calls++; return true; },
    min: 1,
    healthcheckInterval: 10,
);
delay(150);
var_dump($calls > 0);
$pool->close();
$before = $calls;
delay(150);
var_dump($calls === $before);
?>
--EXPECT--
bool(true)
bool(true)
