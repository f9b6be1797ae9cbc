--TEST--
pool: beforeAcquire runs for idle resources only, fresh resources from the factory skip it
--EXTENSIONS--
true_async
--FILE--
<?php
$n = 0;
$pool = new Async\Pool(
    function () use (&$n) { $o = new stdClass; $o->id = ++$n; echo "create {$o->id}\n"; return $o; },
    beforeAcquire: function ($r) { echo "beforeAcquire {$r->id}\n"; return true; },
    max: 2,
);
$a = $pool->acquire();
echo "got {$a->id}\n";
$pool->release($a);
$b = $pool->acquire();
echo "got {$b->id}\n";
$c = $pool->tryAcquire();
echo "got {$c->id}\n";
$pool->release($c);
$d = $pool->tryAcquire();
echo "got {$d->id}\n";
?>
--EXPECT--
create 1
got 1
beforeAcquire 1
got 1
create 2
got 2
beforeAcquire 2
got 2
