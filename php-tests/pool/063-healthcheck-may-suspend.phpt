--TEST--
pool: a health check runs in a coroutine of its own and may suspend (a ping over a non-blocking socket); the resource counts as active meanwhile and nobody else can take it
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{delay, spawn, await};
$checks = 0;
$pool = new Async\Pool(
    function () { static $n = 0; $o = new stdClass; $o->id = ++$n; return $o; },
    function ($r) { echo "destroy {$r->id}\n"; },
    function ($r) use (&$checks, &$pool) {
        if ($checks++ === 0) {
            delay(400);   // the first check takes a while
            echo "first check done\n";
        }
        return true;
    },
    min: 1,
    max: 1,
    healthcheckInterval: 20,
);
delay(150);
// The first check has started and suspended: its resource is not idle.
printf("during the check: count=%d idle=%d active=%d\n", $pool->count(), $pool->idleCount(), $pool->activeCount());
var_dump($pool->tryAcquire());
$r = $pool->acquire();     // waits for the check to end
echo "acquired {$r->id} after the check\n";
$pool->release($r);
$pool->close();
var_dump($checks >= 1);
?>
--EXPECT--
during the check: count=1 idle=0 active=1
NULL
first check done
acquired 1 after the check
destroy 1
bool(true)
