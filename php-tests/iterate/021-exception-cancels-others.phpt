--TEST--
iterate: an exception cancels the other callbacks with "Cancellation of the iterator due to an exception" and is rethrown
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{iterate, delay};
$lines = [];
$boom = null;
try {
    iterate([1, 2, 3], function ($v) use (&$lines, &$boom) {
        if ($v === 1) {
            delay(10);
            throw $boom = new RuntimeException("boom");
        }
        try {
            delay(50);
            $lines[] = "$v finished";
        } catch (Async\AsyncCancellation $e) {
            $lines[] = "$v: " . get_class($e) . ": " . $e->getMessage();
            throw $e;
        }
    });
    echo "not reached\n";
} catch (Throwable $e) {
    echo "caught ", get_class($e), ": ", $e->getMessage(), ", same object: ", var_export($e === $boom, true), "\n";
}
sort($lines);
echo implode("\n", $lines), "\n";
delay(60);
echo "count ", count($lines), "\n";
?>
--EXPECT--
caught RuntimeException: boom, same object: true
2: Async\AsyncCancellation: Cancellation of the iterator due to an exception
3: Async\AsyncCancellation: Cancellation of the iterator due to an exception
count 2
