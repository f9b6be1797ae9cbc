--TEST--
iterate: the first exception is rethrown; one thrown later by another callback is chained as previous
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{iterate, delay};
try {
    iterate([1, 2], function ($v) {
        if ($v === 1) {
            delay(5);
            throw new RuntimeException("first");
        }
        try {
            delay(50);
        } catch (Async\AsyncCancellation $e) {
            throw new LogicException("second");
        }
    });
} catch (Throwable $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
    $found = false;
    for ($p = $e->getPrevious(); $p; $p = $p->getPrevious()) {
        if ($p instanceof LogicException && $p->getMessage() === "second") $found = true;
    }
    echo "second chained: ", var_export($found, true), "\n";
}
?>
--EXPECT--
RuntimeException: first
second chained: true
