--TEST--
pool: while the healthcheck runs on an idle resource, that resource counts as active
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\delay;
$pool = null;
$snap = null;
$pool = new Async\Pool(
    fn() => new stdClass,
    healthcheck: function ($r) use (&$pool, &$snap) {
        $snap ??= sprintf("count=%d idle=%d active=%d", $pool->count(), $pool->idleCount(), $pool->activeCount());
        return true;
    },
    min: 2,
    healthcheckInterval: 20,
);
delay(300);
echo $snap, "\n";
printf("after: count=%d idle=%d active=%d\n", $pool->count(), $pool->idleCount(), $pool->activeCount());
?>
--EXPECT--
count=2 idle=1 active=1
after: count=2 idle=2 active=0
