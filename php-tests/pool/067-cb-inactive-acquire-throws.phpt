--TEST--
pool: in INACTIVE state acquire throws ServiceUnavailableException "Service is unavailable (circuit breaker is open)" even with idle resources
--EXTENSIONS--
true_async
--FILE--
<?php
$calls = 0;
$pool = new Async\Pool(function () use (&$calls) { $calls++; return new stdClass; }, min: 1);
$pool->deactivate();
echo $pool->getState()->name, "\n";
try {
    $pool->acquire();
    echo "acquired\n";
} catch (Async\ServiceUnavailableException $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
    var_dump($e instanceof Async\AsyncException, $e instanceof Async\PoolException);
}
try {
    $pool->acquire(50);
} catch (Async\ServiceUnavailableException $e) {
    echo "with timeout: ", $e->getMessage(), "\n";
}
var_dump($calls, $pool->idleCount(), $pool->activeCount());
?>
--EXPECT--
INACTIVE
Async\ServiceUnavailableException: Service is unavailable (circuit breaker is open)
bool(true)
bool(false)
with timeout: Service is unavailable (circuit breaker is open)
int(1)
int(1)
int(0)
