--TEST--
pool: an exception from beforeRelease is treated like false (resource destroyed) and is not propagated by release (decision)
--EXTENSIONS--
true_async
--FILE--
<?php
$pool = new Async\Pool(
    function () { $o = new stdClass; $o->id = 1; return $o; },
    function ($r) { echo "destroy {$r->id}\n"; },
    beforeRelease: function ($r) { throw new RuntimeException("cannot reset"); },
    max: 1,
);
$a = $pool->acquire();
try {
    $pool->release($a);
    echo "release returned\n";
} catch (Throwable $e) {
    echo "release threw ", get_class($e), "\n";
}
var_dump($pool->count(), $pool->idleCount(), $pool->activeCount());
?>
--EXPECT--
destroy 1
release returned
int(0)
int(0)
int(0)
