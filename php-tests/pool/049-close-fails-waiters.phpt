--TEST--
pool: close() fails every parked waiter, in FIFO order, with PoolException "Pool is closed"
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, suspend};
$pool = new Async\Pool(fn() => new stdClass, max: 1);
$held = $pool->acquire();
$ws = [];
foreach (['w1', 'w2', 'w3'] as $name) {
    $ws[] = spawn(function () use ($pool, $name) {
        try {
            $pool->acquire();
            echo "$name acquired\n";
        } catch (Async\PoolException $e) {
            echo "$name: ", get_class($e), ": ", $e->getMessage(), "\n";
        }
    });
}
suspend();
$pool->close();
echo "closed\n";
foreach ($ws as $w) await($w);
?>
--EXPECT--
closed
w1: Async\PoolException: Pool is closed
w2: Async\PoolException: Pool is closed
w3: Async\PoolException: Pool is closed
