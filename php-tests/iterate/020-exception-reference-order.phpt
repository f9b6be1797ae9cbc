--TEST--
iterate: reference ordering of an exception thrown by a callback with concurrency 3
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{iterate, suspend};
try {
    iterate([1, 2, 3, 4, 5], function ($v) {
        echo "begin: $v\n";
        suspend();
        if ($v === 2) {
            throw new Exception("error at 2");
        }
        echo "end: $v\n";
    }, 3);
    echo "not reached\n";
} catch (Exception $e) {
    echo "caught: ", $e->getMessage(), "\n";
}
?>
--EXPECT--
begin: 1
end: 1
begin: 2
begin: 3
caught: error at 2
