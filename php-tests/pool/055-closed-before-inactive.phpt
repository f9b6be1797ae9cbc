--TEST--
pool: acquire checks "closed" before the circuit breaker state (closed + INACTIVE gives PoolException)
--EXTENSIONS--
true_async
--FILE--
<?php
$pool = new Async\Pool(fn() => new stdClass);
$pool->deactivate();
$pool->close();
try {
    $pool->acquire();
} catch (Async\AsyncException $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
var_dump($pool->tryAcquire());
?>
--EXPECT--
Async\PoolException: Pool is closed
NULL
