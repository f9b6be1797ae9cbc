--TEST--
pool: constructor validation order is min >= 0, max >= 1, min <= max, healthcheckInterval >= 0
--EXTENSIONS--
true_async
--FILE--
<?php
$cases = [
    [-1, 0, -1],   // everything wrong: min first
    [0, 0, -1],    // max and interval wrong: max first
    [5, 2, -1],    // min > max and interval wrong: min <= max first
    [1, 0, 0],     // max < 1 reported before min > max
    [2, 3, -7],    // only interval wrong
];
foreach ($cases as [$min, $max, $interval]) {
    try {
        new Async\Pool(fn() => 1, null, null, null, null, $min, $max, $interval);
        echo "constructed\n";
    } catch (ValueError $e) {
        echo $e->getMessage(), "\n";
    }
}
?>
--EXPECT--
Async\Pool::__construct(): Argument #6 ($min) must be >= 0
Async\Pool::__construct(): Argument #7 ($max) must be >= 1
Async\Pool::__construct(): Argument #6 ($min) must be <= max
Async\Pool::__construct(): Argument #7 ($max) must be >= 1
Async\Pool::__construct(): Argument #8 ($healthcheckInterval) must be >= 0
