--TEST--
pool: acquire() on a closed pool throws PoolException "Pool is closed", tryAcquire() returns null, the factory is not called
--EXTENSIONS--
true_async
--FILE--
<?php
$calls = 0;
$pool = new Async\Pool(function () use (&$calls) { $calls++; return new stdClass; });
$pool->close();
try {
    $pool->acquire();
} catch (Async\PoolException $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
    var_dump($e instanceof Async\AsyncException);
}
try {
    $pool->acquire(50);
} catch (Async\PoolException $e) {
    echo $e->getMessage(), "\n";
}
var_dump($pool->tryAcquire());
var_dump($calls);
?>
--EXPECT--
Async\PoolException: Pool is closed
bool(true)
Pool is closed
NULL
int(0)
