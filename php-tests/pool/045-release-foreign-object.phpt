--TEST--
pool: releasing an object that did not come from this pool throws PoolException naming the method and argument; the counts and the idle set are unchanged and beforeRelease is not called
--EXTENSIONS--
true_async
--FILE--
<?php
$pool = new Async\Pool(
    function () { $o = new stdClass; $o->id = 1; return $o; },
    beforeRelease: function ($r) { echo "beforeRelease {$r->id}\n"; return true; },
    max: 2,
);
$mine = $pool->acquire();   // one resource really is active
$foreign = new stdClass;
$foreign->id = 99;
try {
    $pool->release($foreign);
    echo "release accepted\n";
} catch (Async\PoolException $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
var_dump($pool->count(), $pool->idleCount(), $pool->activeCount());
$other = new Async\Pool(fn() => new stdClass);
$x = $other->acquire();
try {
    $pool->release($x);         // lent, but by another pool
} catch (Async\PoolException $e) {
    echo "other pool's: refused\n";
}
$pool->release($mine);
var_dump($pool->tryAcquire() === $mine);
?>
--EXPECT--
Async\PoolException: Async\Pool::release(): Argument #1 ($resource) is not out on loan from this pool (a foreign object, or released already)
int(1)
int(0)
int(1)
other pool's: refused
beforeRelease 1
bool(true)
