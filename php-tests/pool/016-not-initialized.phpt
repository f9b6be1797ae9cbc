--TEST--
pool: acquire/release on a Pool object whose construction failed throw PoolException "Pool is not initialized"
--EXTENSIONS--
true_async
--FILE--
<?php
// The half-built object is obtained from the constructor's frame while the pre-warm factory runs.
$half = null;
try {
    new Async\Pool(function () use (&$half) {
        foreach (debug_backtrace(DEBUG_BACKTRACE_PROVIDE_OBJECT) as $frame) {
            if (($frame['object'] ?? null) instanceof Async\Pool) {
                $half = $frame['object'];
            }
        }
        throw new RuntimeException("no resource");
    }, min: 1);
} catch (RuntimeException $e) {
    echo $e->getMessage(), "\n";
}
var_dump($half instanceof Async\Pool);
try {
    $half->acquire();
} catch (Async\PoolException $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
try {
    $half->release(new stdClass);
} catch (Async\PoolException $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
?>
--EXPECT--
no resource
bool(true)
Async\PoolException: Pool is not initialized
Async\PoolException: Pool is not initialized
