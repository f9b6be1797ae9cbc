--TEST--
pool: a healthcheckInterval without a healthcheck callback is accepted and does nothing
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\delay;
$pool = new Async\Pool(
    function () { echo "create\n"; return new stdClass; },
    function ($r) { echo "destroy\n"; },
    min: 1,
    healthcheckInterval: 10,
);
delay(50);
var_dump($pool->count(), $pool->idleCount());
$pool->close();
?>
--EXPECT--
create
int(1)
int(1)
destroy
