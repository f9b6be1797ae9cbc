--TEST--
pool: release calls beforeRelease with the resource and, when it returns true, the resource goes back to idle
--EXTENSIONS--
true_async
--FILE--
<?php
$n = 0;
$pool = new Async\Pool(
    function () use (&$n) { $o = new stdClass; $o->id = ++$n; return $o; },
    function ($r) { echo "destroy {$r->id}\n"; },
    beforeRelease: function ($r) { echo "beforeRelease {$r->id}\n"; return true; },
    max: 2,
);
$a = $pool->acquire();
$pool->release($a);
var_dump($pool->idleCount(), $pool->activeCount());
var_dump($pool->acquire() === $a);
?>
--EXPECT--
beforeRelease 1
int(1)
int(0)
bool(true)
