--TEST--
iterate: the exception is rethrown only after the cancelled callbacks have finished their cleanup
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{iterate, delay};
try {
    iterate([1, 2, 3], function ($v) {
        if ($v === 1) { delay(10); throw new RuntimeException("boom"); }
        try {
            delay(50);
            echo "callback $v finished\n";
        } finally {
            echo "cleanup $v\n";
        }
    });
} catch (RuntimeException $e) {
    echo "caught: ", $e->getMessage(), "\n";
}
?>
--EXPECTF--
cleanup %d
cleanup %d
caught: boom
