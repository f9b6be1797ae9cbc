--TEST--
pool: a waiter with a timeout is failed with PoolException by close() from another coroutine, not by a later TimeoutException
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, delay};
$pool = new Async\Pool(fn() => new stdClass, max: 1);
$held = $pool->acquire();
$w = spawn(function () use ($pool) {
    try {
        $pool->acquire(500);
    } catch (Throwable $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
});
$closer = spawn(function () use ($pool) {
    delay(10);
    $pool->close();
    echo "closer done\n";
});
await($closer);
await($w);
delay(600);
echo "end\n";
?>
--EXPECT--
closer done
Async\PoolException: Pool is closed
end
