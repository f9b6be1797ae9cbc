--TEST--
pool: while factory, beforeAcquire or beforeRelease runs, the resource concerned counts as active
--EXTENSIONS--
true_async
--FILE--
<?php
$pool = null;
$show = function ($where) use (&$pool) {
    printf("%s: count=%d idle=%d active=%d\n", $where, $pool->count(), $pool->idleCount(), $pool->activeCount());
};
$pool = new Async\Pool(
    function () use ($show) { $show("factory"); return new stdClass; },
    beforeAcquire: function ($r) use ($show) { $show("beforeAcquire"); return true; },
    beforeRelease: function ($r) use ($show) { $show("beforeRelease"); return true; },
    max: 3,
);
$a = $pool->acquire();
$b = $pool->acquire();
$pool->release($a);
$pool->release($b);
$c = $pool->acquire();
$show("end");
?>
--EXPECT--
factory: count=1 idle=0 active=1
factory: count=2 idle=0 active=2
beforeRelease: count=2 idle=0 active=2
beforeRelease: count=2 idle=1 active=1
beforeAcquire: count=2 idle=1 active=1
end: count=2 idle=1 active=1
