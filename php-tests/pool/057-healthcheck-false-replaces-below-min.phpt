--TEST--
pool: an idle resource failing its healthcheck is destroyed and, the pool being below min, replaced by a new one
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\delay;
$failedOnce = false;
$pool = new Async\Pool(
    function () { static $n = 0; $o = new stdClass; $o->id = ++$n; echo "create {$o->id}\n"; return $o; },
    function ($r) { echo "destroy {$r->id}\n"; },
    function ($r) use (&$failedOnce) {
        if ($r->id === 1 && !$failedOnce) { $failedOnce = true; return false; }
        return true;
    },
    min: 2,
    max: 4,
    healthcheckInterval: 20,
);
delay(300);
var_dump($pool->count(), $pool->idleCount(), $pool->activeCount());
$ids = [$pool->tryAcquire()->id, $pool->tryAcquire()->id];
sort($ids);
echo implode(",", $ids), "\n";
?>
--EXPECT--
create 1
create 2
destroy 1
create 3
int(2)
int(2)
int(0)
2,3
