--TEST--
pool: beforeAcquire returning false destroys the idle resource and acquire retries with the next, then the factory
--EXTENSIONS--
true_async
--FILE--
<?php
$n = 0;
$pool = new Async\Pool(
    function () use (&$n) { $o = new stdClass; $o->id = ++$n; echo "create {$o->id}\n"; return $o; },
    function ($r) { echo "destroy {$r->id}\n"; },
    beforeAcquire: function ($r) { echo "check {$r->id}\n"; return $r->id === 3; },
    min: 3, max: 3,
);
$r = $pool->acquire();
echo "got {$r->id}\n";
var_dump($pool->count(), $pool->idleCount(), $pool->activeCount());
$pool->release($r);
// all checks fail now: every idle one is destroyed, then a fresh one is created
$r->id = 0;
$s = $pool->acquire();
echo "got {$s->id}\n";
var_dump($pool->count(), $pool->idleCount(), $pool->activeCount());
?>
--EXPECT--
create 1
create 2
create 3
check 1
destroy 1
check 2
destroy 2
check 3
got 3
int(1)
int(0)
int(1)
check 0
destroy 0
create 4
got 4
int(1)
int(0)
int(1)
