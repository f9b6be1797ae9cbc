--TEST--
pool: an exception from beforeAcquire destroys the resource and acquire/tryAcquire retry without propagating it
--EXTENSIONS--
true_async
--FILE--
<?php
$n = 0;
$pool = new Async\Pool(
    function () use (&$n) { $o = new stdClass; $o->id = ++$n; echo "create {$o->id}\n"; return $o; },
    function ($r) { echo "destroy {$r->id}\n"; },
    beforeAcquire: function ($r) { if ($r->id % 2) throw new RuntimeException("bad {$r->id}"); return true; },
    min: 2, max: 4,
);
$r = $pool->acquire();
echo "acquire got {$r->id}\n";
$pool->release($r);
$pool->release($pool->tryAcquire()); // id 2 again
$x = $pool->tryAcquire();
echo "tryAcquire got {$x->id}\n";
?>
--EXPECT--
create 1
create 2
destroy 1
acquire got 2
tryAcquire got 2
