--TEST--
pool: in INACTIVE state tryAcquire returns null without calling beforeAcquire or the factory
--EXTENSIONS--
true_async
--FILE--
<?php
$calls = 0;
$pool = new Async\Pool(
    function () use (&$calls) { $calls++; return new stdClass; },
    beforeAcquire: function ($r) { echo "beforeAcquire\n"; return true; },
    min: 1,
);
$pool->deactivate();
var_dump($pool->tryAcquire());
var_dump($pool->tryAcquire());
var_dump($calls, $pool->idleCount());
?>
--EXPECT--
NULL
NULL
int(1)
int(1)
