--TEST--
pool: acquire($timeout) at top level (main coroutine) also throws TimeoutException when the pool is exhausted
--EXTENSIONS--
true_async
--FILE--
<?php
$pool = new Async\Pool(fn() => new stdClass, max: 2);
$a = $pool->acquire();
$b = $pool->acquire();
try {
    $pool->acquire(30);
} catch (Async\TimeoutException $e) {
    echo $e->getMessage(), "\n";
}
$pool->release($a);
var_dump($pool->acquire(30) === $a);
?>
--EXPECT--
Operation has been cancelled by timeout
bool(true)
