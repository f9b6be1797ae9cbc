--TEST--
pool: tryAcquire applies the beforeAcquire rules too: rejected idle resources are destroyed, then the factory is used
--EXTENSIONS--
true_async
--FILE--
<?php
$pool = new Async\Pool(
    function () { static $n = 0; $o = new stdClass; $o->id = ++$n; echo "create {$o->id}\n"; return $o; },
    function ($r) { echo "destroy {$r->id}\n"; },
    beforeAcquire: fn($r) => false,
    min: 1, max: 1,
);
$r = $pool->tryAcquire();
echo "got {$r->id}\n";
var_dump($pool->tryAcquire());
var_dump($pool->count(), $pool->activeCount());
?>
--EXPECT--
create 1
destroy 1
create 2
got 2
NULL
int(1)
int(1)
