--TEST--
pool: a parked waiter leaves with ServiceUnavailableException when the pool went INACTIVE; the released resource ends up idle
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, suspend};
$pool = new Async\Pool(fn() => new stdClass, max: 1);
$held = $pool->acquire();
$w = spawn(function () use ($pool) {
    try {
        $pool->acquire();
        echo "waiter acquired\n";
    } catch (Async\ServiceUnavailableException $e) {
        echo "waiter: ", $e->getMessage(), "\n";
    }
});
suspend();
$pool->deactivate();
$pool->release($held);
await($w);
var_dump($pool->count(), $pool->idleCount(), $pool->activeCount());
$pool->activate();
var_dump($pool->tryAcquire() === $held);
?>
--EXPECT--
waiter: Service is unavailable (circuit breaker is open)
int(1)
int(1)
int(0)
bool(true)
