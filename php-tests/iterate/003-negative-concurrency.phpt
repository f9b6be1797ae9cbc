--TEST--
iterate: a negative concurrency is a ValueError and nothing is iterated; 0 and positive values are accepted
--EXTENSIONS--
true_async
--FILE--
<?php
$fetched = 0;
function gen() { global $fetched; foreach ([1, 2] as $v) { $fetched++; yield $v; } }
foreach ([-1, -100, PHP_INT_MIN] as $c) {
    try {
        Async\iterate(gen(), function ($v) { echo "callback $v\n"; }, $c);
        echo "no error\n";
    } catch (ValueError $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
}
echo "fetched: $fetched\n";
Async\iterate([1], function ($v) { echo "c=0 ok\n"; }, 0);
Async\iterate([1], function ($v) { echo "c=5 ok\n"; }, 5);
?>
--EXPECT--
ValueError: Async\iterate(): Argument #3 ($concurrency) must be greater than or equal to 0
ValueError: Async\iterate(): Argument #3 ($concurrency) must be greater than or equal to 0
ValueError: Async\iterate(): Argument #3 ($concurrency) must be greater than or equal to 0
fetched: 0
c=0 ok
c=5 ok
