--TEST--
pool: max < 1 is a ValueError naming argument #7
--EXTENSIONS--
true_async
--FILE--
<?php
foreach ([0, -5] as $max) {
    try {
        new Async\Pool(fn() => 1, null, null, null, null, 0, $max);
        echo "constructed\n";
    } catch (ValueError $e) {
        echo $e->getMessage(), "\n";
    }
}
$p = new Async\Pool(fn() => 1, max: 1);
echo "max 1 ok\n";
?>
--EXPECT--
Async\Pool::__construct(): Argument #7 ($max) must be >= 1
Async\Pool::__construct(): Argument #7 ($max) must be >= 1
max 1 ok
