--TEST--
pool: releasing the same object twice: the second release throws PoolException and changes nothing (beforeRelease runs once, the resource is idle once)
--EXTENSIONS--
true_async
--FILE--
<?php
$pool = new Async\Pool(
    function () { static $n = 0; $o = new stdClass; $o->id = ++$n; return $o; },
    beforeRelease: function ($r) { echo "beforeRelease {$r->id}\n"; return true; },
    max: 2,
);
$r = $pool->acquire();
$other = $pool->acquire();   // keeps a second resource active
$pool->release($r);
try {
    $pool->release($r);
    echo "second release accepted\n";
} catch (Async\PoolException $e) {
    echo "second release refused\n";
}
var_dump($pool->count(), $pool->idleCount(), $pool->activeCount());
$a = $pool->tryAcquire();
$b = $pool->tryAcquire();
var_dump($a === $r, $b);
?>
--EXPECT--
beforeRelease 1
second release refused
int(2)
int(1)
int(1)
bool(true)
NULL
