--TEST--
pool: acquire($timeout) with nothing released in time throws TimeoutException "Operation has been cancelled by timeout", not a PoolException
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await};
$pool = new Async\Pool(fn() => new stdClass, max: 1);
$held = $pool->acquire();
$w = spawn(function () use ($pool) {
    try {
        $pool->acquire(20);
        echo "acquired\n";
    } catch (Async\PoolException $e) {
        echo "PoolException\n";
    } catch (Async\TimeoutException $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
        var_dump($e instanceof Async\AsyncException);
    }
});
await($w);
var_dump($pool->count(), $pool->activeCount(), $pool->idleCount());
?>
--EXPECT--
Async\TimeoutException: Operation has been cancelled by timeout
bool(false)
int(1)
int(1)
int(0)
